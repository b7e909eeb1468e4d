import type { AppContext } from "~/context.server";
import type { DeliveryClient } from "~/delivery";
import { withFlags } from "~/tracking/observed-shipment";
import { SyncState } from "./order-states";
import { recordRefusal } from "./record-refusal.server";

type Row = { id: string; externalOrderRef: string; serviceOrderId: string | null; syncState: string; flaggedReason: string | null };

/**
 * Cancels the service order with Shopify's cancel reason (stored by the service, §3). An order
 * never handed off is simply not sent. A refusal (e.g. already delivered) stays visible on the order.
 */
export async function cancelServiceOrder(ctx: AppContext, client: DeliveryClient, row: Row, reason: string, locale: string) {
  if (row.syncState === SyncState.CANCELLED) return;
  if (!row.serviceOrderId) {
    await ctx.db.orderSync.update({ where: { id: row.id }, data: { syncState: SyncState.SKIPPED, attentionReason: "cancelled" } });
    return;
  }
  try {
    const result = await client.cancelOrder(row.externalOrderRef, { reason });
    await ctx.db.orderSync.update({
      where: { id: row.id },
      data: { syncState: SyncState.CANCELLED, shipmentState: result.shipment.shipmentState, shipmentStateAt: ctx.now(), lastErrorCode: null, lastErrorMessage: null },
    });
  } catch (error) {
    await recordRefusal(ctx, row.id, locale, error);
    await ctx.db.orderSync.update({ where: { id: row.id }, data: { syncState: SyncState.SENT, flaggedReason: withFlags(row.flaggedReason, ["CANCEL_REFUSED"]) } });
  }
}
