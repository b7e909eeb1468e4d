import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getCodLedger } from "~/cod-ledger/ledger.server";
import { parseLedgerPeriod } from "~/cod-ledger/period";
import { callMessage, whatsAppLink } from "~/follow-up/call-message";
import { getCallList } from "~/follow-up/call-list.server";
import { UTC_TERMS } from "~/i18n";
import { isSealed } from "~/order-record/order-personal-data.server";
import { connectTestShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, waitForOrderSync, type PlacedOrder } from "../../stack/orders";
import { sessionToken, BROWSER_USER_AGENT as BROWSER } from "../support/browser/session-token";
import { control, eventually, registerDeliveryEndpoint, SECRET } from "../support/tracking-kit";
import { useStack } from "../support/use-stack";

/*
 * Failed deliveries, end to end: the sandbox posts shipment.failed_attempt / return_initiated /
 * returned to the app's webhook, the dashboard's "to call today" lists the order with the buyer's
 * links and message, and what the merchant records (over HTTP, as the admin posts it) keeps or
 * closes the entry. The tests of a file run in order; each story uses an order of its own.
 */
let shop: string;
let other: string;
const orders: Record<"french" | "english" | "returned", PlacedOrder & { id: string; ref: string }> = {} as never;

/** The staff member in test/support/browser/session-token.ts. */
const STAFF_USER_ID = "74120981234";
/** abidjanOrder: 2 × 15,000 XOF and 1,500 XOF of delivery, collected in cash by the rider. */
const COD_AMOUNT_MINOR = 3_150_000;

const CFA_FORMAT = "{{amount_no_decimals}} F CFA";

const cod = { financialStatus: "PENDING" as const, paymentGatewayNames: ["Cash on Delivery (COD)"] };

const stack = useStack();

beforeAll(async () => {
  shop = await stack.installShop({ currency: "XOF", label: "calls" });
  const connected = await connectTestShop(stack, shop, { webhookSecrets: [SECRET] });
  await registerDeliveryEndpoint(stack, connected.webhookToken);
  // The merchant writes prices as West African shops do: the buyer's message then says "F CFA", not "XOF".
  const update = await stack.shopify.sendWebhook({
    path: "/webhooks/shop/update",
    topic: "shop/update",
    shop,
    payload: stack.shopify.state.updateShop(shop, { moneyFormat: CFA_FORMAT }),
  });
  expect(update.status).toBe(200);
  await eventually(async () =>
    expect(await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } })).toMatchObject({
      moneyFormat: CFA_FORMAT,
    }),
  );
  other = await stack.installShop({ currency: "XOF", label: "calls-other" });
  const place = async (input: Parameters<typeof abidjanOrder>[0]) => {
    const order = await placeOrder(stack, shop, abidjanOrder(input));
    const row = await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.serviceOrderId), "sent");
    return { ...order, id: row!.id, ref: row!.externalOrderRef };
  };
  orders.french = await place({ ...cod, customerLocale: "fr-CI" });
  orders.english = await place({ customerLocale: "en" });
  orders.returned = await place({ ...cod, customerLocale: "fr" });
});
afterAll(async () => {
  stack?.shopify.state.assertNoInvalidDocuments();
});

/** The sandbox moves the parcel and sends the webhook; resolves once the app has applied it. */
async function shipmentEvent(order: { id: string; ref: string }, event: string, extra: Record<string, unknown> = {}) {
  const before = await stack.db.deliveryWebhookReceipt.count({ where: { event: `shipment.${event}` } });
  await control(stack, "POST", `/orders/${encodeURIComponent(order.ref)}/events`, {
    event: `shipment.${event}`,
    ...extra,
  });
  await stack.sandbox.flushWebhooks();
  await eventually(async () => {
    const receipts = await stack.db.deliveryWebhookReceipt.findMany({ where: { event: `shipment.${event}` } });
    expect(receipts.length).toBeGreaterThan(before);
    expect(receipts.filter((receipt) => !receipt.processedAt)).toEqual([]);
    const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.followUpEvent).toBe(`shipment.${event}`);
  });
}

