import type { AppContext } from "~/app-context";
import { SyncState } from "~/order-record";

/** After the key is fixed: every order that waited while sync was paused is queued again. */
export async function resumeShopOrders(ctx: AppContext, shopId: string) {
  const waiting = await ctx.db.orderSync.findMany({
    where: { shopId, syncState: SyncState.PENDING },
    select: { id: true },
  });
  for (const { id } of waiting) {
    await ctx.jobs.enqueue(
      "orders.sync-order",
      { orderSyncId: id },
      { dedupeKey: `resume:${id}:${ctx.now().getTime()}`, shopId },
    );
  }
  return waiting.length;
}
