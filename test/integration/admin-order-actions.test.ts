import { getJwt } from "@shopify/shopify-api/test-helpers";
import { describe, expect, test } from "vitest";
import {
  loadOrderActions,
  runOrderAction,
  type FetchLike,
} from "../../extensions/delivery-order-actions/src/order-actions-api";
import { sendOrders } from "../../extensions/delivery-send-orders/src/send-orders-api";
import { connectedShop, connectTestShop } from "../../stack/connect";
import {
  abidjanOrder,
  cashOnDeliveryOrder,
  placeOrder,
  sandboxOrder,
  sandboxRequests,
  waitForOrderSync,
} from "../../stack/orders";
import { TEST_API_KEY, TEST_API_SECRET } from "../../stack/test-env";
import { moveShipment } from "../support/browser/seed";
import { translate } from "~/i18n/translate";
import { useStack } from "../support/use-stack";

/*
 * The admin actions of Shopify's order page and order list (extensions/delivery-order-actions,
 * extensions/delivery-send-orders), over real HTTP to the app, the sandbox and the Shopify stand-in:
 * called as the admin calls them, from the extensions' origin with the session token its fetch adds,
 * and through the extensions' own request code.
 */
const stack = useStack();

// authenticate.admin answers 410 to bots, and Node's own User-Agent ("node") is one to isbot.
const BROWSER = {
  "User-Agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15",
  Origin: "https://extensions.shopifycdn.com",
};
const ACCOUNT_CANCEL_REFUSED = ["delivered", "cancelled", "returning", "returned"];

async function sessionToken(shop: string, secret = TEST_API_SECRET): Promise<string> {
  const { token } = await getJwt(shop.replace(/\.myshopify\.com$/, ""), TEST_API_KEY, secret);
  return token;
}

/** What the admin's fetch does for an extension: resolve against the app's URL, add the session token. */
async function adminFetchFor(shop: string): Promise<FetchLike> {
  const token = await sessionToken(shop);
  return (url, init) =>
    fetch(`${stack.app.url}${url}`, {
      ...init,
      redirect: "manual",
      headers: { ...init?.headers, ...BROWSER, Authorization: `Bearer ${token}` },
    });
}

