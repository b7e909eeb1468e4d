import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { abidjanOrder, sendOrderWebhook, waitForOrderSync } from "../../stack/orders";
import type { Stack } from "../../stack/stack";
import { connectTestShop } from "../../stack/connect";
import { APP_BRIDGE_URL, appBridgeStub } from "../support/browser/app-bridge-stub";
import { startBrowserStack } from "../support/browser/browser-stack";
import { openBrowser, screenshot, waitForHydration, type Browser, type TrackedPage } from "../support/browser/browser";
import { overflowProblems, untranslatedTexts } from "../support/browser/page-checks";
import {
  checkoutStats,
  fillerOrders,
  moveShipment,
  orderNeedingAttention,
  recordTimeline,
  sentOrder,
} from "../support/browser/seed";
import { hostParam, sessionToken } from "../support/browser/session-token";
import { seedLedgerStory } from "../support/cod-ledger-rows";
import { eventually } from "../support/eventually";
import { NAIROBI, seedDeliveryHistory, seedLateDeliveries, DAKAR } from "../support/performance-history";
import { registerDeliveryEndpoint, SECRET } from "../support/tracking-kit";

/*
 * Every admin page and the buyer's tracking page, as a merchant and a buyer see them: in English and in French, in
 * a 1280 px window and on a 390 px phone, with a shop that has lived (orders in every state, a cash ledger, a
 * delivery history, orders placed before the app). Each view fails when anything is wider than the screen or than
 * its box, when a French page shows an English message of the catalogues, or when the console shows an error. One
 * browser tab per language, the shop seeded once; with TEST_SCREENSHOT_DIR set, a screenshot of each view goes there.
 */
let stack: Stack;
let browser: Browser;
/** A French browser (Accept-Language fr-FR), as a French-speaking merchant's or buyer's. */
let frenchBrowser: Browser;
let shop: string;
const orders: Record<string, { id: string; orderName: string }> = {};
let trackingToken: string;

const LOCALES = ["en", "fr"] as const;
type Locale = (typeof LOCALES)[number];
const WIDTHS = [1280, 390] as const;

// A shop in a zone that is not UTC, with West Africa's money format, so wrong zones and codes show.
const MONEY_FORMAT = "{{amount_no_decimals}} F CFA";

