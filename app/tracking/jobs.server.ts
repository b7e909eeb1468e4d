import { z } from "zod";
import { defineJob } from "~/jobs/define-job";
import { applyDelivery, noteDeliveryFailure } from "./apply-delivery.server";
import { refreshShipmentFromTracking } from "./refresh-shipment.server";

const ApplyDeliveryPayload = z.object({ receiptId: z.string().min(1) });
const RefreshShipmentPayload = z.object({ orderSyncId: z.string().min(1) });

declare module "~/jobs/job-queue" {
  interface JobPayloads {
    "tracking.apply-delivery": z.input<typeof ApplyDeliveryPayload>;
    "tracking.refresh-shipment": z.input<typeof RefreshShipmentPayload>;
  }
}

/**
 * Backoff for waiting on Shopify: fulfillment orders appear seconds after an order is created
 * (FACTS §2.2), so the first retries come soon; a hold can last longer, and after the last attempt
 * the order keeps its visible error and reconciliation (refresh-shipment) tries again.
 */
const SHOPIFY_WAIT_BACKOFF = { initialMs: 2_000, maxMs: 10 * 60_000 };

/** One received delivery of the service's webhooks, applied in the background (spec §6: answer fast). */
export const applyDeliveryJob = defineJob({
  name: "tracking.apply-delivery",
  version: 1,
  payload: ApplyDeliveryPayload,
  maxAttempts: 12,
  backoff: SHOPIFY_WAIT_BACKOFF,
  handler: async ({ receiptId }, ctx) => {
    try {
      await applyDelivery(ctx, receiptId);
    } catch (error) {
      await noteDeliveryFailure(ctx, receiptId, (error as Error).message);
      throw error;
    }
  },
});

/** Re-reads one shipment from the service and applies it (for reconciliation, one job per order). */
export const refreshShipmentJob = defineJob({
  name: "tracking.refresh-shipment",
  version: 1,
  payload: RefreshShipmentPayload,
  maxAttempts: 6,
  backoff: SHOPIFY_WAIT_BACKOFF,
  handler: async ({ orderSyncId }, ctx) => {
    await refreshShipmentFromTracking(ctx, orderSyncId);
  },
});

export const trackingJobs = [applyDeliveryJob, refreshShipmentJob] as const;
