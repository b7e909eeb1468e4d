// Order-side records (orders, line items, fulfillment orders, fulfillments, events), in Admin GraphQL shape.
// Types only, like records.ts, which re-exports them.
import type { MoneyBag } from "./money";
import type { CustomerRecord, LocationRecord, MailingAddress, PurchasingCompanyRecord } from "./records";

export type LineItemRecord = {
  __typename: "LineItem";
  id: string;
  sku: string | null;
  name: string;
  title: string;
  variantTitle: string | null;
  vendor: string | null;
  quantity: number;
  currentQuantity: number;
  requiresShipping: boolean;
  taxable: boolean;
  originalUnitPriceSet: MoneyBag;
  /** Not a GraphQL field of LineItem (weight lives on the variant): kept for REST payloads and carrier requests. */
  grams: number;
  readonly unfulfilledQuantity: number;
};

export type ShippingLineRecord = {
  __typename: "ShippingLine";
  id: string;
  code: string | null;
  title: string;
  source: string | null;
  carrierIdentifier: string | null;
  isRemoved: boolean;
  originalPriceSet: MoneyBag;
  discountedPriceSet: MoneyBag;
};

export type FulfillmentOrderLineItemRecord = {
  __typename: "FulfillmentOrderLineItem";
  id: string;
  lineItem: LineItemRecord;
  totalQuantity: number;
  remainingQuantity: number;
  sku: string | null;
  productTitle: string;
  variantTitle: string | null;
  weight: { unit: "GRAMS"; value: number };
};

export type FulfillmentOrderRecord = {
  __typename: "FulfillmentOrder";
  id: string;
  status: "OPEN" | "IN_PROGRESS" | "SCHEDULED" | "ON_HOLD" | "INCOMPLETE" | "CANCELLED" | "CLOSED";
  requestStatus: "UNSUBMITTED";
  assignedLocation: {
    name: string;
    countryCode: string;
    location: LocationRecord;
    address1: string | null;
    address2: string | null;
    city: string | null;
    zip: string | null;
    province: string | null;
    phone: string | null;
  };
  lineItems: FulfillmentOrderLineItemRecord[];
  order: OrderRecord;
  fulfillments: FulfillmentRecord[];
  createdAt: string;
  updatedAt: string;
  fulfillAt: string | null;
  readonly supportedActions: Array<{ action: string; externalUrl: null }>;
  fulfillmentHolds: FulfillmentHoldRecord[];
};

export type TrackingInfo = { company: string | null; number: string | null; url: string | null };

export type FulfillmentEventRecord = {
  __typename: "FulfillmentEvent";
  id: string;
  status: string;
  happenedAt: string;
  createdAt: string;
  estimatedDeliveryAt: string | null;
  message: string | null;
  address1: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type FulfillmentRecord = {
  __typename: "Fulfillment";
  id: string;
  name: string;
  status: "SUCCESS" | "CANCELLED";
  displayStatus: string;
  trackingInfo: TrackingInfo[];
  events: FulfillmentEventRecord[];
  order: OrderRecord;
  location: LocationRecord;
  fulfillmentOrders: FulfillmentOrderRecord[];
  fulfillmentLineItems: Array<{
    __typename: "FulfillmentLineItem";
    id: string;
    lineItem: LineItemRecord;
    quantity: number;
    fulfillmentOrderLineItem: FulfillmentOrderLineItemRecord;
  }>;
  notifyCustomer: boolean;
  createdAt: string;
  updatedAt: string;
  inTransitAt: string | null;
  deliveredAt: string | null;
  estimatedDeliveryAt: string | null;
  requiresShipping: true;
};

export type OrderRecord = {
  __typename: "Order";
  id: string;
  /** Order.totalWeight: the grams of its items before returns. */
  readonly totalWeight: number;
  legacyResourceId: string;
  shopDomain: string;
  name: string;
  createdAt: string;
  processedAt: string;
  updatedAt: string;
  email: string | null;
  phone: string | null;
  /** The language the buyer checked out in (GraphQL Order.customerLocale; REST customer_locale). */
  customerLocale: string | null;
  note: string | null;
  tags: string[];
  test: boolean;
  displayFinancialStatus: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  currencyCode: string;
  presentmentCurrencyCode: string;
  /** Presentment units per shop unit: Shopify converts an order at one rate ("1" when the buyer paid in the shop's). */
  presentmentRate: string;
  subtotalPriceSet: MoneyBag;
  totalShippingPriceSet: MoneyBag;
  totalPriceSet: MoneyBag;
  /** After edits: the stand-in's totalPriceSet already follows them (order-changes.ts). */
  readonly currentTotalPriceSet: MoneyBag;
  totalOutstandingSet: MoneyBag;
  paymentGatewayNames: string[];
  shippingAddress: MailingAddress | null;
  billingAddress: MailingAddress | null;
  customer: CustomerRecord | null;
  purchasingEntity: CustomerRecord | PurchasingCompanyRecord | null;
  customAttributes: Array<{ key: string; value: string | null }>;
  lineItems: LineItemRecord[];
  shippingLines: ShippingLineRecord[];
  fulfillmentOrders: FulfillmentOrderRecord[];
  fulfillments: FulfillmentRecord[];
  /** Order.transactions: the payments Shopify recorded (a sale at checkout, the merchant's manual payment…). */
  transactions: OrderTransactionRecord[];
  readonly displayFulfillmentStatus: string;
};

export type OrderTransactionRecord = {
  __typename: "OrderTransaction";
  id: string;
  kind: "SALE" | "CAPTURE" | "AUTHORIZATION" | "REFUND" | "VOID";
  status: "SUCCESS" | "PENDING" | "FAILURE" | "ERROR";
  gateway: string;
  processedAt: string;
  createdAt: string;
  authorizationCode: string | null;
  amountSet: MoneyBag;
};

/** FulfillmentHold: one app's (or the merchant's) hold on a fulfillment order. */
export type FulfillmentHoldRecord = {
  __typename: "FulfillmentHold";
  id: string;
  handle: string | null;
  reason: string;
  reasonNotes: string | null;
  displayReason: string;
  heldByRequestingApp: boolean;
};
