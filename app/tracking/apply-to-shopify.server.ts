import type { AppContext } from "~/app-context";
import { PaymentPlanKind, PaymentState } from "~/order-record";
import { markPaidInShopifyAfterArrival } from "./settle-in-shopify.server";
import { type AdminGraphql, readOrderTracking } from "~/shopify";
import { trackingPageForOrder } from "./tracking-page-for-order.server";
import { TrackingErrorCode, TrackingRetryableError } from "./errors";
import { triggersFulfillment } from "./fulfillment-event-plan";
import { readFulfillmentRecords } from "./fulfillment-records";
import { waitForOrderLease, type OrderLease } from "./order-lease.server";
import { syncFulfillments, type ShipmentForShopify } from "./sync-fulfillments.server";
import { trackingSettings, type TrackingSettings } from "./tracking-info";
import { clearTrackingError, noteTrackingError, writeError } from "./tracking-errors.server";

type OrderRow = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

function loadOrder(ctx: Pick<AppContext, "db">, orderSyncId: string) {
  return ctx.db.orderSync.findUnique({
    where: { id: orderSyncId },
    include: {
      shop: { select: { domain: true, settingsJson: true, uninstalledAt: true } },
      events: { orderBy: [{ occurredAt: "asc" }, { createdAt: "asc" }] },
    },
  });
}

/**
 * Makes Shopify show what the app knows of the order's shipment (the table in the tracking
 * issue): fulfillments with tracking once the parcel is picked up, one fulfillment event per
 * shipment event, cancellation, and a cash-on-delivery order marked paid when delivered. Runs
 * under the order's lease; reads Shopify afresh each time, so it is safe to repeat. Throws to be
 * retried (TrackingRetryableError, throttling) and records every problem on the order.
 */
export async function applyShipmentToShopify(ctx: AppContext, orderSyncId: string): Promise<void> {
  const before = await loadOrder(ctx, orderSyncId);
  if (!before || before.shop.uninstalledAt || !workFor(before, trackingSettings(before.shop.settingsJson)).shopify)
    return;

  const lease = await waitForLease(ctx, before.id, before.shop.domain);
  try {
    // Read again under the lease: the worker that held it may have done the work already.
    const row = (await loadOrder(ctx, orderSyncId)) ?? before;
    const settings = trackingSettings(row.shop.settingsJson);
    const work = workFor(row, settings);
    if (!work.shopify) return;
    const graphql = await ctx.shopifyAdmin.graphqlFor(row.shop.domain);
    // Cash is collected at the door whatever happens to the fulfillment (spec §1, docs/reference/shopify-facts.md §4.1); a
    // refusal here must not hold back the shipment's events, so it is raised after them.
    const paid = work.markCodPaid
      ? await markCodPaid(ctx, graphql, row).then(
          () => null,
          (error: unknown) => error,
        )
      : null;
    if (work.fulfilment) await applyFulfilment(ctx, graphql, row, work.shipment, settings);
    else await clearTrackingError(ctx, row.id);
    if (paid) throw paid;
  } catch (error) {
    throw await noteTrackingError(ctx, orderSyncId, error);
  } finally {
    await lease.release();
  }
}

async function applyFulfilment(
  ctx: AppContext,
  graphql: AdminGraphql,
  row: OrderRow,
  shipment: Omit<ShipmentForShopify, "shipmentId">,
  settings: TrackingSettings,
) {
  if (!row.shipmentId)
    throw new TrackingRetryableError(
      TrackingErrorCode.ORDER_NOT_FOUND,
      "The shipment id of this order is not known yet.",
    );
  const order = await readOrderTracking(graphql, row.shopifyOrderGid);
  if (!order)
    return writeError(
      ctx,
      row.id,
      TrackingErrorCode.SHOPIFY_REFUSED,
      `Shopify does not know order ${row.shopifyOrderGid}.`,
    );
  const trackingPageUrl = await trackingPageForOrder(ctx, row.shop.domain, row);
  const outcome = await syncFulfillments(
    graphql,
    order,
    { ...shipment, shipmentId: row.shipmentId, trackingPageUrl },
    settings,
  );
  await ctx.db.orderSync.update({ where: { id: row.id }, data: { fulfillmentsJson: JSON.stringify(outcome.records) } });
  if (outcome.complete) {
    const ids = row.events.map((event) => event.id);
    await ctx.db.shipmentEvent.updateMany({
      where: { id: { in: ids }, appliedToShopifyAt: null },
      data: { appliedToShopifyAt: ctx.now() },
    });
    return clearTrackingError(ctx, row.id);
  }
  if (outcome.waiting?.retry) throw new TrackingRetryableError(outcome.waiting.code, outcome.waiting.message);
  if (outcome.waiting) await writeError(ctx, row.id, outcome.waiting.code, outcome.waiting.message);
}

/** What this order needs from Shopify now. Pure apart from reading the row. */
function workFor(row: OrderRow, settings: TrackingSettings) {
  const pending = row.events.some((event) => !event.appliedToShopifyAt);
  const cancelled =
    row.shipmentState === "cancelled" || row.events.some((event) => event.eventType === "shipment.cancelled");
  const fulfil = !cancelled && row.events.some((event) => triggersFulfillment(event.eventType));
  const hasFulfillments = readFulfillmentRecords(row.fulfillmentsJson).some((record) => record.status !== "CANCELLED");
  const delivered = row.events.some((event) => event.eventType === "shipment.delivered");
  // The rider collected (record-shipment.server.ts set COD_COLLECTED) and Shopify is not marked yet.
  const markCodPaid =
    delivered &&
    row.paymentPlan === PaymentPlanKind.COD &&
    settings.markCodPaidOnDelivery &&
    row.paymentState === PaymentState.COD_COLLECTED &&
    !row.shopifyPaidAt;
  // Events before pickup (created, assigned, verified) wait, recorded, until a fulfillment exists.
  const fulfilment = pending && (fulfil || cancelled || hasFulfillments);
  return {
    shopify: markCodPaid || fulfilment,
    markCodPaid,
    fulfilment,
    shipment: { externalOrderRef: row.externalOrderRef, etaAt: row.etaAt, events: row.events, fulfil, cancelled },
  };
}

async function markCodPaid(ctx: AppContext, graphql: AdminGraphql, row: OrderRow) {
  await markPaidInShopifyAfterArrival(ctx, graphql, row, row.codCollectedAt);
  ctx.logger.info({ orderSyncId: row.id }, "cash-on-delivery order delivered: marked paid in Shopify");
}

async function waitForLease(ctx: AppContext, orderSyncId: string, shopDomain: string): Promise<OrderLease> {
  const lease = await waitForOrderLease(ctx, orderSyncId, shopDomain, "tracking");
  if (lease) return lease;
  throw new TrackingRetryableError(
    TrackingErrorCode.BUSY,
    "Another worker is applying this order's shipment to Shopify.",
  );
}
