import { beforeAll, describe, expect, test } from "vitest";
import { abidjanOrder, placeOrder, sendOrderWebhook, waitForOrderSync } from "../../stack/orders";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import { expectNoPageErrors, openEmbedded, screenshot, type Browser } from "../support/browser/browser";
import { e2eShop, moveShipment } from "../support/browser/seed";

let stack: Stack;
let browser: Browser;

useBrowserStack((started) => ({ stack, browser } = started));

/*
 * An amount changed after the handoff (docs/decisions/041): a COD order of 31,500 XOF, picked up, then partially paid in
 * Shopify (21,500 left). The service cannot be changed any more by the app: the order page and the
 * list tell the merchant what the rider will collect against what the buyer owes, and what to do.
 */
let shop: string;
let orderSyncId: string;
beforeAll(async () => {
  shop = await e2eShop(stack, "amount-differs");
  const placed = await placeOrder(
    stack,
    shop,
    abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] }),
  );
  const row = await waitForOrderSync(stack, placed.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
  await moveShipment(stack, row.externalOrderRef, "shipment.picked_up");
  const record = stack.shopify.state.getOrder(placed.gid)!;
  record.displayFinancialStatus = "PARTIALLY_PAID";
  record.totalOutstandingSet.shopMoney.amount = "21500.00";
  record.updatedAt = new Date(Date.parse(record.updatedAt) + 2000).toISOString();
  await sendOrderWebhook(stack, shop, placed.gid, "orders/updated");
  const flagged = await waitForOrderSync(
    stack,
    placed.gid,
    (r) => Boolean(r?.flaggedReason?.split(",").includes("AMOUNT_DIFFERS")),
    "flagged: the amounts differ",
  );
  orderSyncId = flagged.id;
});

// Any grouping separator the locale uses (",", a space, a narrow no-break space).
const amount = (thousands: number) => new RegExp(`${thousands}[\\s\\u00a0\\u202f,.]?500`);

const TEXTS = {
  en: {
    tag: "en",
    title: "The rider will collect another amount than the buyer owes",
    what: "Change the amount to collect in the delivery service's dashboard",
    collects: "The rider will collect",
    owes: "the buyer now owes",
    list: "buyer now owes",
  },
  fr: {
    tag: "fr-FR",
    title: "Le livreur encaissera un autre montant que celui que doit l'acheteur",
    what: "Modifiez le montant à encaisser dans le tableau de bord du service de livraison",
    collects: "Le livreur encaissera",
    owes: "l'acheteur doit maintenant",
    list: "l'acheteur doit maintenant",
  },
} as const;

describe.each(["en", "fr"] as const)("an amount that differs after pickup, in %s", (locale) => {
  const texts = TEXTS[locale];

  test("the order page says what the rider will collect, what the buyer owes, and what to do", async () => {
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${orderSyncId}`, texts.tag);
    const banner = tracked.page.getByText(texts.title, { exact: true });
    await banner.waitFor();
    const text = await tracked.page.locator("body").innerText();
    expect(text).toContain(texts.what);
    // "The rider will collect XOF 31,500; the buyer now owes XOF 21,500." (the title says it in words only).
    const sentence = text.split("\n").find((line) => line.startsWith(texts.collects) && line.includes(texts.owes));
    expect(sentence, text).toBeDefined();
    expect(sentence).toMatch(amount(31));
    expect(sentence).toMatch(amount(21));
    expect(sentence!.search(amount(31))).toBeLessThan(sentence!.search(amount(21)));
    await screenshot(tracked.page, `order-amount-differs-${locale}`);
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test("the order list shows what the buyer owes beside what is still to collect", async () => {
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, "/app/orders", texts.tag);
    await tracked.page.getByText(texts.list, { exact: false }).first().waitFor();
    const cell = await tracked.page.getByText(texts.list, { exact: false }).first().innerText();
    expect(cell).toMatch(amount(21));
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });
});