function postAction(adminFetch: FetchLike, body: Record<string, unknown>) {
  return adminFetch("/api/order-actions", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** An order shipped by another carrier: the app skips it, and "send now" overrides that. */
function otherCarrierOrder() {
  return abidjanOrder({
    shippingLines: [{ title: "DHL Express", code: "dhl-express", source: "dhl", price: "5000" }],
  });
}

async function skippedOrder(shop: string) {
  const placed = await placeOrder(stack, shop, otherCarrierOrder());
  return waitForOrderSync(stack, placed.gid, (row) => row?.syncState === "SKIPPED", "skipped");
}

async function sentOrder(shop: string, input = abidjanOrder()) {
  const placed = await placeOrder(stack, shop, input);
  return waitForOrderSync(stack, placed.gid, (row) => row?.syncState === "SENT", "sent");
}

/**
 * An order that ran out of retries: placed while the shop was not connected (so it waits, unsent),
 * then given the state the job runner leaves after its last attempt. Returns the shop, connected.
 */
async function shopWithFailedOrder(label: string) {
  const shop = await stack.installShop({ currency: "XOF", label });
  const placed = await placeOrder(stack, shop, abidjanOrder());
  const waiting = await waitForOrderSync(stack, placed.gid, (row) => Boolean(row?.attentionCode), "waiting");
  await connectTestShop(stack, shop);
  const failed = await stack.db.orderSync.update({
    where: { id: waiting.id },
    data: {
      syncState: "FAILED",
      lastErrorCode: "SERVER_ERROR",
      lastErrorMessage: "The delivery service answered HTTP 503.",
      lastErrorAt: new Date(),
    },
  });
  expect(failed.serviceOrderId).toBeNull();
  return { shop, failed };
}

/** The creates the sandbox received for one of our references. */
async function createsFor(externalOrderRef: string) {
  return (await sandboxRequests(stack, "/v1/public-api/orders")).filter(
    (r) =>
      r.method === "POST" && r.path === "/v1/public-api/orders" && JSON.stringify(r.body).includes(externalOrderRef),
  );
}

async function cancelCallsFor(externalOrderRef: string) {
  return (await sandboxRequests(stack, `/v1/public-api/orders/${externalOrderRef}/cancel`)).filter(
    (r) => r.method === "POST",
  );
}

describe("who may act on an order", () => {
  test("a token not signed with the app's secret is refused with 401, readable by the extension, and nothing is done", async () => {
    const shop = await connectedShop(stack, { label: "actions-auth" });
    const row = await skippedOrder(shop);
    const response = await fetch(`${stack.app.url}/api/order-actions`, {
      method: "POST",
      headers: {
        ...BROWSER,
        "Content-Type": "application/json",
        Authorization: `Bearer ${await sessionToken(shop, "another-apps-secret")}`,
      },
      body: JSON.stringify({ orderId: row.shopifyOrderGid, intent: "send", confirmed: true }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).manualSend).toBe(false);
  });

  test("the browser's preflight for a JSON post from the extensions' origin is answered, on both routes", async () => {
    for (const path of ["/api/order-actions", "/api/send-orders"]) {
      const response = await fetch(`${stack.app.url}${path}`, {
        method: "OPTIONS",
        headers: {
          ...BROWSER,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization,content-type",
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-headers")).toContain("Authorization");
    }
  });

  test("another shop's order is not found (404) and nothing is done to it, alone or in a selection", async () => {
    const mine = await connectedShop(stack, { label: "actions-mine" });
    const theirs = await connectedShop(stack, { label: "actions-theirs" });
    const theirOrder = await sentOrder(theirs);
    const adminFetch = await adminFetchFor(mine);

    expect(await loadOrderActions(adminFetch, theirOrder.shopifyOrderGid, "en")).toEqual({ status: "not_found" });
    const cancel = await postAction(adminFetch, {
      orderId: theirOrder.shopifyOrderGid,
      intent: "cancel",
      confirmed: true,
    });
    expect(cancel.status).toBe(404);
    expect(cancel.headers.get("access-control-allow-origin")).toBe("*");
    const selection = await sendOrders(adminFetch, [theirOrder.shopifyOrderGid], "en");
    expect(selection).toMatchObject({
      status: "ok",
      result: { queued: 0, skipped: 1, results: [{ outcome: "skipped", code: "NOT_IN_APP", orderName: null }] },
    });

    expect(await cancelCallsFor(theirOrder.externalOrderRef)).toEqual([]);
    expect((await sandboxOrder(stack, theirOrder.externalOrderRef))?.cancelledAt).toBeNull();
    expect(await stack.db.orderSync.findUniqueOrThrow({ where: { id: theirOrder.id } })).toMatchObject({
      syncState: "SENT",
      manualSend: false,
    });
  });

  test("a request that is not a confirmed action on an order GID is a 400 that says what is wrong", async () => {
    const shop = await connectedShop(stack, { label: "actions-bad" });
    const adminFetch = await adminFetchFor(shop);
    const notGid = await postAction(adminFetch, { orderId: "1042", intent: "send", confirmed: true });
    expect(notGid.status).toBe(400);
    expect((await notGid.json()).error).toContain("gid://shopify/Order/<number>");
    const notJson = await adminFetch("/api/order-actions", { method: "POST", body: "intent=send" });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error).toBe("The request body must be JSON.");
    const tooMany = await adminFetch("/api/send-orders", {
      method: "POST",
      body: JSON.stringify({
        orderIds: Array.from({ length: 101 }, (_, i) => `gid://shopify/Order/${i + 1}`),
        confirmed: true,
      }),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error).toContain("at most 100 orders");
  });
});

describe("the order action", () => {
  test("send now of an order the rules skipped hands it to the service, once", async () => {
    const shop = await connectedShop(stack, { label: "actions-send" });
    const row = await skippedOrder(shop);
    const adminFetch = await adminFetchFor(shop);
    expect(await loadOrderActions(adminFetch, row.shopifyOrderGid, "en")).toEqual({
      status: "ok",
      view: { orderName: row.orderName, actions: ["send"], paymentLinkUrl: null },
    });

    const run = await runOrderAction(adminFetch, { orderGid: row.shopifyOrderGid, action: "send", locale: "en" });
    expect(run).toEqual({ status: "done", message: translate("en", "order.actions.done.send"), url: null });
    const sent = await waitForOrderSync(stack, row.shopifyOrderGid, (r) => r?.syncState === "SENT", "sent");
    expect(await sandboxOrder(stack, sent.externalOrderRef)).toMatchObject({ orderId: sent.serviceOrderId });

    // Asked again (a second click, a stale menu): refused with why, and still one order at the service.
    const again = await postAction(adminFetch, { orderId: row.shopifyOrderGid, intent: "send", confirmed: true });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      ok: false,
      intent: "send",
      code: "ALREADY_SENT",
      message: translate("en", "order.actions.error.ALREADY_SENT"),
    });
    expect(await createsFor(sent.externalOrderRef)).toHaveLength(1);
  });

  test("retry of an order that ran out of retries hands it to the service", async () => {
    const { shop, failed } = await shopWithFailedOrder("actions-retry");
    const adminFetch = await adminFetchFor(shop);
    const load = await loadOrderActions(adminFetch, failed.shopifyOrderGid, "fr");
    expect(load).toMatchObject({ status: "ok", view: { actions: ["retry"] } });
    const run = await runOrderAction(adminFetch, { orderGid: failed.shopifyOrderGid, action: "retry", locale: "fr" });
    expect(run).toEqual({ status: "done", message: translate("fr", "order.actions.done.retry"), url: null });
    const sent = await waitForOrderSync(stack, failed.shopifyOrderGid, (r) => r?.syncState === "SENT", "sent");
    expect(await sandboxOrder(stack, sent.externalOrderRef)).toMatchObject({ orderId: sent.serviceOrderId });
    expect(await createsFor(sent.externalOrderRef)).toHaveLength(1);
  });

  test("an unpaid order collected by link: the action gives the buyer's payment link, the same one the service holds", async () => {
    const shop = await stack.installShop({ currency: "XOF", label: "actions-link" });
    await connectTestShop(stack, shop, { settings: { unpaidOrders: "payment_link" } });
    const placed = await placeOrder(
      stack,
      shop,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
    );
    const row = await waitForOrderSync(stack, placed.gid, (r) => r?.paymentState === "LINK_PENDING", "a link");
    const adminFetch = await adminFetchFor(shop);
    expect(await loadOrderActions(adminFetch, placed.gid, "en")).toMatchObject({
      status: "ok",
      view: { actions: ["cancel", "paymentLink"], paymentLinkUrl: row.paymentLinkUrl },
    });

    const linkCalls = async () =>
      (await sandboxRequests(stack, `/v1/public-api/orders/${row.externalOrderRef}/payment-link`)).filter(
        (call) => call.method === "POST",
      ).length;
    const before = await linkCalls();
    const run = await runOrderAction(adminFetch, { orderGid: placed.gid, action: "paymentLink", locale: "en" });
    // The service answers a repeated request with the link it holds (spec §4): the buyer has one link.
    expect(run).toEqual({
      status: "done",
      message: translate("en", "order.actions.done.paymentLink"),
      url: row.paymentLinkUrl,
    });
    expect(await linkCalls()).toBe(before + 1);
    expect(await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      paymentState: "LINK_PENDING",
      paymentPlan: "LINK",
    });
  });

  test("cancel is done only once confirmed, with the merchant's reason kept at the service", async () => {
    const shop = await connectedShop(stack, { label: "actions-cancel" });
    const row = await sentOrder(shop);
    const adminFetch = await adminFetchFor(shop);

    const unconfirmed = await postAction(adminFetch, { orderId: row.shopifyOrderGid, intent: "cancel" });
    expect(unconfirmed.status).toBe(400);
    expect((await unconfirmed.json()).error).toContain("confirmed must be true");
    expect(await cancelCallsFor(row.externalOrderRef)).toEqual([]);

    const run = await runOrderAction(adminFetch, {
      orderGid: row.shopifyOrderGid,
      action: "cancel",
      reason: "The customer cancelled by phone",
      locale: "en",
    });
    expect(run).toEqual({ status: "done", message: translate("en", "order.actions.done.cancel"), url: null });
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      cancelReason: "The customer cancelled by phone",
      shipment: expect.objectContaining({ shipmentState: "cancelled" }),
    });
    expect(await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      syncState: "CANCELLED",
      shipmentState: "cancelled",
    });
    expect(await loadOrderActions(adminFetch, row.shopifyOrderGid, "en")).toMatchObject({ view: { actions: [] } });
  });
});

