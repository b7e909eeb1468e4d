import type { AppContext } from "~/app-context";
import { isPostgresUrl } from "~/db.server";
import { createCheckoutMetrics, type CheckoutMetrics } from "./checkout-metrics";
import type { ShopifyRatesBody } from "./map-rate-response";
import { createRatesCache, type RatesCache } from "./rates-cache";
import { createRateModels, type RateModels } from "./rate-models";
import { createSharedRateModelStore } from "./shared-rate-model-store.server";
import { createSharedRatesStore } from "./shared-rates-store.server";

/*
 * One rates cache and one metrics aggregator per process, shared by every shop (keys start with
 * the shop id). Shopify itself caches identical requests for 15 minutes after a success, so our
 * fresh window (CHECKOUT_CACHE_FRESH_MS, 5 min) is shorter and mainly absorbs bursts; then an answer
 * is served while it is refreshed up to CHECKOUT_CACHE_STALE_MS (30 min), and stands in for up to
 * an hour when the service fails. On PostgreSQL (several instances) a table behind the memory cache lets
 * every instance use an answer one of them got (shared-rates-store.server.ts); on SQLite there is one instance.
 * The destinations' learned rates (rate-models.ts, decision 048) answer carts the cache cannot, and are
 * shared the same way.
 */
export const RATES_CACHE_ENTRIES = 10_000;

/** `models`: learned destination rates (rate-models.ts), absent when CHECKOUT_RATE_MODEL=off. */
export type CheckoutRuntime = { cache: RatesCache<ShopifyRatesBody>; metrics: CheckoutMetrics; models?: RateModels };

let runtime: CheckoutRuntime | undefined;

export function getCheckoutRuntime(ctx: Pick<AppContext, "env" | "db">): CheckoutRuntime {
  const { CHECKOUT_CACHE_FRESH_MS: ttlMs, CHECKOUT_CACHE_STALE_MS: staleMs } = ctx.env;
  if (runtime) return runtime;
  const postgres = isPostgresUrl(ctx.env.DATABASE_URL);
  const shared = postgres ? createSharedRatesStore(ctx.db, ttlMs) : undefined;
  runtime = {
    cache: createRatesCache<ShopifyRatesBody>({
      ttlMs,
      staleTtlMs: Math.max(ttlMs, staleMs),
      maxEntries: RATES_CACHE_ENTRIES,
      now: Date.now,
      shared,
    }),
    metrics: createCheckoutMetrics(),
    // Shared like the exact-cart cache: one table on PostgreSQL, this process's memory on SQLite.
    models:
      ctx.env.CHECKOUT_RATE_MODEL === "on"
        ? createRateModels({ now: Date.now, shared: postgres ? createSharedRateModelStore(ctx.db) : undefined })
        : undefined,
  };
  return runtime;
}
