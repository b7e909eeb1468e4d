// The stand-in's state is stored in the shape of Admin GraphQL output (field names, enum values, GIDs), so
// graphql-js's default resolver reads it directly. Computed fields are getters or methods on the records.
// This file holds types only, so every other module can import it without cycles.
import type { MoneyBag } from "./money";

export type MailingAddress = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  zip: string | null;
  country: string | null;
  countryCodeV2: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  formatted: string[];
  formattedArea: string | null;
  coordinatesValidated: boolean;
};

export type LocationRecord = {
  __typename: "Location";
  id: string;
  legacyResourceId: string;
  name: string;
  isFulfillmentService: boolean;
  isActive: boolean;
  isPrimary: boolean;
  shipsInventory: boolean;
  fulfillsOnlineOrders: boolean;
  hasActiveInventory: boolean;
  address: { address1: string | null; city: string | null; zip: string | null; province: string | null;
    provinceCode: string | null; country: string | null; countryCode: string; phone: string | null; formatted: string[] };
};

export type ShopPlanFlags = {
  displayName: string;
  publicDisplayName: string;
  partnerDevelopment: boolean;
  shopifyPlus: boolean;
  /** Not a GraphQL field: whether carrierServiceCreate is allowed (Advanced/Plus/dev store, or added by Support). */
  carrierCalculatedShipping: boolean;
};

export type ShopRecord = {
  __typename: "Shop";
  id: string;
  name: string;
  myshopifyDomain: string;
  email: string;
  currencyCode: string;
  ianaTimezone: string;
  plan: ShopPlanFlags;
  /** Scopes the merchant granted the app. */
  scopes: Set<string>;
  accessToken: string;
  /** Null for a non-expiring offline token. */
  accessTokenExpiresAt: Date | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
  locations: LocationRecord[];
};

export type CustomerRecord = {
  __typename: "Customer";
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  readonly displayName: string;
};

export type PurchasingCompanyRecord = {
  __typename: "PurchasingCompany";
  company: { __typename: "Company"; id: string; name: string; externalId: string | null };
  location: { __typename: "CompanyLocation"; id: string; name: string; externalId: string | null;
    taxSettings: { taxRegistrationId: string | null; taxExempt: boolean; taxExemptions: string[] } };
  contact: null;
};

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
  assignedLocation: { name: string; countryCode: string; location: LocationRecord; address1: string | null;
    address2: string | null; city: string | null; zip: string | null; province: string | null; phone: string | null };
  lineItems: FulfillmentOrderLineItemRecord[];
  order: OrderRecord;
  fulfillments: FulfillmentRecord[];
  createdAt: string;
  updatedAt: string;
  fulfillAt: string | null;
  readonly supportedActions: Array<{ action: string; externalUrl: null }>;
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
  fulfillmentLineItems: Array<{ __typename: "FulfillmentLineItem"; id: string; lineItem: LineItemRecord;
    quantity: number; fulfillmentOrderLineItem: FulfillmentOrderLineItemRecord }>;
  notifyCustomer: boolean;
  createdAt: string;
  updatedAt: string;
  inTransitAt: string | null;
  deliveredAt: string | null;
  estimatedDeliveryAt: string | null;
  requiresShipping: true;
};

export type MetafieldRecord = {
  __typename: "Metafield";
  id: string;
  ownerId: string;
  ownerType: string;
  namespace: string;
  key: string;
  value: string;
  type: string;
  createdAt: string;
  updatedAt: string;
};

export type OrderRecord = {
  __typename: "Order";
  id: string;
  legacyResourceId: string;
  shopDomain: string;
  name: string;
  createdAt: string;
  processedAt: string;
  updatedAt: string;
  email: string | null;
  phone: string | null;
  note: string | null;
  tags: string[];
  test: boolean;
  displayFinancialStatus: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  currencyCode: string;
  presentmentCurrencyCode: string;
  subtotalPriceSet: MoneyBag;
  totalShippingPriceSet: MoneyBag;
  totalPriceSet: MoneyBag;
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
  readonly displayFulfillmentStatus: string;
};

export type CarrierServiceRecord = {
  __typename: "DeliveryCarrierService";
  id: string;
  shopDomain: string;
  name: string;
  readonly formattedName: string;
  callbackUrl: string;
  active: boolean;
  supportsServiceDiscovery: boolean;
};

/** One Admin GraphQL request as the app sent it, for assertions ("the app fulfilled with tracking once"). */
export type RequestLogEntry = {
  shop: string;
  apiVersion: string;
  operationName: string | null;
  /** "query" | "mutation", or null when the document did not parse. */
  operation: string | null;
  /** Root fields selected, e.g. ["fulfillmentCreate"]. */
  rootFields: string[];
  variables: Record<string, unknown>;
  query: string;
  outcome: "ok" | "invalid" | "access-denied" | "throttled" | "unauthorized" | "errors";
};

export type InvalidDocument = { shop: string; operationName: string | null; query: string; messages: string[] };
