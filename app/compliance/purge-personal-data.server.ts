import type { AppContext } from "~/app-context";
import { ERASED_PERSONAL_DATA } from "~/order-record";
import { FINAL_SHIPMENT_STATES } from "~/shipments";
import { eraseDataRequestExports } from "./data-request-export.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the process running the jobs looks for orders to purge (JOB_WORKERS=process or on). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Erases the customer's personal data (email, phone, the body sent to the service, the Shopify order
 * snapshot, the customer id) from orders that ended PERSONAL_DATA_RETENTION_DAYS ago or more: delivered,
 * cancelled or returned shipments, and orders cancelled before a shipment existed. What the merchant
 * still needs (order name, service ids, states, timeline) stays. Idempotent: purged orders are marked.
 * customers/data_request exports received that long ago are erased too: Shopify gives the merchant
 * 30 days to answer the customer, and an export holds everything personal the app had.
 */
export async function purgePersonalData(
  ctx: Pick<AppContext, "db" | "env" | "now">,
): Promise<{ purged: number; exportsErased: number; before: Date }> {
  const before = new Date(ctx.now().getTime() - ctx.env.PERSONAL_DATA_RETENTION_DAYS * DAY_MS);
  const result = await ctx.db.orderSync.updateMany({
    where: {
      personalDataPurgedAt: null,
      OR: [
        { shipmentState: { in: [...FINAL_SHIPMENT_STATES] }, shipmentStateAt: { lt: before } },
        { syncState: "CANCELLED", updatedAt: { lt: before } },
      ],
    },
    data: { ...ERASED_PERSONAL_DATA, personalDataPurgedAt: ctx.now() },
  });
  const exports = await eraseDataRequestExports(ctx.db, { receivedAt: { lt: before } });
  return { purged: result.count, exportsErased: exports, before };
}
