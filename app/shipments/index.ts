/**
 * The service's shipment states and events (the one catalogue, shared with the admin extensions) and their ranking.
 * The front door of app/shipments (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file (or ./browser, its browser-safe half).
 */
export * from "./browser";
export { furthestState, impliedState, stateRank } from "./shipment-states";
export type { StateAt } from "./shipment-states";
