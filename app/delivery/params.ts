/**
 * Request parameters of the delivery API, in its own field names (spec §4). Types only.
 * Amounts are integers in the service's minor units: always two decimals (§2; see money.ts).
 */

/** §2 Order `paymentType`. */
export type PaymentType = "COD" | "MobileMoney" | "Card" | "BankTransfer" | "Wallet";

/** §2 Customer (as sent when creating an order). */
export type CustomerParams = {
  fullName: string;
  /** E.164 (`+` and country code) or the local form as dialled; the delivery code is sent to it. */
  phoneE164: string;
  email?: string;
  /** Legal name; required when `customerType` is B2B (§4 rule 3). */
  businessName?: string;
  taxId?: string;
  /** The buyer's country; sent on B2B orders. */
  countryCode?: string;
};

/** §2 Address (as sent) for the delivery address. */
export type DeliveryAddressParams = {
  freeTextAddress: string;
  city: string;
  state: string;
  /** Defaults to the merchant's own country; another country makes the order cross-border (§4 rule 1). */
  countryCode?: string;
  /** Shown to the rider. */
  landmark?: string;
  /** Shown to the rider. */
  accessNotes?: string;
};

/** §2: `billingAddress` is sent with `freeTextAddress`, `city`, `countryCode`. */
export type BillingAddressParams = {
  freeTextAddress: string;
  city: string;
  countryCode?: string;
};

export type OrderItemParams = {
  sku?: string;
  name: string;
  quantity: number;
  unitPriceMinor: number;
};

/** POST /orders body. */
export type CreateOrderParams = {
  externalOrderRef: string;
  /** Optional: when omitted the service classifies the buyer itself and never refuses over buyer details (§4 rule 6). */
  customerType?: "B2C" | "B2B";
  customer: CustomerParams;
  /** Defaults to the delivery address. */
  billingAddress?: BillingAddressParams;
  deliveryAddress: DeliveryAddressParams;
  paymentType: PaymentType;
  /** Amount still to be collected: 0 when the store already took payment (§1). */
  codAmountMinor: number;
  currency: string;
  items: OrderItemParams[];
};

/** POST /quotes body. Only `weightGrams` is known to be required (§4). */
export type CreateQuoteParams = {
  routeScope?: string;
  originCountryCode?: string;
  destinationCountryCode?: string;
  serviceCode?: string;
  weightGrams: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
  declaredValueMinor?: number;
  hsCode?: string;
  /** Send where the route is priced per parcel: such a route refuses the request without it (§4 rule 1). */
  pieces?: number;
  /** Send where the route is priced by distance (§4 rule 1). */
  distanceMetres?: number;
  presentmentCurrency?: string;
};

/** POST /checkout/rates body. Its required fields are "not shown" (§4): send all of them. */
export type CheckoutRatesParams = {
  destination: {
    countryCode: string;
    /** A name or the code the store uses (which fields are required is "not shown", §4). */
    region?: string;
    /** Send when known. */
    regionName?: string;
    city?: string;
  };
  currency: string;
  goodsTotalMinor: number;
  items: Array<{ sku?: string; quantity: number; unitPriceMinor: number; weightGrams: number }>;
  /** Language of the texts shown to the buyer. */
  locale?: string;
};

/** GET /orders query (§4). All optional. */
export type ListOrdersParams = {
  offset?: number;
  /** Default 50, maximum 200 (§8). */
  limit?: number;
  /** ISO 8601 instant: orders changed since then, for incremental reconciliation. */
  updatedSince?: string;
  createdFrom?: string;
  createdTo?: string;
  paymentType?: PaymentType | (string & {});
  shipmentState?: string;
};

/** POST /orders/{reference}/mark-paid body. Which fields are required is "not shown" (§4): send all. */
export type MarkPaidParams = {
  paidVia: "manual_bank_transfer" | "manual_cash" | "manual_other";
  /** The transfer reference or receipt number, kept for dispute evidence. */
  reference: string;
  /** ISO 8601 instant. */
  paidAt: string;
};

/** POST /orders/{reference}/cancel body. */
export type CancelOrderParams = {
  /** Stored on the order. */
  reason?: string;
};
