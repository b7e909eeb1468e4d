// spec §6 event catalogue (the superset, later form).
export const SHIPMENT_EVENTS = [
  "shipment.created",
  "shipment.verified",
  "shipment.assigned",
  "shipment.reassigned",
  "shipment.picked_up",
  "shipment.in_transit",
  "shipment.arriving",
  "shipment.delivered",
  "shipment.failed_attempt",
  "shipment.return_initiated",
  "shipment.returned",
  "shipment.cancelled",
  "shipment.leg_started",
  "shipment.leg_handover_completed",
  "shipment.leg_checkpoint",
] as const;
export type ShipmentEventName = (typeof SHIPMENT_EVENTS)[number];

export const FISCAL_EVENTS = [
  "fiscal_document.accepted",
  "fiscal_document.rejected",
  "fiscal_document.cancelled",
  "fiscal_document.needs_attention",
] as const;
export type FiscalEventName = (typeof FISCAL_EVENTS)[number];

export const EVENT_CATALOGUE: readonly string[] = [...SHIPMENT_EVENTS, ...FISCAL_EVENTS];

export function endpointWants(subscribed: readonly string[], event: string): boolean {
  return subscribed.includes("*") || subscribed.includes(event);
}
