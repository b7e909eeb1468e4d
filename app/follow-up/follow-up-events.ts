/*
 * Which shipment events put an order on the "to call today" list, and how an observation changes
 * the order's follow-up columns (docs/decisions/046). Pure.
 */

import { FOLLOW_UP_EVENTS, SHIPMENT_EVENT_CATALOGUE, type FollowUpEvent, type ShipmentState } from "~/shipments";

/** spec §6: a failed attempt, a return started, a parcel back with the merchant (each event's `followUp`). */
export { FOLLOW_UP_EVENTS, type FollowUpEvent };

/** A tracking read may list an event by its new state only: the follow-up event that moves the shipment there. */
const EVENT_OF_STATE: ReadonlyMap<string, FollowUpEvent> = new Map(
  FOLLOW_UP_EVENTS.flatMap((event) => {
    const state: ShipmentState | null = SHIPMENT_EVENT_CATALOGUE[event].state;
    return state ? [[state, event] as const] : [];
  }),
);

/** A reason longer than this is cut: it is a line on a list, not a report. */
export const MAX_REASON_LENGTH = 200;

export function followUpEventOf(eventType: string, newState: string | null): FollowUpEvent | null {
  if ((FOLLOW_UP_EVENTS as readonly string[]).includes(eventType)) return eventType as FollowUpEvent;
  return eventType.startsWith("shipment.") && newState ? (EVENT_OF_STATE.get(newState) ?? null) : null;
}

/**
 * Why the attempt failed, when the delivery says (spec §6: fields other than the delivered
 * example's are "not shown"; `reason` is the sandbox's extra, `failureReason` a likely spelling).
 */
export function failureReasonOf(data: Record<string, unknown>): string | null {
  const value = [data.reason, data.failureReason].find((candidate) => typeof candidate === "string");
  const text = typeof value === "string" ? value.trim() : "";
  return text ? text.slice(0, MAX_REASON_LENGTH) : null;
}

type Observed = { eventType: string; occurredAt: Date; newState: string | null; reason?: string | null };

export type FollowUpColumns = {
  followUpEvent: string | null;
  followUpAt: Date | null;
  followUpReason: string | null;
  followUpOpen: boolean;
};

/**
 * The follow-up columns to write, or null. Only an event newer than the one the entry holds opens
 * it (again): a repeated delivery, or a tracking read listing known events, changes nothing, so an
 * entry the merchant closed stays closed until something new happens to the parcel.
 */
export function followUpUpdate(row: Pick<FollowUpColumns, "followUpAt">, events: Observed[]): FollowUpColumns | null {
  const newest = events
    .map((event) => ({ ...event, followUp: followUpEventOf(event.eventType, event.newState) }))
    .filter((event) => event.followUp !== null)
    .reduce<(Observed & { followUp: FollowUpEvent | null }) | null>(
      (best, event) => (!best || event.occurredAt > best.occurredAt ? event : best),
      null,
    );
  if (!newest || (row.followUpAt && newest.occurredAt <= row.followUpAt)) return null;
  return {
    followUpEvent: newest.followUp,
    followUpAt: newest.occurredAt,
    followUpReason: newest.followUp === "shipment.failed_attempt" ? (newest.reason ?? null) : null,
    followUpOpen: true,
  };
}
