import type { AppContext } from "~/app-context";
import { plainExecuteTogether, type PlainStatement } from "~/db.server";
import { type OrderWithShopAndEvents, PaymentPlanKind, PaymentState, readOrderWithShopAndEvents } from "~/order-record";
import { markPaidInShopifyAfterArrival } from "~/payments";
import {
  type AdminGraphql,
  readOrderTracking,
  ShopifyAdminError,
  ShopifyErrorCode,
  type ShopifyOrderTracking,
} from "~/shopify";
import { cachedOrderTracking } from "./cached-order-tracking";
import { trackingPageForOrder } from "./tracking-page-for-order.server";
import { TrackingErrorCode, TrackingRetryableError } from "./errors";
import { triggersFulfillment } from "./fulfillment-event-plan";
import { type FulfillmentRecord, readFulfillmentRecords } from "./fulfillment-records";
import { waitForOrderLease, type OrderLease } from "./order-lease.server";
import { syncFulfillments, type ShipmentForShopify, type SyncOutcome } from "./sync-fulfillments.server";
import { trackingSettings, type TrackingSettings } from "./tracking-info";
import { clearTrackingError, noteTrackingError, writeError } from "./tracking-errors.server";

type OrderRow = OrderWithShopAndEvents;

/**
 * Makes Shopify show what the app knows of the order's shipment (the table in the tracking
 * issue): fulfillments with tracking once the parcel is picked up, one fulfillment event per
 * shipment event, cancellation, and a cash-on-delivery order marked paid when delivered. Runs
 * under the order's lease and is safe to repeat: a delivery to an order whose last apply completed
 * sends its events to the recorded fulfillments (docs/decisions/053), anything else, a refusal of
 * that, and `reread` (reconciliation) read Shopify afresh. Throws to be retried
 * (TrackingRetryableError, throttling) and records every problem on the order.
 */
export async function applyShipmentToShopify(
  ctx: AppContext,
  orderSyncId: string,
  options: {
    reread?: boolean;
    newEventsOfShop?: string;
    closing?: readonly PlainStatement[];
    /** The order's lease, taken by the caller with its own write (a delivery's event, docs/decisions/110). */
    lease?: OrderLease;
  } = {},
): Promise<void> {
  const reread = options.reread ?? false;
  // The caller's own last writes (a delivery's receipt closed), made when this returns, with the apply's own.
  const closing = options.closing ?? [];
  // Whether there is work is read before the lease, so that an order with none costs no lease. A
  // caller that just recorded new events (a delivery) knows there is some, names the order's shop or
  // hands over the lease it took with them, and the order is read once, under the lease.
  let lease = options.lease;
  if (!lease) {
    let shopDomain = options.newEventsOfShop;
    if (!shopDomain) {
      const before = await readOrderWithShopAndEvents(ctx.db, orderSyncId);
      if (
        !before ||
        before.shop.uninstalledAt ||
        !workFor(before, trackingSettings(before.shop.settingsJson, before.shop.locale), reread).shopify
      ) {
        if (closing.length > 0) await plainExecuteTogether(ctx.db, closing);
        return;
      }
      shopDomain = before.shop.domain;
    }
    lease = await waitForLease(ctx, orderSyncId, shopDomain);
  }
  // What the apply writes once Shopify answered goes with the lease's release: one exchange (docs/decisions/095).
  const settling: PlainStatement[] = [];
  let failed = false;
  try {
    // Read (again) under the lease: the worker that held it may have done the work already.
    const row = await readOrderWithShopAndEvents(ctx.db, orderSyncId);
    if (!row || row.shop.uninstalledAt) return;
    const settings = trackingSettings(row.shop.settingsJson, row.shop.locale);
    const work = workFor(row, settings, reread);
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
    if (work.fulfilment)
      await applyFulfilment(ctx, graphql, row, work.shipment, settings, { reread, tookOver: lease.tookOver }, settling);
    else await clearTrackingError(ctx, row);
    if (paid) throw paid;
  } catch (error) {
    failed = true;
    throw await noteTrackingError(ctx, orderSyncId, error);
  } finally {
    await lease.release(failed ? settling : [...settling, ...closing]);
  }
}

