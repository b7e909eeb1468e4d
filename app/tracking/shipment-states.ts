/*
 * Shipment states and their order. Deliveries arrive twice and out of order (spec §6), so the app's
 * shipmentState only ever moves forward: a state replaces the current one when it ranks higher, or
 * ranks the same and happened later. Pure.
 */

/**
 * Spec §3 shows created, assigned, in_transit, arriving, delivered, cancelled; the event catalogue
 * (§6) implies picked_up, failed_attempt, a return (`returning`) and `returned` (the sandbox's names
 * for them). A failed attempt ranks with arriving: the rider may come again (arriving, later).
 */
export const SHIPMENT_STATE_RANK: Readonly<Record<string, number>> = {
  created: 10,
  assigned: 20,
  picked_up: 30,
  in_transit: 40,
  arriving: 50,
  failed_attempt: 50,
  delivered: 70,
  returning: 80,
  returned: 90,
  cancelled: 100,
};

/** States after which nothing more is expected; reconciliation stops refreshing these. */
export const FINAL_SHIPMENT_STATES: readonly string[] = ["delivered", "returned", "cancelled"];

/**
 * The state an event moves the shipment to, when the delivery does not say (spec §6: data fields
 * other than those of the delivered example are "not shown"). Events that move nothing are absent.
 */
const IMPLIED_STATE: Readonly<Record<string, string>> = {
  "shipment.created": "created",
  "shipment.assigned": "assigned",
  "shipment.reassigned": "assigned",
  "shipment.picked_up": "picked_up",
  "shipment.in_transit": "in_transit",
  "shipment.leg_started": "in_transit",
  "shipment.arriving": "arriving",
  "shipment.delivered": "delivered",
  "shipment.failed_attempt": "failed_attempt",
  "shipment.return_initiated": "returning",
  "shipment.returned": "returned",
  "shipment.cancelled": "cancelled",
};

export function impliedState(eventType: string): string | null {
  return IMPLIED_STATE[eventType] ?? null;
}

/** Unknown states rank 0: they are kept only while nothing better is known. */
export function stateRank(state: string | null | undefined): number {
  return state ? (SHIPMENT_STATE_RANK[state] ?? 0) : -1;
}

export type StateAt = { state: string | null; at: Date | null };

/** Whether `next` should replace `current`: higher rank, or the same rank and later. */
export function advancesState(current: StateAt, next: StateAt): boolean {
  if (!next.state || !next.at) return false;
  if (!current.state || !current.at) return true;
  const difference = stateRank(next.state) - stateRank(current.state);
  if (difference !== 0) return difference > 0;
  return next.at.getTime() > current.at.getTime();
}

/** The furthest of several candidate states (the current one included). */
export function furthestState(current: StateAt, candidates: StateAt[]): StateAt {
  return candidates.reduce((best, candidate) => (advancesState(best, candidate) ? candidate : best), current);
}
