import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { waitForOrderSync } from "../../stack/orders";
import type { Stack } from "../../stack/stack";
import { startBrowserStack } from "../support/browser/browser-stack";
import {
  accessibilityProblems,
  expectNoPageErrors,
  openEmbedded,
  screenshot,
  type Browser,
} from "../support/browser/browser";
import {
  checkoutStats,
  e2eShop,
  fillerOrders,
  moveShipment,
  orderNeedingAttention,
  recordTimeline,
  sentOrder,
} from "../support/browser/seed";

let stack: Stack;
let browser: Browser;
let shop: string;
let crossBorder: { id: string; externalOrderRef: string; orderName: string };
let attention: { id: string; orderName: string };
let failed: { id: string; orderName: string };

beforeAll(async () => {
  ({ stack, browser } = await startBrowserStack());
  shop = await e2eShop(stack, "pages");
  crossBorder = await sentOrder(stack, shop, {
    financialStatus: "PENDING",
    paymentGatewayNames: ["Cash on Delivery (COD)"],
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
  // The service's reservations on the create answer (spec §4: addressAssessment, taxIdFormatWarning), as flags.
  await stack.db.orderSync.update({
    where: { id: crossBorder.id },
    data: { flaggedReason: "ADDRESS_NEEDS_MANUAL_VERIFICATION,TAX_ID_FORMAT_WARNING" },
  });
  await moveShipment(stack, crossBorder.externalOrderRef, "shipment.assigned");
  await moveShipment(stack, crossBorder.externalOrderRef, "fiscal_document.accepted");
  attention = await orderNeedingAttention(stack, shop);
  const toFail = await sentOrder(stack, shop);
  // Let the app finish with it (the paid order's follow-up) before changing the row under it.
  await waitForOrderSync(
    stack,
    toFail.shopifyOrderGid,
    (row) => row?.paymentState === "PAID_RECORDED",
    "recorded as paid",
  );
  // What the job runner leaves when every retry of a temporary failure was used up.
  failed = await stack.db.orderSync.update({
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
  await fillerOrders(stack, shop, 26);
  await checkoutStats(stack, shop, new Date());
  await stack.db.shop.update({
    where: { domain: shop },
    data: { lastDeliveryAt: new Date("2026-11-21T09:30:00.000Z") },
  });
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const PAGES = [
  { name: "dashboard", path: () => "/app", h1: { en: "Dashboard", fr: "Tableau de bord" } },
  { name: "orders", path: () => "/app/orders", h1: { en: "Orders", fr: "Commandes" } },
  {
    name: "order-cross-border",
    path: () => `/app/orders/${crossBorder.id}`,
    h1: { en: () => crossBorder.orderName, fr: () => crossBorder.orderName },
  },
  {
    name: "order-needs-attention",
    path: () => `/app/orders/${attention.id}`,
    h1: { en: () => attention.orderName, fr: () => attention.orderName },
  },
  {
    name: "order-failed",
    path: () => `/app/orders/${failed.id}`,
    h1: { en: () => failed.orderName, fr: () => failed.orderName },
  },
  { name: "quote", path: () => "/app/quote", h1: { en: "Quote", fr: "Devis" } },
  { name: "settings", path: () => "/app/settings", h1: { en: "Settings", fr: "Paramètres" } },
] as const;

describe.each(["en", "fr"] as const)("every admin page in %s", (locale) => {
  test.each(PAGES.map((page) => [page.name, page] as const))(
    "%s renders in the admin's language, accessibly, with no console error",
    async (name, page) => {
      const tracked = await browser.newPage();
      await openEmbedded(tracked, stack.app.url, shop, page.path(), locale === "fr" ? "fr-FR" : "en");
      const expected = page.h1[locale];
      await expect
        .poll(() => tracked.page.locator("h1").innerText())
        .toBe(typeof expected === "function" ? expected() : expected);
      // Set once the page is hydrated (root.tsx renders lang="en" on the server).
      await expect.poll(() => tracked.page.getAttribute("html", "lang")).toBe(locale);
      expect(await accessibilityProblems(tracked.page)).toEqual([]);
      await screenshot(tracked.page, `${name}-${locale}`);
      expectNoPageErrors(tracked);
      await tracked.page.close();
    },
  );
});

describe("the dashboard", () => {
  test("shows what needs the merchant, shipments by state, and a week of checkout health", async () => {
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, "/app");
    const text = await tracked.page.locator("main, body").first().innerText();
    expect(text).toContain("1 order needs attention");
    expect(text).toContain("1 order could not be handed over");
    expect(text).toContain("Last delivery update received at 2026-11-21 09:30 UTC.");
    // 40 callbacks over the last seven days; the 20-day-old row is not counted. 8 400 ms / 24 calls.
    expect(text).toMatch(/Rate requests from checkout\s*40/);
    expect(text).toMatch(/Fallback rates used\s*2/);
    expect(text).toContain("350 ms over 24 calls");
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test("says when buyers cannot see the delivery options because Shopify refused the carrier service", async () => {
    const refused = await e2eShop(stack, "refused");
    await stack.db.shop.update({
      where: { domain: refused },
      data: { carrierServiceState: "REFUSED", carrierServiceMessage: "Shopify refused the carrier service." },
    });
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, refused, "/app");
    expect(await tracked.page.getByText("Buyers do not see your delivery options at checkout").count()).toBe(1);
    expect(await tracked.page.getByText("the Advanced plan or higher", { exact: false }).count()).toBeGreaterThan(0);
    expect(
      (await tracked.page.getByRole("link", { name: "Open the settings" }).count()) +
        (await tracked.page.getByRole("button", { name: "Open the settings" }).count()),
    ).toBeGreaterThan(0);
    await screenshot(tracked.page, "dashboard-carrier-refused-en");
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test("says when order sync is paused, and why", async () => {
    const paused = await e2eShop(stack, "paused");
    await stack.db.shop.update({
      where: { domain: paused },
      data: { syncState: "PAUSED", syncPausedReason: "API_KEY_INVALID: the key was revoked." },
    });
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, paused, "/app", "fr");
    expect(await tracked.page.getByText("La synchronisation des commandes est en pause").count()).toBe(1);
    expect(await tracked.page.getByText("Motif\u202f: API_KEY_INVALID: the key was revoked.").count()).toBe(1);
    expect(await tracked.page.title()).toBe("Tableau de bord · Delivery Connect");
    await screenshot(tracked.page, "dashboard-paused-fr");
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });
});

describe("the orders list", () => {
  test("filters by sync state, searches by order name and pages through, navigating inside the embedded app", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/orders");
    await expect.poll(() => page.getByText("Page 1 of 2 (29 orders)").count()).toBe(1);

    const listed = () => page.locator("tbody tr").count();
    const query = () => new URL(page.url()).search;
    // A filter applies as it changes (test/e2e/orders-list.test.ts).
    await page.getByLabel("Sync state").selectOption("FAILED");
    await expect.poll(query).toBe("?syncState=FAILED");
    await expect.poll(listed).toBe(1);
    expect(await page.locator("tbody tr").innerText()).toContain(failed.orderName);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect.poll(query).toBe("");
    await expect.poll(() => page.getByLabel("Sync state").inputValue()).toBe("");
    await page.getByLabel("Order name").fill(attention.orderName);
    await page.getByLabel("Order name").press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(attention.orderName);
    await expect.poll(listed).toBe(1);
    expect(await page.locator("tbody tr").innerText()).toContain(attention.orderName);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect.poll(query).toBe("");
    await page.getByRole("link", { name: "Next page" }).click();
    await expect.poll(query).toBe("?page=2");
    await expect.poll(() => page.getByText("Page 2 of 2 (29 orders)").count()).toBe(1);
    await expect.poll(listed).toBe(4);

    await page.getByRole("link", { name: "Previous page" }).click();
    await page.getByRole("link", { name: crossBorder.orderName }).click();
    await expect.poll(() => page.locator("h1").innerText()).toBe(crossBorder.orderName);
    expectNoPageErrors(tracked);
    await page.close();
  });
});

describe("an order page", () => {
  test("puts the Shopify order beside the service's, with timeline, cross-border note and the fiscal marks to print", async () => {
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${crossBorder.id}`);
    const text = await tracked.page.locator("body").innerText();
    expect(text).toContain("Shopify order");
    expect(text).toContain("Service order");
    // Countries by their names, never their codes.
    expect(text).toContain("checkpoint Noé border post (Côte d’Ivoire)");
    expect(text).toContain("Cross-border delivery");
    expect(text).toMatch(/This parcel goes from Côte d’Ivoire to Senegal/);
    expect(text).toMatch(/Dakar, Senegal/);
    expect(text).toContain("Print on your invoice");
    expect(text).toContain(`SBX-${crossBorder.externalOrderRef}`);
    expect(text).toContain("Sandbox fiscal mark");
    expect(text).toContain("Cash on delivery");
    expect(text).toContain("The address needs a manual check");
    expect(text).toContain("Check the buyer's tax number");
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test("explains an error with what to do, and keeps working when the service cannot be reached", async () => {
    const tracked = await browser.newPage();
    await fetch(`${stack.sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        kind: "error",
        status: 503,
        count: 10,
        path: `/v1/public-api/orders/${encodeURIComponent(crossBorder.externalOrderRef)}`,
        method: "GET",
      }),
    });
    try {
      await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${crossBorder.id}`, "fr");
      const text = await tracked.page.locator("body").innerText();
      expect(text).toContain("La commande du service n'a pas pu être chargée");
      expect(text).toContain("Historique");
    } finally {
      await fetch(`${stack.sandbox.url}/__sandbox/faults`, { method: "DELETE" });
    }
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${failed.id}`);
    const failedText = await tracked.page.locator("body").innerText();
    expect(failedText).toContain("Last error: SERVER_ERROR");
    expect(failedText).toContain("What to do:");
    await tracked.page.close();
  });
});

describe("another store's order", () => {
  test("is not found, with a way back to the orders", async () => {
    const other = await e2eShop(stack, "other");
    const tracked = await browser.newPage();
    await expect(openEmbedded(tracked, stack.app.url, other, `/app/orders/${crossBorder.id}`)).rejects.toThrow(
      /answered 404/,
    );
    expect(await tracked.page.getByRole("heading", { name: "This order is not in your store" }).count()).toBe(1);
    expect(await tracked.page.getByText(crossBorder.externalOrderRef).count()).toBe(0);
    await tracked.page.close();
  });
});

describe("the quote page", () => {
  test("lists the corridors and itemises a quote, duty as an estimate", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/quote");
    expect(await page.locator("table").first().innerText()).toMatch(/Senegal[\s\S]*Cross-border within Africa/);
    await page.getByLabel("Destination").selectOption("cross_border_intra_africa|SN");
    await page.getByLabel("Service").selectOption("standard");
    await page.getByLabel("Weight (g)").fill("2500");
    await page.getByLabel("Declared value").fill("50000");
    await page.getByRole("button", { name: "Get a quote" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Quote", level: 2 }).count()).toBe(1);
    const text = await page.locator("body").innerText();
    // SN standard: 350 000 + 3 started kilos × 120 000 = 710 000 hundredths = 7 100 XOF of freight, paid by the
    // merchant; duty 10 % of the 50 000 XOF declared = 5 000 XOF, an estimate paid by the recipient.
    expect(text).toContain("You: 7,100 XOF · The recipient: 5,000 XOF");
    expect(text).toContain("Import duty (estimate)");
    expect(text).toContain("Estimate");
    expect(text).toContain("3 to 5 days in transit");
    expect(text).toContain("Duty is always an estimate");
    expectNoPageErrors(tracked);
    await screenshot(page, "quote-result-en");
    await page.close();
  });

  test("says 'no estimate' where no duty rate is held, never zero", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/quote", "fr");
    await page.getByLabel("Destination").selectOption("cross_border_intra_africa|GH");
    await page.getByLabel("Service").selectOption("standard");
    await page.getByLabel("Valeur déclarée").fill("50000");
    await page.getByRole("button", { name: "Obtenir un devis" }).click();
    await expect.poll(() => page.getByText("Pas d'estimation des droits").count()).toBe(1);
    expect(await page.locator("table").nth(1).innerText()).not.toMatch(/droit/i);
    await screenshot(page, "quote-no-duty-estimate-fr");
    expectNoPageErrors(tracked);
    await page.close();
  });

  test("a route priced by distance asks for the distance next to its field", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/quote");
    await page.getByLabel("Destination").selectOption("cross_border_intra_africa|SN");
    await page.getByLabel("Service").selectOption("express");
    await page.getByRole("button", { name: "Get a quote" }).click();
    const field = page.getByLabel("Distance (km)");
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    expect(
      await page.locator(`[id="${describedBy.split(" ").find((id) => id.endsWith("Error"))}"]`).innerText(),
    ).toContain("priced by distance");
    await page.close();
  });
});
