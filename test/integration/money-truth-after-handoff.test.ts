import { getJwt } from "@shopify/shopify-api/test-helpers";
import { describe, expect, test } from "vitest";
import { TEST_API_KEY, TEST_API_SECRET } from "../../stack/test-env";
import { abidjanCart, checkoutShop, type Rate } from "../support/checkout-kit";
import {
  abidjanOrder,
  BROWSER,
  connectedShop,
  connectTestShop,
  control,
  placeOrder,
  RESPONSE_FORMS,
  runCli,
  sandboxOrder,
  sandboxRequests,
  sendOrderWebhook,
  sessionToken,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";

/*
 * The money truth after the handoff, end to end: Shopify stand-in → app → sandbox. The
 * shops here register no delivery webhook endpoint: the app hears of a delivery only when it asks
 * (mark-paid's refusal, reconcile), which is the situation these cases are about.
 */
const { stack, responseForm, codOrderIn, markPaidCalls } = useMoneyStack();

async function codOrder(settings?: Record<string, unknown>) {
  const shop = await connectedShop(stack, { settings });
  const { order, row } = await codOrderIn(shop);
  return { shop, order, row };
}

/** The parcel is delivered and the rider collects the cash (spec §1); the app is not told. */
async function deliverUnheard(externalOrderRef: string) {
  await control(stack, "POST", `/orders/${encodeURIComponent(externalOrderRef)}/events`, {
    event: "shipment.delivered",
  });
  const delivered = (await sandboxOrder(stack, externalOrderRef))!;
  expect(delivered.cashCollectedAt).not.toBeNull();
  return new Date((delivered.shipment as { deliveredAt: string }).deliveredAt);
}

type Ledger = {
  currencies: Array<{ needsLook: { byReason: Record<string, { count: number; amountMinor: number }> } }>;
};
/** The ledger's alarm: orders to look at because the buyer paid twice. */
const paidTwiceInLedger = (ledger: Ledger) => ledger.currencies[0].needsLook.byReason.PAID_TWICE;

describe("item 4: a Shopify payment after the rider collected is not a second payment", () => {
  test.each(RESPONSE_FORMS)(
    "the merchant records the cash in Shopify after the delivery: mark-paid is refused (409), nothing is flagged, the ledger raises no alarm (%s form)",
    async (form) => {
      await responseForm(form);
      const { shop, order, row } = await codOrder();
      const deliveredAt = await deliverUnheard(row.externalOrderRef);
      stack.shopify.state.payOrder(order.gid, {
        gateway: "Cash on Delivery (COD)",
        authorizationCode: "",
        processedAt: new Date(deliveredAt.getTime() + 60_000).toISOString(),
      });
      await sendOrderWebhook(stack, shop, order.gid, "orders/paid");
      const seen = await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.shopifyPaidAt), "Shopify's payment seen");
      expect(seen).toMatchObject({ paymentState: "COD_COLLECTED", lastErrorCode: null });
      expect(seen.codCollectedAt?.toISOString()).toBe(deliveredAt.toISOString());
      expect(seen.flaggedReason ?? "").not.toContain("PAID_TWICE");
      expect(await markPaidCalls(row.externalOrderRef)).toEqual([expect.objectContaining({ status: 409 })]);

      const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
      expect(show.json()).toMatchObject({
        order: { payment: { story: "cod_collected", paidTwice: false, stillToCollectMinor: 0 } },
      });
      const ledger = await runCli(stack, ["cod:ledger", "--shop", shop, "--json"]);
      expect(ledger.code).toBe(0);
      expect(paidTwiceInLedger(ledger.json<Ledger>())).toEqual({ count: 0, amountMinor: 0 });
    },
  );

  test.each(RESPONSE_FORMS)(
    "a Shopify payment taken before the delivery, heard of only after it: flagged paid twice, as on the other path (%s form)",
    async (form) => {
      await responseForm(form);
      const { shop, order, row } = await codOrder();
      const paidBefore = new Date(Date.now() - 60_000).toISOString();
      const deliveredAt = await deliverUnheard(row.externalOrderRef);
      expect(Date.parse(paidBefore)).toBeLessThan(deliveredAt.getTime());
      stack.shopify.state.payOrder(order.gid, { processedAt: paidBefore, authorizationCode: "VIR-2026-0099" });
      await sendOrderWebhook(stack, shop, order.gid, "orders/paid");
      const flagged = await waitForOrderSync(
        stack,
        order.gid,
        (r) => Boolean(r?.flaggedReason?.includes("PAID_TWICE")),
        "flagged paid twice",
      );
      expect(flagged).toMatchObject({ paymentState: "COD_COLLECTED", lastErrorCode: null });
      expect(await markPaidCalls(row.externalOrderRef)).toEqual([expect.objectContaining({ status: 409 })]);
      const ledger = await runCli(stack, ["cod:ledger", "--shop", shop, "--json"]);
      expect(paidTwiceInLedger(ledger.json<Ledger>())).toEqual({ count: 1, amountMinor: 3150000 });
      const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
      expect(show.json()).toMatchObject({ order: { payment: { story: "paid_twice", stillToCollectMinor: 0 } } });
    },
  );
});

