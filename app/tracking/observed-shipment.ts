/*
 * What one delivery or one tracking read tells the app about a shipment, in one shape, and how it
 * changes the OrderSync row. Both sources go through the same path (refresh heals a webhook that
 * never came). Pure.
 */
import type { Tracking } from "~/delivery";
import { failureReasonOf, followUpUpdate, type FollowUpColumns } from "~/follow-up";
import type { ShipmentDelivery } from "./delivery-body";
import { shipmentEventEntry, furthestState, impliedState, type StateAt } from "~/shipments";
import { withFlags } from "~/order-record";

export type ObservedEvent = {
  eventType: string;
  occurredAt: Date;
  previousState: string | null;
  newState: string | null;
  checkpointName: string | null;
  checkpointCountry: string | null;
};

export type ObservedShipment = {
  externalOrderRef: string | null;
  shipmentId: string | null;
  /** undefined: the source did not say; null: the service has no estimate. */
  etaAt?: Date | null;
  /** When the source stated `etaAt` (an older statement never overwrites a newer one). */
  statedAt: Date;
  /** The shipment's state as of `statedAt` (a tracking read's current state). */
  currentState?: StateAt;
  events: ObservedEvent[];
  /** Why a delivery attempt failed, when a delivery of shipment.failed_attempt says (app/follow-up). */
  failureReason?: string | null;
};

/**
 * Whether what was observed can call for a Shopify Flow trigger: an event that has one of its own (delivered, a
 * failed attempt, returned), or the delivery that collects the rider's cash. Any other event (picked up, in transit,
 * a checkpoint) starts no workflow, and the apply job skips reading the order again for Flow (docs/decisions/102).
 */
export function mayCallForFlow(observed: ObservedShipment): boolean {
  return (
    deliveredAt(observed) !== null ||
    observed.events.some((event) => Boolean(shipmentEventEntry(event.eventType)?.flow))
  );
}

const dateOrNull = (value: string | null | undefined) =>
  value && !Number.isNaN(Date.parse(value)) ? new Date(value) : null;

export function observedFromDelivery(body: ShipmentDelivery): ObservedShipment {
  const occurredAt = new Date(body.occurredAt);
  const { data } = body;
  return {
    externalOrderRef: data.externalOrderRef ?? null,
    shipmentId: data.shipmentId ?? null,
    // The sandbox sends etaAt "once known"; its absence says nothing.
    ...(data.etaAt !== undefined ? { etaAt: dateOrNull(data.etaAt) } : {}),
    statedAt: occurredAt,
    failureReason: failureReasonOf(data),
    events: [
      {
        eventType: body.event,
        occurredAt,
        previousState: data.previousState ?? null,
        newState: data.shipmentState ?? null,
        checkpointName: data.checkpoint?.name ?? null,
        checkpointCountry: data.checkpoint?.countryCode ?? null,
      },
    ],
  };
}

export function observedFromTracking(tracking: Tracking, readAt: Date): ObservedShipment {
  const events = tracking.shipment.events
    .filter((event) => !Number.isNaN(Date.parse(event.occurredAt)))
    .map((event) => ({
      eventType: event.eventType,
      occurredAt: new Date(event.occurredAt),
      previousState: event.previousState ?? null,
      newState: event.newState ?? null,
      checkpointName: event.checkpoint?.name ?? null,
      checkpointCountry: event.checkpoint?.countryCode ?? null,
    }));
  // The current state holds since the latest event (or since now, when no event is listed).
  const latest = events.reduce<Date | null>(
    (max, event) => (!max || event.occurredAt > max ? event.occurredAt : max),
    null,
  );
  return {
    externalOrderRef: tracking.externalOrderRef,
    shipmentId: tracking.shipment.shipmentId,
    etaAt: dateOrNull(tracking.shipment.etaAt),
    statedAt: readAt,
    currentState: { state: tracking.shipment.shipmentState, at: latest ?? readAt },
    events,
  };
}

type ShipmentColumns = {
  shipmentState: string | null;
  shipmentStateAt: Date | null;
  lastEventAt: Date | null;
  etaAt: Date | null;
  shipmentId: string | null;
  flaggedReason: string | null;
  paymentPlan?: string | null;
  paymentState?: string | null;
  codCollectedAt?: Date | null;
} & Partial<FollowUpColumns>;

/** The OrderSync columns to write for an observation, or null when nothing changes. */
export function shipmentColumnsUpdate(
  row: ShipmentColumns,
  observed: ObservedShipment,
): Partial<ShipmentColumns> | null {
  const update: Partial<ShipmentColumns> = {};
  const candidates: StateAt[] = observed.events.map((event) => ({
    state: event.newState ?? impliedState(event.eventType),
    at: event.occurredAt,
  }));
  if (observed.currentState) candidates.push(observed.currentState);
  const current = { state: row.shipmentState, at: row.shipmentStateAt };
  const best = furthestState(current, candidates);
  if (best !== current) Object.assign(update, { shipmentState: best.state, shipmentStateAt: best.at });

  const latest = observed.events.reduce<Date | null>(
    (max, event) => (!max || event.occurredAt > max ? event.occurredAt : max),
    null,
  );
  if (latest && (!row.lastEventAt || latest > row.lastEventAt)) update.lastEventAt = latest;
  const etaIsNewer = !row.lastEventAt || observed.statedAt >= row.lastEventAt;
  if (observed.etaAt !== undefined && etaIsNewer && observed.etaAt?.getTime() !== row.etaAt?.getTime())
    update.etaAt = observed.etaAt;
  if (!row.shipmentId && observed.shipmentId) update.shipmentId = observed.shipmentId;
  // Never the service's order id: that records the handoff, which only the order's sync does (with the state,
  // the payment and Shopify's metafields). Heard before the create's answer, it made the sync's answer find the
  // handoff recorded already, and the order stayed unsent (docs/decisions/066).

  const flags = withFlags(
    row.flaggedReason,
    // The flag an event sets for the merchant (shipment-catalogue.ts): a cancellation, a return.
    observed.events.flatMap((event) => shipmentEventEntry(event.eventType)?.flag ?? []),
  );
  if (flags !== row.flaggedReason) update.flaggedReason = flags;
  Object.assign(update, cashCollection(row, observed));
  // A failed attempt or a return puts the order on the "to call today" list (docs/decisions/046).
  const reason = observed.failureReason ?? null;
  const followUp = followUpUpdate(
    { followUpAt: row.followUpAt ?? null },
    observed.events.map((event) => ({ ...event, reason })),
  );
  if (followUp) Object.assign(update, followUp);
  return Object.keys(update).length > 0 ? update : null;
}

/**
 * A cash-on-delivery order with cash still to collect is collected by the rider when it is
 * delivered (spec §1): the delivered event's time is when the cash was collected. An order paid
 * before delivery (PAID_RECORDED) had nothing left to collect.
 */
function cashCollection(row: ShipmentColumns, observed: ObservedShipment): Partial<ShipmentColumns> {
  if (row.paymentPlan !== "COD" || row.paymentState !== "COD_PENDING" || row.codCollectedAt) return {};
  const at = deliveredAt(observed);
  return at ? { paymentState: "COD_COLLECTED", codCollectedAt: at } : {};
}

/** When what was observed says the shipment was delivered (an event, or a tracking read's state); null if it does not. */
function deliveredAt(observed: ObservedShipment): Date | null {
  const delivered = observed.events.find(
    (event) => event.eventType === "shipment.delivered" || event.newState === "delivered",
  );
  return delivered?.occurredAt ?? (observed.currentState?.state === "delivered" ? observed.currentState.at : null);
}
