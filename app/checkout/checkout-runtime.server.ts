import type { AppContext } from "~/context.server";
import { createCheckoutMetrics, type CheckoutMetrics } from "./checkout-metrics";
import type { ShopifyRatesBody } from "./map-rate-response";
import { createRatesCache, type RatesCache } from "./rates-cache";

/*
 * One rates cache and one metrics aggregator per process, shared by every shop (keys start with
 * the shop id). Shopify itself caches identical requests for 15 minutes after a success, so our
 * fresh window is shorter and mainly absorbs bursts; stale answers stand in when the service fails.
 */
export const RATES_FRESH_MS = 5 * 60_000;
export const RATES_STALE_MS = 30 * 60_000;
export const RATES_CACHE_ENTRIES = 10_000;

export type CheckoutRuntime = { cache: RatesCache<ShopifyRatesBody>; metrics: CheckoutMetrics };

let runtime: CheckoutRuntime | undefined;

export function getCheckoutRuntime(_ctx: Pick<AppContext, "env">): CheckoutRuntime {
  runtime ??= {
    cache: createRatesCache<ShopifyRatesBody>({ ttlMs: RATES_FRESH_MS, staleTtlMs: RATES_STALE_MS, maxEntries: RATES_CACHE_ENTRIES, now: Date.now }),
    metrics: createCheckoutMetrics(),
  };
  return runtime;
}
