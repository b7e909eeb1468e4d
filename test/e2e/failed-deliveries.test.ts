import { beforeAll, describe, expect, test } from "vitest";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import { accessibilityProblems, openEmbedded, screenshot, type Browser } from "../support/browser/browser";
import { e2eShop, moveShipment, sentOrder } from "../support/browser/seed";
import { eventually } from "../support/tracking-kit";

/*
 * The dashboard's "to call today" in the browser, in both admin languages: two buyers whose
 * delivery failed (a French buyer paying cash on delivery, an English buyer who paid), from the
 * sandbox's events through the app's webhook; then an outcome recorded from the list.
 */
let stack: Stack;
let browser: Browser;
let shop: string;
let french: { id: string; orderName: string };
let english: { id: string; orderName: string };

useBrowserStack((started) => ({ stack, browser } = started));

beforeAll(async () => {
  shop = await e2eShop(stack, "calls-e2e");
  const { webhookToken } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
  const endpoint = await fetch(`${stack.sandbox.url}/__sandbox/webhook-endpoints`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      url: `${stack.app.url}/webhooks/delivery/${webhookToken}`,
      events: ["*"],
      secret: "whsec_e2e_current",
    }),
  });
  expect(endpoint.status).toBe(201);
  const cod = { financialStatus: "PENDING" as const, paymentGatewayNames: ["Cash on Delivery (COD)"] };
  const frenchRow = (await sentOrder(stack, shop, { ...cod, customerLocale: "fr-CI" }))!;
  const englishRow = (await sentOrder(stack, shop, { customerLocale: "en" }))!;
  await moveShipment(stack, frenchRow.externalOrderRef, "shipment.failed_attempt", { reason: "Client absent" });
  await moveShipment(stack, englishRow.externalOrderRef, "shipment.failed_attempt");
  await stack.sandbox.flushWebhooks();
  await eventually(async () => {
    const open = await stack.db.orderSync.count({
      where: { id: { in: [frenchRow.id, englishRow.id] }, followUpOpen: true },
    });
    expect(open).toBe(2);
  });
  french = frenchRow;
  english = englishRow;
});

const FRENCH_MESSAGE = (order: string) =>
  `Bonjour, nous vous contactons au sujet de votre commande ${order}. Notre livreur n'a pas pu vous la livrer. ` +
  "Quand pouvons-nous vous l'apporter\u202f? Merci de préparer 31\u202f500 XOF pour le livreur.";
const ENGLISH_MESSAGE = (order: string) =>
  `Hello, this is about your order ${order}. Our rider could not deliver it. When can we bring it to you?`;

const TEXTS = {
  en: {
    title: "To call today",
    event: "Delivery attempt failed",
    reason: "Reason: Client absent",
    toCollect: "To collect: 31,500 XOF",
    paid: "Paid: nothing to collect",
    messageInFrench: "Message in French:",
    messageInEnglish: "Message in English:",
    call: "Call +225 07 07 12 3456",
  },
  fr: {
    title: "À appeler aujourd'hui",
    event: "Tentative de livraison échouée",
    reason: "Motif\u202f: Client absent",
    toCollect: "À encaisser\u202f: 31\u202f500 XOF",
    paid: "Payée\u202f: rien à encaisser",
    messageInFrench: "Message en français\u202f:",
    messageInEnglish: "Message en anglais\u202f:",
    call: "Appeler le +225 07 07 12 3456",
  },
} as const;

