import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { cashOnDeliveryOrder, placeOrder, sendOrderWebhook, waitForOrderSync } from "../../stack/orders";
import { waitForShopIdle } from "../../stack/idle";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import { openEmbedded, screenshot, type Browser } from "../support/browser/browser";
import { overflowProblems, untranslatedTexts } from "../support/browser/page-checks";
import { moveShipment, writesFrancsCfa } from "../support/browser/seed";
import { eventually } from "../support/eventually";
import { shopHearingDeliveries } from "../support/tracking-kit";

/*
 * The rider collected more than the buyer owed (docs/decisions/073, 093), in the browser. A cash-on-delivery order of
 * 31,500 F CFA is picked up; the buyer then pays 10,000 by transfer in Shopify, which the service can no longer be
 * told; the rider collects the 31,500 the parcel was sent with. Shopify records the 31,500 and shows 10,000 in the
 * buyer's favour. Driven as the world drives it (stand-in webhooks → app → sandbox events → the app's delivery
 * webhook), then read in English and in French: the order page, the orders list and the cash-on-delivery ledger all
 * say the same 10,000 is to give back.
 */
let stack: Stack;
let browser: Browser;
let shop: string;
let orderSyncId: string;
let orderName: string;

useBrowserStack((started) => ({ stack, browser } = started));

const hasFlag = (flag: string) => (row: { flaggedReason: string | null } | null) =>
  Boolean(row?.flaggedReason?.split(",").includes(flag));

beforeAll(async () => {
  shop = await shopHearingDeliveries(stack);
  await writesFrancsCfa(stack, shop);
  const placed = await placeOrder(stack, shop, cashOnDeliveryOrder());
  const sent = await waitForOrderSync(stack, placed.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
  orderSyncId = sent.id;
  orderName = sent.orderName;
  await moveShipment(stack, sent.externalOrderRef, "shipment.picked_up");
  const pickedUp = await waitForOrderSync(stack, placed.gid, (r) => r?.shipmentState === "picked_up", "picked up");

  // After the pickup the buyer pays 10,000 by transfer: Shopify's order now owes 21,500.
  stack.shopify.state.payPart(placed.gid, "10000.00");
  const record = stack.shopify.state.getOrder(placed.gid)!;
  // Shopify moves updated_at on every change; after the snapshot the app holds, or the change reads as none.
  const held = pickedUp.shopifyUpdatedAt?.getTime() ?? 0;
  record.updatedAt = new Date(Math.max(Date.parse(record.updatedAt), held) + 2000).toISOString();
  await sendOrderWebhook(stack, shop, placed.gid, "orders/updated");
  await waitForOrderSync(stack, placed.gid, hasFlag("AMOUNT_DIFFERS"), "flagged AMOUNT_DIFFERS");

  await moveShipment(stack, sent.externalOrderRef, "shipment.delivered");
  await waitForOrderSync(stack, placed.gid, (r) => r?.paymentState === "COD_COLLECTED", "cash collected");
  await waitForShopIdle(stack, shop);
  // Shopify recorded the 31,500 collected: 10,000 in the buyer's favour there.
  await eventually(() => expect(record.totalOutstandingSet.shopMoney.amount).toBe("-10000.00"));
}, 120_000);

const TEXTS = {
  en: {
    tag: "en",
    title: "The rider collected more than the buyer owes",
    amounts: "The rider collected 31,500 F CFA; refund the buyer 10,000 F CFA.",
    whatToDo: "Refund the difference to the buyer in Shopify",
    paidTwice: /paid twice/i,
    story: "Cash collected by the rider",
    listRefund: "Refund the buyer: 10,000 F CFA",
    collected: "31,500 F CFA",
    refund: "10,000 F CFA",
    ledgerReason: "Collected more than owed: refund the difference to the buyer in Shopify",
  },
  fr: {
    tag: "fr-FR",
    title: "Le livreur a encaissé plus que ce que doit l'acheteur",
    amounts: "Le livreur a encaissé 31\u202f500 F CFA\u202f; remboursez 10\u202f000 F CFA à l'acheteur.",
    whatToDo: "Remboursez la différence à l'acheteur dans Shopify",
    paidTwice: /payée? deux fois/i,
    story: "Espèces encaissées par le livreur",
    listRefund: "À rembourser à l'acheteur\u202f: 10\u202f000 F CFA",
    collected: "31\u202f500 F CFA",
    refund: "10\u202f000 F CFA",
    ledgerReason: "Encaissé plus que dû\u202f: remboursez la différence à l'acheteur dans Shopify",
  },
} as const;

/** What every page must hold of itself: nothing wider than its box, no English on a French page, no error. */
async function pageIsWhole(page: Page, locale: "en" | "fr", errors: string[]) {
  expect(await overflowProblems(page)).toEqual([]);
  if (locale === "fr") expect(await untranslatedTexts(page)).toEqual([]);
  expect(errors, errors.join("\n")).toEqual([]);
}

describe.each(["en", "fr"] as const)("collected more than owed at delivery, in %s", (locale) => {
  const texts = TEXTS[locale];

  test("the order page says what the rider collected and the 10,000 to give back, not paid twice", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${orderSyncId}`, texts.tag);
    const banner = page.locator(".Polaris-Banner", { hasText: texts.title });
    await banner.waitFor();
    const said = await banner.innerText();
    expect(said).toContain(texts.amounts);
    expect(said).toContain(texts.whatToDo);
    // One payment came online and one by the rider for what was owed once: a refund due, never "paid twice".
    expect(await page.locator("body").innerText()).not.toMatch(texts.paidTwice);
    await screenshot(page, `over-collected-order-${locale}`);
    await pageIsWhole(page, locale, tracked.errors);
    await page.close();
  });

  test("the orders list says the same refund beside the cash collected", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/orders", texts.tag);
    const row = page.locator("tbody tr").filter({ hasText: orderName });
    await expect.poll(() => row.count()).toBe(1);
    const said = await row.innerText();
    expect(said).toContain(texts.story);
    expect(said).toContain(texts.listRefund);
    await screenshot(page, `over-collected-list-${locale}`);
    await pageIsWhole(page, locale, tracked.errors);
    await page.close();
  });

  test("the cash-on-delivery ledger counts the 31,500 collected and lists the 10,000 to give back", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/cod-ledger", texts.tag);
    await page.locator('[data-figure="XOF-collected"]').waitFor();
    expect(await page.locator('[data-figure="XOF-collected"]').innerText()).toBe(texts.collected);
    const needsLook = page.locator('[data-section="needsLook"] tbody tr').filter({ hasText: orderName });
    await expect.poll(() => needsLook.count()).toBe(1);
    const said = await needsLook.innerText();
    expect(said).toContain(texts.refund);
    expect(said).toContain(texts.ledgerReason);
    await screenshot(page, `over-collected-cod-ledger-${locale}`);
    await pageIsWhole(page, locale, tracked.errors);
    await page.close();
  });
});
