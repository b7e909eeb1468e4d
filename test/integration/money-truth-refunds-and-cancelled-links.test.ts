import { getJwt } from "@shopify/shopify-api/test-helpers";
import { describe, expect, test } from "vitest";
import { TEST_API_KEY, TEST_API_SECRET } from "../../stack/test-env";
import {
  abidjanOrder,
  BROWSER,
  connectedShop,
  control,
  placeOrder,
  RESPONSE_FORMS,
  runCli,
  sandboxOrder,
  sandboxRequests,
  sendOrderWebhook,
  sendRefundCreated,
  sessionToken,
  useMoneyStack,
  waitForOrderSync,
  waitForPaidRecorded,
  waitForShopIdle,
} from "../support/money-kit";

/*
 * Refunds after pickup and cancelled orders' links, end to end: Shopify stand-in → app → sandbox. A full refund after
 * handoff stops the parcel (cancel before pickup, a flag after); a cancelled order's payment link
 * that the buyer pays anyway is flagged for a refund in every view. The shops register no delivery
 * webhook endpoint: the app learns of a pickup or a link payment only when it asks the service.
 */
const { stack, responseForm } = useMoneyStack();

const cancelCalls = async (ref: string) =>
  (await sandboxRequests(stack, `/v1/public-api/orders/${ref}/cancel`)).filter((r) => r.method === "POST");

/** An order paid at checkout, handed off and on file with the service as paid. */
async function paidOrderHandedOff() {
  const shop = await connectedShop(stack);
  const order = await placeOrder(stack, shop, abidjanOrder());
  const row = await waitForPaidRecorded(stack, order.gid);
  return { shop, order, row };
}

/** The merchant refunds the whole order in Shopify; which webhooks arrive is the test's choice. */
async function refundInShopify(shop: string, gid: string, topics: Array<"orders/updated" | "refunds/create">) {
  const transaction = stack.shopify.state.refundOrder(gid);
  for (const topic of topics) {
    if (topic === "orders/updated") await sendOrderWebhook(stack, shop, gid, topic);
    else {
      const response = await sendRefundCreated(stack, shop, gid, transaction);
      expect(response.status, await response.text()).toBe(200);
    }
  }
}

async function cancelInShopify(shop: string, gid: string) {
  const record = stack.shopify.state.getOrder(gid)!;
  record.cancelledAt = new Date().toISOString();
  record.cancelReason = "CUSTOMER";
  record.updatedAt = new Date(Date.parse(record.updatedAt) + 2000).toISOString();
  await sendOrderWebhook(stack, shop, gid, "orders/cancelled");
}

