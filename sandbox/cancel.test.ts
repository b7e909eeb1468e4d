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

// spec §4 POST /orders rule 9: "An order cannot be changed by sending it again; it is changed in the
// dashboard, or cancelled and created anew." §3: cancelling cannot be undone.
describe("rule 9: changed by cancelling and creating anew, never by sending again", () => {
  test("a changed amount sent again under the same reference is refused (409) and changes nothing", async () => {
    await t.api("POST", "/orders", {
      body: validOrder({ externalOrderRef: "ANEW-1", paymentType: "COD", codAmountMinor: 3150000 }),
    });
    const again = await t.api("POST", "/orders", {
      body: validOrder({ externalOrderRef: "ANEW-1", paymentType: "COD", codAmountMinor: 2150000 }),
    });
    expect([again.status, again.body.code]).toEqual([409, "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD"]);
    expect((await t.api("GET", "/orders/ANEW-1")).body.codAmountMinor).toBe(3150000);
  });

  test("changed in the dashboard: the amount still to collect moves, the API sees it; not once cancelled", async () => {
    await t.api("POST", "/orders", {
      body: validOrder({ externalOrderRef: "ANEW-3", paymentType: "COD", codAmountMinor: 3150000 }),
    });
    const changed = await t.control("POST", "/orders/ANEW-3/dashboard-amount", { codAmountMinor: 2150000 });
    expect(changed.status).toBe(200);
    expect((await t.api("GET", "/orders/ANEW-3")).body.codAmountMinor).toBe(2150000);
    await t.api("POST", "/orders/ANEW-3/cancel");
    expect((await t.control("POST", "/orders/ANEW-3/dashboard-amount", { codAmountMinor: 1 })).status).toBe(409);
  });

  test("cancelled, the order is not revived by sending it again; created anew under a new reference, both are kept", async () => {
    const body = validOrder({ externalOrderRef: "ANEW-2", paymentType: "COD", codAmountMinor: 3150000 });
    const first = await t.api("POST", "/orders", { body });
    await t.api("POST", "/orders/ANEW-2/cancel", { body: { reason: "amount changed" } });
    // The same body again is the stored result of the first create: the cancelled order, not a new one.
    const replay = await t.api("POST", "/orders", { body });
    expect(replay.body.orderId).toBe(first.body.orderId);
    expect((await t.api("GET", "/orders/ANEW-2")).body.cancelledAt).not.toBeNull();

    const anew = await t.api("POST", "/orders", {
      body: validOrder({ ...body, externalOrderRef: "ANEW-2-r2", codAmountMinor: 2150000 }),
    });
    expect(anew.status).toBe(201);
    expect(anew.body.orderId).not.toBe(first.body.orderId);
    expect((await t.api("GET", "/orders/ANEW-2-r2")).body).toMatchObject({
      codAmountMinor: 2150000,
      cancelledAt: null,
    });
    expect((await t.api("GET", "/orders/ANEW-2")).body).toMatchObject({ codAmountMinor: 3150000 });
    // Cancelling cannot be undone, and the old order still cannot be cancelled again.
    expect((await t.api("POST", "/orders/ANEW-2/cancel")).body.code).toBe("ORDER_NOT_CANCELLABLE");
  });
});
