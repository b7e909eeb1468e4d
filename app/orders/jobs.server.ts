import { z } from "zod";
import { defineJob } from "~/jobs/define-job";
import { guidanceFor } from "./guidance";
import { SyncState } from "./order-states";
import { reconcileShop } from "./reconcile-shop.server";
import { syncOrder } from "./sync-order.server";

const SyncOrderPayload = z.object({ orderSyncId: z.string().min(1) });
const ReconcileShopPayload = z.object({ shopId: z.string().min(1) });

declare module "~/jobs/job-queue" {
  interface JobPayloads {
    "orders.sync-order": z.input<typeof SyncOrderPayload>;
    "orders.reconcile-shop": z.input<typeof ReconcileShopPayload>;
  }
}

/** Hands one order to the delivery service (or follows it up). Retried on temporary failures. */
export const syncOrderJob = defineJob({
  name: "orders.sync-order",
  version: 1,
  payload: SyncOrderPayload,
  maxAttempts: 6,
  backoff: { initialMs: 5_000, maxMs: 10 * 60_000 },
  handler: (payload, ctx) => syncOrder(ctx, payload.orderSyncId),
  // After the last attempt the order is "failed", with the last error and a retry action.
  onExhausted: async (payload, error, ctx) => {
    const row = await ctx.db.orderSync.findUnique({ where: { id: payload.orderSyncId }, include: { shop: true } });
    if (!row) return;
    await ctx.db.orderSync.update({
      where: { id: row.id },
      data: {
        syncState: row.serviceOrderId ? row.syncState : SyncState.FAILED,
        lastErrorCode: (error as { code?: string }).code ?? "RETRIES_EXHAUSTED",
        lastErrorMessage: error.message,
        attentionReason: guidanceFor("RETRIES_EXHAUSTED", row.shop.locale),
        lastErrorAt: ctx.now(),
      },
    });
  },
});

/** Refreshes one shop from the service (payments, orders never heard back about, shipments). */
export const reconcileShopJob = defineJob({
  name: "orders.reconcile-shop",
  version: 1,
  payload: ReconcileShopPayload,
  maxAttempts: 3,
  backoff: { initialMs: 30_000, maxMs: 5 * 60_000 },
  handler: async (payload, ctx) => {
    // Each quiet shipment is refreshed in its own job, so one unreadable order does not block the rest.
    await reconcileShop(ctx, payload.shopId, {
      refreshShipment: (orderSyncId) => ctx.enqueue("tracking.refresh-shipment", { orderSyncId }, { dedupeKey: `refresh:${orderSyncId}`, shopId: payload.shopId }),
    });
  },
});

export const ordersJobs = [syncOrderJob, reconcileShopJob] as const;
