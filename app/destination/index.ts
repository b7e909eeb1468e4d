/**
 * The one reading of a destination's region, for checkout and orders.
 * The front door of app/destination (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file.
 */
export { destinationRegion, stateOfRegion } from "./region";
export type { RegionNameOf } from "./region";
