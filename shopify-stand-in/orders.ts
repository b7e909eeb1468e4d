import { customerRecord, mailingAddress, purchasingCompany } from "./addresses";
import type { AddressInput, CompanyInput, CustomerInput } from "./addresses";
import { moneyBag, sumAmounts, toThousandths } from "./money";
import { createFulfillmentOrders, type FulfillmentOrderInput } from "./fulfillment-orders";
import type { LineItemRecord, OrderRecord, ShippingLineRecord } from "./records";
import type { Store } from "./store";

export type LineItemInput = {
  title: string;
  sku?: string | null;
  variantTitle?: string | null;
  vendor?: string | null;
  quantity: number;
  /** Unit price as a decimal string in the shop currency, e.g. "19.99". */
  price: string;
  grams?: number;
  requiresShipping?: boolean;
};

export type ShippingLineInput = {
  title: string;
  code?: string | null;
  source?: string | null;
  carrierIdentifier?: string | null;
  price: string;
};

export type OrderInput = {
  /** Numeric id; may exceed 2^53 (pass it as a string). */
  id?: string;
  name?: string;
  email?: string | null;
  phone?: string | null;
  /** The buyer's checkout language, e.g. "fr" or "en-KE" (default: none). */
  customerLocale?: string | null;
  note?: string | null;
  tags?: string[];
  /** GraphQL OrderDisplayFinancialStatus; COD orders arrive PENDING (docs/reference/shopify-facts.md §4.1). */
  financialStatus?: "PAID" | "PENDING" | "AUTHORIZED" | "PARTIALLY_PAID" | "REFUNDED" | "VOIDED";
  paymentGatewayNames?: string[];
  presentmentCurrency?: string;
  /** With another presentment currency: its units per shop unit (e.g. "655.957" XOF per EUR). Default "1". */
  presentmentRate?: string;
  lineItems: LineItemInput[];
  shippingLines?: ShippingLineInput[];
  shippingAddress?: AddressInput | null;
  billingAddress?: AddressInput | null;
  customer?: CustomerInput | null;
  /** Makes it a B2B order: purchasingEntity becomes a PurchasingCompany. */
  company?: CompanyInput;
  customAttributes?: Array<{ key: string; value: string | null }>;
  cancelledAt?: string | null;
  cancelReason?: "CUSTOMER" | "DECLINED" | "FRAUD" | "INVENTORY" | "OTHER" | "STAFF" | null;
  /** Defaults to 0 when PAID, else the order total. */
  totalOutstanding?: string;
  createdAt?: string;
  /** Default: one OPEN fulfillment order at the primary location. `[]`: order routing has not run yet. */
  fulfillmentOrders?: FulfillmentOrderInput[];
};

export type AddedOrder = {
  id: string;
  legacyResourceId: string;
  lineItemIds: string[];
  fulfillmentOrderIds: string[];
  order: OrderRecord;
};

const DEFAULT_ADDRESS: AddressInput = {
  firstName: "Ama",
  lastName: "Mensah",
  address1: "12 Rue des Jardins",
  city: "Dakar",
  zip: "10200",
  countryCode: "SN",
  phone: "+221771234567",
};

export function lineItemRecord(
  store: Store,
  shopDomain: string,
  input: LineItemInput,
  currency: string,
  order: () => OrderRecord,
  presentment: Presentment = { currency, rate: "1" },
): LineItemRecord {
  return store.register(shopDomain, {
    __typename: "LineItem" as const,
    id: store.newGid("LineItem"),
    sku: input.sku ?? null,
    name: input.variantTitle ? `${input.title} - ${input.variantTitle}` : input.title,
    title: input.title,
    variantTitle: input.variantTitle ?? null,
    vendor: input.vendor ?? null,
    quantity: input.quantity,
    currentQuantity: input.quantity,
    requiresShipping: input.requiresShipping ?? true,
    taxable: true,
    originalUnitPriceSet: moneyBag(input.price, currency, presentment.currency, presentment.rate),
    grams: input.grams ?? 0,
    /**
     * What is still to ship: the quantity after edits less what fulfillments that stand (not cancelled) carry.
     * As Shopify's, it does not wait for order routing: before any fulfillment order exists it is the whole quantity.
     */
    get unfulfilledQuantity(): number {
      const fulfilled = order()
        .fulfillments.filter((fulfillment) => fulfillment.status !== "CANCELLED")
        .flatMap((fulfillment) => fulfillment.fulfillmentLineItems)
        .filter((line) => line.lineItem === this)
        .reduce((sum, line) => sum + line.quantity, 0);
      return Math.max(0, this.currentQuantity - fulfilled);
    },
  });
}

/** The buyer's currency and the order's one rate to it. */
type Presentment = { currency: string; rate: string };