/** The order page's "Record a payment" form, posted as the embedded admin does (the route's own action). */
async function recordPaymentOnOrderPage(shop: string, orderSyncId: string, reference: string) {
  const response = await fetch(`${stack.app.url}/app/orders/${orderSyncId}.data`, {
    method: "POST",
    headers: {
      "User-Agent": BROWSER,
      Authorization: `Bearer ${sessionToken(shop)}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      intent: "recordPayment",
      paidVia: "manual_bank_transfer",
      reference,
      paidAt: new Date().toISOString().slice(0, 10),
    }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return text;
}

async function heldLinkOrder() {
  const shop = await connectedShop(stack, { settings: { unpaidOrders: "payment_link" } });
  const order = await placeOrder(
    stack,
    shop,
    abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
  );
  const row = await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.paymentHoldAt), "held for payment");
  expect(stack.shopify.state.fulfillmentOrders(order.gid)[0].status).toBe("ON_HOLD");
  return { shop, order, row };
}

describe("item 5: a payment recorded on the order page runs the same follow-up as every payment", () => {
  test("a held link order: the payment is on file, Shopify is marked paid once and the hold released", async () => {
    const { shop, order, row } = await heldLinkOrder();
    const answer = await recordPaymentOnOrderPage(shop, row.id, "VIR-2026-0500");
    expect(answer).toContain("recordPayment");
    const settled = await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.paymentState === "PAID_RECORDED" && !r.paymentHoldAt && Boolean(r.shopifyPaidAt),
      "recorded, marked paid in Shopify, released",
    );
    expect(settled.flaggedReason ?? "").not.toContain("PAID_TWICE");
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      codAmountMinor: 0,
      payment: { status: "paid", paidVia: "manual_bank_transfer", reference: "VIR-2026-0500" },
    });
    expect(stack.shopify.state.fulfillmentOrders(order.gid)[0]).toMatchObject({ status: "OPEN", fulfillmentHolds: [] });
    expect(stack.shopify.state.getOrder(order.gid)!.displayFinancialStatus).toBe("PAID");
    await waitForShopIdle(stack, shop);
    const marks = stack.shopify.state
      .requestsFor("orderMarkAsPaid")
      .filter((r) => JSON.stringify(r.variables).includes(order.gid));
    expect(marks).toHaveLength(1);
    const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(show.json()).toMatchObject({
      order: { payment: { story: "paid_recorded", stillToCollectMinor: 0, heldForPayment: false } },
    });
  });

  test("reconcile releases a hold left on an order whose payment is recorded", async () => {
    const { shop, order, row } = await heldLinkOrder();
    // A payment recorded while the app could not release the hold (what every run before this fix left behind).
    await control(stack, "POST", `/orders/${encodeURIComponent(row.externalOrderRef)}/confirm-link-payment`);
    await stack.db.orderSync.update({ where: { id: row.id }, data: { paymentState: "PAID_RECORDED" } });
    const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const released = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(released.paymentHoldAt).toBeNull();
    expect(stack.shopify.state.fulfillmentOrders(order.gid)[0]).toMatchObject({ status: "OPEN", fulfillmentHolds: [] });
  });
});

describe("item 7: a cancelled order has nothing to collect, in every view", () => {
  test("a COD order cancelled in Shopify after pickup: the list, the order, the order block and the ledger say nothing is owed", async () => {
    const { shop, order, row } = await codOrder();
    await control(stack, "POST", `/orders/${encodeURIComponent(row.externalOrderRef)}/events`, {
      event: "shipment.picked_up",
    });
    const before = await runCli(stack, ["orders:list", "--shop", shop, "--json"]);
    expect(before.json<{ orders: unknown[] }>().orders[0]).toMatchObject({
      payment: { story: "cod_to_collect", stillToCollectMinor: 3150000 },
    });

    const record = stack.shopify.state.getOrder(order.gid)!;
    record.cancelledAt = new Date().toISOString();
    record.cancelReason = "CUSTOMER";
    record.updatedAt = new Date(Date.parse(record.updatedAt) + 2000).toISOString();
    await sendOrderWebhook(stack, shop, order.gid, "orders/cancelled");
    await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "CANCELLED", "cancelled");
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({ shipment: { shipmentState: "cancelled" } });

    const nothingOwed = { story: "cancelled", stillToCollectMinor: 0 };
    const list = await runCli(stack, ["orders:list", "--shop", shop, "--json"]);
    expect(list.json<{ orders: unknown[] }>().orders[0]).toMatchObject({ payment: nothingOwed });
    const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(show.json()).toMatchObject({ order: { payment: nothingOwed } });

    // The block on Shopify's order page, as the admin extension reads it.
    const { token } = await getJwt(shop.replace(/\.myshopify\.com$/, ""), TEST_API_KEY, TEST_API_SECRET);
    const block = await fetch(`${stack.app.url}/api/order-delivery?${new URLSearchParams({ orderId: order.gid })}`, {
      headers: { "User-Agent": BROWSER, Origin: "https://extensions.shopifycdn.com", Authorization: `Bearer ${token}` },
    });
    expect(block.status).toBe(200);
    const payload = JSON.stringify(await block.json());
    expect(payload).toContain('"story":"cancelled","stillToCollectMinor":0');
    expect(payload).not.toContain("3150000");

    // Nothing on the road with a rider: the ledger lists no order of this shop as cash to come.
    const ledger = await runCli(stack, ["cod:ledger", "--shop", shop, "--json"]);
    expect(ledger.json<{ orders: { onTheRoad: unknown[] } }>().orders.onTheRoad).toEqual([]);
  });
});

describe("item 9: a three-decimal amount is never collected above what is owed", () => {
  test("12.345 KWD on delivery: the rider collects 12.34 (1234), and the order page says it was rounded down", async () => {
    const shop = await stack.installShop({ currency: "KWD" });
    await connectTestShop(stack, shop);
    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({
        financialStatus: "PENDING",
        paymentGatewayNames: ["Cash on Delivery (COD)"],
        lineItems: [{ title: "Dates 1kg", sku: "DAT-1", quantity: 1, price: "10.345", grams: 1000 }],
        shippingLines: [
          { title: "Standard delivery", code: "ci-standard", source: "Delivery Connect", price: "2.000" },
        ],
      }),
    );
    expect(stack.shopify.state.getOrder(order.gid)!.totalOutstandingSet.shopMoney.amount).toBe("12.345");
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
    expect(row).toMatchObject({ codAmountMinor: 1234, currency: "KWD" });
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      paymentType: "COD",
      currency: "KWD",
      codAmountMinor: 1234,
    });

    // The order page's data (the route's loader, as the embedded admin reads it).
    const page = await fetch(`${stack.app.url}/app/orders/${row.id}.data`, {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(shop)}` },
    });
    expect(page.status).toBe(200);
    const data = await page.text();
    expect(data).toContain("collectRoundedDown");
    expect(data).toContain('"12.345"');
  });
});

describe("item 8: checkout and the order describe the destination alike", () => {
  test("Côte d'Ivoire sends no province: the merchant's Abidjan price applies at checkout, and the order goes to the same region", async () => {
    const shop = await checkoutShop(stack);
    const response = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: shop.path,
      body: abidjanCart({ province: null }),
    });
    expect(response.status).toBe(200);
    const { rates } = (await response.json()) as { rates: Rate[] };
    expect(rates.map((rate) => rate.service_code)).toContain("ci-abidjan-standard");
    const [asked] = (await sandboxRequests(stack, "/v1/public-api/checkout/rates")).slice(-1);
    expect(asked.body).toMatchObject({ destination: { countryCode: "CI", region: "Abidjan", city: "Abidjan" } });

    const order = await placeOrder(stack, shop.domain, abidjanOrder());
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "SENT", "sent");
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      deliveryAddress: { city: "Abidjan", stateRegion: "Abidjan", countryCode: "CI" },
    });
  });
});
