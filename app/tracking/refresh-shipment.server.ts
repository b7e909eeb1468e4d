import type { AppContext } from "~/app-context";
import { ordersClientForShop } from "~/shops";
import { applyShipmentToShopify } from "./apply-to-shopify.server";
import { observedFromTracking } from "./observed-shipment";
import { recordShipment } from "./record-shipment.server";

export type RefreshResult =
  | { refreshed: true; newEvents: number; shipmentState: string | null }
  | { refreshed: false; reason: "unknown-order" | "not-sent" | "not-connected" };

/**
 * Reads the shipment from the service (spec §4 GET /orders/{reference}/tracking) and applies what
 * it shows through the same path as a webhook: events recorded once, state only forward, Shopify
 * brought in line. For a delivery that lacks what the app needs, and for the reconciliation of
 * shipments not in a final state (FINAL_SHIPMENT_STATES), so a webhook that never arrived — an
 * endpoint disabled after 15 failures (§6) — is healed. Throws DeliveryError when the service
 * cannot be read and what applyShipmentToShopify throws; events stay recorded either way.
 */
export async function refreshShipmentFromTracking(ctx: AppContext, orderSyncId: string): Promise<RefreshResult> {
  const row = await ctx.db.orderSync.findUnique({
    where: { id: orderSyncId },
    include: { shop: { include: { connection: true } } },
  });
  if (!row) return { refreshed: false, reason: "unknown-order" };
  if (!row.shop.connection || row.shop.uninstalledAt) return { refreshed: false, reason: "not-connected" };
  // sentAt outlives a service order cancelled to be created anew (decision 077): the service order decides.
  if (!row.serviceOrderId) return { refreshed: false, reason: "not-sent" };

  const client = ordersClientForShop(ctx, row.shop, row.shop.connection);
  // {reference} is the service's orderId (or our externalOrderRef, §4 common rules).
  const tracking = await client.getTracking(row.serviceOrderId);
  const newEvents = await recordShipment(ctx, row.id, observedFromTracking(tracking, ctx.now()), "tracking");
  // Reconciliation reads Shopify afresh (docs/decisions/053): a fulfillment order added since is found here.
  await applyShipmentToShopify(ctx, row.id, { reread: true });
  const after = await ctx.db.orderSync.findUniqueOrThrow({ where: { id: row.id }, select: { shipmentState: true } });
  ctx.logger.info(
    { orderSyncId: row.id, newEvents, shipmentState: after.shipmentState },
    "shipment refreshed from tracking",
  );
  return { refreshed: true, newEvents, shipmentState: after.shipmentState };
}
