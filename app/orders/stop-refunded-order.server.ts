import type { AppContext } from "~/app-context";
import type { DeliveryClient } from "~/delivery";
import { stateRank } from "~/shipments";
import { cancelServiceOrder } from "./cancel-service-order.server";
import { REFUNDED_AFTER_PICKUP_FLAG, SyncState, withFlags } from "~/order-record";

type Row = Parameters<typeof cancelServiceOrder>[2] & { shipmentState: string | null };

/** The reason stored with the service's cancellation (spec §4 cancel `reason`). */
export const REFUND_CANCEL_REASON = "refunded in Shopify";

/**
 * An order refunded in full in Shopify after handoff, but not cancelled (a refund alone leaves the
 * fulfillment open, and the parcel would still ship). Before the rider picked it up, the service
 * order is cancelled (the same cancel as for a Shopify cancellation, so a refused cancel is flagged
 * CANCEL_REFUSED). Once picked up, the app does not guess: the order is flagged so the merchant asks
 * the service to stop or return the parcel (the spec has no call for either). A delivered or
 * returned parcel has nothing left to stop. docs/decisions/042.
 */
export async function stopRefundedOrder(ctx: AppContext, client: DeliveryClient, row: Row) {
  if (row.syncState !== SyncState.SENT || hasFlag(row.flaggedReason, REFUNDED_AFTER_PICKUP_FLAG)) return;
  // The app's record lags when a delivery webhook is late or lost: the service's own state decides.
  const current = await client.getOrder(row.externalOrderRef);
  const state = current.shipment?.shipmentState ?? row.shipmentState;
  if (stateRank(state) < stateRank("picked_up") || current.cancelledAt)
    return cancelServiceOrder(ctx, client, row, REFUND_CANCEL_REASON);
  if (stateRank(state) >= stateRank("delivered")) return;
  await ctx.db.orderSync.update({
    where: { id: row.id },
    data: { flaggedReason: withFlags(row.flaggedReason, [REFUNDED_AFTER_PICKUP_FLAG]) },
  });
  ctx.logger.warn({ orderSyncId: row.id, shipmentState: state }, "refunded in Shopify after pickup: flagged");
}

const hasFlag = (flaggedReason: string | null, flag: string) =>
  (flaggedReason ?? "")
    .split(",")
    .map((one) => one.trim())
    .includes(flag);
