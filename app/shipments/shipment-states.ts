/*
 * Shipment states and their order. Deliveries arrive twice and out of order (spec §6), so the app's
 * shipmentState only ever moves forward: a state replaces the current one when it ranks higher, or
 * ranks the same and happened later. Pure.
 */

import {
  isShipmentState,
  SHIPMENT_STATE_CATALOGUE,
  shipmentEventEntry,
  type ShipmentState,
} from "./shipment-catalogue";

/**
 * The state an event moves the shipment to, when the delivery does not say (spec §6: data fields
 * other than those of the delivered example are "not shown"). Events that move nothing: null.
 */
export function impliedState(eventType: string): ShipmentState | null {
  return shipmentEventEntry(eventType)?.state ?? null;
}

/** A state's rank in the catalogue (shipment-catalogue.ts). Unknown states rank 0: they are kept only while nothing better is known. */
export function stateRank(state: string | null | undefined): number {
  if (!state) return -1;
  return isShipmentState(state) ? SHIPMENT_STATE_CATALOGUE[state].rank : 0;
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
