import { afterEach, expect, test } from "vitest";
import { cashOnDeliveryOrder, placeOrder, sandboxOrder, waitForOrderSync } from "../../stack/orders";
import { control, shopHearingDeliveries } from "../support/tracking-kit";
import { useStack } from "../support/use-stack";

/*
 * The service emits shipment.created as it writes an order (sandbox choice, spec §6), so its webhook can reach
 * the app before the create's answer does. Only the order's sync records the handoff (sent, what the rider
 * collects, Shopify's metafields); a delivery heard first records the shipment, never the handoff. When the
 * delivery wrote the service's order id, the sync's answer found the handoff "already recorded" and the order
 * stayed PENDING, its cash never followed (fresh-clone run 78: money-truth-shop-days on PostgreSQL; decision 066).
 */
const stack = useStack();
const CREATE = { path: "/v1/public-api/orders", method: "POST" };
afterEach(() => control(stack, "DELETE", "/faults"));

/** The order was sent as cash on delivery, with the service's ids and Shopify's metafields. */
async function expectHandedOff(gid: string) {
  const row = await waitForOrderSync(stack, gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
  const service = await sandboxOrder(stack, row.externalOrderRef);
  expect(row).toMatchObject({ syncState: "SENT", paymentPlan: "COD", serviceOrderId: service!.orderId });
  expect(row.sentAt).toBeInstanceOf(Date);
  await expect
    .poll(() => stack.shopify.state.metafields(gid) as Array<{ key: string; value: string }>)
    .toEqual(expect.arrayContaining([expect.objectContaining({ key: "order_id", value: String(service!.orderId) })]));
}

/**
 * A COD order placed with these faults on its creates, once the service's shipment.created for it was heard
 * (the faults keep the create's answer from the app meanwhile); the faults stay until the test clears them.
 */
async function orderHeardBeforeItsAnswer(...faults: Array<Record<string, unknown>>) {
  const domain = await shopHearingDeliveries(stack);
  for (const fault of faults) await control(stack, "POST", "/faults", { count: 1, ...fault, ...CREATE });
  const order = await placeOrder(stack, domain, cashOnDeliveryOrder());
  const heard = await waitForOrderSync(stack, order.gid, (r) => r?.shipmentState === "created", "the delivery heard");
  return { order, heard };
}

/** The service writes the order and emits its webhook; the answer waits until the test lets it go. */
const HOLD_ANSWER = { kind: "hold_answer", latencyMs: 120_000 };

test("shipment.created heard before the create's answer: the order is still recorded as handed off", async () => {
  const { order } = await orderHeardBeforeItsAnswer(HOLD_ANSWER);

  await control(stack, "DELETE", "/faults");
  await expectHandedOff(order.gid);
});

test("shipment.created heard while the create's answer was lost: the repeated create records the handoff", async () => {
  // The first create is written and its answer lost; the repeat (same Idempotency-Key) waits until the delivery
  // was heard, then is answered with the same order.
  const { order } = await orderHeardBeforeItsAnswer({ kind: "lose_answer" }, { kind: "hold", latencyMs: 120_000 });

  await control(stack, "DELETE", "/faults");
  await expectHandedOff(order.gid);
});

test("delivered before the create's answer came back: the shipment stays delivered and the rider's cash counts", async () => {
  const { order, heard } = await orderHeardBeforeItsAnswer(HOLD_ANSWER);
  const deliveredAt = new Date().toISOString();
  await control(stack, "POST", `/orders/${encodeURIComponent(heard.externalOrderRef)}/events`, {
    event: "shipment.delivered",
    occurredAt: deliveredAt,
  });
  await waitForOrderSync(stack, order.gid, (r) => r?.shipmentState === "delivered", "the delivered event heard");

  await control(stack, "DELETE", "/faults");
  // The answer (shipment "created") never moves the order back; what was heard is read again once it is sent.
  const row = await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.codCollectedAt), "cash collected");
  expect(row).toMatchObject({ syncState: "SENT", paymentPlan: "COD", shipmentState: "delivered" });
  expect(row.codCollectedAt!.toISOString()).toBe(deliveredAt);
  expect(row.paymentState).toBe("COD_COLLECTED");
  await expect.poll(() => stack.shopify.state.fulfillments(order.gid).length).toBe(1);
});