/** The block on Shopify's order page, as the admin extension reads it. */
async function orderBlock(shop: string, gid: string) {
  const { token } = await getJwt(shop.replace(/\.myshopify\.com$/, ""), TEST_API_KEY, TEST_API_SECRET);
  const response = await fetch(`${stack.app.url}/api/order-delivery?${new URLSearchParams({ orderId: gid })}`, {
    headers: { "User-Agent": BROWSER, Origin: "https://extensions.shopifycdn.com", Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    attention: { code: string; message: string } | null;
    payment: { story: string; stillToCollectMinor: number; text: string } | null;
  };
}

/** An embedded admin page's data (the route's loader), as the admin reads it. */
async function adminData(shop: string, path: string) {
  const response = await fetch(`${stack.app.url}${path}`, {
    headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(shop)}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe("item 2: a full refund after handoff stops the parcel", () => {
  test.each([
    ["orders/updated (financial status refunded)", ["orders/updated"]],
    ["refunds/create alone (its orders/updated lost)", ["refunds/create"]],
  ] as const)("before pickup, refunded by %s: the service order is cancelled", async (_label, topics) => {
    const { shop, order, row } = await paidOrderHandedOff();
    await refundInShopify(shop, order.gid, [...topics]);
    const cancelled = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "CANCELLED", "cancelled");
    expect(cancelled).toMatchObject({ shipmentState: "cancelled", lastErrorCode: null });
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      cancelReason: "refunded in Shopify",
      shipment: { shipmentState: "cancelled" },
    });
    expect(await cancelCalls(row.externalOrderRef)).toHaveLength(1);
    // refunds/create had the order read again from the shop (orders.reread-order), not left to a later sweep.
    const rereads = stack.shopify.state.requests.filter(
      (r) => r.operationName === "DeliveryOrderSnapshot" && JSON.stringify(r.variables).includes(order.gid),
    );
    expect(rereads).toHaveLength((topics as readonly string[]).includes("refunds/create") ? 1 : 0);
  });

  test("refunds/create, orders/updated, then orders/cancelled: cancelled once, nothing done twice", async () => {
    const { shop, order, row } = await paidOrderHandedOff();
    await refundInShopify(shop, order.gid, ["refunds/create", "orders/updated"]);
    await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "CANCELLED", "cancelled");
    await cancelInShopify(shop, order.gid);
    await waitForShopIdle(stack, shop);
    expect(await cancelCalls(row.externalOrderRef)).toHaveLength(1);
    const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(show.json()).toMatchObject({ order: { syncState: "CANCELLED", payment: { story: "paid_recorded" } } });
  });

  test("a refunds/create relabelled with another shop's header is ignored: that shop holds no such order", async () => {
    const { shop, order, row } = await paidOrderHandedOff();
    const other = await connectedShop(stack);
    const transaction = stack.shopify.state.refundOrder(order.gid);
    const response = await sendRefundCreated(stack, other, order.gid, transaction);
    expect(response.status).toBe(200);
    await waitForShopIdle(stack, other);
    await waitForShopIdle(stack, shop);
    const reads = stack.shopify.state.requests.filter((r) => r.operationName === "DeliveryOrderSnapshot");
    expect(reads.filter((r) => JSON.stringify(r.variables).includes(order.gid))).toEqual([]);
    expect(await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ syncState: "SENT" });
    expect(await cancelCalls(row.externalOrderRef)).toEqual([]);
  });

  test("after pickup: not cancelled; flagged to stop or return the parcel on the order, the block and the CLI", async () => {
    const { shop, order, row } = await paidOrderHandedOff();
    // The rider has the parcel; the app has not heard (no delivery webhook): the service's own state decides.
    await control(stack, "POST", `/orders/${encodeURIComponent(row.externalOrderRef)}/events`, {
      event: "shipment.picked_up",
    });
    await refundInShopify(shop, order.gid, ["orders/updated", "refunds/create"]);
    const flagged = await waitForOrderSync(
      stack,
      order.gid,
      (r) => Boolean(r?.flaggedReason?.includes("REFUNDED_AFTER_PICKUP")),
      "flagged refunded after pickup",
    );
    expect(flagged).toMatchObject({ syncState: "SENT", lastErrorCode: null });
    await waitForShopIdle(stack, shop);
    expect(await cancelCalls(row.externalOrderRef)).toEqual([]);
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({ shipment: { shipmentState: "picked_up" } });
    // Flagged once, though two webhooks (and two syncs) brought the refund.
    const flags = (await waitForOrderSync(stack, order.gid, () => true)).flaggedReason!.split(",");
    expect(flags.filter((flag) => flag === "REFUNDED_AFTER_PICKUP")).toHaveLength(1);

    const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(show.json()).toMatchObject({ shipment: { flags: expect.arrayContaining(["REFUNDED_AFTER_PICKUP"]) } });
    const block = await orderBlock(shop, order.gid);
    expect(block.attention?.message).toContain("stop the delivery or return the parcel");
    expect(await adminData(shop, `/app/orders/${row.id}.data`)).toContain("REFUNDED_AFTER_PICKUP");
  });
});

type Ledger = {
  currencies: Array<{ needsLook: { byReason: Record<string, { count: number; amountMinor: number }> } }>;
  orders: { needsLook: Array<{ orderName: string; reason: string; amountMinor: number }> };
};

/** An unpaid order sent with a payment link (held in Shopify), then cancelled in Shopify and with the service. */
async function cancelledLinkOrder() {
  const shop = await connectedShop(stack, { settings: { unpaidOrders: "payment_link" } });
  const order = await placeOrder(
    stack,
    shop,
    abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
  );
  const held = await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.paymentHoldAt), "held for payment");
  expect(held.paymentLinkUrl).toEqual(expect.any(String));
  await cancelInShopify(shop, order.gid);
  const row = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "CANCELLED", "cancelled");
  expect(row).toMatchObject({ paymentState: "LINK_PENDING", shipmentState: "cancelled" });
  return { shop, order, row, linkUrl: held.paymentLinkUrl! };
}

/** The buyer pays the link they were sent (the sandbox's payment page, spec §2 `paymentLinkUrl`). */
async function payLink(url: string) {
  const paid = await fetch(url, { method: "POST" });
  expect(paid.status, await paid.text()).toBe(200);
}

