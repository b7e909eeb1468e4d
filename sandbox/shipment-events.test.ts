import { describe, expect, test } from "vitest";
import { useSandbox, validOrder } from "./test-support";

const t = useSandbox();

async function orderWithEvents(ref: string, events: string[]) {
  expect((await t.api("POST", "/orders", { body: validOrder({ externalOrderRef: ref }) })).status).toBe(201);
  for (const event of events) {
    const moved = await t.control("POST", `/orders/${ref}/events`, { event });
    expect({ event, status: moved.status }).toEqual({ event, status: 201 });
  }
}

describe("shipment moves through the control API", () => {
  test("a domestic delivery walks created → assigned → picked_up → in_transit → arriving → delivered", async () => {
    await orderWithEvents("WALK-1", [
      "shipment.verified",
      "shipment.assigned",
      "shipment.picked_up",
      "shipment.in_transit",
      "shipment.arriving",
      "shipment.delivered",
    ]);
    const timeline = (await t.api("GET", "/orders/WALK-1")).body.shipment.timeline.map(
      (e: { newState: string }) => e.newState,
    );
    expect(timeline).toEqual(["created", "created", "assigned", "picked_up", "in_transit", "arriving", "delivered"]);
    const tracking = await t.api("GET", "/orders/WALK-1/tracking");
    expect(tracking.body.shipment.deliveredAt).toEqual(expect.any(String));
    expect(tracking.body.shipment.events.at(-1)).toMatchObject({ previousState: "arriving", newState: "delivered" });
  });

  test("failed attempts and returns get their own states", async () => {
    await orderWithEvents("RETURN-1", ["shipment.assigned", "shipment.in_transit", "shipment.failed_attempt"]);
    expect((await t.api("GET", "/orders/RETURN-1")).body.shipment.shipmentState).toBe("failed_attempt");
    await orderWithEvents("RETURN-2", [
      "shipment.assigned",
      "shipment.failed_attempt",
      "shipment.return_initiated",
      "shipment.returned",
    ]);
    expect((await t.api("GET", "/orders/RETURN-2")).body.shipment.shipmentState).toBe("returned");
  });

  test("a delivered shipment only moves to a return, and a returned one does not move", async () => {
    await orderWithEvents("FINAL-1", ["shipment.delivered"]);
    const refused = await t.control("POST", "/orders/FINAL-1/events", { event: "shipment.in_transit" });
    expect([refused.status, refused.body.code]).toEqual([409, "SANDBOX_STATE_CONFLICT"]);
    expect((await t.control("POST", "/orders/FINAL-1/events", { event: "shipment.return_initiated" })).status).toBe(
      201,
    );
  });

  test("a checkpoint needs its name and country, and shipment.created cannot be replayed", async () => {
    await orderWithEvents("CHECK-1", []);
    const noCheckpoint = await t.control("POST", "/orders/CHECK-1/events", { event: "shipment.leg_checkpoint" });
    expect(noCheckpoint.body.details.fields).toEqual(["checkpoint"]);
    const replay = await t.control("POST", "/orders/CHECK-1/events", { event: "shipment.created" });
    expect(replay.body.details.fields).toEqual(["event"]);
  });

  test("a shipment.cancelled event marks the order cancelled", async () => {
    await orderWithEvents("CANCEL-EVENT", ["shipment.cancelled"]);
    expect((await t.api("GET", "/orders/CANCEL-EVENT")).body.cancelledAt).toEqual(expect.any(String));
  });

  test("an unknown order is 404 on the control API too", async () => {
    const answer = await t.control("POST", "/orders/missing/events", { event: "shipment.assigned" });
    expect([answer.status, answer.body.code]).toEqual([404, "ORDER_NOT_FOUND"]);
  });
});
