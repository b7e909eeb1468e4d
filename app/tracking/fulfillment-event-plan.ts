/*
 * Which Shopify fulfillment events (docs/reference/shopify-facts.md §2.3, FulfillmentEventStatus of 2026-10) the shipment's
 * events become, and which of them a fulfillment still lacks. Shopify shows a fulfillment's status
 * from its latest event, so an event is sent only if it neither ranks below nor happened before
 * what the fulfillment already shows: a late, older delivery never moves Shopify backwards. Pure.
 */

import type { ExistingEvent, FulfillmentEventStatus } from "~/shopify/fulfillments.server";

export type { ExistingEvent, FulfillmentEventStatus };

const STATUS_OF_EVENT: Readonly<Record<string, FulfillmentEventStatus>> = {
  "shipment.assigned": "CONFIRMED",
  "shipment.reassigned": "CONFIRMED",
  "shipment.verified": "CONFIRMED",
  "shipment.picked_up": "CARRIER_PICKED_UP",
  "shipment.in_transit": "IN_TRANSIT",
  "shipment.leg_started": "IN_TRANSIT",
  "shipment.leg_handover_completed": "IN_TRANSIT",
  "shipment.leg_checkpoint": "IN_TRANSIT",
  "shipment.arriving": "OUT_FOR_DELIVERY",
  "shipment.failed_attempt": "ATTEMPTED_DELIVERY",
  "shipment.delivered": "DELIVERED",
  "shipment.return_initiated": "FAILURE",
  "shipment.returned": "FAILURE",
};

const STATUS_RANK: Readonly<Record<string, number>> = {
  CONFIRMED: 1,
  CARRIER_PICKED_UP: 2,
  IN_TRANSIT: 3,
  OUT_FOR_DELIVERY: 4,
  ATTEMPTED_DELIVERY: 4,
  DELIVERED: 5,
  FAILURE: 6,
};

const MESSAGES: Readonly<Record<string, string>> = {
  "shipment.leg_started": "A cross-border leg of the delivery started.",
  "shipment.leg_handover_completed": "The parcel was handed over to the next carrier.",
  "shipment.failed_attempt": "A delivery attempt failed.",
  "shipment.return_initiated": "Return to the merchant started: this parcel will not be delivered.",
  "shipment.returned": "The parcel was returned to the merchant: it was not delivered.",
};

/**
 * Events after which the parcel has left the merchant. `picked_up` creates the fulfillment; if it was
 * never seen (lost, or the service skipped it), the first of the others does.
 */
const FULFILLMENT_TRIGGERS = new Set([
  "shipment.picked_up",
  "shipment.in_transit",
  "shipment.leg_started",
  "shipment.leg_handover_completed",
  "shipment.leg_checkpoint",
  "shipment.arriving",
  "shipment.failed_attempt",
  "shipment.delivered",
]);

export type ShipmentEventLike = {
  id: string;
  eventType: string;
  occurredAt: Date;
  checkpointName: string | null;
  checkpointCountry: string | null;
};
export type PlannedEvent = {
  event: ShipmentEventLike;
  status: FulfillmentEventStatus;
  message: string | null;
  country: string | null;
};

export function fulfillmentStatusOf(eventType: string): FulfillmentEventStatus | null {
  return STATUS_OF_EVENT[eventType] ?? null;
}

export function triggersFulfillment(eventType: string): boolean {
  return FULFILLMENT_TRIGGERS.has(eventType);
}

export function messageOf(event: ShipmentEventLike): string | null {
  if (event.eventType === "shipment.leg_checkpoint" && event.checkpointName)
    return `Checkpoint: ${event.checkpointName}`;
  return MESSAGES[event.eventType] ?? null;
}

// Shopify may store happenedAt to the second: compare instants at that precision.
const seconds = (at: Date | string) => Math.floor(new Date(at).getTime() / 1000);

/** The events a fulfillment still needs, oldest first, given the events it already has. */
export function planFulfillmentEvents(events: ShipmentEventLike[], existing: ExistingEvent[]): PlannedEvent[] {
  const sorted = [...events].sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.eventType.localeCompare(b.eventType),
  );
  const known = new Set(existing.map((event) => `${event.status}|${seconds(event.happenedAt)}|${event.message ?? ""}`));
  let rank = Math.max(0, ...existing.map((event) => STATUS_RANK[event.status] ?? 0));
  let latest = Math.max(0, ...existing.map((event) => seconds(event.happenedAt)));
  let any = existing.length > 0;
  const planned: PlannedEvent[] = [];
  for (const event of sorted) {
    const status = fulfillmentStatusOf(event.eventType);
    if (!status) continue;
    const message = messageOf(event);
    if (known.has(`${status}|${seconds(event.occurredAt)}|${message ?? ""}`)) continue;
    // CONFIRMED says "the carrier has it": once, and only before anything else.
    if (status === "CONFIRMED" && any) continue;
    if (STATUS_RANK[status] < rank || seconds(event.occurredAt) < latest) continue;
    planned.push({
      event,
      status,
      message,
      country: event.eventType === "shipment.leg_checkpoint" ? event.checkpointCountry : null,
    });
    rank = STATUS_RANK[status];
    latest = seconds(event.occurredAt);
    any = true;
  }
  return planned;
}
