/**
 * The browser-safe half of app/shipments's front door (docs/decisions/052): what components and route modules use on
 * both sides. No `.server` module behind it. Server code imports all of it from "~/shipments".
 */
export {
  FINAL_SHIPMENT_STATES,
  FOLLOW_UP_ENDING_STATES,
  FOLLOW_UP_EVENTS,
  NOT_TOWARDS_BUYER_STATES,
  SHIPMENT_EVENTS,
  SHIPMENT_EVENT_CATALOGUE,
  SHIPMENT_FLOW_TRIGGERS,
  SHIPMENT_STATE_CATALOGUE,
  eventTexts,
  isShipmentState,
  shipmentEventEntry,
} from "./shipment-catalogue";
export type {
  FlowReasonKey,
  FollowUpEvent,
  FulfillmentEventStatus,
  ShipmentEvent,
  ShipmentState,
  StateTable,
} from "./shipment-catalogue";
