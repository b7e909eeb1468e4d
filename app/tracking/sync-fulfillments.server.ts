import {
  type AdminGraphql,
  cancelFulfillment,
  createFulfillment,
  createFulfillmentEvent,
  type ShopifyFulfillment,
  type ShopifyOrderTracking,
  doneOrThrow,
} from "~/shopify";
import { TrackingErrorCode } from "./errors";
import { planFulfillmentEvents, type ShipmentEventLike } from "./fulfillment-event-plan";
import type { FulfillmentRecord } from "./fulfillment-records";
import { trackingInput, type TrackingSettings } from "./tracking-info";

// docs/reference/shopify-facts.md §2.2: a fulfillment is accepted for OPEN and IN_PROGRESS fulfillment orders only.
const FULFILLABLE = new Set(["OPEN", "IN_PROGRESS"]);
const HELD = new Set(["ON_HOLD", "SCHEDULED"]);
// An estimate is meaningless once the parcel arrived or will not arrive.
const NO_ESTIMATE = new Set(["DELIVERED", "FAILURE"]);

export type ShipmentForShopify = {
  shipmentId: string;
  externalOrderRef: string;
  /** The buyer's tracking page, the fulfillment's URL when the merchant set no template. */
  trackingPageUrl?: string;
  etaAt: Date | null;
  events: ShipmentEventLike[];
  /** An event has the parcel out of the merchant's hands: fulfil (spec §6 picked_up, or later). */
  fulfil: boolean;
  cancelled: boolean;
  /**
   * The fulfillment orders of this shipment's parcel (docs/decisions/072, 076); null: every one of the order's, until
   * the pickup pins those it fulfils (`SyncOutcome.pinned`).
   */
  fulfillmentOrderIds: readonly string[] | null;
};

export type SyncOutcome = {
  /** Every event is in Shopify (or deliberately left out) on every fulfillment the shipment needs. */
  complete: boolean;
  /** Why not complete, when time may fix it or the merchant must act. */
  waiting: { code: TrackingErrorCode; message: string; retry: boolean } | null;
  records: FulfillmentRecord[];
  /**
   * The parcel's fulfillment orders, once a shipment that had none fulfils: the merchant-managed ones the order has
   * now. One an edit adds after this is another parcel's, never fulfilled under this tracking number.
   */
  pinned: string[] | null;
};

/**
 * Brings Shopify in line with the shipment on a fresh read of the order (or, for a delivery, on the
 * view the last completed apply recorded, cached-order-tracking.ts, docs/decisions/053): fulfils each
 * merchant-managed location still open among the parcel's fulfillment orders (one fulfillment per location, tracking
 * attached; another parcel's, or one an edit added after the pickup, never), adds to
 * each of our fulfillments the events it lacks, or cancels them when the shipment was cancelled.
 * Safe to repeat: our fulfillments are found by tracking number, our events by status and time.
 * A refusal (userErrors) is final, as everywhere (docs/decisions/030): a ShopifyAdminError that
 * fails the job at once and is written on the order (TRACKING_SHOPIFY_REFUSED); the next delivery
 * for the order, or the reconciliation that refreshes orders carrying a tracking error, reads
 * Shopify afresh and plans again.
 */
