import type { AppContext } from "~/app-context";
import { PermanentJobError } from "~/jobs";
import { couldBeShopsOrderRef } from "~/order-mapping";
import { findOrderByServiceReference } from "~/order-record";
import { applyShipmentToShopify } from "./apply-to-shopify.server";
import { markDeliveryReceiptProcessed, readDeliveryReceipt, receiptProcessed } from "./delivery-receipts.server";
import { ShipmentDeliverySchema } from "./delivery-body";
import { TrackingErrorCode, TrackingRetryableError } from "./errors";
import { mayCallForFlow, observedFromDelivery } from "./observed-shipment";
import { orderLeaseTake, type OrderLease } from "./order-lease.server";
import { recordShipment } from "./record-shipment.server";
import { replacedOrderNews } from "./replaced-order-news";
import { refreshShipmentFromTracking } from "./refresh-shipment.server";

/**
 * The background half of one received delivery (tracking.apply-delivery): find the order it is
 * about, record the event, and bring Shopify in line. The receipt is marked processed only when all
 * of that succeeded, so a retry (or the service's own redelivery) redoes what is missing.
 * Returns the order it applied the delivery to (null when the receipt was processed already), and whether the
 * delivery may call for a Shopify Flow trigger (a new event that has one, or the rider's cash collected).
 * One job per delivery, so its statements are few and plain SQL (docs/decisions/056, 057, 107): the
 * receipt's, the order's with its replacement plan, and the close; the order row read to find it is
 * the one the record starts from.
 */
export async function applyDelivery(
  ctx: AppContext,
  receiptId: string,
): Promise<{ orderSyncId: string; flowMayBeDue: boolean } | null> {
  const receipt = await readDeliveryReceipt(ctx.db, receiptId);
  if (!receipt || receipt.processedAt) return null;
  const body = ShipmentDeliverySchema.safeParse(JSON.parse(receipt.payloadJson));
  if (!body.success) {
    // Signed by the service but not a shipment event the app can place: kept, visible, not retried.
    throw new PermanentJobError(
      `Delivery ${receipt.id} (${receipt.event}) cannot be applied: ${body.error.issues.map((i) => i.message).join("; ")}`,
      "DELIVERY_UNREADABLE",
    );
  }
  // A service order the app cancelled to create it anew (docs/decisions/041): its news is not the order's any more,
  // but only once the service confirmed the cancel. While the cancel is in flight the service may refuse it (the
  // rider picked the parcel up meanwhile) and the order stays this one: its news waits for the outcome
  // (docs/decisions/077).
  const { orderId, externalOrderRef } = body.data.data;
  const { order, replacementPlan } = await findOrderByServiceReference(
    ctx.db,
    receipt.shopId,
    orderId,
    externalOrderRef,
  );
  const news = replacedOrderNews(replacementPlan);
  if (news === "ignore") {
    await markDeliveryReceiptProcessed(ctx.db, receipt.id, ctx.now());
    return null;
  }
  if (news === "wait") {
    throw new TrackingRetryableError(
      TrackingErrorCode.REPLACEMENT_UNDER_WAY,
      "The order's service order is being cancelled to be created anew: its news waits for the cancel's outcome.",
    );
  }
  if (!order) {
    if (externalOrderRef && !couldBeShopsOrderRef(receipt.shopDomain, externalOrderRef)) {
      // Every endpoint of the service account hears every order's news (spec §6): an order made in the service's
      // dashboard or for another store is no order of this shop's, now or after any retry.
      ctx.logger.info(
        { shop: receipt.shopDomain, receipt: receipt.id, externalOrderRef },
        "delivery about an order the app did not send for this shop: set aside",
      );
      await markDeliveryReceiptProcessed(ctx.db, receipt.id, ctx.now());
      return null;
    }
    // The order sync may not have stored the service's answer yet: wait for it (backoff).
    throw new TrackingRetryableError(
      TrackingErrorCode.ORDER_NOT_FOUND,
      `No order of this shop matches orderId ${orderId ?? "-"} / externalOrderRef ${externalOrderRef ?? "-"} yet.`,
    );
  }
  const observed = observedFromDelivery(body.data);
  if (!observed.shipmentId && !order.shipmentId) {
    // The delivery lacks the shipment id the fulfillment's tracking number needs: ask the service.
    const created = await recordShipment(ctx, order.id, observed, "webhook", order);
    await refreshShipmentFromTracking(ctx, order.id);
    await markDeliveryReceiptProcessed(ctx.db, receipt.id, ctx.now());
    return { orderSyncId: order.id, flowMayBeDue: created > 0 && mayCallForFlow(observed) };
  }
  // The event is work for Shopify (or, before pickup, nothing to do once the lease shows it): the order's lease is
  // taken in the event's own commit (docs/decisions/110), or as usual when another worker holds it.
  const take = orderLeaseTake(ctx, order.id, receipt.shopDomain);
  const taken: { lease: OrderLease | null } = { lease: null };
  let created: number;
  try {
    created = await recordShipment(ctx, order.id, observed, "webhook", order, {
      statement: take.statement,
      changed: (count) => (taken.lease = take.held(count)),
    });
  } catch (error) {
    // A later write of the record failed after the first took the lease: freed now, not after it expires (a release
    // that fails too leaves it to expire; the record's error is the one to report).
    await taken.lease?.release().catch(() => undefined);
    throw error;
  }
  // The receipt is closed with the apply's last writes, when it succeeded (docs/decisions/095).
  const closing = [receiptProcessed(receipt.id, ctx.now())];
  await applyShipmentToShopify(ctx, order.id, {
    closing,
    ...(taken.lease ? { lease: taken.lease } : created > 0 && { newEventsOfShop: receipt.shopDomain }),
  });
  return { orderSyncId: order.id, flowMayBeDue: created > 0 && mayCallForFlow(observed) };
}

/** Keeps the last failure on the receipt (and on the order when known), for orders:show. */
export async function noteDeliveryFailure(ctx: Pick<AppContext, "db">, receiptId: string, message: string) {
  await ctx.db.deliveryWebhookReceipt.updateMany({ where: { id: receiptId }, data: { lastError: message } });
}
