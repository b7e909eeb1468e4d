import { expect, test } from "vitest";
import { connectTestShop } from "../../stack/connect";
import {
  abidjanOrder,
  markPaidInStandIn,
  placeOrder,
  sandboxRequests,
  sendOrderWebhook,
  waitForOrderSync,
} from "../../stack/orders";
import type { OrderInput } from "../../shopify-stand-in/orders";
import { runCli } from "../../stack/cli";
import { startStack } from "../../stack/stack";
import { control, sandboxClient } from "../support/tracking-kit";
import { useStack } from "../support/use-stack";

/*
 * A create the service wrote but never answered in time (spec §4 idempotency). The app gives up
 * on a call after DELIVERY_TIMEOUT_MS (1 s here); the sandbox's latency fault answers after 1.5 s,
 * having written the order all the same, as a slow service would.
 */
const stack = useStack(() => startStack({ DELIVERY_TIMEOUT_MS: "1000" }));

async function serviceOrdersWithRef(externalOrderRef: string) {
  const found = [];
  for await (const order of sandboxClient(stack).iterateOrders({}))
    if (order.externalOrderRef === externalOrderRef) found.push(order);
  return found;
}

/** The create requests the sandbox received for one of our references, with their bodies. */
async function createsOf(externalOrderRef: string) {
  return (await sandboxRequests(stack, "/v1/public-api/orders")).filter(
    (request) =>
      request.method === "POST" &&
      request.path === "/v1/public-api/orders" &&
      (request.body as { externalOrderRef?: string } | undefined)?.externalOrderRef === externalOrderRef,
  );
}

/**
 * A cash-on-delivery order whose create is out: every try of its first job times out (the client's
 * own retries included), yet the service writes the order. Returns once the first try was sent.
 */
async function orderWithUnansweredCreate() {
  const domain = await stack.installShop({ currency: "XOF" });
  await connectTestShop(stack, domain);
  await control(stack, "POST", "/faults", {
    kind: "latency",
    latencyMs: 1500,
    count: 3,
    path: "/v1/public-api/orders",
    method: "POST",
  });
  const order = await placeOrder(
    stack,
    domain,
    abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] }),
  );
  const { externalOrderRef } = await waitForOrderSync(stack, order.gid, (row) => Boolean(row), "received");
  await expect
    .poll(async () => (await createsOf(externalOrderRef)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  return { domain, order };
}

test("an order changed while its create went unanswered is created once, with the body first sent, and the change is flagged", async () => {
  const { domain, order } = await orderWithUnansweredCreate();
  // Meanwhile the buyer moves the delivery and pays: a recomputed body would differ in both
  // (another address, nothing to collect). The address is a change to flag; the payment is not.
  stack.shopify.state.getOrder(order.gid)!.shippingAddress!.address1 = "Boulevard Latrille 200";
  markPaidInStandIn(stack, order.gid);
  await sendOrderWebhook(stack, domain, order.gid, "orders/paid");

  const row = await waitForOrderSync(
    stack,
    order.gid,
    (r) => r?.syncState === "SENT" && Boolean(r.flaggedReason?.split(",").includes("CHANGED_AFTER_HANDOFF")),
    "sent and flagged as changed",
  );
  const service = await serviceOrdersWithRef(row.externalOrderRef);
  expect(service.map((o) => o.orderId)).toEqual([row.serviceOrderId]);
  // Every try carried the body first sent (cash to collect, as the order stood then), under one key.
  const creates = await createsOf(row.externalOrderRef);
  expect(creates.length).toBeGreaterThanOrEqual(2);
  expect(creates.map((request) => JSON.stringify(request.body))).toEqual(
    creates.map(() => JSON.stringify(creates[0].body)),
  );
  expect((creates[0].body as { codAmountMinor: number }).codAmountMinor).toBeGreaterThan(0);
  // The buyer's payment then reaches the service as a payment, not as a second order.
  await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "PAID_RECORDED", "recorded paid");
  await control(stack, "DELETE", "/faults");
});

test("an order cancelled in Shopify while its create went unanswered is cancelled at the service, not delivered", async () => {
  const { domain, order } = await orderWithUnansweredCreate();
  const record = stack.shopify.state.getOrder(order.gid)!;
  record.cancelledAt = new Date().toISOString();
  record.cancelReason = "CUSTOMER";
  record.updatedAt = new Date(Date.parse(record.updatedAt) + 2000).toISOString();
  await sendOrderWebhook(stack, domain, order.gid, "orders/cancelled");

  const row = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "CANCELLED", "cancelled at the service");
  const service = await serviceOrdersWithRef(row.externalOrderRef);
  expect(service.map((o) => [o.orderId, o.shipment?.shipmentState])).toEqual([[row.serviceOrderId, "cancelled"]]);
  await control(stack, "DELETE", "/faults");
});

