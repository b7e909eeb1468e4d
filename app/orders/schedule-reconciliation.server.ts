import type { AppContext } from "~/app-context";
import { RECONCILE_INTERVAL_MS } from "./reconcile-shop.server";

const CONNECTED = { syncState: "ACTIVE", connection: { isNot: null } } as const;

/**
 * Queues, for every connected shop that is due, its reconciliation with the service (every
 * RECONCILE_INTERVAL_MS) and its Shopify-side sweep (every SHOPIFY_SWEEP_INTERVAL_MS). Every
 * instance calls this each minute; the reconciliation's claim on Shop.reconciledAt and the sweep's
 * claim on Shop.shopifySweepQueuedAt let one of them act per shop and interval.
 */
export async function scheduleReconciliation(
  ctx: Pick<AppContext, "db" | "env" | "now" | "jobs">,
): Promise<{ reconcile: string[]; sweep: string[] }> {
  const now = ctx.now().getTime();
  const dueBefore = new Date(now - RECONCILE_INTERVAL_MS);
  const shops = await ctx.db.shop.findMany({
    where: { ...CONNECTED, OR: [{ reconciledAt: null }, { reconciledAt: { lte: dueBefore } }] },
    select: { id: true },
  });
  for (const shop of shops)
    await ctx.jobs.enqueue(
      "orders.reconcile-shop",
      { shopId: shop.id },
      { dedupeKey: `reconcile:${shop.id}`, shopId: shop.id },
    );
  return { reconcile: shops.map((shop) => shop.id), sweep: await scheduleShopifySweeps(ctx, now) };
}

/**
 * The claim is taken when the sweep is queued, not when it succeeds: a sweep Shopify keeps refusing
 * is retried by its job's backoff, then again one interval later, never every minute.
 */
async function scheduleShopifySweeps(ctx: Pick<AppContext, "db" | "env" | "jobs">, now: number): Promise<string[]> {
  const due = {
    OR: [
      { shopifySweepQueuedAt: null },
      { shopifySweepQueuedAt: { lte: new Date(now - ctx.env.SHOPIFY_SWEEP_INTERVAL_MS) } },
    ],
  };
  const shops = await ctx.db.shop.findMany({
    where: { ...CONNECTED, uninstalledAt: null, ...due },
    select: { id: true },
  });
  const queued: string[] = [];
  for (const shop of shops) {
    const claimed = await ctx.db.shop.updateMany({
      where: { id: shop.id, ...due },
      data: { shopifySweepQueuedAt: new Date(now) },
    });
    if (claimed.count === 0) continue;
    await ctx.jobs.enqueue(
      "orders.sweep-shopify",
      { shopId: shop.id },
      { dedupeKey: `sweep:${shop.id}`, shopId: shop.id },
    );
    queued.push(shop.id);
  }
  return queued;
}
