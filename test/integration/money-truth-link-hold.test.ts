import { describe, expect, test } from "vitest";
import {
  abidjanOrder,
  connectTestShop,
  control,
  eventually,
  placeOrder,
  runCli,
  sendOrderWebhook,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";

/*
 * A payment-link order whose fulfillment orders Shopify's routing makes only after
 * the handoff. The hold found nothing then; it is taken when they appear (the routing webhook, or the
 * reconciliation when no webhook came), and released when the link is paid. Stand-in → app → sandbox.
 */
const { stack } = useMoneyStack();

const ROUTING = "fulfillment_orders/order_routing_complete";
const ROUTING_PATH = "/webhooks/fulfillment_orders/order_routing_complete";
const HOLD_HANDLE = "delivery-connect-awaiting-payment";

async function linkShop() {
  const shop = await stack.installShop({ currency: "XOF" });
  await connectTestShop(stack, shop, { settings: { unpaidOrders: "payment_link" } });
  return shop;
}

/** A link order handed over before Shopify's routing made any fulfillment order: nothing to hold yet. */
async function unroutedLinkOrder(shop: string) {
  const order = await placeOrder(
    stack,
    shop,
    abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"], fulfillmentOrders: [] }),
  );
  const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "LINK_PENDING", "link sent");
  await waitForShopIdle(stack, shop);
  expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).paymentHoldAt).toBeNull();
  return { order, row };
}

/** An unpaid link order of two items, Shopify's routing having placed only the first: that one held. */
async function linkOrderHeldForItsFirstItem() {
  const shop = await linkShop();
  const order = await placeOrder(
    stack,
    shop,
    abidjanOrder({
      financialStatus: "PENDING",
      paymentGatewayNames: ["Bank Deposit"],
      lineItems: [
        { title: "Attiéké 1kg", sku: "ATK-1", quantity: 1, price: "15000", grams: 1000 },
        { title: "Bissap", sku: "BSP-1", quantity: 2, price: "1000", grams: 500 },
      ],
      fulfillmentOrders: [{ lineItems: [0] }],
    }),
  );
  await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.paymentHoldAt), "first fulfillment order held");
  return { shop, order };
}

/** Shopify's routing finishes: the fulfillment orders exist, and Shopify says so for each one. */
async function route(shop: string, orderGid: string, options: { webhook: boolean } = { webhook: true }) {
  const routed = stack.shopify.state.releaseFulfillmentOrders(orderGid);
  if (options.webhook)
    for (const id of routed) {
      const response = await sendRouting(shop, stack.shopify.state.fulfillmentOrderWebhookPayload(id));
      expect(response.status).toBe(200);
    }
  return routed;
}

const sendRouting = (shop: string, payload: unknown, webhookId?: string) =>
  stack.shopify.sendWebhook({ path: ROUTING_PATH, topic: ROUTING, shop, payload, webhookId });

const ourHolds = (orderGid: string) =>
  stack.shopify.state
    .fulfillmentOrders(orderGid)
    .flatMap((fo) => fo.fulfillmentHolds.filter((hold) => hold.handle === HOLD_HANDLE));

async function payLinkAndReconcile(shop: string, externalOrderRef: string) {
  await control(stack, "POST", `/orders/${encodeURIComponent(externalOrderRef)}/confirm-link-payment`);
  const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
  expect(run.code, run.stderr).toBe(0);
}

