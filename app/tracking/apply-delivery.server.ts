import type { AppContext } from "~/app-context";
import { PermanentJobError } from "~/jobs";
import { applyShipmentToShopify } from "./apply-to-shopify.server";
import { ShipmentDeliverySchema, type ShipmentDelivery } from "./delivery-body";
import { TrackingErrorCode, TrackingRetryableError } from "./errors";
import { observedFromDelivery } from "./observed-shipment";
import { recordShipment } from "./record-shipment.server";
import { refreshShipmentFromTracking } from "./refresh-shipment.server";

/**
 * The background half of one received delivery (tracking.apply-delivery): find the order it is
 * about, record the event, and bring Shopify in line. The receipt is marked processed only when all
 * of that succeeded, so a retry (or the service's own redelivery) redoes what is missing.
 * Returns the order it applied the delivery to (null when the receipt was processed already).
 */
export async function applyDelivery(ctx: AppContext, receiptId: string): Promise<string | null> {
  const receipt = await ctx.db.deliveryWebhookReceipt.findUnique({ where: { id: receiptId } });
  if (!receipt || receipt.processedAt) return null;
  const body = ShipmentDeliverySchema.safeParse(JSON.parse(receipt.payloadJson));
  if (!body.success) {
    // Signed by the service but not a shipment event the app can place: kept, visible, not retried.
    throw new PermanentJobError(
      `Delivery ${receipt.id} (${receipt.event}) cannot be applied: ${body.error.issues.map((i) => i.message).join("; ")}`,
      "DELIVERY_UNREADABLE",
    );
  }
  // A service order the app cancelled to create it anew (docs/decisions/041): its news is not the order's any more.
  if (await isReplacedOrder(ctx, receipt.shopId, body.data)) {
    await ctx.db.deliveryWebhookReceipt.update({
      where: { id: receipt.id },
      data: { processedAt: ctx.now(), lastError: null },
    });
    return null;
  }
  const order = await findOrder(ctx, receipt.shopId, body.data);
  if (!order) {
    // The order sync may not have stored the service's answer yet: wait for it (backoff).
    throw new TrackingRetryableError(
      TrackingErrorCode.ORDER_NOT_FOUND,
      `No order of this shop matches orderId ${body.data.data.orderId ?? "-"} / externalOrderRef ${body.data.data.externalOrderRef ?? "-"} yet.`,
    );
  }
  const observed = observedFromDelivery(body.data);
  await recordShipment(ctx, order.id, observed, "webhook");
  if (!observed.shipmentId && !order.shipmentId) {
    // The delivery lacks the shipment id the fulfillment's tracking number needs: ask the service.
    await refreshShipmentFromTracking(ctx, order.id);
  } else {
    await applyShipmentToShopify(ctx, order.id);
  }
  await ctx.db.deliveryWebhookReceipt.update({
    where: { id: receipt.id },
    data: { processedAt: ctx.now(), lastError: null },
  });
  return order.id;
}

/** By the service's orderId first, then by our own reference (a sync that crashed before storing the id). */
async function findOrder(ctx: Pick<AppContext, "db">, shopId: string, body: ShipmentDelivery) {
  const { orderId, externalOrderRef } = body.data;
  const references = [
    ...(orderId ? [{ serviceOrderId: orderId }] : []),
    ...(externalOrderRef ? [{ externalOrderRef }] : []),
  ];
  return ctx.db.orderSync.findFirst({ where: { shopId, OR: references }, orderBy: { createdAt: "desc" } });
}

async function isReplacedOrder(ctx: Pick<AppContext, "db">, shopId: string, body: ShipmentDelivery) {
  const { orderId, externalOrderRef } = body.data;
  const references = [
    ...(orderId ? [{ serviceOrderId: orderId }] : []),
    ...(externalOrderRef ? [{ externalOrderRef }] : []),
  ];
  return (await ctx.db.replacedServiceOrder.count({ where: { shopId, OR: references } })) > 0;
}

/** Keeps the last failure on the receipt (and on the order when known), for orders:show. */
export async function noteDeliveryFailure(ctx: Pick<AppContext, "db">, receiptId: string, message: string) {
  await ctx.db.deliveryWebhookReceipt.updateMany({ where: { id: receiptId }, data: { lastError: message } });
}
