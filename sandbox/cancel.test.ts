import { describe, expect, test } from "vitest";
import { useSandbox, validOrder, WRITER_KEY } from "./test-support";

const t = useSandbox();

async function createOrder(ref: string) {
  const answer = await t.api("POST", "/orders", { body: validOrder({ externalOrderRef: ref }) });
  expect(answer.status).toBe(201);
  return answer.body as { orderId: string; shipmentId: string };
}

describe("POST /orders/{reference}/cancel", () => {
  test("cancels with 200, nests the state in `shipment` (later form) and stores the reason", async () => {
    const created = await createOrder("CANCEL-1");
    const answer = await t.api("POST", "/orders/CANCEL-1/cancel", { body: { reason: "customer changed their mind" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      orderId: created.orderId,
      externalOrderRef: "CANCEL-1",
      cancelledAt: expect.any(String),
      shipment: { shipmentId: created.shipmentId, shipmentState: "cancelled" },
    });
    const stored = (await t.control("GET", "/orders/CANCEL-1")).body;
    expect(stored.cancelReason).toBe("customer changed their mind");
    expect((await t.api("GET", "/orders/CANCEL-1")).body.cancelledAt).toBe(answer.body.cancelledAt);
  });

  test("the earlier form gives the state at top level", async () => {
    await createOrder("CANCEL-2");
    await t.control("PATCH", "/account", { responseForm: "earlier" });
    const answer = await t.api("POST", "/orders/CANCEL-2/cancel");
    expect(answer.body).toMatchObject({ shipmentState: "cancelled" });
    expect(answer.body).not.toHaveProperty("shipment");
  });

  test("the status can be switched to the 201 of the machine-readable description", async () => {
    await createOrder("CANCEL-3");
    await t.control("PATCH", "/account", { cancelResponseStatus: 201 });
    expect((await t.api("POST", "/orders/CANCEL-3/cancel")).status).toBe(201);
  });

  test("is refused with 409 ORDER_NOT_CANCELLABLE once cancelled or delivered", async () => {
    await createOrder("CANCEL-4");
    await t.api("POST", "/orders/CANCEL-4/cancel");
    const twice = await t.api("POST", "/orders/CANCEL-4/cancel");
    expect([twice.status, twice.body.code, twice.body.details]).toEqual([
      409,
      "ORDER_NOT_CANCELLABLE",
      { shipmentState: "cancelled" },
    ]);
    await createOrder("CANCEL-5");
    await t.control("POST", "/orders/CANCEL-5/events", { event: "shipment.delivered" });
    expect((await t.api("POST", "/orders/CANCEL-5/cancel")).body.code).toBe("ORDER_NOT_CANCELLABLE");
  });

  test("the refused states are configurable, e.g. refusing once picked up", async () => {
    await createOrder("CANCEL-6");
    await t.control("PATCH", "/account", { cancelRefusedStates: ["picked_up", "in_transit", "arriving", "delivered"] });
    await t.control("POST", "/orders/CANCEL-6/events", { event: "shipment.picked_up" });
    expect((await t.api("POST", "/orders/CANCEL-6/cancel")).body.code).toBe("ORDER_NOT_CANCELLABLE");
  });

  test("needs the orders:cancel scope, not orders:write", async () => {
    await createOrder("CANCEL-7");
    const answer = await t.api("POST", "/orders/CANCEL-7/cancel", { key: WRITER_KEY });
    expect(answer.body.details.missingScopes).toEqual(["orders:cancel"]);
  });

  test("a reason that is not a string is a validation failure", async () => {
    await createOrder("CANCEL-8");
    expect((await t.api("POST", "/orders/CANCEL-8/cancel", { body: { reason: 42 } })).body.details.fields).toEqual([
      "reason",
    ]);
  });
});