describe("item 6: a link order whose fulfillment orders appear after handoff is held while unpaid", () => {
  test("the routing webhook holds it; paying the link releases it, once", async () => {
    const shop = await linkShop();
    const { order, row } = await unroutedLinkOrder(shop);

    const [routed] = await route(shop, order.gid);
    const held = await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.paymentHoldAt), "held once routed");
    expect(held.paymentState).toBe("LINK_PENDING");
    expect(stack.shopify.state.fulfillmentOrders(order.gid)).toEqual([
      expect.objectContaining({ id: routed, status: "ON_HOLD" }),
    ]);
    expect(ourHolds(order.gid)).toEqual([expect.objectContaining({ reason: "AWAITING_PAYMENT" })]);

    // Shopify says it again (a new delivery of the same news): nothing is held twice.
    await waitForShopIdle(stack, shop);
    const holdsBefore = stack.shopify.state.requestsFor("fulfillmentOrderHold").length;
    const again = stack.shopify.state.fulfillmentOrderWebhookPayload(routed);
    expect((await sendRouting(shop, again)).status).toBe(200);
    await waitForShopIdle(stack, shop);
    expect(ourHolds(order.gid)).toHaveLength(1);
    expect(stack.shopify.state.requestsFor("fulfillmentOrderHold").length).toBe(holdsBefore);

    await payLinkAndReconcile(shop, row.externalOrderRef);
    const released = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(released).toMatchObject({ paymentState: "LINK_PAID", paymentHoldAt: null });
    expect(stack.shopify.state.fulfillmentOrders(order.gid)[0]).toMatchObject({ status: "OPEN", fulfillmentHolds: [] });
    expect(stack.shopify.state.getOrder(order.gid)!.displayFinancialStatus).toBe("PAID");
  });

  test("no routing webhook came: the reconciliation holds it (the next sync)", async () => {
    const shop = await linkShop();
    const { order, row } = await unroutedLinkOrder(shop);
    await route(shop, order.gid, { webhook: false });

    const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json()).toMatchObject({ linkHeld: 1 });
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).paymentHoldAt).not.toBeNull();
    expect(stack.shopify.state.fulfillmentOrders(order.gid)[0].status).toBe("ON_HOLD");
  });

  test("a fulfillment order routed to a second location later is held too", async () => {
    const { shop, order } = await linkOrderHeldForItsFirstItem();
    stack.shopify.state.addLocation(shop, { name: "Yopougon warehouse", countryCode: "CI" });
    const [second] = stack.shopify.state.addFulfillmentOrders(order.gid, [
      { location: "Yopougon warehouse", lineItems: [1] },
    ]);
    expect((await sendRouting(shop, stack.shopify.state.fulfillmentOrderWebhookPayload(second))).status).toBe(200);
    await eventually(async () => {
      expect(stack.shopify.state.fulfillmentOrders(order.gid).map((fo) => fo.status)).toEqual(["ON_HOLD", "ON_HOLD"]);
    });
    expect(ourHolds(order.gid)).toHaveLength(2);
  });

  test("a fulfillment order whose routing webhook never came is held at the order's next sync", async () => {
    const { shop, order } = await linkOrderHeldForItsFirstItem();
    await waitForShopIdle(stack, shop);
    stack.shopify.state.addFulfillmentOrders(order.gid, [{ lineItems: [1] }]);
    // No routing webhook: Shopify's orders/updated for the change is all the app hears.
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.updatedAt = new Date(Date.parse(record.updatedAt) + 60_000).toISOString();
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `routed-later-${order.gid}`);
    await waitForShopIdle(stack, shop);
    expect(stack.shopify.state.fulfillmentOrders(order.gid).map((fo) => fo.status)).toEqual(["ON_HOLD", "ON_HOLD"]);
    expect(ourHolds(order.gid)).toHaveLength(2);
  });

  test("paid before Shopify routed it: nothing is held", async () => {
    const shop = await linkShop();
    const { order, row } = await unroutedLinkOrder(shop);
    await payLinkAndReconcile(shop, row.externalOrderRef);
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).paymentState).toBe("LINK_PAID");

    await route(shop, order.gid);
    await waitForShopIdle(stack, shop);
    expect(stack.shopify.state.fulfillmentOrders(order.gid)[0]).toMatchObject({ status: "OPEN", fulfillmentHolds: [] });
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).paymentHoldAt).toBeNull();
  });

  test("a signed routing body relabelled as another shop's is not acted on; a body without a fulfillment order is refused", async () => {
    const victim = await linkShop();
    const { order } = await unroutedLinkOrder(victim);
    const [routed] = stack.shopify.state.releaseFulfillmentOrders(order.gid);
    const attacker = await linkShop();

    const relabelled = await sendRouting(attacker, stack.shopify.state.fulfillmentOrderWebhookPayload(routed));
    expect(relabelled.status).toBe(200);
    await waitForShopIdle(stack, attacker);
    expect(stack.shopify.state.fulfillmentOrders(order.gid)[0]).toMatchObject({ status: "OPEN", fulfillmentHolds: [] });

    const bad = await sendRouting(victim, { fulfillment_order: { id: "gid://shopify/Order/1", status: "open" } });
    expect(bad.status).toBe(400);
  });
});
