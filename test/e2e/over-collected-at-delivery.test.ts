import { beforeAll, describe, expect, test } from "vitest";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import type { Browser } from "../support/browser/browser";
import { checkEmbeddedPage } from "../support/browser/page-checks";
import { collectedAfterAChange, writesFrancsCfa } from "../support/browser/seed";
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

beforeAll(async () => {
  shop = await shopHearingDeliveries(stack);
  await writesFrancsCfa(stack, shop);
  // After the pickup the buyer pays 10,000 by transfer: Shopify's order now owes 21,500.
  const { record, ...row } = await collectedAfterAChange(stack, shop, (gid) => {
    stack.shopify.state.payPart(gid, "10000.00");
  });
  ({ orderSyncId, orderName } = row);
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

describe.each(["en", "fr"] as const)("collected more than owed at delivery, in %s", (locale) => {
  const texts = TEXTS[locale];
  const at = (path: string) => ({ appUrl: stack.app.url, shop, path });
  const view = (name: string) => ({ locale, tag: texts.tag, shot: `over-collected-${name}-${locale}` });

  test("the order page says what the rider collected and the 10,000 to give back, not paid twice", async () => {
    await checkEmbeddedPage(browser, at(`/app/orders/${orderSyncId}`), view("order"), async (page) => {
      const banner = page.locator(".Polaris-Banner", { hasText: texts.title });
      await banner.waitFor();
      const said = await banner.innerText();
      expect(said).toContain(texts.amounts);
      expect(said).toContain(texts.whatToDo);
      // One payment came online and one by the rider for what was owed once: a refund due, never "paid twice".
      expect(await page.locator("body").innerText()).not.toMatch(texts.paidTwice);
    });
  });

  test("the orders list says the same refund beside the cash collected", async () => {
    await checkEmbeddedPage(browser, at("/app/orders"), view("list"), async (page) => {
      const row = page.locator("tbody tr").filter({ hasText: orderName });
      await expect.poll(() => row.count()).toBe(1);
      const said = await row.innerText();
      expect(said).toContain(texts.story);
      expect(said).toContain(texts.listRefund);
    });
  });

  test("the cash-on-delivery ledger counts the 31,500 collected and lists the 10,000 to give back", async () => {
    await checkEmbeddedPage(browser, at("/app/cod-ledger"), view("cod-ledger"), async (page) => {
      await page.locator('[data-figure="XOF-collected"]').waitFor();
      expect(await page.locator('[data-figure="XOF-collected"]').innerText()).toBe(texts.collected);
      const needsLook = page.locator('[data-section="needsLook"] tbody tr').filter({ hasText: orderName });
      await expect.poll(() => needsLook.count()).toBe(1);
      const said = await needsLook.innerText();
      expect(said).toContain(texts.refund);
      expect(said).toContain(texts.ledgerReason);
    });
  });
});
