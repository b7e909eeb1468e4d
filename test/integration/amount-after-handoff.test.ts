import { describe, expect, test } from "vitest";
import {
  abidjanOrder,
  BROWSER,
  connectedShop,
  connectTestShop,
  control,
  placeOrder,
  registerDeliveryEndpoint,
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
 * An amount changed after the handoff, end to end (Shopify stand-in → app → sandbox): a part-payment or an amount edit
 * after handoff. Before pickup the service order is cancelled and created anew with the new
 * amount; after pickup the merchant is told what the rider will collect against what the buyer
 * now owes (docs/decisions/041). COD order: 2 × 15,000 + 1,500 XOF = 31,500 XOF (3150000).
 */
const { stack, codOrderIn, stampChange, createdAnew } = useMoneyStack();

async function codOrder() {
  const shop = await connectedShop(stack);
  const { order, row } = await codOrderIn(shop);
  expect(row.codAmountMinor).toBe(3150000);
  return { shop, order, row };
}

/** The buyer pays part of the order in Shopify: `orders/updated` with `partially_paid` and what is left. */
async function partPayment(shop: string, gid: string, outstanding: string) {
  const record = stack.shopify.state.getOrder(gid)!;
  record.displayFinancialStatus = "PARTIALLY_PAID";
  record.totalOutstandingSet.shopMoney.amount = outstanding;
  await stampChange(gid);
  await sendOrderWebhook(stack, shop, gid, "orders/updated", `part-payment-${gid}-${outstanding}`);
}

const posts = async (path: string) =>
  (await sandboxRequests(stack, path)).filter((r) => r.method === "POST" && r.status < 300);
/**
 * How many service orders were asked for under a reference: creates carrying distinct
 * Idempotency-Keys. Two runs of one order's job may both send its create; the same key and body
 * get the stored order back (spec §4 idempotency), so that is one order. The request log's path is
 * a prefix: payment-link and cancel calls are left out.
 */
const ordersCreatedUnder = async (ref: string) => {
  const creates = (await posts("/v1/public-api/orders")).filter(
    (r) =>
      r.path === "/v1/public-api/orders" && (r.body as { externalOrderRef?: string } | null)?.externalOrderRef === ref,
  );
  return new Set(
    creates.map(
      (r) =>
        `${String((r as { headers?: Record<string, unknown> }).headers?.["idempotency-key"])} ${JSON.stringify(r.body)}`,
    ),
  ).size;
};

describe("before pickup: the service order is cancelled and created anew with the new amount", () => {
  test("COD #1002 sent at 31,500 XOF, then partially paid leaving 21,500: one active order collecting 2150000 under a new reference", async () => {
    const { shop, order, row } = await codOrder();
    await partPayment(shop, order.gid, "21500.00");
    const newRef = `${row.externalOrderRef}-r2`;
    const replaced = await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.externalOrderRef === newRef && r.syncState === "SENT" && r.paymentState === "COD_PENDING",
      "created anew",
    );
    expect(replaced).toMatchObject({ codAmountMinor: 2150000, owedNowMinor: null });
    expect(replaced.flaggedReason ?? "").not.toContain("AMOUNT_DIFFERS");
    expect(replaced.serviceOrderId).not.toBe(row.serviceOrderId);

    // The service: the old order cancelled (cannot be undone), the new one collecting what is owed.
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      orderId: row.serviceOrderId,
      codAmountMinor: 3150000,
      cancelledAt: expect.any(String),
    });
    expect(await sandboxOrder(stack, newRef)).toMatchObject({
      orderId: replaced.serviceOrderId,
      paymentType: "COD",
      codAmountMinor: 2150000,
      cancelledAt: null,
    });

    // Every view says 21,500; the new reference replaces the old one in Shopify's metafields.
    const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(show.json()).toMatchObject({
      order: {
        externalOrderRef: newRef,
        payment: { story: "cod_to_collect", stillToCollectMinor: 2150000, owedNowMinor: null },
        amountDiffers: null,
      },
    });
    // Shopify's metafields are written after the row changes: waited for, not read in the moment between.
    await expect
      .poll(() => stack.shopify.state.metafields(order.gid) as Array<{ key: string; value: string }>)
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ key: "external_order_ref", value: newRef }),
          expect.objectContaining({ key: "order_id", value: String(replaced.serviceOrderId) }),
        ]),
      );

    // A redelivered webhook and a later sync do nothing twice: one cancel, one create per reference.
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated");
    await waitForShopIdle(stack, shop);
    expect(await posts(`/v1/public-api/orders/${row.externalOrderRef}/cancel`)).toHaveLength(1);
    expect(await ordersCreatedUnder(newRef)).toBe(1);
    expect(await posts(`/v1/public-api/orders/${newRef}/cancel`)).toHaveLength(0);
    expect(await stack.db.replacedServiceOrder.count({ where: { orderSyncId: row.id } })).toBe(1);
  });

  test("an edit that removes an item (orders/updated after the edit): created anew with the items and the amount as edited", async () => {
    const { shop, order, row } = await codOrder();
    // One of the two 15,000 XOF items is removed (its fulfillment order too): 16,500 XOF are now owed.
    stack.shopify.state.removeQuantity(order.gid, 0, 1);
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `edit-${order.gid}`);
    const newRef = `${row.externalOrderRef}-r2`;
    const replaced = await createdAnew(order.gid, row.externalOrderRef);
    expect(replaced.codAmountMinor).toBe(1650000);
    // The new order carries the edit: the delivery itself is right, so nothing is flagged as changed.
    expect(replaced.flaggedReason ?? "").not.toContain("CHANGED_AFTER_HANDOFF");
    const created = await sandboxOrder(stack, newRef);
    expect(created).toMatchObject({ codAmountMinor: 1650000, items: [expect.objectContaining({ quantity: 1 })] });
    expect((await sandboxOrder(stack, row.externalOrderRef))?.cancelledAt).not.toBeNull();
  });

  test("an edit that adds an item, heard of only by orders/edited (its body is the edit): the order is read back and created anew", async () => {
    const { shop, order, row } = await codOrder();
    const record = stack.shopify.state.getOrder(order.gid)!;
    // A third 15,000 XOF item (in its fulfillment order too): 46,500 XOF are now owed. No orders/updated comes.
    stack.shopify.state.addQuantity(order.gid, 0, 1);
    await stampChange(order.gid);
    const legacyId = BigInt(order.gid.split("/").pop()!);
    const response = await stack.shopify.sendWebhook({
      path: "/webhooks/orders/edited",
      topic: "orders/edited",
      shop,
      payload: {
        order_edit: {
          id: 78912328n,
          app_id: null,
          created_at: record.updatedAt,
          notify_customer: false,
          order_id: legacyId,
          staff_note: "",
          user_id: null,
          line_items: { additions: [{ id: BigInt(record.lineItems[0].id.split("/").pop()!), delta: 1 }], removals: [] },
        },
      },
    });
    expect(response.status).toBe(200);
    const newRef = `${row.externalOrderRef}-r2`;
    const replaced = await createdAnew(order.gid, row.externalOrderRef);
    expect(replaced.codAmountMinor).toBe(4650000);
    expect(await sandboxOrder(stack, newRef)).toMatchObject({
      codAmountMinor: 4650000,
      items: [expect.objectContaining({ quantity: 3 })],
    });
    expect((await sandboxOrder(stack, row.externalOrderRef))?.cancelledAt).not.toBeNull();
  });

  test("a link order whose amount changed: created anew, and the buyer's link is for the new amount", async () => {
    const shop = await connectedShop(stack, { settings: { unpaidOrders: "payment_link" } });
    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
    );
    const row = await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.paymentHoldAt), "link sent, held");
    expect(row).toMatchObject({ paymentState: "LINK_PENDING", codAmountMinor: 3150000 });
    await partPayment(shop, order.gid, "21500.00");
    const newRef = `${row.externalOrderRef}-r2`;
    const replaced = await waitForOrderSync(
      stack,
      order.gid,
      (r) =>
        r?.externalOrderRef === newRef &&
        r.paymentState === "LINK_PENDING" &&
        Boolean(r.paymentLinkUrl) &&
        r.paymentLinkUrl !== row.paymentLinkUrl,
      "created anew with a new link",
    );
    expect(replaced.codAmountMinor).toBe(2150000);
    expect(await sandboxOrder(stack, newRef)).toMatchObject({
      codAmountMinor: 2150000,
      payment: { status: "pending", amountMinor: 2150000 },
    });
    expect((await sandboxOrder(stack, row.externalOrderRef))?.cancelledAt).not.toBeNull();
    // Still held in Shopify until the new link is paid.
    expect(stack.shopify.state.fulfillmentOrders(order.gid)[0].status).toBe("ON_HOLD");
    // The metafield is written after the row takes the new link: waited for, not read in the moment between.
    await expect
      .poll(() => stack.shopify.state.metafields(order.gid) as Array<{ key: string; value: string }>)
      .toEqual(
        expect.arrayContaining([expect.objectContaining({ key: "payment_link_url", value: replaced.paymentLinkUrl })]),
      );
  });
});