function admin(domain: string, path: string, form?: Record<string, string>) {
  return fetch(`${stack.app.url}${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      "User-Agent": BROWSER,
      Authorization: `Bearer ${sessionToken(domain)}`,
      ...(form && { "Content-Type": "application/x-www-form-urlencoded" }),
    },
    body: form && new URLSearchParams(form),
  });
}

/** Records an outcome as the dashboard's form posts it (Remix's single-fetch action request). */
async function record(order: { id: string }, form: Record<string, string>, domain = shop) {
  return admin(domain, `/app/follow-up/${order.id}.data`, { intent: "record", ...form });
}

/** The dashboard's data as the embedded admin reads it (turbo-stream: strings are JSON-encoded in it). */
async function dashboardData(domain = shop) {
  const response = await admin(domain, "/app.data?_routes=routes/app._index");
  expect(response.status).toBe(200);
  return response.text();
}
const encoded = (text: string) => JSON.stringify(text).slice(1, -1);
const listed = async () =>
  (await getCallList({ db: stack.db, secrets: stack.secrets }, shop))!.entries.map((entry) => entry.orderName);

describe("a failed attempt puts the order on the dashboard's list to call today", () => {
  test("with the buyer's call and WhatsApp links and the message in the buyer's language (French, cash to collect)", async () => {
    await shipmentEvent(orders.french, "failed_attempt", { reason: "Client absent" });
    const list = (await getCallList({ db: stack.db, secrets: stack.secrets }, shop))!;
    const entry = list.entries.find((candidate) => candidate.id === orders.french.id)!;
    const message =
      `Bonjour, nous vous contactons au sujet de votre commande ${orders.french.name}. Notre livreur n'a pas pu vous la livrer. ` +
      "Quand pouvons-nous vous l'apporter\u202f? Merci de préparer 31\u202f500 F CFA pour le livreur.";
    expect(entry).toMatchObject({
      orderName: orders.french.name,
      event: "shipment.failed_attempt",
      reason: "Client absent",
      buyerLocale: "fr",
      toCollect: { amountMinor: COD_AMOUNT_MINOR, currency: "XOF" },
      // abidjanOrder's "07 07 12 34 56", read in Côte d'Ivoire.
      phoneE164: "+2250707123456",
      telUrl: "tel:+2250707123456",
      message,
      whatsAppUrl: `https://wa.me/2250707123456?text=${encodeURIComponent(message)}`,
    });
    // The rider's words are sealed at rest like the buyer's phone (decision 046).
    const stored = await stack.db.orderSync.findUniqueOrThrow({ where: { id: orders.french.id } });
    expect(stored.followUpReason).not.toContain("Client absent");
    expect(isSealed(stored.followUpReason!)).toBe(true);
    // The page's own data carries the same links.
    const page = await dashboardData();
    expect(page).toContain(encoded(entry.whatsAppUrl!));
    expect(page).toContain("tel:+2250707123456");
  });

  test("an English buyer's paid order: the message in English, with no amount to have ready", async () => {
    await shipmentEvent(orders.english, "failed_attempt");
    const entry = (await getCallList({ db: stack.db, secrets: stack.secrets }, shop))!.entries.find(
      (candidate) => candidate.id === orders.english.id,
    )!;
    const message = `Hello, this is about your order ${orders.english.name}. Our rider could not deliver it. When can we bring it to you?`;
    expect(entry).toMatchObject({ buyerLocale: "en", toCollect: null, reason: null, message });
    expect(entry.whatsAppUrl).toBe(whatsAppLink("+2250707123456", message));
    expect(message).toBe(
      callMessage({
        locale: "en",
        event: "shipment.failed_attempt",
        orderName: orders.english.name,
        toCollect: null,
        terms: UTC_TERMS,
      }),
    );
    expect(await dashboardData()).toContain(encoded(entry.whatsAppUrl!));
  });
});