beforeAll(async () => {
  ({ stack, browser } = await startBrowserStack());
  frenchBrowser = await openBrowser("fr-FR");
  shop = await stack.installShop({
    currency: "XOF",
    label: "every-page",
    ianaTimezone: NAIROBI,
    moneyFormat: MONEY_FORMAT,
  });
  // Orders placed before the app was connected: the settings page counts them for an import.
  for (const days of [2, 3])
    stack.shopify.state.addOrder(
      shop,
      abidjanOrder({ createdAt: new Date(Date.now() - days * 86_400_000).toISOString() }),
    );
  const connected = await connectTestShop(stack, shop, { webhookSecrets: [SECRET] });
  // What the app reads from Shopify at connection (docs/decisions/043); the test's connection leaves Shopify out.
  await stack.db.shop.update({
    where: { id: connected.id },
    data: { ianaTimezone: NAIROBI, currency: "XOF", moneyFormat: MONEY_FORMAT },
  });
  await registerDeliveryEndpoint(stack, connected.webhookToken);

  const cod = { financialStatus: "PENDING" as const, paymentGatewayNames: ["Cash on Delivery (COD)"] };
  // Cross-border, cash on delivery, with a timeline, the service's reservations and its fiscal mark.
  const crossBorder = await sentOrder(stack, shop, {
    ...cod,
    shippingAddress: {
      firstName: "Ama",
      lastName: "Mensah",
      address1: "12 Rue des Jardins, Point E",
      city: "Dakar",
      countryCode: "SN",
      phone: "+221771234567",
    },
  });
  await recordTimeline(stack, crossBorder.id, new Date("2026-11-20T08:00:00.000Z"));
  await stack.db.orderSync.update({
    where: { id: crossBorder.id },
    data: { flaggedReason: "ADDRESS_NEEDS_MANUAL_VERIFICATION,TAX_ID_FORMAT_WARNING" },
  });
  await moveShipment(stack, crossBorder.externalOrderRef, "fiscal_document.accepted");
  orders.crossBorder = crossBorder;

  orders.attention = await orderNeedingAttention(stack, shop);

  // Every retry of a temporary failure used up.
  const toFail = await sentOrder(stack, shop);
  await waitForOrderSync(stack, toFail.shopifyOrderGid, (row) => row?.paymentState === "PAID_RECORDED", "paid");
  orders.failed = await stack.db.orderSync.update({
    where: { id: toFail.id },
    data: {
      syncState: "FAILED",
      serviceOrderId: null,
      shipmentId: null,
      shipmentState: null,
      lastErrorCode: "SERVER_ERROR",
      lastErrorMessage: "The delivery service answered HTTP 503.",
      lastErrorAt: new Date(),
    },
  });

  // Delivered, through the service's events.
  const delivered = await sentOrder(stack, shop);
  for (const event of ["shipment.picked_up", "shipment.in_transit", "shipment.delivered"])
    await moveShipment(stack, delivered.externalOrderRef, event);
  orders.delivered = await shipmentAt(delivered.shopifyOrderGid, "delivered");

  // Cancelled by the merchant in Shopify.
  const cancelled = await sentOrder(stack, shop);
  const record = stack.shopify.state.getOrder(cancelled.shopifyOrderGid)!;
  record.cancelledAt = new Date().toISOString();
  record.cancelReason = "CUSTOMER";
  record.updatedAt = new Date(Date.parse(record.updatedAt) + 2000).toISOString();
  await sendOrderWebhook(stack, shop, cancelled.shopifyOrderGid, "orders/cancelled");
  orders.cancelled = await waitForOrderSync(
    stack,
    cancelled.shopifyOrderGid,
    (row) => row?.syncState === "CANCELLED" && (row.flaggedReason ?? "").includes("SHIPMENT_CANCELLED"),
    "cancelled",
  );

  // A failed delivery attempt of a French buyer paying cash: the dashboard's call list, the tracking page.
  const attempt = await sentOrder(stack, shop, { ...cod, customerLocale: "fr-CI" });
  await moveShipment(stack, attempt.externalOrderRef, "shipment.picked_up");
  await moveShipment(stack, attempt.externalOrderRef, "shipment.failed_attempt", { reason: "Client absent" });
  await stack.sandbox.flushWebhooks();
  await eventually(async () => {
    const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(row.followUpOpen && row.shipmentState === "failed_attempt" && row.trackingToken).toBeTruthy();
    trackingToken = row.trackingToken!;
  });
  orders.failedAttempt = attempt;

  await fillerOrders(stack, shop, 26);
  await checkoutStats(stack, shop, new Date());
  await seedLedgerStory(stack.db, connected.id);
  await seedDeliveryHistory(stack.db, connected.id);
  await seedLateDeliveries(stack.db, connected.id, DAKAR, [0, 1, 0, 2, 4], NAIROBI);
  await stack.db.shop.update({ where: { id: connected.id }, data: { lastDeliveryAt: new Date() } });
}, 240_000);

afterAll(async () => {
  await frenchBrowser?.close();
  await browser?.close();
  await stack?.stop();
});

function shipmentAt(gid: string, state: string) {
  return waitForOrderSync(stack, gid, (row) => row?.shipmentState === state, `shipment ${state}`);
}

type View = {
  name: string;
  /** The address: an admin page's path, or the tracking page's on the shop's domain. */
  path: () => string;
  /** The admin's page (embedded, App Bridge), the buyer's page through the app proxy, or a page outside both. */
  kind?: "admin" | "buyer" | "outside";
  status?: number;
  /** What shows once the page is whole (beyond the h1), in each language. */
  settled?: Record<Locale, RegExp>;
  /** What the merchant does on the page before it is looked at (a form sent). */
  act?: (page: Page, locale: Locale) => Promise<void>;
};

