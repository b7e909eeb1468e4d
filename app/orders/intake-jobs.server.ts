import type { z } from "zod";
import { defineIdJob } from "~/jobs";
import { runOrderImport } from "./import-orders.server";
import { takeOrderWebhookJob } from "./order-inbox.server";
import { readEditedOrderJob } from "./receive-order-edit.server";
import { sweepShopifyOrders } from "./sweep-shopify-orders.server";

/**
 * The Shopify-side sweep of one shop, queued every SHOPIFY_SWEEP_INTERVAL_MS by the schedule (once
 * per shop and interval: its claim on Shop.shopifySweepQueuedAt, and this job's dedupe key). Its own
 * job, so a throttled Shopify retries the sweep later without holding up the service-side reconciliation.
 */
export const sweepShopifyJob = defineIdJob("orders.sweep-shopify", "shopId", {
  version: 1,
  maxAttempts: 4,
  backoff: { initialMs: 30_000, maxMs: 5 * 60_000 },
  handler: async (payload, ctx) => {
    await sweepShopifyOrders(ctx, payload.shopId, {});
  },
});

/** An import the merchant started from the settings page; resumes at its cursor when retried. */
export const importOrdersJob = defineIdJob("orders.import", "importId", {
  version: 1,
  maxAttempts: 4,
  backoff: { initialMs: 15_000, maxMs: 5 * 60_000 },
  handler: async (payload, ctx) => {
    // A failed attempt marked the import FAILED; a retry takes it up again where it stopped.
    await ctx.db.orderImport.updateMany({
      where: { id: payload.importId, state: "FAILED" },
      data: { state: "RUNNING", error: null, finishedAt: null },
    });
    await runOrderImport(ctx, payload.importId, {});
  },
});

export const intakeJobs = [takeOrderWebhookJob, sweepShopifyJob, importOrdersJob, readEditedOrderJob] as const;

declare module "~/jobs/job-queue" {
  interface JobPayloads {
    "orders.sweep-shopify": z.input<typeof sweepShopifyJob.payload>;
    "orders.import": z.input<typeof importOrdersJob.payload>;
  }
}
