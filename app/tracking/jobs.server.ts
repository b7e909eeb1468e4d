import type { z } from "zod";
import { emitFlowTriggers } from "~/flow";
import { defineIdJob } from "~/jobs";
import { applyDelivery, noteDeliveryFailure } from "./apply-delivery.server";
import { refreshShipmentFromTracking } from "./refresh-shipment.server";

/**
 * Backoff for waiting on Shopify: fulfillment orders appear seconds after an order is created
 * (docs/reference/shopify-facts.md §2.2), so the first retries come soon; a hold can last longer, and after the last attempt
 * the order keeps its visible error and reconciliation (refresh-shipment) tries again.
 */
const SHOPIFY_WAIT_BACKOFF = { initialMs: 2_000, maxMs: 10 * 60_000 };

/** One received delivery of the service's webhooks, applied in the background (spec §6: answer fast). */
export const applyDeliveryJob = defineIdJob("tracking.apply-delivery", "receiptId", {
  version: 1,
  maxAttempts: 12,
  backoff: SHOPIFY_WAIT_BACKOFF,
  handler: async ({ receiptId }, ctx) => {
    try {
      const applied = await applyDelivery(ctx, receiptId);
      // Shopify Flow hears of the event once it is applied (failed attempt, delivered, returned, cash collected);
      // the other events start no workflow, and most deliveries are those (docs/decisions/102).
      if (applied?.flowMayBeDue) await emitFlowTriggers(ctx, applied.orderSyncId);
    } catch (error) {
      await noteDeliveryFailure(ctx, receiptId, (error as Error).message);
      throw error;
    }
  },
});

/** Re-reads one shipment from the service and applies it (for reconciliation, one job per order). */
export const refreshShipmentJob = defineIdJob("tracking.refresh-shipment", "orderSyncId", {
  version: 1,
  maxAttempts: 6,
  backoff: SHOPIFY_WAIT_BACKOFF,
  handler: async ({ orderSyncId }, ctx) => {
    await refreshShipmentFromTracking(ctx, orderSyncId);
    await emitFlowTriggers(ctx, orderSyncId);
  },
});

export const trackingJobs = [applyDeliveryJob, refreshShipmentJob] as const;

declare module "~/jobs/job-queue" {
  interface JobPayloads {
    "tracking.apply-delivery": z.input<typeof applyDeliveryJob.payload>;
    "tracking.refresh-shipment": z.input<typeof refreshShipmentJob.payload>;
  }
}
