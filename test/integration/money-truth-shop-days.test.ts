import { describe, expect, test } from "vitest";
import {
  abidjanOrder,
  BROWSER,
  connectTestShop,
  control,
  hostParam,
  placeOrder,
  runCli,
  sessionToken,
  useMoneyStack,
  waitForOrderSync,
} from "../support/money-kit";
import { SECRET, shopHearingDeliveries } from "../support/tracking-kit";

/*
 * Days and money in the merchant's terms. The shop's time zone and money format
 * are read from Shopify (the reconciliation, shop/update) and used by the ledger, its CSV, the CLI
 * and the admin pages. Stand-in → app → sandbox, the delivery heard through the service's webhook.
 */
const { stack } = useMoneyStack();

const NAIROBI = "Africa/Nairobi";
const FCFA = "{{amount_no_decimals}} FCFA";
const HOUR_MS = 3_600_000;

/** The latest 22:30 UTC before now: still "yesterday" in UTC terms of that evening, already the next day in Nairobi. */
function lastUtcEvening(): Date {
  const now = new Date();
  const evening = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 22, 30);
  return new Date(evening <= now.getTime() ? evening : evening - 24 * HOUR_MS);
}
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
const nairobiDay = (instant: Date) => utcDay(new Date(instant.getTime() + 3 * HOUR_MS));

/** An admin page as Shopify's admin opens it (the document, server-rendered), in a language. */
async function adminPage(shop: string, path: string, locale: "en" | "fr") {
  const url = new URL(path, stack.app.url);
  const token = sessionToken(shop);
  for (const [name, value] of Object.entries({ embedded: "1", shop, host: hostParam(shop), id_token: token, locale }))
    url.searchParams.set(name, value);
  const response = await fetch(url, { headers: { "User-Agent": BROWSER } });
  const html = await response.text();
  expect(response.status, html.slice(0, 500)).toBe(200);
  return html;
}

type LedgerJson = {
  timeZone: string;
  currencies: Array<{ currency: string; collected: { byDay: Array<{ day: string; count: number }> } }>;
};

