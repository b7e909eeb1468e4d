import type { CheckoutRatesParams } from "~/delivery";

/**
 * Minimal local types for the delivery service's POST /checkout/rates (spec §2 "Checkout rate",
 * §4), in the API's own field names.
 */

/**
 * Request body of POST /checkout/rates (spec §4): the client's own type, with the language
 * always stated (the buyer's checkout locale). Amounts are service minor units (§2).
 */
export type ServiceCheckoutRatesRequest = CheckoutRatesParams & { locale: string };
export type ServiceCheckoutRatesItem = CheckoutRatesParams["items"][number];

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
