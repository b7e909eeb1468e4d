import { describe, expect, test } from "vitest";
import { mayCallForFlow, observedFromDelivery, shipmentColumnsUpdate } from "./observed-shipment";

const row = {
  shipmentState: "in_transit",
  shipmentStateAt: new Date("2026-05-01T10:00:00Z"),
  lastEventAt: new Date("2026-05-01T10:00:00Z"),
  etaAt: null,
  shipmentId: "shp_1",
  serviceOrderId: "ord_1",
  flaggedReason: "ADDRESS_NEEDS_MANUAL_VERIFICATION",
};
const delivery = (event: string, occurredAt: string, data: Record<string, unknown> = {}) =>
  observedFromDelivery({
    event,
    occurredAt,
    data: { orderId: "ord_1", externalOrderRef: "ref", shipmentId: "shp_1", ...data },
  });

describe("what a delivery changes on the order", () => {
  test("a later delivery moves the state, an older one only adds to the timeline", () => {
    expect(
      shipmentColumnsUpdate(
        row,
        delivery("shipment.arriving", "2026-05-01T12:00:00Z", {
          shipmentState: "arriving",
          etaAt: "2026-05-01T13:00:00Z",
        }),
      ),
    ).toEqual({
      shipmentState: "arriving",
      shipmentStateAt: new Date("2026-05-01T12:00:00Z"),
      lastEventAt: new Date("2026-05-01T12:00:00Z"),
      etaAt: new Date("2026-05-01T13:00:00Z"),
    });
    expect(
      shipmentColumnsUpdate(
        row,
        delivery("shipment.picked_up", "2026-05-01T09:00:00Z", {
          shipmentState: "picked_up",
          etaAt: "2026-05-09T00:00:00Z",
        }),
      ),
    ).toBeNull();
  });

  test("a delivery about an order whose handoff is not recorded yet writes its shipment, never the service's order id", () => {
    // The order's row as the intake left it: no service order id, no shipment yet.
    const unsent = { ...row, serviceOrderId: null, shipmentState: null, shipmentStateAt: null, lastEventAt: null };
    const update = shipmentColumnsUpdate(
      { ...unsent, shipmentId: null },
      delivery("shipment.created", "2026-05-01T09:00:00Z", { orderId: "ord_9", shipmentId: "shp_9" }),
    );
    expect(update).toMatchObject({ shipmentState: "created", shipmentId: "shp_9" });
    expect(update).not.toHaveProperty("serviceOrderId");
  });

  test("a return flags the order next to the flags it had", () => {
    const update = shipmentColumnsUpdate(
      row,
      delivery("shipment.return_initiated", "2026-05-02T09:00:00Z", { shipmentState: "returning" }),
    );
    expect(update?.flaggedReason).toBe("ADDRESS_NEEDS_MANUAL_VERIFICATION,SHIPMENT_RETURN_INITIATED");
  });
});

describe("which deliveries may call for a Shopify Flow trigger", () => {
  test("delivered, a failed attempt and returned may; picked up, in transit and a checkpoint do not", () => {
    const at = "2026-05-02T09:00:00Z";
    expect(mayCallForFlow(delivery("shipment.delivered", at))).toBe(true);
    expect(mayCallForFlow(delivery("shipment.failed_attempt", at))).toBe(true);
    expect(mayCallForFlow(delivery("shipment.returned", at))).toBe(true);
    expect(mayCallForFlow(delivery("shipment.picked_up", at))).toBe(false);
    expect(mayCallForFlow(delivery("shipment.in_transit", at, { shipmentState: "in_transit" }))).toBe(false);
    expect(mayCallForFlow(delivery("shipment.leg_checkpoint", at))).toBe(false);
  });

  test("an event that leaves the shipment delivered may: it collects the rider's cash", () => {
    expect(
      mayCallForFlow(
        delivery("shipment.leg_handover_completed", "2026-05-02T09:00:00Z", { shipmentState: "delivered" }),
      ),
    ).toBe(true);
  });
});