/** Shipping lines and totals; no taxes or discounts (the stand-in does not need them). */
function orderMoney(store: Store, input: OrderInput, currency: string, presentment: Presentment) {
  const bag = (amount: string) => moneyBag(amount, currency, presentment.currency, presentment.rate);
  const shippingLines: ShippingLineRecord[] = (
    input.shippingLines ?? [{ title: "Standard", code: "Standard", source: "shopify", price: "0.00" }]
  ).map((line) => ({
    __typename: "ShippingLine",
    id: store.newGid("ShippingLine"),
    code: line.code ?? null,
    title: line.title,
    source: line.source ?? null,
    carrierIdentifier: line.carrierIdentifier ?? null,
    isRemoved: false,
    originalPriceSet: bag(line.price),
    discountedPriceSet: bag(line.price),
  }));
  const subtotal = sumAmounts(input.lineItems.map((item) => toThousandths(item.price) * BigInt(item.quantity)));
  const shipping = sumAmounts(shippingLines.map((line) => line.originalPriceSet.shopMoney.amount));
  const total = sumAmounts([subtotal, shipping]);
  const outstanding = input.totalOutstanding ?? ((input.financialStatus ?? "PAID") === "PAID" ? "0.00" : total);
  return {
    shippingLines,
    subtotalPriceSet: bag(subtotal),
    totalShippingPriceSet: bag(shipping),
    totalPriceSet: bag(total),
    totalOutstandingSet: bag(outstanding),
  };
}

/** Addresses, customer and (B2B) company; by default a buyer in Dakar, named on the shipping address. */
function orderParties(store: Store, shopDomain: string, input: OrderInput) {
  const addressInput = input.shippingAddress === undefined ? DEFAULT_ADDRESS : input.shippingAddress;
  const billingInput = input.billingAddress === undefined ? addressInput : input.billingAddress;
  const customerInput =
    input.customer === undefined
      ? {
          firstName: addressInput?.firstName,
          lastName: addressInput?.lastName,
          email: "buyer@example.com",
          phone: addressInput?.phone,
        }
      : input.customer;
  const customer = customerInput ? customerRecord(store, shopDomain, customerInput) : null;
  return {
    shippingAddress: addressInput ? mailingAddress(store, addressInput) : null,
    billingAddress: billingInput ? mailingAddress(store, billingInput) : null,
    customer,
    purchasingEntity: input.company ? purchasingCompany(store, input.company) : customer,
  };
}

function displayFulfillmentStatus(order: OrderRecord): string {
  const items = order.fulfillmentOrders.filter((fo) => fo.status !== "CANCELLED").flatMap((fo) => fo.lineItems);
  const total = items.reduce((sum, item) => sum + item.totalQuantity, 0);
  const remaining = items.reduce((sum, item) => sum + item.remainingQuantity, 0);
  if (total > 0 && remaining === 0) return "FULFILLED";
  if (remaining < total) return "PARTIALLY_FULFILLED";
  if (order.fulfillmentOrders.some((fo) => fo.status === "ON_HOLD")) return "ON_HOLD";
  return "UNFULFILLED";
}

export function addOrder(store: Store, shopDomain: string, input: OrderInput): AddedOrder {
  const shop = store.shop(shopDomain);
  if (input.lineItems.length === 0) throw new Error("An order needs at least one line item.");
  const currency = shop.currencyCode;
  const financialStatus = input.financialStatus ?? "PAID";
  const legacyResourceId = input.id ?? store.nextLegacyId();
  const presentment = { currency: input.presentmentCurrency ?? currency, rate: input.presentmentRate ?? "1" };
  const lineItems = input.lineItems.map((item) =>
    lineItemRecord(store, shopDomain, item, currency, () => order, presentment),
  );
  const parties = orderParties(store, shopDomain, input);
  const createdAt = input.createdAt ?? store.nowIso();
  const order: OrderRecord = store.register(shopDomain, {
    __typename: "Order" as const,
    id: store.newGid("Order", legacyResourceId),
    legacyResourceId,
    shopDomain,
    name: input.name ?? `#${store.nextOrderNumber()}`,
    createdAt,
    processedAt: createdAt,
    updatedAt: createdAt,
    email: input.email === undefined ? (parties.customer?.email ?? null) : input.email,
    phone: input.phone ?? null,
    customerLocale: input.customerLocale ?? null,
    note: input.note ?? null,
    tags: input.tags ?? [],
    test: false,
    displayFinancialStatus: financialStatus,
    cancelledAt: input.cancelledAt ?? null,
    cancelReason: input.cancelReason ?? null,
    currencyCode: currency,
    presentmentCurrencyCode: presentment.currency,
    presentmentRate: presentment.rate,
    ...orderMoney(store, input, currency, presentment),
    paymentGatewayNames:
      input.paymentGatewayNames ?? (financialStatus === "PAID" ? ["shopify_payments"] : ["Cash on Delivery (COD)"]),
    ...parties,
    customAttributes: input.customAttributes ?? [],
    lineItems,
    fulfillmentOrders: [],
    fulfillments: [],
    transactions: [],
    get displayFulfillmentStatus(): string {
      return displayFulfillmentStatus(this);
    },
    get currentTotalPriceSet() {
      return this.totalPriceSet;
    },
    get totalWeight(): number {
      return this.lineItems.reduce((sum, item) => sum + item.grams * item.quantity, 0);
    },
  });
  const fulfillmentOrders = createFulfillmentOrders(store, order, input.fulfillmentOrders ?? [{}]);
  return {
    id: order.id,
    legacyResourceId,
    lineItemIds: lineItems.map((item) => item.id),
    fulfillmentOrderIds: fulfillmentOrders.map((fo) => fo.id),
    order,
  };
}
