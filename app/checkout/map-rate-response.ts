/**
 * The service's checkout rates (spec §2, §4) → the body Shopify expects back (docs/reference/shopify-facts.md §1.2). Pure.
 */
import { shopifySubunitsFromMinorUnits } from "~/money";
import { shopifyDeliveryDate } from "./delivery-date";
import type { CheckoutRate, CheckoutRates } from "~/delivery";

/** One rate as Shopify reads it. `total_price` is a string of subunits (×100 for XOF/JPY). */
export type ShopifyRate = {
  service_name: string;
  description: string;
  service_code: string;
  currency: string;
  total_price: string;
  min_delivery_date?: string;
  max_delivery_date?: string;
  /** Shopify asks the buyer for a phone number at checkout (docs/reference/shopify-facts.md §1.2). */
  phone_required?: boolean;
};

export type ShopifyRatesBody = { rates: ShopifyRate[] };

/**
 * `currency` is the callback's currency (the shop's base currency, docs/reference/shopify-facts.md §1.1), which Shopify wants
 * back on every rate. Decisions:
 * - A rate in another currency is left out: we cannot convert it, and Shopify would read its
 *   amount in the wrong currency. The same for a rate with an unusable price (not a non-negative
 *   integer): showing a wrong price is worse than showing one option fewer.
 * - `free` → "0" whatever `priceMinor` says (the flag is the service's statement).
 * - service_code = the service's `code` ("identifier to put on the order's shipping line"), which
 *   Shopify requires to be stable across requests; `service` stands in if `code` is empty.
 *   A repeated service_code keeps only its first rate (two rates with one code would be ambiguous
 *   on the order's shipping line).
 * - description is required by Shopify; the name stands in when the service sends none.
 * - An empty list stays empty (`{rates: []}`): it is the service's valid answer (spec §4).
 */
export function mapRateResponse(response: CheckoutRates, currency: string): ShopifyRatesBody {
  const wanted = currency.toUpperCase();
  const seen = new Set<string>();
  const rates: ShopifyRate[] = [];
  for (const rate of response.rates) {
    const mapped = mapRate(rate, wanted);
    if (!mapped || seen.has(mapped.service_code)) continue;
    seen.add(mapped.service_code);
    rates.push(mapped);
  }
  return { rates };
}

function mapRate(rate: CheckoutRate, currency: string): ShopifyRate | undefined {
  if (rate.currency?.toUpperCase() !== currency) return undefined;
  const free = rate.free === true || rate.priceMinor === 0;
  if (!free && !(Number.isSafeInteger(rate.priceMinor) && rate.priceMinor > 0)) return undefined;
  const serviceCode = rate.code?.trim() || rate.service?.trim();
  if (!serviceCode) return undefined;
  const name = rate.name?.trim() || serviceCode;
  const minDate = shopifyDeliveryDate(rate.earliestDate);
  const maxDate = shopifyDeliveryDate(rate.latestDate);
  return {
    service_name: name,
    description: rate.description?.trim() || name,
    service_code: serviceCode,
    currency,
    total_price: free ? "0" : shopifySubunitsFromMinorUnits(rate.priceMinor, currency),
    ...(minDate ? { min_delivery_date: minDate } : {}),
    ...(maxDate ? { max_delivery_date: maxDate } : {}),
  };
}

/**
 * Every rate asks for the buyer's phone when the shop requires it (setting `requirePhoneAtCheckout`,
 * on by default): the service refuses an order without a number it can ring (spec §4
 * CUSTOMER_PHONE_INVALID) and a cash-on-delivery order without one cannot be delivered. Applied to
 * the answer as served (cached, stale or fallback), never stored in the cache, so a change of the
 * setting shows at the next callback.
 */
export function withPhoneRequired(body: ShopifyRatesBody, required: boolean): ShopifyRatesBody {
  if (!required) return body;
  // A cache hit serves the same body object again: its copy is made once (checkout fast path, decision 012).
  let copy = phoneRequiredCopies.get(body);
  if (!copy) {
    copy = { rates: body.rates.map((rate) => ({ ...rate, phone_required: true })) };
    phoneRequiredCopies.set(body, copy);
  }
  return copy;
}

const phoneRequiredCopies = new WeakMap<ShopifyRatesBody, ShopifyRatesBody>();
