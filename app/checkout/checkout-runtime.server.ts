import type { AppContext } from "~/context.server";
import { createCheckoutMetrics, type CheckoutMetrics } from "./checkout-metrics";
import type { ShopifyRatesBody } from "./map-rate-response";
import { createRatesCache, type RatesCache } from "./rates-cache";

/*
 * One rates cache and one metrics aggregator per process, shared by every shop (keys start with
 * the shop id). Shopify itself caches identical requests for 15 minutes after a success, so our
 * fresh window (CHECKOUT_CACHE_FRESH_MS, 5 min) is shorter and mainly absorbs bursts; then an answer
 * is served while it is refreshed up to CHECKOUT_CACHE_STALE_MS (30 min), and stands in for up to
 * an hour when the service fails.
 */
export const RATES_CACHE_ENTRIES = 10_000;

export type CheckoutRuntime = { cache: RatesCache<ShopifyRatesBody>; metrics: CheckoutMetrics };

let runtime: CheckoutRuntime | undefined;

export function getCheckoutRuntime(ctx: Pick<AppContext, "env">): CheckoutRuntime {
  const { CHECKOUT_CACHE_FRESH_MS: ttlMs, CHECKOUT_CACHE_STALE_MS: staleMs } = ctx.env;
  runtime ??= {
    cache: createRatesCache<ShopifyRatesBody>({ ttlMs, staleTtlMs: Math.max(ttlMs, staleMs), maxEntries: RATES_CACHE_ENTRIES, now: Date.now }),
    metrics: createCheckoutMetrics(),
  };
  return runtime;
}