export async function syncFulfillments(
  graphql: AdminGraphql,
  order: ShopifyOrderTracking,
  shipment: ShipmentForShopify,
  settings: TrackingSettings,
): Promise<SyncOutcome> {
  const ours = order.fulfillments.filter((f) => f.trackingNumbers.includes(shipment.shipmentId));
  const active = ours.filter((f) => f.status !== "CANCELLED");
  if (shipment.cancelled) {
    for (const fulfillment of active) {
      doneOrThrow(await cancelFulfillment(graphql, fulfillment.id), "cancel the fulfillment");
      fulfillment.status = "CANCELLED";
    }
    return { complete: true, waiting: null, records: ours.map(toRecord), pinned: null };
  }

  let waiting: SyncOutcome["waiting"] = null;
  let pinned: string[] | null = null;
  if (shipment.fulfil) {
    const parcel = shipment.fulfillmentOrderIds;
    const merchantManaged = order.fulfillmentOrders.filter(
      (fo) => fo.merchantManaged && (parcel === null || parcel.includes(fo.id)),
    );
    if (parcel === null && merchantManaged.length > 0) pinned = merchantManaged.map((fo) => fo.id);
    const covered = new Set(active.flatMap((f) => f.fulfillmentOrderIds));
    const open = merchantManaged.filter((fo) => FULFILLABLE.has(fo.status) && !covered.has(fo.id));
    for (const [locationId, fulfillmentOrderIds] of groupByLocation(open)) {
      const created = await createFulfillment(graphql, {
        fulfillmentOrderIds,
        tracking: trackingInput(settings, shipment),
        notifyCustomer: settings.notifyCustomer,
      });
      const { id } = doneOrThrow(created, "create the fulfillment");
      const fulfillment: ShopifyFulfillment = {
        id,
        status: "SUCCESS",
        locationId,
        trackingNumbers: [shipment.shipmentId],
        fulfillmentOrderIds,
        events: [],
      };
      ours.push(fulfillment);
      active.push(fulfillment);
    }
    waiting = waitingFor(
      merchantManaged.length,
      active.length,
      merchantManaged.filter((fo) => HELD.has(fo.status)).length,
    );
  }

  for (const fulfillment of active) {
    for (const planned of planFulfillmentEvents(shipment.events, fulfillment.events)) {
      const sent = await createFulfillmentEvent(graphql, {
        fulfillmentId: fulfillment.id,
        status: planned.status,
        happenedAt: planned.event.occurredAt.toISOString(),
        ...(shipment.etaAt && !NO_ESTIMATE.has(planned.status)
          ? { estimatedDeliveryAt: shipment.etaAt.toISOString() }
          : {}),
        ...(planned.message ? { message: planned.message } : {}),
        ...(planned.country ? { country: planned.country } : {}),
      });
      doneOrThrow(sent, `add the ${planned.status} event`);
      fulfillment.events.push({
        status: planned.status,
        happenedAt: planned.event.occurredAt.toISOString(),
        message: planned.message,
      });
    }
  }
  const complete = waiting === null && (active.length > 0 || !shipment.fulfil);
  return { complete, waiting, records: ours.map(toRecord), pinned };
}

function waitingFor(merchantManaged: number, active: number, held: number): SyncOutcome["waiting"] {
  if (merchantManaged === 0 && active === 0) {
    return {
      code: TrackingErrorCode.FULFILLMENT_ORDERS_NOT_READY,
      retry: true,
      message:
        "Shopify has not created this order's fulfillment orders yet; the fulfillment will be created when it has.",
    };
  }
  if (held > 0) {
    return {
      code: TrackingErrorCode.FULFILLMENT_ORDERS_ON_HOLD,
      retry: true,
      message:
        "A fulfillment order of this order is on hold or scheduled in Shopify; it will be fulfilled once released.",
    };
  }
  if (active === 0) {
    return {
      code: TrackingErrorCode.NOTHING_TO_FULFIL,
      retry: false,
      message:
        "Nothing is left to fulfil in Shopify and no fulfillment carries this shipment's tracking number (fulfilled outside the app?).",
    };
  }
  return null;
}

function groupByLocation(
  fulfillmentOrders: Array<{ id: string; locationId: string | null }>,
): Map<string | null, string[]> {
  const groups = new Map<string | null, string[]>();
  for (const fo of fulfillmentOrders) groups.set(fo.locationId, [...(groups.get(fo.locationId) ?? []), fo.id]);
  return groups;
}

function toRecord(fulfillment: ShopifyFulfillment): FulfillmentRecord {
  const latest = [...fulfillment.events].sort((a, b) => Date.parse(a.happenedAt) - Date.parse(b.happenedAt)).at(-1);
  return {
    fulfillmentId: fulfillment.id,
    locationId: fulfillment.locationId,
    fulfillmentOrderIds: fulfillment.fulfillmentOrderIds,
    status: fulfillment.status,
    lastEventStatus: latest?.status ?? null,
    events: fulfillment.events.map(({ status, happenedAt, message }) => ({ status, happenedAt, message })),
  };
}