async function applyFulfilment(
  ctx: AppContext,
  graphql: AdminGraphql,
  row: OrderRow,
  shipment: Omit<ShipmentForShopify, "shipmentId">,
  settings: TrackingSettings,
  /** `reread`: reconciliation reads Shopify afresh; `tookOver`: the lease was taken from a holder that stopped. */
  { reread, tookOver }: { reread: boolean; tookOver: boolean },
  /**
   * Receives the writes the lease's release makes, whether the apply succeeds or throws: the records (unsettled
   * until Shopify answered, then as it answered) and the events marked applied. The caller sends them.
   */
  settling: PlainStatement[],
) {
  if (!row.shipmentId)
    throw new TrackingRetryableError(
      TrackingErrorCode.ORDER_NOT_FOUND,
      "The shipment id of this order is not known yet.",
    );
  const shipmentId = row.shipmentId;
  const trackingPageUrl = await trackingPageForOrder(ctx, row.shop.domain, row);
  const sync = (order: ShopifyOrderTracking) =>
    syncFulfillments(graphql, order, { ...shipment, shipmentId, trackingPageUrl }, settings);
  const records = readFulfillmentRecords(row.fulfillmentsJson);
  // From here Shopify may change before the records are written again: they stop vouching for it. They are written
  // unsettled with the lease's release unless the apply gets as far as writing what Shopify answered; a worker that
  // dies before its release leaves its lease behind, and the worker that takes it over does not trust them
  // (`tookOver`): no write of their own before the call (docs/decisions/109).
  const unsettled = records.some((record) => record.settled) ? recordsWrite(row.id, records, false) : null;
  if (unsettled) settling.push(unsettled);
  const cached =
    reread || tookOver || shipment.cancelled ? null : cachedOrderTracking(row.shopifyOrderGid, shipmentId, records);
  let outcome = cached ? await syncOrRefused(ctx, row.id, () => sync(cached)) : null;
  if (!outcome) {
    const order = await readOrderTracking(graphql, row.shopifyOrderGid);
    if (!order)
      return writeError(
        ctx,
        row.id,
        TrackingErrorCode.SHOPIFY_REFUSED,
        `Shopify does not know order ${row.shopifyOrderGid}.`,
      );
    outcome = await sync(order);
  }
  // What Shopify answered replaces the unsettled records in the release (one write of the row: on PostgreSQL the
  // release is one statement, whose writes must touch different rows).
  const answered = recordsWrite(row.id, outcome.records, outcome.complete);
  if (unsettled) settling.splice(settling.indexOf(unsettled), 1, answered);
  else settling.push(answered);
  if (outcome.pinned)
    await ctx.db.orderSync.updateMany({
      where: { id: row.id, parcelFulfillmentOrdersJson: null },
      data: { parcelFulfillmentOrdersJson: JSON.stringify(outcome.pinned) },
    });
  if (outcome.complete) {
    const applied = eventsApplied(ctx, row.events);
    if (applied) settling.push(applied);
    return clearTrackingError(ctx, row);
  }
  if (outcome.waiting?.retry) throw new TrackingRetryableError(outcome.waiting.code, outcome.waiting.message);
  if (outcome.waiting) await writeError(ctx, row.id, outcome.waiting.code, outcome.waiting.message);
}

/**
 * The sync on the recorded view, or null when Shopify refused it (our fulfillment cancelled or
 * deleted by the merchant, …): the caller then reads the order and plans again, as before 053.
 */
async function syncOrRefused(
  ctx: AppContext,
  orderSyncId: string,
  sync: () => Promise<SyncOutcome>,
): Promise<SyncOutcome | null> {
  try {
    return await sync();
  } catch (error) {
    if (!(error instanceof ShopifyAdminError) || error.code !== ShopifyErrorCode.REFUSED) throw error;
    ctx.logger.info(
      { orderSyncId, reason: error.message },
      "Shopify refused an event on the recorded fulfillment: reading the order",
    );
    return null;
  }
}

/** The records as one plain statement, sent with the lease's release; updatedAt moves as Prisma's would. */
function recordsWrite(orderSyncId: string, records: FulfillmentRecord[], settled: boolean): PlainStatement {
  const fulfillmentsJson = JSON.stringify(records.map((record) => ({ ...record, settled })));
  return {
    text: `UPDATE "OrderSync" SET "fulfillmentsJson" = $1, "updatedAt" = $2 WHERE "id" = $3`,
    values: [fulfillmentsJson, new Date(), orderSyncId],
  };
}

/** The events the apply planned from (read under the lease), marked in Shopify; null when none is pending. */
function eventsApplied(ctx: AppContext, events: OrderRow["events"]): PlainStatement | null {
  const pending = events.filter((event) => !event.appliedToShopifyAt).map((event) => event.id);
  if (pending.length === 0) return null;
  const ids = pending.map((_, index) => `$${index + 2}`).join(", ");
  return {
    text: `UPDATE "ShipmentEvent" SET "appliedToShopifyAt" = $1 WHERE "appliedToShopifyAt" IS NULL AND "id" IN (${ids})`,
    values: [ctx.now(), ...pending],
  };
}

/** What this order needs from Shopify now. Pure apart from reading the row. */
function workFor(row: OrderRow, settings: TrackingSettings, reread: boolean) {
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
  // Reconciliation re-reads an order it fulfilled even with nothing pending: deliveries no longer
  // read it (docs/decisions/053), so a fulfillment order added since is found here.
  const fulfilment = (pending || (reread && hasFulfillments && !cancelled)) && (fulfil || cancelled || hasFulfillments);
  return {
    shopify: markCodPaid || fulfilment,
    markCodPaid,
    fulfilment,
    shipment: {
      externalOrderRef: row.externalOrderRef,
      etaAt: row.etaAt,
      events: row.events,
      fulfil,
      cancelled,
      fulfillmentOrderIds: row.parcelFulfillmentOrdersJson
        ? (JSON.parse(row.parcelFulfillmentOrdersJson) as string[])
        : null,
    },
  };
}

async function markCodPaid(ctx: AppContext, graphql: AdminGraphql, row: OrderRow) {
  // What the rider collected is what is recorded (docs/decisions/073): not always what Shopify has outstanding.
  const collected =
    row.codAmountMinor != null && row.currency ? { minor: row.codAmountMinor, currency: row.currency } : null;
  await markPaidInShopifyAfterArrival(ctx, graphql, row, row.codCollectedAt, collected);
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