describe("the merchant's cancel reason", () => {
  test("reaches the service plain (no control or bidi character); a too-long one is refused before anything is done", async () => {
    const shop = await connectedShop(stack, { label: "actions-plain-reason" });
    const row = await sentOrder(shop);
    const adminFetch = await adminFetchFor(shop);

    const tooLong = await postAction(adminFetch, {
      orderId: row.shopifyOrderGid,
      intent: "cancel",
      reason: "r".repeat(501),
      confirmed: true,
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toBe("reason may be at most 500 characters");
    expect(await cancelCallsFor(row.externalOrderRef)).toEqual([]);

    const run = await runOrderAction(adminFetch, {
      orderGid: row.shopifyOrderGid,
      action: "cancel",
      reason: "ok\u202egnp.exe\u0007\u0000\r\nX-Injected: 1 — annulée 🙂",
      locale: "en",
    });
    expect(run).toMatchObject({ status: "done" });
    const calls = await cancelCallsFor(row.externalOrderRef);
    expect(calls.map((call) => call.body)).toEqual([{ reason: "okgnp.exe X-Injected: 1 — annulée 🙂" }]);
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      cancelReason: "okgnp.exe X-Injected: 1 — annulée 🙂",
    });
  });
});

describe("a refused action says why", () => {
  test("cancel of a parcel already picked up, refused by the service, in the merchant's language; nothing changes", async () => {
    const shop = await connectedShop(stack, { label: "actions-picked" });
    const row = await sentOrder(shop);
    const account = (states: string[]) =>
      fetch(`${stack.sandbox.url}/__sandbox/account`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ cancelRefusedStates: states }),
      });
    // The states from which the service refuses a cancel are "not shown" (spec §3): this one refuses after pickup.
    expect((await account([...ACCOUNT_CANCEL_REFUSED, "picked_up", "in_transit"])).status).toBe(200);
    try {
      await moveShipment(stack, row.externalOrderRef, "shipment.picked_up");
      const adminFetch = await adminFetchFor(shop);
      const response = await postAction(adminFetch, {
        orderId: row.shopifyOrderGid,
        intent: "cancel",
        confirmed: true,
        locale: "fr",
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        ok: false,
        intent: "cancel",
        code: "ORDER_NOT_CANCELLABLE",
        message: translate("fr", "advice.ORDER_NOT_CANCELLABLE"),
        advice: null,
      });
    } finally {
      await account(ACCOUNT_CANCEL_REFUSED);
    }
    expect((await sandboxOrder(stack, row.externalOrderRef))?.cancelledAt).toBeNull();
    const after = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.syncState).toBe("SENT");
    expect(after.lastErrorCode).toBe("ORDER_NOT_CANCELLABLE");
  });

  test("cancel of a delivered parcel is refused by the app's own check, without asking the service", async () => {
    const shop = await connectedShop(stack, { label: "actions-delivered" });
    const row = await sentOrder(shop);
    for (const event of ["shipment.picked_up", "shipment.in_transit", "shipment.arriving", "shipment.delivered"])
      await moveShipment(stack, row.externalOrderRef, event);
    // This shop has no webhook endpoint at the sandbox: its record is set as the receiver would set it (spec §6).
    await stack.db.orderSync.update({ where: { id: row.id }, data: { shipmentState: "delivered" } });
    const adminFetch = await adminFetchFor(shop);
    expect(await loadOrderActions(adminFetch, row.shopifyOrderGid, "en")).toMatchObject({ view: { actions: [] } });
    const run = await runOrderAction(adminFetch, { orderGid: row.shopifyOrderGid, action: "cancel", locale: "en" });
    expect(run).toEqual({
      status: "refused",
      code: "ORDER_NOT_CANCELLABLE",
      message: translate("en", "advice.ORDER_NOT_CANCELLABLE"),
      advice: null,
    });
    expect(await cancelCallsFor(row.externalOrderRef)).toEqual([]);
  });

  test("a payment link for a paid order, or a cash-on-delivery one, is refused with the rule that stops it", async () => {
    const shop = await connectedShop(stack, { label: "actions-paid" });
    const paid = await sentOrder(shop);
    const cod = await sentOrder(shop, cashOnDeliveryOrder());
    const adminFetch = await adminFetchFor(shop);
    for (const [row, code] of [
      [paid, "ORDER_ALREADY_PAID"],
      [cod, "PAYMENT_LINK_NOT_ALLOWED_FOR_COD"],
    ] as const) {
      const response = await postAction(adminFetch, {
        orderId: row.shopifyOrderGid,
        intent: "paymentLink",
        confirmed: true,
        locale: "en",
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ ok: false, code, message: translate("en", `advice.${code}`) });
      const calls = await sandboxRequests(stack, `/v1/public-api/orders/${row.externalOrderRef}/payment-link`);
      expect(calls).toEqual([]);
    }
  });
});

