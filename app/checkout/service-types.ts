/**
 * Minimal local types for the delivery service's POST /checkout/rates (spec §2 "Checkout rate",
 * §4), in the API's own field names. A leaf: imports nothing. The service client in app/delivery/
 * is written in parallel; the lead reconciles the two (ours are structurally a subset).
 */

/** Request body of POST /checkout/rates (spec §4). Amounts are service minor units (§2). */
export type ServiceCheckoutRatesRequest = {
  destination: {
    countryCode: string;
    /** "a name or the code the store uses": Shopify gives the province code. */
    region?: string;
    /** "send when known": only when a resolver knows the code's name. */
    regionName?: string;
    city?: string;
  };
  currency: string;
  goodsTotalMinor: number;
  items: ServiceCheckoutRatesItem[];
  /** "language of the texts": the base language ("fr" or "en"). */
  locale: string;
};

export type ServiceCheckoutRatesItem = {
  /** Optional in the service's Item (§2): omitted when Shopify has none. */
  sku?: string;
  quantity: number;
  unitPriceMinor: number;
  weightGrams: number;
};

/** One Checkout rate (spec §2). */
export type ServiceCheckoutRate = {
  service: string;
  code: string;
  name: string;
  description: string;
  priceMinor: number;
  currency: string;
  free: boolean;
  minDays: number;
  maxDays: number;
  /** `YYYY-MM-DD` */
  earliestDate: string;
  /** `YYYY-MM-DD` */
  latestDate: string;
};

/** Response of POST /checkout/rates (spec §4). An empty `rates` list is a valid answer. */
export type ServiceCheckoutRatesResponse = {
  rates: ServiceCheckoutRate[];
  reason: string | null;
};

/**
 * The service call, injected so this folder never imports the client. It must reject on any
 * failure (the client's DeliveryError family) and should honour `signal`.
 */
export type FetchRates = (
  request: ServiceCheckoutRatesRequest,
  options: { signal: AbortSignal },
) => Promise<ServiceCheckoutRatesResponse>;