describe("item 10: days and money in the merchant's terms", () => {
  test("a Nairobi shop's cash collected at 22:30 UTC counts on the next local day: ledger, CSV, CLI and pages", async () => {
    const shop = await shopHearingDeliveries(stack, { ianaTimezone: NAIROBI, moneyFormat: FCFA });
    // The reconciliation reads the shop's terms from Shopify once (and again a day later).
    const first = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.json()).toMatchObject({ shopTermsRead: true });
    expect(await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } })).toMatchObject({
      ianaTimezone: NAIROBI,
      currency: "XOF",
      moneyFormat: FCFA,
    });
    const again = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    expect(again.json()).toMatchObject({ shopTermsRead: false });

    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] }),
    );
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
    const deliveredAt = lastUtcEvening();
    await control(stack, "POST", `/orders/${encodeURIComponent(row.externalOrderRef)}/events`, {
      event: "shipment.delivered",
      occurredAt: deliveredAt.toISOString(),
    });
    await stack.sandbox.flushWebhooks();
    // Collected, then marked paid in Shopify by the app (the figures below are taken once both are done).
    const collected = await waitForOrderSync(
      stack,
      order.gid,
      (r) => Boolean(r?.codCollectedAt && r.shopifyPaidAt),
      "cash collected and recorded in Shopify",
    );
    expect(collected.codCollectedAt!.toISOString()).toBe(deliveredAt.toISOString());
    const localDay = nairobiDay(deliveredAt);
    expect(localDay).not.toBe(utcDay(deliveredAt));

    // The CLI, as JSON: the shop's days, the collection on the Nairobi day.
    const json = await runCli(stack, ["cod:ledger", "--shop", shop, "--json"]);
    expect(json.code, json.stderr).toBe(0);
    const ledger = json.json<LedgerJson>();
    expect(ledger.timeZone).toBe(NAIROBI);
    const byDay = ledger.currencies.find((entry) => entry.currency === "XOF")!.collected.byDay;
    expect(byDay.filter((entry) => entry.count > 0)).toEqual([{ day: localDay, count: 1, amountMinor: 3_150_000 }]);

    // The CLI, as text: which zone, and the amount in the shop's money format.
    const text = await runCli(stack, ["cod:ledger", "--shop", shop]);
    expect(text.stdout).toContain(`(days in ${NAIROBI}, UTC+03:00)`);
    expect(text.stdout).toMatch(new RegExp(`collected ${localDay}\\s+1 order\\s+31,500 FCFA\n`));

    // The CSV the page downloads, and the one the CLI prints: the same file.
    const download = await fetch(`${stack.app.url}/app/cod-ledger/csv`, {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(shop)}` },
    });
    expect(download.status).toBe(200);
    const csv = await download.text();
    const line = csv.split("\r\n").find((entry) => entry.startsWith(`collected,,${order.name},`));
    expect(line).toBe(
      `collected,,${order.name},${row.id},XOF,3150000,31500,true,COD_COLLECTED,delivered,${row.sentAt!.toISOString()},${deliveredAt.toISOString()},${collected.shopifyPaidAt!.toISOString()},${localDay},"31,500 FCFA",${NAIROBI}`,
    );
    const cliCsv = await runCli(stack, ["cod:ledger", "--shop", shop, "--csv"]);
    expect(cliCsv.stdout).toContain(line);

    // The admin pages, server-rendered: the time in Nairobi with its offset, the amount the shop's way.
    const [y, m, d] = localDay.split("-");
    const english = await adminPage(shop, `/app/orders/${row.id}`, "en");
    expect(english).toContain(`${localDay} 01:30 UTC+03:00`);
    expect(english).toContain("31,500 FCFA");
    const french = await adminPage(shop, `/app/orders/${row.id}`, "fr");
    expect(french).toContain(`${d}/${m}/${y} 01:30 UTC+03:00`);
    expect(french).toContain("31\u202f500 FCFA");
    const ledgerPage = await adminPage(shop, "/app/cod-ledger", "fr");
    expect(ledgerPage).toContain(`fuseau horaire ${NAIROBI} (UTC+03:00)`);
  });

  test("shop/update: the merchant's new time zone and money format are read again; a relabelled body is refused", async () => {
    const shop = await shopHearingDeliveries(stack);
    const before = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
    expect(before).toMatchObject({ ianaTimezone: null, moneyFormat: null });
    const untouched = await runCli(stack, ["cod:ledger", "--shop", shop, "--json"]);
    expect(untouched.json<LedgerJson>().timeZone).toBe("UTC");

    const body = stack.shopify.state.updateShop(shop, { ianaTimezone: NAIROBI, moneyFormat: FCFA });
    const other = await stack.installShop({ currency: "XOF" });
    const relabelled = await stack.shopify.sendWebhook({
      path: "/webhooks/shop/update",
      topic: "shop/update",
      shop: other,
      payload: body,
    });
    expect(relabelled.status).toBe(403);
    const notAShop = await stack.shopify.sendWebhook({
      path: "/webhooks/shop/update",
      topic: "shop/update",
      shop,
      payload: { fulfillment_order: { id: "gid://shopify/FulfillmentOrder/1" } },
    });
    expect(notAShop.status).toBe(400);

    const update = await stack.shopify.sendWebhook({
      path: "/webhooks/shop/update",
      topic: "shop/update",
      shop,
      payload: body,
    });
    expect(update.status).toBe(200);
    expect(await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } })).toMatchObject({
      ianaTimezone: NAIROBI,
      moneyFormat: FCFA,
    });
    const ledger = await runCli(stack, ["cod:ledger", "--shop", shop, "--json"]);
    expect(ledger.json<LedgerJson>().timeZone).toBe(NAIROBI);
  });

  test("connecting the store reads its terms at once, and shop:show says which", async () => {
    const shop = await stack.installShop({ currency: "XOF", ianaTimezone: "Africa/Dakar", moneyFormat: FCFA });
    const connect = await runCli(stack, [
      "shop:configure",
      "--shop",
      shop,
      "--api-key",
      "svc_live_sandbox_all",
      "--webhook-secret",
      SECRET,
      "--json",
    ]);
    expect(connect.code, connect.stderr).toBe(0);
    const shown = await runCli(stack, ["shop:show", "--shop", shop, "--json"]);
    expect(shown.json()).toMatchObject({
      shopTerms: { timeZone: "Africa/Dakar", currency: "XOF", moneyFormat: FCFA, readAt: expect.any(String) },
    });
  });

  test("a payment recorded on the order page on the shop's today is stated at the shop's midnight", async () => {
    const shop = await stack.installShop({ currency: "XOF", ianaTimezone: NAIROBI, moneyFormat: FCFA });
    await connectTestShop(stack, shop, { settings: { unpaidOrders: "payment_link" } });
    await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
    );
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "LINK_PENDING", "link sent");

    // The page's data: the form's day is the shop's today.
    const now = new Date();
    const page = await fetch(`${stack.app.url}/app/orders/${row.id}.data`, {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(shop)}` },
    });
    const today = nairobiDay(now);
    expect(await page.text()).toContain(`"${today}"`);

    const answer = await fetch(`${stack.app.url}/app/orders/${row.id}.data`, {
      method: "POST",
      headers: {
        "User-Agent": BROWSER,
        Authorization: `Bearer ${sessionToken(shop)}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        intent: "recordPayment",
        paidVia: "manual_bank_transfer",
        reference: "VIR-NBO-1",
        paidAt: today,
      }),
    });
    expect(answer.status).toBe(200);
    await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "PAID_RECORDED", "payment recorded");
    const atService = await control(stack, "GET", `/orders/${encodeURIComponent(row.externalOrderRef)}`);
    expect(atService).toMatchObject({
      payment: {
        status: "paid",
        reference: "VIR-NBO-1",
        paidAt: new Date(Date.parse(`${today}T00:00:00Z`) - 3 * HOUR_MS).toISOString(),
      },
    });
  });
});