const VIEWS: View[] = [
  { name: "dashboard", path: () => "/app" },
  { name: "orders", path: () => "/app/orders" },
  { name: "order-cross-border-cod", path: () => `/app/orders/${orders.crossBorder.id}` },
  { name: "order-needs-attention", path: () => `/app/orders/${orders.attention.id}` },
  { name: "order-failed", path: () => `/app/orders/${orders.failed.id}` },
  { name: "order-failed-attempt", path: () => `/app/orders/${orders.failedAttempt.id}` },
  { name: "order-delivered", path: () => `/app/orders/${orders.delivered.id}` },
  { name: "order-cancelled", path: () => `/app/orders/${orders.cancelled.id}` },
  { name: "cod-ledger", path: () => "/app/cod-ledger" },
  { name: "performance", path: () => "/app/performance" },
  { name: "quote", path: () => "/app/quote" },
  {
    name: "quote-result",
    path: () => "/app/quote",
    // A cross-border parcel with a declared value: freight and an estimated import duty, itemised.
    act: async (page, locale) => {
      await page.locator('select[name="corridor"]').selectOption("cross_border_intra_africa|SN");
      await page.locator('select[name="serviceCode"]').selectOption("standard");
      await page.locator('input[name="weightGrams"]').fill("2500");
      await page.locator('input[name="declaredValue"]').fill("50000");
      await page.getByRole("button", { name: locale === "fr" ? "Obtenir un devis" : "Get a quote" }).click();
      await page.getByRole("heading", { level: 2, name: locale === "fr" ? "Devis" : "Quote", exact: true }).waitFor();
    },
  },
  {
    name: "settings-import",
    path: () => "/app/settings",
    settled: { en: /match(es)? your sync rules and ha(s|ve) not been sent/, fr: /correspond(ent)? à vos règles/ },
  },
  { name: "not-found", path: () => "/app/no-such-page", status: 404 },
  // Where Shopify's library sends a merchant who opens the app outside the admin; its language is the browser's.
  { name: "login", kind: "outside", path: () => "/auth/login" },
  {
    name: "tracking-page",
    kind: "buyer",
    path: () => `${stack.shopify.url}/${shop}/apps/delivery/${trackingToken}`,
  },
];

/** One tab per language, in a browser of that language, reused by every view; App Bridge's stand-in speaks it too. */
const tabs = new Map<Locale, TrackedPage>();
async function tab(locale: Locale): Promise<TrackedPage> {
  let tracked = tabs.get(locale);
  if (!tracked) {
    tracked = await (locale === "fr" ? frenchBrowser : browser).newPage();
    const token = sessionToken(shop, 4 * 3600);
    await tracked.page.route(APP_BRIDGE_URL, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: appBridgeStub(token, shop, locale) }),
    );
    tabs.set(locale, tracked);
  }
  return tracked;
}

async function open(tracked: TrackedPage, view: View, locale: Locale) {
  const url = new URL(view.path(), stack.app.url);
  if (view.kind === "buyer") {
    if (locale === "fr") url.searchParams.set("locale", "fr");
  } else if (view.kind !== "outside") {
    const token = sessionToken(shop, 4 * 3600);
    for (const [name, value] of Object.entries({ embedded: "1", shop, host: hostParam(shop), id_token: token, locale }))
      url.searchParams.set(name, value);
  }
  const response = await tracked.page.goto(url.toString());
  expect(response?.status(), `${view.name} answered ${response?.status()}`).toBe(view.status ?? 200);
  if (view.kind === "buyer") await tracked.page.waitForLoadState("load");
  else if (view.kind === "outside") await tracked.page.waitForLoadState("networkidle");
  else {
    await waitForHydration(tracked.page);
    await eventually(async () => expect(await tracked.page.getAttribute("html", "lang")).toBe(locale));
  }
  await tracked.page.locator("h1").first().waitFor();
  if (view.act) {
    await view.act(tracked.page, locale);
    await tracked.page.waitForLoadState("networkidle");
  }
  if (view.settled) {
    const settled = view.settled[locale];
    await eventually(async () => expect(await tracked.page.locator("body").innerText()).toMatch(settled), 60_000);
  }
}

