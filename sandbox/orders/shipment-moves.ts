import { toIso } from "../clock";
import type { Services } from "../context";
import { ApiError } from "../errors";
import { paymentStateFor } from "./build-order";
import type { ShipmentEventRecord, ShipmentState, StoredOrder } from "../state";
import type { ShipmentEventName } from "../webhooks/catalogue";

// What each catalogue event does to shipmentState. spec §3 shows created, assigned → in_transit
// (leg_started), arriving → delivered and cancel; the rest follow the event names (README).
// "same" = the state does not move; "checkpoint" = previousState and newState are null (spec §2).
const MOVES: Record<ShipmentEventName, ShipmentState | "same" | "checkpoint"> = {
  "shipment.created": "created",
  "shipment.verified": "same",
  "shipment.assigned": "assigned",
  "shipment.reassigned": "assigned",
  "shipment.picked_up": "picked_up",
  "shipment.in_transit": "in_transit",
  "shipment.arriving": "arriving",
  "shipment.delivered": "delivered",
  "shipment.failed_attempt": "failed_attempt",
  "shipment.return_initiated": "returning",
  "shipment.returned": "returned",
  "shipment.cancelled": "cancelled",
  "shipment.leg_started": "in_transit",
  "shipment.leg_handover_completed": "same",
  "shipment.leg_checkpoint": "checkpoint",
};

// Nothing moves a cancelled or returned shipment; a delivered one can only start a return.
function refusal(from: ShipmentState, event: ShipmentEventName): string | null {
  if (from === "cancelled" || from === "returned") return `A ${from} shipment does not move any more.`;
  if (from === "delivered" && event !== "shipment.return_initiated")
    return "A delivered shipment can only start a return.";
  return null;
}

export interface ShipmentEventInput {
  event: ShipmentEventName;
  occurredAtMs?: number;
  checkpoint?: { name: string; countryCode: string };
  etaAt?: string | null;
  /** Why a delivery attempt failed (sandbox extra: spec §6 shows no field for it). */
  reason?: string;
  force?: boolean; // the cancel operation has already decided (account.cancelRefusedStates)
}

// Moves the shipment, records the public event and emits the webhook (spec §6 shipment event body).
export function recordShipmentEvent(
  services: Services,
  order: StoredOrder,
  input: ShipmentEventInput,
): ShipmentEventRecord {
  const { shipment } = order;
  const move = MOVES[input.event];
  const problem =
    input.event === "shipment.created" || input.force ? null : refusal(shipment.shipmentState, input.event);
  if (problem) throw new ApiError("SANDBOX_STATE_CONFLICT", { params: { reason: problem } });
  const occurredAt = toIso(input.occurredAtMs ?? services.store.now());
  const previousState = shipment.shipmentState;
  const newState = move === "same" ? previousState : move === "checkpoint" ? null : move;
  if (newState) shipment.shipmentState = newState;
  if (newState === "delivered") {
    shipment.deliveredAt = occurredAt;
    collectCashOnDelivery(order, occurredAt);
  }
  if (input.etaAt !== undefined) shipment.etaAt = input.etaAt;
  const record: ShipmentEventRecord = {
    eventType: input.event,
    occurredAt,
    previousState: move === "checkpoint" || input.event === "shipment.created" ? null : previousState,
    newState,
    checkpoint: move === "checkpoint" ? (input.checkpoint ?? null) : null,
  };
  shipment.events.push(record);
  order.updatedAt = toIso(services.store.now());
  services.webhooks.emit(input.event, occurredAt, {
    orderId: order.orderId,
    externalOrderRef: order.externalOrderRef,
    shipmentId: shipment.shipmentId,
    shipmentState: shipment.shipmentState,
    previousState: record.previousState,
    // Sandbox extras (spec §6: "not shown"): checkpoint details, and the ETA / delivery time once known.
    ...(record.checkpoint ? { checkpoint: record.checkpoint } : {}),
    ...(input.reason ? { reason: input.reason } : {}),
    ...(shipment.etaAt ? { etaAt: shipment.etaAt } : {}),
    ...(shipment.deliveredAt ? { deliveredAt: shipment.deliveredAt } : {}),
  });
  return record;
}

// spec §1: on a COD order "the rider collects the cash" at delivery. What is still to collect
// (codAmountMinor) is collected then; an order paid before (mark-paid, codAmountMinor 0) gives the
// rider nothing to collect. Mark-paid is refused afterwards (§4 mark-paid rules).
function collectCashOnDelivery(order: StoredOrder, occurredAt: string): void {
  if (
    order.paymentType !== "COD" ||
    order.codAmountMinor === 0 ||
    order.cashCollectedAt ||
    order.payment?.status === "paid"
  )
    return;
  order.cashCollectedAt = occurredAt;
  order.codAmountMinor = 0;
  order.shipment.paymentState = paymentStateFor(0);
}
