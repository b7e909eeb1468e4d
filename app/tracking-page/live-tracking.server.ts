/**
 * The service's tracking endpoint (spec §4 GET /orders/{reference}/tracking) read for a tracking
 * page, cached in the process: a buyer refreshing the page, or a shipping email opened by many,
 * costs one request a minute per shipment at most. The read never waits for the key's budget and
 * is not retried (spec §8: 120 a minute for everything the shop does): when the budget is spent or
 * the service is slow or down, the page shows what the app has stored instead, at once.
 */
import type { AppContext } from "~/app-context";
import { ordersClientForShop } from "~/shops";
import { observedFromTracking, type ObservedShipment } from "~/tracking";

const FRESH_MS = 60_000;
/** A failure is remembered briefly, so a page refreshed in a loop does not hammer a failing service. */
const FAILURE_MS = 15_000;
const MAX_ENTRIES = 10_000;
/** The page must answer well within Shopify's app proxy timeout. */
const READ_TIMEOUT_MS = 2_500;

type Entry = { expiresAt: number; value: Promise<ObservedShipment | null> };
const cache = new Map<string, Entry>();

export type LiveTrackingTarget = {
  orderSyncId: string;
  reference: string;
  shopLocale: string;
  connection: { apiKeyCiphertext: string; checkoutApiKeyCiphertext: string | null } | null;
};

export function liveTracking(ctx: AppContext, target: LiveTrackingTarget): Promise<ObservedShipment | null> {
  const now = Date.now();
  const cached = cache.get(target.orderSyncId);
  if (cached && cached.expiresAt > now) return cached.value;
  if (!target.connection) return Promise.resolve(null);
  const entry: Entry = { expiresAt: now + FRESH_MS, value: read(ctx, target, target.connection) };
  entry.value.then(
    (value) => {
      if (!value) entry.expiresAt = Date.now() + FAILURE_MS;
    },
    () => undefined,
  );
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(target.orderSyncId, entry);
  return entry.value;
}

async function read(
  ctx: AppContext,
  target: LiveTrackingTarget,
  connection: NonNullable<LiveTrackingTarget["connection"]>,
): Promise<ObservedShipment | null> {
  // The orders key's share, like order handoff, but never waiting for it: the page shows the stored status instead.
  const client = ordersClientForShop(ctx, { locale: target.shopLocale }, connection, {
    maxWaitMs: 0,
    retry: { maxRetries: 0 },
    timeoutMs: Math.min(READ_TIMEOUT_MS, ctx.env.DELIVERY_TIMEOUT_MS),
  });
  try {
    return observedFromTracking(await client.getTracking(target.reference), ctx.now());
  } catch (error) {
    ctx.logger.warn(
      { orderSyncId: target.orderSyncId, error: (error as Error).message },
      "tracking page: the service could not be read; showing the stored status",
    );
    return null;
  }
}

/** Tests and settings changes: forget every cached read. */
export function forgetLiveTracking(): void {
  cache.clear();
}
