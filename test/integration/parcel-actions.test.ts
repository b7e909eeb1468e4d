import { afterAll, describe, expect, test } from "vitest";
import { runOrderAction, type FetchLike } from "../../extensions/delivery-order-actions/src/order-actions-api";
import { sendOrders } from "../../extensions/delivery-send-orders/src/send-orders-api";
import { runCli } from "../../stack/cli";
import { waitForShopIdle } from "../../stack/idle";
import { sandboxOrder, sandboxRequests } from "../../stack/orders";
import { translate, type MessageParams } from "~/i18n/translate";
import type { Locale } from "~/i18n/locale";
import { BROWSER_USER_AGENT, sessionToken } from "../support/browser/session-token";
import { eventually } from "../support/eventually";
import * as kit from "../support/parcels-kit";
import { useStack } from "../support/use-stack";

/*
 * An action asked of an order acts on each of its parcels (docs/decisions/092), end to end: stand-in → app →
 * sandbox, on the database `npm test` chose. An order over two locations is two service orders (docs/decisions/076):
 * Shopify's order action cancels both, or says which one the service refused and why; "Send for delivery" on a
 * selection and the orders list's bulk retry hand both over; a repeated request sends nothing more.
 */
const stack = useStack();
afterAll(() => stack?.shopify.state.assertNoInvalidDocuments());

const OTHER_CARRIER = { shippingLines: [{ title: "DHL Express", code: "dhl-express", source: "dhl", price: "5000" }] };
const ACCOUNT_CANCEL_REFUSED = ["delivered", "cancelled", "returning", "returned"];

/** What the admin's fetch does for an extension: resolve against the app's URL, add the session token. */
function adminFetchFor(shop: string): FetchLike {
  return (url, init) =>
    fetch(`${stack.app.url}${url}`, {
      ...init,
      redirect: "manual",
      headers: {
        ...init?.headers,
        "User-Agent": BROWSER_USER_AGENT,
        Origin: "https://extensions.shopifycdn.com",
        Authorization: `Bearer ${sessionToken(shop)}`,
      },
    });
}

const posts = async (path: string, reference: string) =>
  (await sandboxRequests(stack, path)).filter(
    (r) => r.method === "POST" && r.path === path && JSON.stringify(r.body ?? "").includes(reference),
  );
const cancelCalls = async (ref: string) =>
  (await sandboxRequests(stack, `/v1/public-api/orders/${ref}/cancel`)).filter((r) => r.method === "POST");
const creates = (ref: string) => posts("/v1/public-api/orders", `"${ref}"`);

/** The sentence of each parcel of the two. */
const parcelTexts = (locale: Locale, ...parcels: Array<[string, MessageParams]>) =>
  parcels.map(([key, params]) => translate(locale, key as never, { count: 2, ...params }));
/** The sentence of each parcel, as one answer. */
const lines = (locale: Locale, ...parcels: Array<[string, MessageParams]>) => parcelTexts(locale, ...parcels).join(" ");
/** Both parcels refused the same action for the same reason, as one answer. */
const bothRefused = (locale: Locale, intent: string, reason: string, code: string) =>
  lines(
    locale,
    [`order.actions.parcelRefused.${intent}`, { number: 1, reason, code }],
    [`order.actions.parcelRefused.${intent}`, { number: 2, reason, code }],
  );

async function twoSentParcels() {
  const shop = await kit.shopWithLocations(stack);
  const added = await kit.orderOverLocations(stack, shop);
  const [first, second] = await kit.sentParcels(stack, added.id, 2);
  return { shop, gid: added.id, first, second };
}

/** An order over two locations shipped by another carrier: both parcels are placed, and skipped by the rules. */
async function twoSkippedParcels() {
  const shop = await kit.shopWithLocations(stack);
  const added = await kit.orderOverLocations(stack, shop, OTHER_CARRIER);
  let rows: Awaited<ReturnType<typeof stack.db.orderSync.findMany>> = [];
  await eventually(async () => {
    rows = await stack.db.orderSync.findMany({
      where: { shopifyOrderGid: added.id },
      orderBy: { parcelNumber: "asc" },
    });
    expect(rows.map((row) => row.syncState)).toEqual(["SKIPPED", "SKIPPED"]);
  });
  await waitForShopIdle(stack, shop);
  return { shop, gid: added.id, first: rows[0], second: rows[1] };
}

function cancelRefusedAfterPickup(refused: boolean) {
  // The states from which the service refuses a cancel are "not shown" (spec §3): this account refuses after pickup.
  return fetch(`${stack.sandbox.url}/__sandbox/account`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ cancelRefusedStates: [...ACCOUNT_CANCEL_REFUSED, ...(refused ? ["picked_up"] : [])] }),
  });
}

