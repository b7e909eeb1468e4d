import { z } from "zod";
import { AppError } from "~/errors";
import type { JobContext } from "~/app-context";
import { waitForOrderLease } from "~/tracking";
import { emitFlowTriggers } from "~/flow";
import { defineIdJob, defineJob } from "~/jobs";
import { intakeJobs } from "./intake-jobs.server";
import { rereadOrderJob } from "./receive-refund-webhook.server";
import { SyncState } from "~/order-record";
import { holdRoutedFulfillmentOrder } from "~/payments";
import { reconcileShop } from "./reconcile-shop.server";
import { syncOrder } from "./sync-order.server";
import { orderAttention, orderError } from "~/problems";

/** Hands one order to the delivery service (or follows it up). Retried on temporary failures. */
export const syncOrderJob = defineIdJob("orders.sync-order", "orderSyncId", {
  version: 1,
  maxAttempts: 6,
  backoff: { initialMs: 5_000, maxMs: 10 * 60_000 },
  handler: async (payload, ctx) => {
    // One run of an order at a time, across workers and instances: two at once (the handoff's own
    // follow-up beside an orders/paid job, say) would each send mark-paid and read the other's
    // refusal as somebody else's payment (docs/decisions/036, the CI failure of 2026-11-26).
    const lease = await takeSyncLease(ctx, payload.orderSyncId);
    if (!lease) return;
    try {
      await syncOrder(ctx, payload.orderSyncId);
    } finally {
      await lease.release();
      // An order that now needs the merchant starts their Flow workflows (once per problem).
      await emitFlowTriggers(ctx, payload.orderSyncId);
    }
  },
  // After the last attempt the order is "failed", with the last error and a retry action.
  onExhausted: async (payload, error, ctx) => {
    const row = await ctx.db.orderSync.findUnique({ where: { id: payload.orderSyncId }, include: { shop: true } });
    if (!row) return;
    await ctx.db.orderSync.update({
      where: { id: row.id },
      data: {
        syncState: row.serviceOrderId ? row.syncState : SyncState.FAILED,
        ...orderError(error.code, error.message),
        ...orderAttention("RETRIES_EXHAUSTED"),
        lastErrorAt: ctx.now(),
      },
    });
    await emitFlowTriggers(ctx, row.id);
  },
});

/** The order's sync lease (null: the order is gone); another run holding it past the wait is retried later. */
async function takeSyncLease(ctx: JobContext, orderSyncId: string) {
  const row = await ctx.db.orderSync.findUnique({
    where: { id: orderSyncId },
    select: { shop: { select: { domain: true } } },
  });
  if (!row) return null;
  const lease = await waitForOrderLease(ctx, orderSyncId, row.shop.domain, "sync");
  if (!lease) throw new OrderBusyError(orderSyncId);
  return lease;
}

/** Another run of the same order held it longer than a lease lasts: this one is retried later. */
export class OrderBusyError extends AppError {
  readonly code = "ORDER_BUSY";
  readonly retryable = true;
  constructor(orderSyncId: string) {
    super(`Another worker is running order ${orderSyncId}'s sync; this run is tried again later.`);
  }
}

/** Refreshes one shop from the service (payments, orders never heard back about, shipments). */
export const reconcileShopJob = defineIdJob("orders.reconcile-shop", "shopId", {
  version: 1,
  maxAttempts: 3,
  backoff: { initialMs: 30_000, maxMs: 5 * 60_000 },
  handler: async (payload, ctx) => {
    // Each quiet shipment is refreshed in its own job, so one unreadable order does not block the rest.
    await reconcileShop(ctx, payload.shopId, {
      refreshShipment: (orderSyncId) =>
        ctx.jobs.enqueue(
          "tracking.refresh-shipment",
          { orderSyncId },
          { dedupeKey: `refresh:${orderSyncId}`, shopId: payload.shopId },
        ),
      // The Shopify-side sweep has its own schedule (SHOPIFY_SWEEP_INTERVAL_MS, schedule-reconciliation.server.ts).
      sweepShopify: false,
    });
  },
});

/** A fulfillment order Shopify routed (fulfillment_orders/order_routing_complete): held if its link order is unpaid. */
export const holdRoutedJob = defineJob({
  name: "orders.hold-routed",
  version: 1,
  payload: z.object({ shopId: z.string().min(1), fulfillmentOrderGid: z.string().min(1) }),
  maxAttempts: 6,
  backoff: { initialMs: 5_000, maxMs: 10 * 60_000 },
  handler: async (payload, ctx) => {
    await holdRoutedFulfillmentOrder(ctx, payload.shopId, payload.fulfillmentOrderGid);
  },
});

export const ordersJobs = [syncOrderJob, reconcileShopJob, holdRoutedJob, rereadOrderJob, ...intakeJobs] as const;

declare module "~/jobs/job-queue" {
  interface JobPayloads {
    "orders.sync-order": z.input<typeof syncOrderJob.payload>;
    "orders.reconcile-shop": z.input<typeof reconcileShopJob.payload>;
    "orders.hold-routed": z.input<typeof holdRoutedJob.payload>;
  }
}