describe("item 3: a cancelled order's payment link, paid anyway", () => {
  test.each(RESPONSE_FORMS)(
    "reconcile notices; 'paid after cancellation: refund the buyer' with the amount in every view; Shopify is not marked paid (%s form)",
    async (form) => {
      await responseForm(form);
      const { shop, order, row, linkUrl } = await cancelledLinkOrder();
      await payLink(linkUrl);
      const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.json()).toMatchObject({ linkPaid: 1 });

      const flagged = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
      expect(flagged).toMatchObject({ paymentState: "LINK_PAID", syncState: "CANCELLED", shopifyPaidAt: null });
      expect(flagged.flaggedReason).toContain("PAID_AFTER_CANCEL");
      const refund = { story: "paid_after_cancellation", stillToCollectMinor: 0, refundDueMinor: 3150000 };

      const list = await runCli(stack, ["orders:list", "--shop", shop, "--json"]);
      expect(list.json<{ orders: unknown[] }>().orders[0]).toMatchObject({ payment: refund });
      const listText = await runCli(stack, ["orders:list", "--shop", shop]);
      expect(listText.stdout).toMatch(/^Order\s+State\s+Shipment\s+To collect\s+Payment\s+Problem\n/);
      expect(listText.stdout).toContain("Paid after cancellation: refund the buyer (refund 31,500 XOF)");
      const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
      expect(show.json()).toMatchObject({ order: { payment: refund } });

      const block = await orderBlock(shop, order.gid);
      expect(block.payment).toMatchObject({ story: "paid_after_cancellation", stillToCollectMinor: 0 });
      expect(block.payment?.text).toBe("Paid after cancellation: refund the buyer · Refund the buyer: 31,500 XOF");
      expect(block.attention?.message).toContain("refund the buyer the amount paid");

      const page = await adminData(shop, `/app/orders/${row.id}.data`);
      expect(page).toContain("paid_after_cancellation");
      expect(page).toContain("PAID_AFTER_CANCEL");
      const orders = await adminData(shop, "/app/orders.data");
      expect(orders).toContain("paid_after_cancellation");
      expect(orders).toContain("refundDueMinor");

      const ledger = (await runCli(stack, ["cod:ledger", "--shop", shop, "--json"])).json<Ledger>();
      expect(ledger.currencies[0].needsLook.byReason.PAID_AFTER_CANCEL).toEqual({ count: 1, amountMinor: 3150000 });
      expect(ledger.orders.needsLook).toEqual([
        expect.objectContaining({ orderName: order.name, reason: "PAID_AFTER_CANCEL", amountMinor: 3150000 }),
      ]);

      // A cancelled Shopify order is not marked paid: the money goes back to the buyer.
      await waitForShopIdle(stack, shop);
      const marks = stack.shopify.state
        .requestsFor("orderMarkAsPaid")
        .filter((r) => JSON.stringify(r.variables).includes(order.gid));
      expect(marks).toEqual([]);
      // Flagged once: the next run reads the link no more.
      const again = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
      expect(again.json()).toMatchObject({ linkPaid: 0 });
    },
  );

  test("cancelled from the service's dashboard, unheard by the app, then paid while Shopify still owes it: recorded, no refund due", async () => {
    await responseForm("later");
    const shop = await connectedShop(stack, { settings: { unpaidOrders: "payment_link" } });
    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
    );
    const row = await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.paymentHoldAt), "held for payment");
    await control(stack, "POST", `/orders/${encodeURIComponent(row.externalOrderRef)}/events`, {
      event: "shipment.cancelled",
    });
    await payLink(row.paymentLinkUrl!);
    const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    // The buyer paid what the Shopify order owes (docs/decisions/099): received, not a refund due.
    const recorded = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(recorded).toMatchObject({ paymentState: "LINK_PAID", shipmentState: "cancelled" });
    expect(recorded.shopifyPaidAt).not.toBeNull();
    expect(recorded.flaggedReason ?? "").not.toContain("PAID_AFTER_CANCEL");
    await waitForShopIdle(stack, shop);
    expect(stack.shopify.state.getOrder(order.gid)!.displayFinancialStatus).toBe("PAID");
  });

  test("the watch is bounded: a link paid after the watch period is no longer read", async () => {
    await responseForm("later");
    const { shop, row, linkUrl } = await cancelledLinkOrder();
    // Cancelled fifteen days ago (CANCELLED_LINK_WATCH_MS is fourteen days).
    await stack.db.orderSync.update({
      where: { id: row.id },
      data: { shipmentStateAt: new Date(Date.now() - 15 * 24 * 60 * 60_000) },
    });
    await payLink(linkUrl);
    const reads = async () =>
      (await sandboxRequests(stack, `/v1/public-api/orders/${row.externalOrderRef}`)).filter((r) => r.method === "GET")
        .length;
    const before = await reads();
    const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json()).toMatchObject({ linkPaid: 0 });
    expect(await reads()).toBe(before);
    const unchanged = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(unchanged.paymentState).toBe("LINK_PENDING");
    expect(unchanged.flaggedReason ?? "").not.toContain("PAID_AFTER_CANCEL");
  });
});
