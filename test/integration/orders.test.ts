import { describe, expect, test } from "vitest";
import { connectedShop, newSandboxKey } from "../../stack/connect";
import { waitForShopIdle } from "../../stack/idle";
import {
  abidjanOrder,
  cashOnDeliveryOrder,
  markPaidInStandIn,
  phonelessOrder,
  placeOrder,
  sandboxOrder,
  sandboxRequests,
  sendOrderWebhook,
  waitForOrderSync,
  waitForPaidRecorded,
} from "../../stack/orders";
import { runCli, spawnCli } from "../../stack/cli";
import { attentionText, lastErrorText } from "~/problems/problem-text";
import { useStack } from "../support/use-stack";
import { sessionToken, BROWSER_USER_AGENT as BROWSER } from "../support/browser/session-token";

const stack = useStack();

const sent = (row: { syncState: string } | null) => row?.syncState === "SENT";

/** An unpaid order (bank deposit) in a shop that collects through payment links, handed over with its link. */
async function linkOrder() {
  const shop = await connectedShop(stack, { settings: { unpaidOrders: "payment_link" } });
  const order = await placeOrder(
    stack,
    shop,
    abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
  );
  const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "LINK_PENDING", "a payment link");
  return { shop, order, row };
}

describe("the payment story", () => {
  test("a paid order is created with nothing to collect, then recorded as paid; the service ids land on the Shopify order", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(stack, shop, abidjanOrder());
    const row = await waitForPaidRecorded(stack, order.gid);
    const service = await sandboxOrder(stack, row.externalOrderRef);
    expect(service).toMatchObject({
      codAmountMinor: 0,
      currency: "XOF",
      payment: { status: "paid", paidVia: "manual_other" },
    });
    // 2 × 15,000 XOF: every currency is sent with two decimals (spec §2).
    expect((service!.items as Array<{ unitPriceMinor: number }>)[0].unitPriceMinor).toBe(1500000);
    expect(row).toMatchObject({ syncState: "SENT", paymentPlan: "PAID", serviceOrderId: service!.orderId });
    // Shopify's metafields are written after the row changes: waited for, not read in the moment between.
    await expect
      .poll(() => stack.shopify.state.metafields(order.gid) as Array<{ key: string; value: string }>)
      .toEqual(expect.arrayContaining([expect.objectContaining({ key: "order_id", value: String(service!.orderId) })]));
    stack.shopify.state.assertNoInvalidDocuments();
  });

  // The rider collects what is outstanding: 2 × 15,000 XOF of goods + 1,500 XOF of delivery.
  test("a cash-on-delivery order carries the amount the rider collects; paying it in Shopify before delivery records it, so the rider collects nothing", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(stack, shop, cashOnDeliveryOrder());
    const row = await waitForOrderSync(stack, order.gid, sent, "sent");
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      paymentType: "COD",
      codAmountMinor: 3150000,
      payment: null,
    });
    expect(row).toMatchObject({ paymentPlan: "COD", paymentState: "COD_PENDING" });

    markPaidInStandIn(stack, order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid");
    await waitForPaidRecorded(stack, order.gid, "the payment recorded");
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      codAmountMinor: 0,
      payment: { status: "paid" },
    });
    expect(await sandboxRequests(stack, `/v1/public-api/orders/${row.externalOrderRef}/mark-paid`)).toHaveLength(1);
    const creates = (await sandboxRequests(stack, "/v1/public-api/orders")).filter(
      (r) =>
        r.method === "POST" &&
        r.path === "/v1/public-api/orders" &&
        JSON.stringify(r.body).includes(row.externalOrderRef),
    );
    expect(creates).toHaveLength(1);
  });

  test("an unpaid order is collected through a payment link; once the buyer pays, reconciliation marks the Shopify order paid", async () => {
    const { shop, order, row } = await linkOrder();
    expect(row.paymentLinkUrl).toMatch(/^https?:\/\//);
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      codAmountMinor: 3150000,
      payment: { status: "pending" },
    });
    // The link is written to the order's metafields just after it is stored: wait for it.
    await expect
      .poll(() => stack.shopify.state.metafields(order.gid), { timeout: 30_000 })
      .toEqual(
        expect.arrayContaining([expect.objectContaining({ key: "payment_link_url", value: row.paymentLinkUrl })]),
      );

    await fetch(
      `${stack.sandbox.url}/__sandbox/orders/${encodeURIComponent(row.externalOrderRef)}/confirm-link-payment`,
      { method: "POST" },
    );
    const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ ran: true, linkPaid: 1 });
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).paymentState).toBe("LINK_PAID");
    expect(stack.shopify.state.getOrder(order.gid)!.displayFinancialStatus).toBe("PAID");
  });

  test("a link payment is noticed when the service answers in the earlier form too (no payment on the order, nothing left to collect)", async () => {
    const { shop, order, row } = await linkOrder();
    const account = (form: "earlier" | "later") =>
      fetch(`${stack.sandbox.url}/__sandbox/account`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ responseForm: form }),
      });
    expect((await account("earlier")).ok).toBe(true);
    try {
      const unpaid = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
      expect(unpaid.json()).toMatchObject({ ran: true, linkPaid: 0 });
      await fetch(
        `${stack.sandbox.url}/__sandbox/orders/${encodeURIComponent(row.externalOrderRef)}/confirm-link-payment`,
        { method: "POST" },
      );
      const paid = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
      expect(paid.json()).toMatchObject({ ran: true, linkPaid: 1 });
    } finally {
      await account("later");
    }
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).paymentState).toBe("LINK_PAID");
    expect(stack.shopify.state.getOrder(order.gid)!.displayFinancialStatus).toBe("PAID");
  });

  test("a key refused the order list (its scope is not shown) still has link payments settled one order at a time", async () => {
    const { shop, row } = await linkOrder();
    await fetch(
      `${stack.sandbox.url}/__sandbox/orders/${encodeURIComponent(row.externalOrderRef)}/confirm-link-payment`,
      { method: "POST" },
    );
    // Reconciliation's first read is the list (GET /orders?updatedSince=…): refused as a missing scope.
    const fault = await fetch(`${stack.sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        kind: "error",
        status: 403,
        code: "API_KEY_SCOPE_MISSING",
        count: 1,
        path: "/v1/public-api/orders",
        method: "GET",
      }),
    });
    expect(fault.ok).toBe(true);
    const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    await fetch(`${stack.sandbox.url}/__sandbox/faults`, { method: "DELETE" });
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ ran: true, linkPaid: 1 });
    const listed = (await sandboxRequests(stack, "/v1/public-api/orders")).filter(
      (request) => request.method === "GET" && request.path.includes("updatedSince"),
    );
    expect(listed.at(-1)?.status).toBe(403);
  });

  test("an unpaid order waits for orders/paid by default, and is then created once and recorded as paid", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
    );
    await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "WAITING_PAYMENT", "waiting for payment");
    markPaidInStandIn(stack, order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid");
    const row = await waitForPaidRecorded(stack, order.gid);
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      payment: { status: "paid", paidVia: "manual_bank_transfer" },
    });
  });

  test("a cancellation in Shopify cancels the service order with Shopify's reason", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(stack, shop, abidjanOrder());
    const row = await waitForOrderSync(stack, order.gid, sent, "sent");
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.cancelledAt = new Date().toISOString();
    record.cancelReason = "CUSTOMER";
    record.updatedAt = new Date(Date.parse(record.updatedAt) + 2000).toISOString();
    await sendOrderWebhook(stack, shop, order.gid, "orders/cancelled");
    await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "CANCELLED", "cancelled");
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      cancelReason: "customer",
      shipment: { shipmentState: "cancelled" },
    });
  });
});

describe("the payment story, later", () => {
  test("an order sent for link collection and then paid in Shopify is recorded as paid with the service", async () => {
    const { shop, order } = await linkOrder();
    markPaidInStandIn(stack, order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid");
    const row = await waitForPaidRecorded(stack, order.gid, "recorded as paid");
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      payment: { status: "paid", paidVia: "manual_bank_transfer" },
    });
  });

  test("a cancellation the service refuses (already delivered) stays visible on the order", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(stack, shop, abidjanOrder());
    const row = await waitForOrderSync(stack, order.gid, sent, "sent");
    for (const event of ["shipment.picked_up", "shipment.in_transit", "shipment.arriving", "shipment.delivered"]) {
      await fetch(`${stack.sandbox.url}/__sandbox/orders/${encodeURIComponent(row.externalOrderRef)}/events`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ event }),
      });
    }
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.cancelledAt = new Date().toISOString();
    record.cancelReason = "CUSTOMER";
    record.updatedAt = new Date(Date.parse(record.updatedAt) + 2000).toISOString();
    await sendOrderWebhook(stack, shop, order.gid, "orders/cancelled");
    const refused = await waitForOrderSync(
      stack,
      order.gid,
      (r) => Boolean(r?.flaggedReason?.includes("CANCEL_REFUSED")),
      "the refusal",
    );
    expect(refused).toMatchObject({ syncState: "SENT", lastErrorCode: "ORDER_NOT_CANCELLABLE" });
  });
});

describe("exactly once", () => {
  test("orders/create then orders/paid, and a redelivered webhook, make one service order", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(stack, shop, abidjanOrder());
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid");
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid", "fixed-webhook-id-1");
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid", "fixed-webhook-id-1");
    const row = await waitForPaidRecorded(stack, order.gid, "paid");
    // The first orders/paid may bring the order to paid before the others are taken in from the inbox.
    await waitForShopIdle(stack, shop);
    const creates = (await sandboxRequests(stack, "/v1/public-api/orders")).filter(
      (r) =>
        r.method === "POST" &&
        r.path === "/v1/public-api/orders" &&
        JSON.stringify(r.body).includes(row.externalOrderRef),
    );
    expect(creates.length).toBeGreaterThanOrEqual(1);
    const orders = (await (
      await fetch(`${stack.sandbox.url}/v1/public-api/orders?limit=200`, {
        headers: { Authorization: "Bearer svc_live_sandbox_all" },
      })
    ).json()) as { orders: Array<{ externalOrderRef: string }> };
    expect(orders.orders.filter((o) => o.externalOrderRef === row.externalOrderRef)).toHaveLength(1);
    expect(await stack.db.shopifyWebhookReceipt.count({ where: { webhookId: "fixed-webhook-id-1" } })).toBe(1);
  });

  test("a 429 from the service is retried within the budget and the order still goes once", async () => {
    const shop = await connectedShop(stack);
    await fetch(`${stack.sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        kind: "rate_limit",
        count: 2,
        retryAfterSeconds: 1,
        path: "/v1/public-api/orders",
        method: "POST",
      }),
    });
    const order = await placeOrder(stack, shop, cashOnDeliveryOrder());
    const row = await waitForOrderSync(stack, order.gid, sent, "sent after the 429s");
    const creates = (await sandboxRequests(stack, "/v1/public-api/orders")).filter(
      (r) =>
        r.method === "POST" &&
        r.path === "/v1/public-api/orders" &&
        JSON.stringify(r.body).includes(row.externalOrderRef),
    );
    expect(creates.map((r) => r.status)).toEqual([429, 429, 201]);
  });

  test("a 5xx from the service is retried and the order still goes once", async () => {
    const shop = await connectedShop(stack);
    await fetch(`${stack.sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "error", status: 503, count: 3, path: "/v1/public-api/orders", method: "POST" }),
    });
    const order = await placeOrder(stack, shop, cashOnDeliveryOrder());
    const row = await waitForOrderSync(stack, order.gid, sent, "sent after retries");
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({ paymentType: "COD" });
  });
});

describe("orders that cannot go as they are", () => {
  test("an order without a phone waits in needs-attention and never reaches the service", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(stack, shop, phonelessOrder());
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "NEEDS_ATTENTION", "needs attention");
    expect(row).toMatchObject({ lastErrorCode: "MAPPING_PROBLEM", serviceOrderId: null });
    expect(lastErrorText(row, "en")).toContain("phone");
    expect(lastErrorText(row, "fr")).toContain("téléphone");
    expect(await sandboxOrder(stack, row.externalOrderRef)).toBeNull();
  });

  test("a refusal (cross-border not in plan) is shown with its code, and a retry after the fix works", async () => {
    const shop = await connectedShop(stack);
    await fetch(`${stack.sandbox.url}/__sandbox/account`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ crossBorderActive: false }),
    });
    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({
        shippingAddress: {
          firstName: "Ama",
          lastName: "Mensah",
          address1: "12 Rue des Jardins",
          city: "Dakar",
          countryCode: "SN",
          phone: "+221771234567",
        },
      }),
    );
    const refused = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "NEEDS_ATTENTION", "refused");
    expect(refused).toMatchObject({ lastErrorCode: "CROSS_BORDER_NOT_INCLUDED_IN_PLAN" });
    expect(refused.attentionCode).toBe("CROSS_BORDER_NOT_INCLUDED_IN_PLAN");
    expect(attentionText(refused, "en")).toContain("delivery dashboard");

    await fetch(`${stack.sandbox.url}/__sandbox/account`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ crossBorderActive: true }),
    });
    const retry = await runCli(stack, ["orders:retry", "--shop", shop, "--order", order.name]);
    expect(retry.code).toBe(0);
    await waitForOrderSync(stack, order.gid, sent, "sent after the fix");
  });

  test("a revoked key pauses the shop's sync; the order waits and goes once a valid key is connected", async () => {
    const domain = await stack.installShop({ currency: "XOF" });
    const revocable = await newSandboxKey(stack, ["orders:write", "orders:read", "orders:cancel", "tracking:read"]);
    await runCli(stack, ["shop:configure", "--shop", domain, "--api-key", revocable]);
    await fetch(`${stack.sandbox.url}/__sandbox/keys/${revocable}/revoke`, { method: "POST" });
    const order = await placeOrder(stack, domain, abidjanOrder());
    await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.syncState === "PENDING" && r.lastErrorCode === "API_KEY_INVALID",
      "waiting on the key",
    );
    expect(await stack.db.shop.findUniqueOrThrow({ where: { domain } })).toMatchObject({ syncState: "PAUSED" });

    const reconnect = await runCli(stack, ["shop:configure", "--shop", domain, "--api-key", "svc_live_sandbox_all"]);
    expect(reconnect.code).toBe(0);
    await waitForOrderSync(stack, order.gid, sent, "sent after the key was fixed");
  });

  test("an order changed in Shopify after handoff is flagged, not resent", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(stack, shop, abidjanOrder());
    await waitForPaidRecorded(stack, order.gid, "sent");
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.shippingAddress!.address1 = "Boulevard Latrille 200";
    record.updatedAt = new Date(Date.parse(record.updatedAt) + 3000).toISOString();
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated");
    await waitForOrderSync(
      stack,
      order.gid,
      (r) => Boolean(r?.flaggedReason?.split(",").includes("CHANGED_AFTER_HANDOFF")),
      "flagged",
    );
  });

  // CI0123456789 is the secondary (older) format: accepted, and flagged for the merchant to check.
  test("a B2B order goes as B2B with the company's name and tax number", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({ company: { name: "Société Ivoirienne SARL", taxRegistrationId: "CI0123456789" } }),
    );
    const row = await waitForOrderSync(stack, order.gid, sent, "sent");
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      buyer: { customerType: "B2B", businessName: "Société Ivoirienne SARL" },
    });
    expect(row.flaggedReason).toContain("TAX_ID_FORMAT_WARNING");
  });

  test("a B2B order changed after handoff is compared with its company too, and flagged", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({ company: { name: "Société Ivoirienne SARL", taxRegistrationId: "CI0123456789" } }),
    );
    await waitForPaidRecorded(stack, order.gid, "sent");
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.shippingAddress!.address1 = "Boulevard Latrille 200";
    record.updatedAt = new Date(Date.parse(record.updatedAt) + 3000).toISOString();
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated");
    const flagged = await waitForOrderSync(
      stack,
      order.gid,
      (r) => Boolean(r?.flaggedReason?.split(",").includes("CHANGED_AFTER_HANDOFF")),
      "flagged",
    );
    expect(flagged).toMatchObject({ syncState: "SENT", lastErrorCode: null });
  });
});

test("an order shipped by another carrier is skipped, and orders:send hands it over on request", async () => {
  const shop = await connectedShop(stack);
  const order = await placeOrder(
    stack,
    shop,
    abidjanOrder({ shippingLines: [{ title: "Store pickup van", code: "own-van", source: "shopify", price: "0" }] }),
  );
  const skipped = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "SKIPPED", "skipped");
  expect(skipped.attentionCode).toBe("not_our_shipping");
  const send = await runCli(stack, ["orders:send", "--shop", shop, "--order", order.name]);
  expect(send.code).toBe(0);
  await waitForOrderSync(stack, order.gid, sent, "sent on request");
});

test("orders with nothing to ship never go, even on request", async () => {
  const shop = await connectedShop(stack);
  const order = await placeOrder(
    stack,
    shop,
    abidjanOrder({ lineItems: [{ title: "Gift card", quantity: 1, price: "10000", requiresShipping: false }] }),
  );
  await waitForOrderSync(
    stack,
    order.gid,
    (r) => r?.syncState === "SKIPPED" && r.attentionCode === "nothing_to_ship",
    "skipped",
  );
  await runCli(stack, ["orders:send", "--shop", shop, "--order", order.name]);
  await waitForOrderSync(
    stack,
    order.gid,
    (r) => r?.syncState === "SKIPPED" && r.manualSend,
    "still skipped after the request",
  );
  const row = await stack.db.orderSync.findFirstOrThrow({ where: { shopifyOrderGid: order.gid } });
  expect(row.serviceOrderId).toBeNull();
});

test("orders:list shows the sync state, the service ids and the last error", async () => {
  const shop = await connectedShop(stack);
  const order = await placeOrder(stack, shop, abidjanOrder());
  await waitForOrderSync(stack, order.gid, sent, "sent");
  // The real command in its own process: its standard output is the JSON alone, its logs go elsewhere.
  const run = await spawnCli(stack, ["orders:list", "--shop", shop, "--json"]);
  expect(run.code).toBe(0);
  expect(run.json<{ orders: unknown[] }>().orders).toEqual([
    expect.objectContaining({
      name: order.name,
      syncState: "SENT",
      serviceOrderId: expect.any(String),
      lastError: null,
    }),
  ]);
  const sentOnly = await runCli(stack, ["orders:list", "--shop", shop, "--state", "sent"]);
  const [header, line] = sentOnly.stdout.trimEnd().split("\n");
  expect(header).toMatch(/^Order\s+State\s+Shipment\s+To collect\s+Payment\s+Problem$/);
  expect(line).toMatch(new RegExp(`^${order.name}\\s+Sent\\s`));
  const inFrench = await runCli(stack, ["orders:list", "--shop", shop, "--state", "sent", "--locale", "fr"]);
  expect(inFrench.stdout).toMatch(/^Commande\s+État\s+Livraison\s+À encaisser\s+Paiement\s+Problème\n/);
  expect(inFrench.stdout).toMatch(new RegExp(`\n${order.name}\\s+Envoyée\\s`));
  const none = await runCli(stack, ["orders:list", "--shop", shop, "--state", "FAILED"]);
  expect(none.stdout).toBe(`No orders in state FAILED for ${shop}.\n`);
  // A mistyped state is a usage error naming the states, not an empty list.
  const typo = await runCli(stack, ["orders:list", "--shop", shop, "--state", "SENDED"]);
  expect(typo.code).toBe(2);
  expect(typo.stderr).toContain("NEEDS_ATTENTION");
});

test("the app's logs, at debug level, never contain the API key, the shop's access token or a session token", async () => {
  const shop = await connectedShop(stack);
  const order = await placeOrder(stack, shop, abidjanOrder());
  await waitForOrderSync(stack, order.gid, sent, "sent");
  const output = stack.app.output();
  expect(output.length).toBeGreaterThan(0);
  const connection = await stack.db.serviceConnection.findFirstOrThrow({ where: { shop: { domain: shop } } });
  const apiKey = stack.secrets.decrypt(connection.apiKeyCiphertext);
  expect(apiKey).toMatch(/^svc_live_/);
  expect(output).not.toContain(apiKey);
  const session = await stack.db.session.findFirstOrThrow({ where: { shop } });
  expect(output).not.toContain(stack.secrets.decrypt(session.accessToken));
  // Stored encrypted: the database row does not hold the token either.
  expect(session.accessToken).not.toContain(stack.secrets.decrypt(session.accessToken));

  // Shopify's library logs at debug the session token it checks, and quotes one it cannot parse: neither is logged.
  const token = sessionToken(shop);
  const forged = `${sessionToken(shop).replace(/\.[^.]+$/, "")}.forged`;
  for (const [bearer, status] of [
    [forged, 401],
    [token, 200],
  ] as const) {
    const download = await fetch(`${stack.app.url}/app/cod-ledger/csv`, {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${bearer}` },
    });
    expect(download.status).toBe(status);
  }
  // The app's output arrives in order: once the line about the second check (naming its token's id) is in, so is the first's.
  const { jti } = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { jti: string };
  await expect.poll(() => stack.app.output()).toMatch(new RegExp(`Session token is valid - validated .*${jti}`));
  expect(stack.app.output()).toContain("Failed to parse session token '[redacted]': signature verification failed");
  expect(stack.app.output()).not.toContain(token.split(".")[2]);
  expect(stack.app.output()).not.toContain(forged);
});
