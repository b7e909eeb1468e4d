import type { AppContext } from "~/context.server";
import type { JobQueue } from "~/jobs/job-queue";
import { RECONCILE_INTERVAL_MS } from "./reconcile-shop.server";

/**
 * Queues reconciliation for every connected shop that is due. Every instance may call this; the
 * job's claim on Shop.reconciledAt lets only one of them actually run it per interval.
 */
export async function scheduleReconciliation(ctx: AppContext, queue: Pick<JobQueue, "enqueue">) {
  const dueBefore = new Date(ctx.now().getTime() - RECONCILE_INTERVAL_MS);
  const shops = await ctx.db.shop.findMany({
    where: {
      syncState: "ACTIVE",
      connection: { isNot: null },
      OR: [{ reconciledAt: null }, { reconciledAt: { lte: dueBefore } }],
    },
    select: { id: true },
  });
  for (const shop of shops)
    await queue.enqueue(
      "orders.reconcile-shop",
      { shopId: shop.id },
      { dedupeKey: `reconcile:${shop.id}`, shopId: shop.id },
    );
}