describe("cancel from Shopify's order action", () => {
  test("cancels both parcels' service orders, each once, even when the merchant's request comes twice at once", async () => {
    const { shop, gid, first, second } = await twoSentParcels();
    const adminFetch = adminFetchFor(shop);
    const request = { orderGid: gid, action: "cancel" as const, reason: "Cancelled by phone", locale: "en" };

    const answers = await Promise.all([runOrderAction(adminFetch, request), runOrderAction(adminFetch, request)]);
    const cancelledBoth = parcelTexts(
      "en",
      ["order.actions.parcelDone.cancel", { number: 1 }],
      ["order.actions.parcelDone.cancel", { number: 2 }],
    );
    expect(answers).toContainEqual({
      status: "done",
      message: cancelledBoth.join(" "),
      url: null,
      lines: cancelledBoth,
      partial: false,
      links: [],
    });
    for (const parcel of [first, second]) {
      expect(await cancelCalls(parcel.externalOrderRef)).toHaveLength(1);
      expect(await sandboxOrder(stack, parcel.externalOrderRef)).toMatchObject({
        cancelReason: "Cancelled by phone",
        shipment: expect.objectContaining({ shipmentState: "cancelled" }),
      });
      const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: parcel.id } });
      expect(row).toMatchObject({ syncState: "CANCELLED", shipmentState: "cancelled" });
    }

    // Asked again later: refused for each parcel with why, and nothing more reaches the service.
    const again = await runOrderAction(adminFetch, { ...request, locale: "fr" });
    expect(again).toEqual({
      status: "refused",
      code: "ORDER_CANCELLED",
      message: bothRefused("fr", "cancel", translate("fr", "advice.ORDER_CANCELLED"), "ORDER_CANCELLED"),
      advice: null,
    });
    for (const parcel of [first, second]) expect(await cancelCalls(parcel.externalOrderRef)).toHaveLength(1);
  });

  test("one parcel picked up: the other is cancelled, and the answer says the service refused the first and why", async () => {
    expect((await cancelRefusedAfterPickup(true)).status).toBe(200);
    try {
      for (const locale of ["en", "fr"] as const) {
        const { shop, gid, first, second } = await twoSentParcels();
        await kit.pickUp(stack, first.externalOrderRef);
        await eventually(async () => {
          const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: first.id } });
          expect(row.shipmentState).toBe("picked_up");
        });
        const response = await adminFetchFor(shop)("/api/order-actions", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ orderId: gid, intent: "cancel", confirmed: true, locale }),
        });
        expect(response.status).toBe(200);
        const reason = translate(locale, "advice.ORDER_NOT_CANCELLABLE");
        const refused = { number: 1, reason, code: "ORDER_NOT_CANCELLABLE" };
        const answer = await response.json();
        expect(answer).toMatchObject({
          ok: true,
          intent: "cancel",
          message: lines(
            locale,
            ["order.actions.parcelRefused.cancel", refused],
            ["order.actions.parcelDone.cancel", { number: 2 }],
          ),
          parcels: [
            { parcelNumber: 1, ok: false, code: "ORDER_NOT_CANCELLABLE" },
            { parcelNumber: 2, ok: true },
          ],
        });
        expect((await sandboxOrder(stack, first.externalOrderRef))?.cancelledAt).toBeNull();
        expect((await sandboxOrder(stack, second.externalOrderRef))?.cancelledAt).not.toBeNull();
        const rows = await stack.db.orderSync.findMany({
          where: { shopifyOrderGid: gid },
          orderBy: { parcelNumber: "asc" },
        });
        expect(rows.map((row) => [row.syncState, row.lastErrorCode])).toEqual([
          ["SENT", "ORDER_NOT_CANCELLABLE"],
          ["CANCELLED", null],
        ]);
      }
    } finally {
      await cancelRefusedAfterPickup(false);
    }
  });
});

describe("a payment link from Shopify's order action", () => {
  test("for an unpaid order of two parcels gives each parcel's link, the one its service order holds", async () => {
    const { shop, added } = await kit.linkOrderOverLocations(stack);
    let rows: Awaited<ReturnType<typeof stack.db.orderSync.findMany>> = [];
    await eventually(async () => {
      rows = await stack.db.orderSync.findMany({
        where: { shopifyOrderGid: added.id },
        orderBy: { parcelNumber: "asc" },
      });
      expect(rows.map((row) => row.paymentState)).toEqual(["LINK_PENDING", "LINK_PENDING"]);
    });
    const links = rows.map((row) => row.paymentLinkUrl!);
    expect(new Set(links).size).toBe(2);

    const run = await runOrderAction(adminFetchFor(shop), { orderGid: added.id, action: "paymentLink", locale: "en" });
    const ready = parcelTexts(
      "en",
      ["order.actions.parcelDone.paymentLink", { number: 1 }],
      ["order.actions.parcelDone.paymentLink", { number: 2 }],
    );
    expect(run).toEqual({
      status: "done",
      message: ready.join(" "),
      url: links[0],
      lines: ready,
      partial: false,
      links,
    });
  });
});

