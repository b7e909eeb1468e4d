/*
 * Which Shopify fulfillment events (docs/reference/shopify-facts.md §2.3, FulfillmentEventStatus of 2026-10) the shipment's
 * events become, and which of them a fulfillment still lacks. Shopify shows a fulfillment's status
 * from its latest event, so an event is sent only if it neither ranks below nor happened before
 * what the fulfillment already shows: a late, older delivery never moves Shopify backwards. Pure.
 */

import type { ExistingEvent } from "~/shopify";
import { shipmentEventEntry, type FulfillmentEventStatus } from "~/shipments";

export type { ExistingEvent, FulfillmentEventStatus };

// The statuses' own order on a fulfillment (each shipment event's status is in shipment-catalogue.ts).
const STATUS_RANK = {
  CONFIRMED: 1,
  CARRIER_PICKED_UP: 2,
  IN_TRANSIT: 3,
  OUT_FOR_DELIVERY: 4,
  ATTEMPTED_DELIVERY: 4,
  DELIVERED: 5,
  FAILURE: 6,
} as const satisfies Record<FulfillmentEventStatus, number>;

const rankOf = (status: string): number =>
  Object.prototype.hasOwnProperty.call(STATUS_RANK, status) ? STATUS_RANK[status as FulfillmentEventStatus] : 0;

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
  return shipmentEventEntry(eventType)?.shopify?.status ?? null;
}

/**
 * Whether the parcel has left the merchant. `picked_up` creates the fulfillment; if it was never
 * seen (lost, or the service skipped it), the first of the later events does.
 */
export function triggersFulfillment(eventType: string): boolean {
  return shipmentEventEntry(eventType)?.shopify?.fulfils ?? false;
}

export function messageOf(event: ShipmentEventLike): string | null {
  if (event.eventType === "shipment.leg_checkpoint" && event.checkpointName)
    return `Checkpoint: ${event.checkpointName}`;
  return shipmentEventEntry(event.eventType)?.shopify?.message ?? null;
}

// Shopify may store happenedAt to the second: compare instants at that precision.
const seconds = (at: Date | string) => Math.floor(new Date(at).getTime() / 1000);

/** The events a fulfillment still needs, oldest first, given the events it already has. */
export function planFulfillmentEvents(events: ShipmentEventLike[], existing: ExistingEvent[]): PlannedEvent[] {
  const sorted = [...events].sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.eventType.localeCompare(b.eventType),
  );
  const known = new Set(existing.map((event) => `${event.status}|${seconds(event.happenedAt)}|${event.message ?? ""}`));
  let rank = Math.max(0, ...existing.map((event) => rankOf(event.status)));
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
