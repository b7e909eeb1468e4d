import { describe, expect, test } from "vitest";
import { planFulfillmentEvents, type ShipmentEventLike } from "./fulfillment-event-plan";

let n = 0;
const event = (eventType: string, iso: string, checkpoint?: [string, string]): ShipmentEventLike => ({
  id: `e${++n}`,
  eventType: `shipment.${eventType}`,
  occurredAt: new Date(iso),
  checkpointName: checkpoint?.[0] ?? null,
  checkpointCountry: checkpoint?.[1] ?? null,
});
const statuses = (planned: ReturnType<typeof planFulfillmentEvents>) => planned.map((p) => p.status);

describe("fulfillment events to send", () => {
  test("every step once, oldest first, a checkpoint with its name and country", () => {
    const events = [
      event("delivered", "2026-05-01T15:00:00.000Z"),
      event("assigned", "2026-05-01T08:00:00.000Z"),
      event("created", "2026-05-01T07:00:00.000Z"),
      event("picked_up", "2026-05-01T09:00:00.000Z"),
      event("leg_checkpoint", "2026-05-01T11:00:00.000Z", ["Noé border post", "CI"]),
      event("arriving", "2026-05-01T14:00:00.000Z"),
    ];
    const planned = planFulfillmentEvents(events, []);
    expect(statuses(planned)).toEqual([
      "CONFIRMED",
      "CARRIER_PICKED_UP",
      "IN_TRANSIT",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
    ]);
    expect(planned[2]).toMatchObject({ message: "Checkpoint: Noé border post", country: "CI" });
  });

  test("what the fulfillment has is not sent again, even stored to the second", () => {
    const events = [event("picked_up", "2026-05-01T09:00:00.250Z"), event("in_transit", "2026-05-01T10:00:00.000Z")];
    const existing = [{ status: "CARRIER_PICKED_UP", happenedAt: "2026-05-01T09:00:00Z", message: null }];
    expect(statuses(planFulfillmentEvents(events, existing))).toEqual(["IN_TRANSIT"]);
  });

  test("a late, older event does not move the fulfillment backwards", () => {
    const existing = [{ status: "DELIVERED", happenedAt: "2026-05-01T15:00:00Z", message: null }];
    expect(
      planFulfillmentEvents(
        [event("in_transit", "2026-05-01T10:00:00Z"), event("assigned", "2026-05-01T08:00:00Z")],
        existing,
      ),
    ).toEqual([]);
    const inTransit = [{ status: "IN_TRANSIT", happenedAt: "2026-05-01T12:00:00Z", message: null }];
    expect(planFulfillmentEvents([event("leg_checkpoint", "2026-05-01T11:00:00Z", ["A", "SN"])], inTransit)).toEqual(
      [],
    );
  });

  test("a return is a failure with a message; a failed attempt then a new arrival both show", () => {
    const planned = planFulfillmentEvents(
      [
        event("failed_attempt", "2026-05-01T15:00:00Z"),
        event("arriving", "2026-05-02T09:00:00Z"),
        event("return_initiated", "2026-05-03T09:00:00Z"),
      ],
      [{ status: "OUT_FOR_DELIVERY", happenedAt: "2026-05-01T14:00:00Z", message: null }],
    );
    expect(statuses(planned)).toEqual(["ATTEMPTED_DELIVERY", "OUT_FOR_DELIVERY", "FAILURE"]);
    expect(planned[2].message).toMatch(/will not be delivered/);
  });
});