describe("sending an order of two parcels", () => {
  test("'Send for delivery' on a selection hands both parcels over, once each even when sent twice at once", async () => {
    const { shop, gid, first, second } = await twoSkippedParcels();
    const adminFetch = adminFetchFor(shop);

    const runs = await Promise.all([sendOrders(adminFetch, [gid], "fr"), sendOrders(adminFetch, [gid], "fr")]);
    const queuedBoth = lines(
      "fr",
      ["order.actions.parcelDone.send", { number: 1 }],
      ["order.actions.parcelDone.send", { number: 2 }],
    );
    expect(runs[0]).toEqual({
      status: "ok",
      result: {
        queued: 1,
        skipped: 0,
        results: [{ orderId: gid, orderName: first.orderName, outcome: "queued", message: queuedBoth }],
      },
    });
    await kit.sentParcels(stack, gid, 2);
    await waitForShopIdle(stack, shop);
    for (const parcel of [first, second]) expect(await creates(parcel.externalOrderRef)).toHaveLength(1);

    // Selected again once sent: each parcel is skipped with why.
    const again = await sendOrders(adminFetch, [gid], "en");
    const alreadySent = translate("en", "order.actions.error.ALREADY_SENT");
    expect(again).toMatchObject({
      status: "ok",
      result: {
        queued: 0,
        skipped: 1,
        results: [
          {
            outcome: "skipped",
            code: "ALREADY_SENT",
            message: bothRefused("en", "send", alreadySent, "ALREADY_SENT"),
          },
        ],
      },
    });
    await waitForShopIdle(stack, shop);
    for (const parcel of [first, second]) expect(await creates(parcel.externalOrderRef)).toHaveLength(1);
  });

  test("the orders list's bulk retry of the order (its first parcel's row) retries both parcels", async () => {
    const { shop, gid, first, second } = await twoSkippedParcels();
    // Both parcels sent by hand and stopped on the service's error after the job's last attempt.
    await stack.db.orderSync.updateMany({
      where: { shopifyOrderGid: gid },
      data: { manualSend: true, syncState: "FAILED", lastErrorCode: "SERVER_ERROR", lastErrorAt: new Date() },
    });
    const response = await fetch(`${stack.app.url}/app/orders.data?index`, {
      method: "POST",
      headers: { "User-Agent": BROWSER_USER_AGENT, Authorization: `Bearer ${sessionToken(shop, 3600, "1001")}` },
      body: new URLSearchParams({ intent: "bulk-retry", id: first.id }),
    });
    expect(response.status).toBe(200);
    // The answer (Remix's stream) names each parcel's row and its number.
    const answer = await response.text();
    for (const parcel of [first, second]) expect(answer).toContain(parcel.id);
    await kit.sentParcels(stack, gid, 2);
    await waitForShopIdle(stack, shop);
    for (const parcel of [first, second]) expect(await creates(parcel.externalOrderRef)).toHaveLength(1);
  });

  test("orders:send with the order's name sends both parcels; a parcel named by its reference is acted on alone", async () => {
    const { shop, gid, first, second } = await twoSkippedParcels();
    const send = await runCli(stack, ["orders:send", "--shop", shop, "--order", first.orderName, "--json"]);
    expect(send.code, send.stderr).toBe(0);
    expect(send.json()).toEqual({
      order: first.orderName,
      parcels: [
        { parcel: "1/2", queued: true },
        { parcel: "2/2", queued: true },
      ],
    });
    await kit.sentParcels(stack, gid, 2);
    await waitForShopIdle(stack, shop);
    for (const parcel of [first, second]) expect(await creates(parcel.externalOrderRef)).toHaveLength(1);

    const retry = await runCli(stack, ["orders:retry", "--shop", shop, "--order", second.externalOrderRef]);
    expect(retry.code).not.toBe(0);
    expect(retry.stderr).toContain("NOTHING_TO_RETRY");
    const again = await runCli(stack, ["orders:send", "--shop", shop, "--order", gid]);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain("parcel 1/2: ALREADY_SENT; parcel 2/2: ALREADY_SENT");
  });
});