describe("a prepaid order an edit left owing more", () => {
  /** Paid in full and sent with nothing to collect; then a third 15,000 XOF item: 15,000 XOF are owed now. */
  async function prepaidThenEdited(pickedUpFirst: boolean) {
    const shop = await connectedShop(stack, { settings: { unpaidOrders: "payment_link" } });
    const order = await placeOrder(stack, shop, abidjanOrder({ financialStatus: "PAID" }));
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "PAID_RECORDED", "paid, recorded");
    expect(row.codAmountMinor).toBe(0);
    if (pickedUpFirst)
      await control(stack, "POST", `/orders/${encodeURIComponent(row.externalOrderRef)}/events`, {
        event: "shipment.picked_up",
      });
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.lineItems[0].currentQuantity = 3;
    record.totalPriceSet.shopMoney.amount = "46500.00";
    record.displayFinancialStatus = "PARTIALLY_PAID";
    record.totalOutstandingSet.shopMoney.amount = "15000.00";
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `edit-${order.gid}`);
    return { shop, order, row };
  }

  test("before pickup: created anew, collecting the 15,000 XOF owed now through a link; the old order is cancelled", async () => {
    const { order, row } = await prepaidThenEdited(false);
    const newRef = `${row.externalOrderRef}-r2`;
    const replaced = await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.externalOrderRef === newRef && r.paymentState === "LINK_PENDING",
      "created anew with a link",
    );
    expect(replaced).toMatchObject({ paymentPlan: "LINK", codAmountMinor: 1500000, owedNowMinor: null });
    expect(await sandboxOrder(stack, newRef)).toMatchObject({
      codAmountMinor: 1500000,
      payment: { status: "pending", amountMinor: 1500000 },
    });
    expect((await sandboxOrder(stack, row.externalOrderRef))?.cancelledAt).not.toBeNull();
  });

  test("after pickup: nothing is cancelled; the order says the rider collects 0 against 15,000 owed, and to collect the balance in Shopify", async () => {
    const { shop, order, row } = await prepaidThenEdited(true);
    const flagged = await waitForOrderSync(
      stack,
      order.gid,
      (r) => Boolean(r?.flaggedReason?.split(",").includes("AMOUNT_DIFFERS")),
      "flagged",
    );
    expect(flagged).toMatchObject({ externalOrderRef: row.externalOrderRef, codAmountMinor: 0, owedNowMinor: 1500000 });
    expect(await posts(`/v1/public-api/orders/${row.externalOrderRef}/cancel`)).toHaveLength(0);
    const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(show.json()).toMatchObject({ order: { payment: { stillToCollectMinor: 0, owedNowMinor: 1500000 } } });

    // A payment is on file at the service: its dashboard cannot have the rider collect more (the sandbox refuses it).
    const refused = await fetch(
      `${stack.sandbox.url}/__sandbox/orders/${encodeURIComponent(row.externalOrderRef)}/dashboard-amount`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ codAmountMinor: 1500000 }),
      },
    );
    expect(refused.status).toBe(409);
    const text = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name]);
    expect(text.stdout).toContain("invoice");
  });
});