/** Amounts in the shop's currency written with its code, where the shop's money format says "F CFA". */
async function moneyInCodes(page: TrackedPage["page"]): Promise<string[]> {
  const text = await page.locator("body").innerText();
  return [...new Set(text.match(/[\d \u202f\u00a0.,]*\d[ \u202f\u00a0]*XOF\b/g) ?? [])].map(
    (amount) => `"${amount.trim()}" shows the currency's code, not the shop's "F CFA"`,
  );
}

/** The page's own document 404 is the answer asked for, not an error. */
function consoleErrors(tracked: TrackedPage, view: View): string[] {
  return tracked.errors.filter(
    (error) => !(view.status === 404 && (error.startsWith("HTTP 404 for ") || /status of 404/.test(error))),
  );
}

describe.each(LOCALES)("in %s", (locale) => {
  describe.each(WIDTHS)("at %i px", (width) => {
    test.each(VIEWS.map((view) => [view.name, view] as const))(
      "%s fits, speaks the language and logs no error",
      async (name, view) => {
        const tracked = await tab(locale);
        tracked.errors.length = 0;
        await tracked.page.setViewportSize({ width, height: 900 });
        await open(tracked, view, locale);
        // The heading's language as the page declares it (to screen readers, to the checks below).
        const declared = await tracked.page
          .locator("h1")
          .first()
          .evaluate((h1) => h1.closest("[lang]")?.getAttribute("lang") ?? "");
        const problems = [
          ...(declared.split("-")[0] === locale ? [] : [`language: the h1 is in a lang="${declared}" element`]),
          ...(await overflowProblems(tracked.page)).map((problem) => `overflow: ${problem}`),
          ...(locale === "fr" ? await untranslatedTexts(tracked.page) : []).map((text) => `untranslated: ${text}`),
          ...consoleErrors(tracked, view).map((error) => `console: ${error}`),
          ...(view.kind === "outside" ? [] : await moneyInCodes(tracked.page)).map((text) => `money: ${text}`),
        ];
        await screenshot(tracked.page, `every-page-${name}-${locale}-${width}`);
        expect(problems, `${name} in ${locale} at ${width} px:\n${problems.join("\n")}`).toEqual([]);
      },
    );
  });
});

describe("the checks themselves", () => {
  test("name what overflows and what is left in English, and pass over decoration and marked languages", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await page.setViewportSize({ width: 390, height: 600 });
    await page.setContent(`<!doctype html><html lang="fr"><head><title>Tableau de bord</title>
      <style>
        body { margin: 0; font: 16px sans-serif }
        .ring { position: relative; width: 100px; height: 20px }
        .ring::after { content: ""; position: absolute; inset: -2px }
      </style></head><body>
      <div id="spill" style="width: 120px"><span style="white-space: nowrap">Une phrase bien trop longue pour sa boîte</span></div>
      <div id="cut" style="width: 120px; overflow: hidden"><div style="width: 300px">Tableau coupé</div></div>
      <div id="dots" style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">31 500 F CFA à encaisser</div>
      <div class="ring"></div>
      <p>Dashboard</p>
      <p>3 open, unfulfilled orders of the last 7 days match your sync rules and have not been sent.</p>
      <p>Tableau de bord</p>
      <p>Reste à encaisser : 12 000 XOF</p>
      <a href="?locale=en" lang="en">English</a>
      <div style="width: 600px">Plus large que l'écran</div>
    </body></html>`);
    const overflow = await overflowProblems(page);
    expect(overflow).toEqual([
      expect.stringMatching(/^the page is 600 px wide in a 390 px window.*sticking out: div "Plus large que l'écran"/),
      expect.stringMatching(
        /^div "Une phrase bien trop longue pour sa boîte" has content spilling over its right edge/,
      ),
      expect.stringMatching(/^div "Tableau coupé" cuts off its content: content 300 px in a 120 px box/),
      expect.stringMatching(/^div "31 500 F CFA à encaisser" cuts its text with an ellipsis/),
    ]);
    expect(await untranslatedTexts(page)).toEqual([
      'p says "Dashboard"',
      'p says "3 open, unfulfilled orders of the last 7 days match your sync rules and have not been sent."',
    ]);
    expect(await moneyInCodes(page)).toEqual(['"12 000 XOF" shows the currency\'s code, not the shop\'s "F CFA"']);
    await page.close();
  });
});