describe.each(["en", "fr"] as const)("the dashboard's list of buyers to call, in %s", (locale) => {
  test("shows each failed delivery with the buyer's call and WhatsApp links and the message in the buyer's language", async () => {
    const texts = TEXTS[locale];
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app", locale === "fr" ? "fr-FR" : "en");
    await expect.poll(() => page.getByRole("heading", { name: texts.title }).count()).toBe(1);

    const frenchEntry = page.locator(`[data-call-entry="${french.orderName}"]`);
    const frenchText = await frenchEntry.innerText();
    for (const expected of [texts.event, texts.reason, texts.toCollect, texts.messageInFrench])
      expect(frenchText).toContain(expected);
    // The buyer's language, whatever the admin's.
    expect(await frenchEntry.locator("[data-call-message]").innerText()).toBe(FRENCH_MESSAGE(french.orderName));
    const call = frenchEntry.getByRole("link", { name: texts.call });
    expect(await call.getAttribute("href")).toBe("tel:+2250707123456");
    expect(await frenchEntry.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toBe(
      `https://wa.me/2250707123456?text=${encodeURIComponent(FRENCH_MESSAGE(french.orderName))}`,
    );

    const englishEntry = page.locator(`[data-call-entry="${english.orderName}"]`);
    const englishText = await englishEntry.innerText();
    expect(englishText).toContain(texts.paid);
    expect(englishText).toContain(texts.messageInEnglish);
    expect(englishText).not.toContain(texts.reason);
    expect(await englishEntry.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toBe(
      `https://wa.me/2250707123456?text=${encodeURIComponent(ENGLISH_MESSAGE(english.orderName))}`,
    );

    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, `dashboard-calls-${locale}`);
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await page.close();
  });
});

describe("recording from the list", () => {
  test('"no answer" keeps the entry; "new date agreed" with its date takes it off and shows on the order page', async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app");
    const entry = page.locator(`[data-call-entry="${english.orderName}"]`);
    // Nothing is chosen in advance, so a click alone records nothing.
    expect(await entry.getByLabel("What happened").inputValue()).toBe("");
    expect(await entry.getByRole("button", { name: "Record" }).isDisabled()).toBe(true);
    await entry.getByLabel("What happened").selectOption("NO_ANSWER");
    await entry.getByRole("button", { name: "Record" }).click();
    await expect.poll(() => entry.innerText()).toContain("Last recorded: No answer");

    await entry.getByLabel("What happened").selectOption("NEW_DATE_AGREED");
    await entry.getByRole("button", { name: "Record" }).click();
    await expect.poll(() => entry.innerText()).toContain("Give the delivery date agreed with the buyer.");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await entry.getByLabel("Delivery date agreed").fill(tomorrow);
    await entry.getByRole("button", { name: "Record" }).click();
    await expect.poll(() => entry.count()).toBe(0);
    expect(await page.locator(`[data-call-entry="${french.orderName}"]`).count()).toBe(1);

    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${english.id}`);
    const history = page.locator("[data-follow-up-history]");
    await expect.poll(() => history.innerText()).toContain("New delivery date agreed");
    const historyText = await history.innerText();
    expect(historyText).toContain(`new date: ${tomorrow}`);
    expect(historyText).toContain("No answer");
    expect(historyText).toContain("by staff member 74120981234");
    expect(await page.locator("[data-follow-up-card]").innerText()).toContain(
      "Settled: this order is not on the list of buyers to call.",
    );
    await screenshot(page, "order-follow-up-en");
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await page.close();
  });
});

describe("a returned cash-on-delivery parcel in the ledger", () => {
  test('stays under "needs a look" until the merchant clicks Close', async () => {
    const cod = { financialStatus: "PENDING" as const, paymentGatewayNames: ["Cash on Delivery (COD)"] };
    const row = (await sentOrder(stack, shop, cod))!;
    for (const event of ["shipment.failed_attempt", "shipment.return_initiated", "shipment.returned"])
      await moveShipment(stack, row.externalOrderRef, event);
    await stack.sandbox.flushWebhooks();
    await eventually(async () => {
      const current = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
      expect(current.shipmentState).toBe("returned");
    });

    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/cod-ledger");
    const returned = page.locator('[data-section="needsLook"] tbody tr', { hasText: row.orderName });
    await expect.poll(() => returned.innerText()).toContain("Returned: nothing was collected");
    await returned.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => returned.count()).toBe(0);
    const closed = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(closed.returnClosedAt).not.toBeNull();

    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${row.id}`);
    await expect.poll(() => page.locator("[data-follow-up-history]").innerText()).toContain("Return closed");
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await page.close();
  });
});
