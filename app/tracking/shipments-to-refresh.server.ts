import type { AppContext } from "~/app-context";
import { TRACKING_ERROR_CODES } from "./errors";
import { FINAL_SHIPMENT_STATES } from "~/shipments";

/**
 * A shipment not final that has said nothing for this long may have moved without us hearing it:
 * the service retries a failed delivery for 12 h and then gives up, or disables the endpoint (§6).
 */
export const QUIET_SHIPMENT_MS = 2 * 60 * 60_000;
export const REFRESH_BATCH = 50;

/**
 * The shop's orders that reconciliation should pass to refreshShipmentFromTracking (or enqueue as
 * `tracking.refresh-shipment`): sent to the service, not in a final state and quiet too long, or
 * still carrying a tracking error (fulfillment orders on hold past the job's retries, Shopify down).
 * Longest-quiet first.
 */
export async function shipmentsToRefresh(
  ctx: Pick<AppContext, "db" | "now">,
  shopId: string,
  options: { quietForMs?: number; limit?: number } = {},
) {
  const quietSince = new Date(ctx.now().getTime() - (options.quietForMs ?? QUIET_SHIPMENT_MS));
  const rows = await ctx.db.orderSync.findMany({
    where: {
      shopId,
      serviceOrderId: { not: null },
      OR: [
        {
          AND: [
            { OR: [{ shipmentState: null }, { shipmentState: { notIn: [...FINAL_SHIPMENT_STATES] } }] },
            { OR: [{ lastEventAt: null }, { lastEventAt: { lt: quietSince } }] },
          ],
        },
        { lastErrorCode: { in: [...TRACKING_ERROR_CODES] } },
      ],
    },
    orderBy: { lastEventAt: "asc" },
    take: options.limit ?? REFRESH_BATCH,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}