describe("with the service's webhooks reaching the app", () => {
  test("the old order's shipment.cancelled is taken as the replaced order's, not the new one's; the new one's events follow", async () => {
    const domain = await stack.installShop({ currency: "XOF" });
    const secret = "whsec_amount_after_handoff_01";
    const connected = await connectTestShop(stack, domain, { webhookSecrets: [secret] });
    await registerDeliveryEndpoint(stack, connected.webhookToken, secret);
    const order = await placeOrder(
      stack,
      domain,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] }),
    );
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
    await partPayment(domain, order.gid, "21500.00");
    const newRef = `${row.externalOrderRef}-r2`;
    await waitForOrderSync(stack, order.gid, (r) => r?.externalOrderRef === newRef && r.syncState === "SENT", "anew");
    await waitForShopIdle(stack, domain);
    // Every delivery about the old order (its created and cancelled) was processed, none failed.
    const receipts = await stack.db.deliveryWebhookReceipt.findMany({ where: { shopId: connected.id } });
    expect(receipts.filter((r) => r.event === "shipment.cancelled")).toHaveLength(1);
    expect(receipts.filter((r) => !r.processedAt || r.lastError)).toEqual([]);
    const current = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id }, include: { events: true } });
    expect(current).toMatchObject({ syncState: "SENT", shipmentState: "created", codAmountMinor: 2150000 });
    expect(current.flaggedReason ?? "").not.toContain("SHIPMENT_CANCELLED");
    expect(current.events.map((e) => e.eventType)).not.toContain("shipment.cancelled");

    await control(stack, "POST", `/orders/${encodeURIComponent(newRef)}/events`, { event: "shipment.picked_up" });
    await waitForOrderSync(stack, order.gid, (r) => r?.shipmentState === "picked_up", "the new shipment picked up");
  });
});