test("an order the service wrote but never answered, every try spent, is attached by the reconciliation and followed up", async () => {
  const domain = await stack.installShop({ currency: "XOF" });
  await connectTestShop(stack, domain);
  // Not due on the schedule during the test: the command below is the reconciliation that finds the order.
  await stack.db.shop.update({ where: { domain }, data: { reconciledAt: new Date(Date.now() + 60 * 60_000) } });
  // Every create is written and its answer lost (the first writes the order, the repeats find it by their key).
  await control(stack, "POST", "/faults", {
    kind: "lose_answer",
    count: 100,
    path: "/v1/public-api/orders",
    method: "POST",
  });
  let externalOrderRef: string;
  let gid: string;
  try {
    const order = await placeOrder(stack, domain, abidjanOrder());
    gid = order.gid;
    ({ externalOrderRef } = await waitForOrderSync(stack, gid, (r) => r?.syncState === "FAILED", "failed, unanswered"));
  } finally {
    await control(stack, "DELETE", "/faults");
  }
  const [written] = await serviceOrdersWithRef(externalOrderRef);
  expect(written).toBeDefined();

  const run = await runCli(stack, ["reconcile", "--shop", domain, "--json"]);
  expect(run.json()).toMatchObject({ ran: true, attached: 1 });
  // Attached, then followed up by its sync like any handoff: the prepaid order's payment is recorded.
  const row = await waitForOrderSync(
    stack,
    gid,
    (r) => r?.paymentState === "PAID_RECORDED",
    "attached and recorded paid",
  );
  expect(row).toMatchObject({ syncState: "SENT", serviceOrderId: written.orderId });
  expect((await serviceOrdersWithRef(externalOrderRef)).map((o) => o.orderId)).toEqual([written.orderId]);
});

/**
 * A mark-paid the service recorded but whose answer was lost: the repeat is refused ("already has a
 * successful payment", §4). Read from what both forms carry, that is our own payment on file.
 */
const LOST_ANSWER_CASES: Array<[string, Partial<OrderInput>]> = [
  [
    "a cash-on-delivery order paid in Shopify before delivery",
    { financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] },
  ],
  [
    "an order paid after checkout (waiting for payment, then sent as paid)",
    { financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] },
  ],
];

test.each(LOST_ANSWER_CASES)(
  "%s whose mark-paid answer was lost is recorded, not left needing attention (earlier form)",
  async (_label, input) => {
    const domain = await stack.installShop({ currency: "XOF" });
    await connectTestShop(stack, domain);
    await control(stack, "PATCH", "/account", { responseForm: "earlier" });
    try {
      const order = await placeOrder(stack, domain, abidjanOrder(input));
      const cod = input.paymentGatewayNames?.includes("Cash on Delivery (COD)");
      const waiting = await waitForOrderSync(
        stack,
        order.gid,
        (r) => (cod ? r?.paymentState === "COD_PENDING" : r?.syncState === "WAITING_PAYMENT"),
        "sent as COD, or waiting for payment",
      );
      // Only this order's mark-paid answer is lost: the service writes it, the app never hears back.
      const path = `/v1/public-api/orders/${waiting.externalOrderRef}/mark-paid`;
      await control(stack, "POST", "/faults", { kind: "lose_answer", count: 1, path, method: "POST" });
      stack.shopify.state.payOrder(order.gid, { gateway: "Bank Deposit", authorizationCode: "VIR-77" });
      await sendOrderWebhook(stack, domain, order.gid, "orders/paid");
      const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "PAID_RECORDED", "recorded paid");
      expect(row).toMatchObject({ syncState: "SENT", lastErrorCode: null, paymentPlan: cod ? "COD" : "PAID" });
      expect(row.flaggedReason ?? "").not.toContain("PAID_TWICE");
      const tries = (await sandboxRequests(stack, path)).filter((request) => request.method === "POST");
      expect(tries.map((request) => request.status)).toEqual([201, 409]);
    } finally {
      await control(stack, "PATCH", "/account", { responseForm: "later" });
      await control(stack, "DELETE", "/faults");
    }
  },
);
