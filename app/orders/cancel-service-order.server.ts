import type { AppContext } from "~/app-context";
import { DeliveryError, DeliveryNotFoundError, type DeliveryClient } from "~/delivery";
import { SyncState, withFlags } from "~/order-record";
import { recordRefusal } from "./record-refusal.server";
import { unansweredCreate, type CreateAttemptRow } from "./unanswered-create";
import { NO_ORDER_ERROR, orderAttention } from "~/problems";
import { recordServiceCancelled, type ServiceRow } from "~/payments";

type Row = CreateAttemptRow &
  ServiceRow & { id: string; externalOrderRef: string; syncState: string; flaggedReason: string | null };

/**
 * Cancels the service order with Shopify's cancel reason (stored by the service, §3). An order
 * never handed off is simply not sent. A refusal (e.g. already delivered) stays visible on the order.
 */
export async function cancelServiceOrder(ctx: AppContext, client: DeliveryClient, row: Row, reason: string) {
  if (row.syncState === SyncState.CANCELLED) return;
  const skip = () =>
    ctx.db.orderSync.update({
      where: { id: row.id },
      data: { syncState: SyncState.SKIPPED, ...orderAttention("cancelled") },
    });
  if (!row.serviceOrderId && !unansweredCreate(row)) return void (await skip());
  try {
    // A create that got no answer may have been written: cancel it by our reference all the same.
    const result = await client.cancelOrder(row.externalOrderRef, { reason });
    // Cancelled: the service order collects nothing now (the money ledger, docs/decisions/084).
    await recordServiceCancelled(ctx.db, row, row.externalOrderRef, ctx.now());
    await ctx.db.orderSync.update({
      where: { id: row.id },
      data: {
        serviceOrderId: result.orderId,
        syncState: SyncState.CANCELLED,
        shipmentState: result.shipment.shipmentState,
        shipmentStateAt: ctx.now(),
        ...NO_ORDER_ERROR,
      },
    });
  } catch (error) {
    // Not written after all (or not yet: reconciliation looks again while the marker stays, see reconcile-shop.server.ts).
    if (!row.serviceOrderId && error instanceof DeliveryNotFoundError) return void (await skip());
    // A cancel repeated after one whose answer was lost is refused because the first one worked:
    // the order itself says so (orders.server.ts, cancel is repeat-safe only this way).
    if (error instanceof DeliveryError && !error.retryable && (await recordIfAlreadyCancelled(ctx, client, row)))
      return;
    await recordRefusal(ctx, row.id, error);
    const stillSent = row.serviceOrderId ? { syncState: SyncState.SENT } : {};
    await ctx.db.orderSync.update({
      where: { id: row.id },
      data: { ...stillSent, flaggedReason: withFlags(row.flaggedReason, ["CANCEL_REFUSED"]) },
    });
  }
}

async function recordIfAlreadyCancelled(ctx: AppContext, client: DeliveryClient, row: Row): Promise<boolean> {
  const order = await client.getOrder(row.externalOrderRef).catch(() => null);
  if (!order?.cancelledAt) return false;
  await recordServiceCancelled(ctx.db, row, row.externalOrderRef, new Date(order.cancelledAt));
  await ctx.db.orderSync.update({
    where: { id: row.id },
    data: {
      serviceOrderId: order.orderId,
      syncState: SyncState.CANCELLED,
      shipmentState: order.shipment?.shipmentState ?? "cancelled",
      shipmentStateAt: ctx.now(),
      ...NO_ORDER_ERROR,
    },
  });
  return true;
}