describe("nothing done twice when a run dies between the cancel and the create", () => {
  test("the cancel's answer is lost: the retry reads the old order back as cancelled and creates the new one once", async () => {
    const { shop, order, row } = await codOrder();
    await control(stack, "POST", "/faults", {
      kind: "lose_answer",
      path: `/v1/public-api/orders/${row.externalOrderRef}/cancel`,
      method: "POST",
    });
    await partPayment(shop, order.gid, "21500.00");
    const newRef = `${row.externalOrderRef}-r2`;
    const replaced = await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.externalOrderRef === newRef && r.syncState === "SENT",
      "created anew after the lost answer",
    );
    expect(replaced.codAmountMinor).toBe(2150000);
    await waitForShopIdle(stack, shop);
    // The cancel went through once; its repeat was refused (already cancelled), and read back.
    const cancels = (await sandboxRequests(stack, `/v1/public-api/orders/${row.externalOrderRef}/cancel`)).filter(
      (r) => r.method === "POST",
    );
    expect(cancels.filter((r) => r.status < 300)).toHaveLength(1);
    expect(await ordersCreatedUnder(newRef)).toBe(1);
    expect(await sandboxOrder(stack, newRef)).toMatchObject({ codAmountMinor: 2150000, cancelledAt: null });
  });

  test("a run killed after its cancel went through: the next run of the order's job finishes the replacement", async () => {
    const { shop, order, row } = await codOrder();
    // The next run must be the one the payment starts: any run of the order's job finishes a replacement it
    // finds under way, with the snapshot it reads. codOrder returns once the handoff wrote COD_PENDING, but
    // that run goes on (the metafields, then the order's sync again: handOff's follow-up); on a slow machine
    // its follow-up came after the plan below and created the new order with the amount not yet changed
    // (3,150,000; once, PostgreSQL, a full run). The scenario starts once the first run is over.
    await waitForShopIdle(stack, shop);
    // What a run killed just after the cancel leaves: the plan written down, the old order cancelled
    // with the service, the OrderSync still on it. Read alone, the old order is simply cancelled.
    await stack.db.replacedServiceOrder.create({
      data: {
        orderSyncId: row.id,
        shopId: row.shopId,
        serviceOrderId: row.serviceOrderId!,
        externalOrderRef: row.externalOrderRef,
        newExternalOrderRef: `${row.externalOrderRef}-r2`,
        codAmountMinor: 3150000,
        reason: "Amount to collect changed in Shopify (3150000 to 2150000): created anew",
      },
    });
    const cancel = await fetch(`${stack.sandbox.url}/v1/public-api/orders/${row.externalOrderRef}/cancel`, {
      method: "POST",
      headers: { Authorization: "Bearer svc_live_sandbox_all", "Content-Type": "application/json" },
      body: JSON.stringify({ reason: "Amount to collect changed in Shopify (3150000 to 2150000): created anew" }),
    });
    expect(cancel.status).toBe(200);
    await partPayment(shop, order.gid, "21500.00");
    const newRef = `${row.externalOrderRef}-r2`;
    const replaced = await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.externalOrderRef === newRef && r.syncState === "SENT",
      "resumed and created anew",
    );
    expect(replaced.codAmountMinor).toBe(2150000);
    await waitForShopIdle(stack, shop);
    // The killed run's cancel is the only one that went through; the new order was created once.
    expect(await posts(`/v1/public-api/orders/${row.externalOrderRef}/cancel`)).toHaveLength(1);
    expect(await ordersCreatedUnder(newRef)).toBe(1);
    expect(await stack.db.replacedServiceOrder.count({ where: { orderSyncId: row.id } })).toBe(1);
  });
});