describe("sending a selection from Shopify's order list", () => {
  test("each selected order is checked as the single send is, and the answer names each one", async () => {
    const { shop, failed } = await shopWithFailedOrder("actions-selection");
    const skipped = await skippedOrder(shop);
    const alreadySent = await sentOrder(shop);
    const unknown = "gid://shopify/Order/990000000000001";
    const adminFetch = await adminFetchFor(shop);

    const run = await sendOrders(
      adminFetch,
      [skipped.shopifyOrderGid, failed.shopifyOrderGid, alreadySent.shopifyOrderGid, unknown],
      "fr",
    );
    expect(run).toEqual({
      status: "ok",
      result: {
        queued: 2,
        skipped: 2,
        results: [
          {
            orderId: skipped.shopifyOrderGid,
            orderName: skipped.orderName,
            outcome: "queued",
            message: translate("fr", "order.actions.queued"),
          },
          {
            orderId: failed.shopifyOrderGid,
            orderName: failed.orderName,
            outcome: "queued",
            message: translate("fr", "order.actions.queued"),
          },
          {
            orderId: alreadySent.shopifyOrderGid,
            orderName: alreadySent.orderName,
            outcome: "skipped",
            code: "ALREADY_SENT",
            message: translate("fr", "order.actions.error.ALREADY_SENT"),
          },
          {
            orderId: unknown,
            orderName: null,
            outcome: "skipped",
            code: "NOT_IN_APP",
            message: translate("fr", "order.actions.error.NOT_IN_APP"),
          },
        ],
      },
    });

    for (const row of [skipped, failed]) {
      const sent = await waitForOrderSync(stack, row.shopifyOrderGid, (r) => r?.syncState === "SENT", "sent");
      expect(await createsFor(sent.externalOrderRef)).toHaveLength(1);
    }
    expect(await createsFor(alreadySent.externalOrderRef)).toHaveLength(1);
  });
});
