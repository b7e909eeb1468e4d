/**
 * The service's shipment states and events (the one catalogue, shared with the admin extensions) and their ranking.
 * The front door of app/shipments (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file (or ./browser, its browser-safe half).
 */
export {
  eventTexts,
  FINAL_SHIPMENT_STATES,
  FOLLOW_UP_ENDING_STATES,
  FOLLOW_UP_EVENTS,
  isShipmentState,
  NOT_TOWARDS_BUYER_STATES,
  SHIPMENT_EVENT_CATALOGUE,
  SHIPMENT_FLOW_TRIGGERS,
  SHIPMENT_STATE_CATALOGUE,
  shipmentEventEntry,
} from "./browser";
export type { FlowReasonKey, FollowUpEvent, FulfillmentEventStatus, ShipmentState } from "./browser";
export { furthestState, impliedState, stateRank } from "./shipment-states";
export type { StateAt } from "./shipment-states";