describe("after pickup: the merchant is told what the rider will collect against what the buyer owes", () => {
  test("picked up, then partially paid: nothing is cancelled; the order, the list, the CLI and the ledger say 31,500 to collect, 21,500 owed", async () => {
    const { shop, order, row } = await codOrder();
    await control(stack, "POST", `/orders/${encodeURIComponent(row.externalOrderRef)}/events`, {
      event: "shipment.picked_up",
    });
    await partPayment(shop, order.gid, "21500.00");
    const flagged = await waitForOrderSync(
      stack,
      order.gid,
      (r) => Boolean(r?.flaggedReason?.split(",").includes("AMOUNT_DIFFERS")),
      "flagged",
    );
    expect(flagged).toMatchObject({
      externalOrderRef: row.externalOrderRef,
      serviceOrderId: row.serviceOrderId,
      codAmountMinor: 3150000,
      owedNowMinor: 2150000,
    });
    expect(await posts(`/v1/public-api/orders/${row.externalOrderRef}/cancel`)).toHaveLength(0);
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      codAmountMinor: 3150000,
      cancelledAt: null,
    });

    const differs = { stillToCollectMinor: 3150000, owedNowMinor: 2150000 };
    const list = await runCli(stack, ["orders:list", "--shop", shop, "--json"]);
    const listed = list.json<{ orders: Array<{ payment: unknown; amountDiffers: string }> }>().orders[0];
    expect(listed.payment).toMatchObject(differs);
    expect(listed.amountDiffers).toContain("dashboard");
    const text = await runCli(stack, ["orders:list", "--shop", shop]);
    expect(text.stdout).toContain("the buyer now owes");
    const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(show.json()).toMatchObject({ order: { payment: differs } });

    const ledger = await runCli(stack, ["cod:ledger", "--shop", shop, "--json"]);
    const ledgerJson = ledger.json<{
      currencies: Array<{ needsLook: { byReason: Record<string, unknown> } }>;
      orders: { needsLook: Array<{ reason: string; amountMinor: number; owedNowMinor: number }> };
    }>();
    expect(ledgerJson.currencies[0].needsLook.byReason.AMOUNT_DIFFERS).toEqual({ count: 1, amountMinor: 3150000 });
    expect(ledgerJson.orders.needsLook).toEqual([
      expect.objectContaining({ reason: "AMOUNT_DIFFERS", amountMinor: 3150000, owedNowMinor: 2150000 }),
    ]);

    // The order page's data (the route's loader, as the embedded admin reads it).
    const page = await fetch(`${stack.app.url}/app/orders/${row.id}.data`, {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(shop)}` },
    });
    expect(page.status).toBe(200);
    const data = await page.text();
    expect(data).toContain("AMOUNT_DIFFERS");
    expect(data).toContain("owedNowMinor");

    // The merchant changes the amount in the service's dashboard; the next reconciliation sees it.
    await control(stack, "POST", `/orders/${encodeURIComponent(row.externalOrderRef)}/dashboard-amount`, {
      codAmountMinor: 2150000,
    });
    const reconciled = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    expect(reconciled.code, reconciled.stderr).toBe(0);
    const agreed = await waitForOrderSync(
      stack,
      order.gid,
      (r) => !r?.flaggedReason?.includes("AMOUNT_DIFFERS") && r?.codAmountMinor === 2150000,
      "the dashboard's amount seen, the flag gone",
    );
    expect(agreed.owedNowMinor).toBeNull();
    const fixed = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(fixed.json()).toMatchObject({
      order: { payment: { stillToCollectMinor: 2150000, owedNowMinor: null }, amountDiffers: null },
    });

    // Then paid in full: mark-paid records it, nothing is left to collect and the flag goes.
    stack.shopify.state.payOrder(order.gid, { authorizationCode: "VIR-2026-0777" });
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid");
    const settled = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "PAID_RECORDED", "recorded");
    expect(settled.owedNowMinor).toBeNull();
    const after = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(after.json()).toMatchObject({ order: { payment: { stillToCollectMinor: 0, owedNowMinor: null } } });
  });
});