describe("what the merchant records", () => {
  test('"no answer" keeps the order on the list, recorded with who and when', async () => {
    const response = await record(orders.french, { outcome: "NO_ANSWER" });
    expect(response.status).toBe(200);
    expect(await listed()).toContain(orders.french.name);
    const history = await stack.db.deliveryFollowUp.findMany({ where: { orderSyncId: orders.french.id } });
    expect(history).toEqual([
      expect.objectContaining({
        outcome: "NO_ANSWER",
        staffUserId: STAFF_USER_ID,
        answersEvent: "shipment.failed_attempt",
        agreedDay: null,
      }),
    ]);
  });

  test('"new date agreed" needs its date, then closes the entry and shows on the order page', async () => {
    const missing = await record(orders.french, { outcome: "NEW_DATE_AGREED" });
    expect(await missing.text()).toContain("DAY_REQUIRED");
    const past = await record(orders.french, { outcome: "NEW_DATE_AGREED", agreedDay: "2020-01-01" });
    expect(await past.text()).toContain("DAY_IN_PAST");
    expect(await stack.db.deliveryFollowUp.count({ where: { orderSyncId: orders.french.id } })).toBe(1);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const agreed = await record(orders.french, { outcome: "NEW_DATE_AGREED", agreedDay: tomorrow });
    expect(agreed.status).toBe(200);
    expect(await listed()).not.toContain(orders.french.name);
    expect(await listed()).toContain(orders.english.name);
    expect(await dashboardData()).not.toContain(encoded(`/app/orders/${orders.french.id}`));

    const page = await admin(shop, `/app/orders/${orders.french.id}.data`);
    expect(page.status).toBe(200);
    const text = await page.text();
    for (const expected of ["NEW_DATE_AGREED", tomorrow, "NO_ANSWER", STAFF_USER_ID, "Client absent"])
      expect(text).toContain(expected);
  });

  test("a new failed attempt puts the order back on the list, with its own reason", async () => {
    const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: orders.french.id } });
    expect(row.followUpOpen).toBe(false);
    await shipmentEvent(orders.french, "failed_attempt", { reason: "Adresse introuvable" });
    const reopened = await stack.db.orderSync.findUniqueOrThrow({ where: { id: orders.french.id } });
    expect(reopened.followUpOpen).toBe(true);
    expect(reopened.followUpAt!.getTime()).toBeGreaterThan(row.followUpAt!.getTime());
    const entry = (await getCallList({ db: stack.db, secrets: stack.secrets }, shop))!.entries.find(
      (candidate) => candidate.id === orders.french.id,
    );
    expect(entry).toMatchObject({ reason: "Adresse introuvable", lastOutcome: { outcome: "NEW_DATE_AGREED" } });
  });

  test("an outcome for an event older than the order's latest keeps it on the list", async () => {
    const stale = await record(orders.french, { outcome: "CALLED", seenAt: "2020-01-01T00:00:00.000Z" });
    expect(stale.status).toBe(200);
    expect(await listed()).toContain(orders.french.name);
  });
});

describe("a returned cash-on-delivery parcel", () => {
  const ledgerOrders = async (from?: string) => {
    const period = parseLedgerPeriod(from ? { from, to: from } : {}, new Date());
    if (!period.ok) throw new Error(period.message);
    const ledger = await getCodLedger({ db: stack.db, now: () => new Date() }, shop, period.period);
    return ledger!.orders.needsLook.filter((order) => order.id === orders.returned.id).map((order) => order.reason);
  };

  test("stays in the ledger, whatever the period, until the merchant closes it; closing twice records once", async () => {
    await shipmentEvent(orders.returned, "failed_attempt");
    await shipmentEvent(orders.returned, "return_initiated");
    await shipmentEvent(orders.returned, "returned");
    expect(await listed()).toContain(orders.returned.name);
    expect(await ledgerOrders()).toEqual(["RETURNED"]);
    expect(await ledgerOrders("2026-01-01")).toEqual(["RETURNED"]);

    for (let click = 0; click < 2; click++) {
      const closed = await admin(shop, `/app/follow-up/${orders.returned.id}.data`, { intent: "close-return" });
      expect(closed.status).toBe(200);
    }
    const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: orders.returned.id } });
    expect(row.returnClosedAt).not.toBeNull();
    expect(await ledgerOrders()).toEqual([]);
    const closings = await stack.db.deliveryFollowUp.findMany({
      where: { orderSyncId: orders.returned.id, outcome: "RETURN_CLOSED" },
    });
    expect(closings).toHaveLength(1);
    expect(closings[0].createdAt.getTime()).toBe(row.returnClosedAt!.getTime());
    const page = await (await admin(shop, `/app/orders/${orders.returned.id}.data`)).text();
    expect(page).toContain("RETURN_CLOSED");
  });

  test("a parcel that was not returned cannot be closed", async () => {
    const refused = await admin(shop, `/app/follow-up/${orders.english.id}.data`, { intent: "close-return" });
    expect(await refused.text()).toContain("NOT_A_RETURN");
    expect(
      (await stack.db.orderSync.findUniqueOrThrow({ where: { id: orders.english.id } })).returnClosedAt,
    ).toBeNull();
  });
});

describe("another shop", () => {
  test("cannot record on this shop's order, close its return, or see it on its own list", async () => {
    const before = await stack.db.deliveryFollowUp.count({ where: { orderSyncId: orders.english.id } });
    const recorded = await record(orders.english, { outcome: "CALLED" }, other);
    expect(recorded.status).toBe(404);
    const closed = await admin(other, `/app/follow-up/${orders.returned.id}.data`, { intent: "close-return" });
    expect(closed.status).toBe(404);
    expect(await stack.db.deliveryFollowUp.count({ where: { orderSyncId: orders.english.id } })).toBe(before);
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: orders.english.id } })).followUpOpen).toBe(true);

    const theirs = await getCallList({ db: stack.db, secrets: stack.secrets }, other);
    expect(theirs).toEqual({ total: 0, entries: [] });
    expect(await dashboardData(other)).not.toContain(orders.english.name);
  });
});
