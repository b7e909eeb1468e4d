import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import { openEmbedded, screenshot, type Browser } from "../support/browser/browser";
import { readLabelsPdf } from "../support/labels/read-labels-pdf";
import { seedLabelOrder } from "../support/labels/seed-label-orders";

let stack: Stack;
let browser: Browser;
useBrowserStack((started) => ({ stack, browser } = started));

const TEXTS = {
  en: {
    card: "Shipping label",
    thermal: "Label 100 × 150 mm",
    notSent: "The label can be printed once the order is sent to the delivery service.",
    bulkA4: "Print labels (A4, 4 per page)",
    printLabels: "Print labels",
    toCollect: "TO COLLECT",
    refused: "No label for #8103: not sent to the delivery service yet.",
  },
  fr: {
    card: "Étiquette d'expédition",
    thermal: "Étiquette 100 × 150 mm",
    notSent: "L'étiquette pourra être imprimée une fois la commande envoyée au service de livraison.",
    bulkA4: "Imprimer les étiquettes (A4, 4 par page)",
    printLabels: "Imprimer les étiquettes",
    toCollect: "À ENCAISSER",
    refused: "Pas d'étiquette pour #8103\u202f: pas encore envoyée au service de livraison.",
  },
} as const;

/** A shop speaking `locale` (Shop.locale, the labels' language; an admin's visit sets only the viewer's). */
async function shopWithOrders(locale: "en" | "fr") {
  const shop = await stack.installShop({ currency: "XOF", label: "labels-e2e" });
  const { id } = await stack.db.shop.update({ where: { domain: shop }, data: { locale } });
  const sent = [await seedLabelOrder(stack, id, 8101), await seedLabelOrder(stack, id, 8102)];
  const waiting = await seedLabelOrder(stack, id, 8103, { sent: false });
  return { shop, sent, waiting };
}

describe.each(["en", "fr"] as const)("labels in the admin pages, in %s", (locale) => {
  const texts = TEXTS[locale];
  const admin = locale === "fr" ? "fr-FR" : "en";

  test("the order page downloads the sent order's label; an order not sent yet says why there is none", async () => {
    const { shop, sent, waiting } = await shopWithOrders(locale);
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${sent[0].id}`, admin);
    await expect.poll(() => page.getByRole("heading", { name: texts.card }).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: texts.thermal }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("labels-8101-thermal.pdf");
    const [label] = await readLabelsPdf(new Uint8Array(await readFile((await download.path())!)));
    expect(label.text).toContain(texts.toCollect);
    expect(label.codes).toContainEqual({ format: "CODE_128", text: sent[0].externalOrderRef });
    await screenshot(page, `order-label-${locale}`);

    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${waiting.id}`, admin);
    await expect.poll(() => page.getByText(texts.notSent).count()).toBe(1);
    expect(await page.getByRole("button", { name: texts.thermal }).count()).toBe(0);
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await page.close();
  });

  test("a selection in the order list prints on A4; a selection with an unsent order says which", async () => {
    const { shop, sent } = await shopWithOrders(locale);
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/orders", admin);
    await expect.poll(() => page.locator("tbody tr").count()).toBe(3);
    const select = async (names: string[]) => {
      for (const name of names)
        await page
          .getByRole("row", { name: new RegExp(name) })
          .getByRole("checkbox")
          .check({ force: true });
    };
    const printA4 = async () => {
      // "Print labels" is a promoted bulk action: a menu of the two formats, never behind "…".
      await page.getByRole("button", { name: texts.printLabels, exact: true }).click();
      await page.getByText(texts.bulkA4, { exact: true }).click();
    };
    await select(["#8101", "#8102"]);
    const [download] = await Promise.all([page.waitForEvent("download"), printA4()]);
    expect(download.suggestedFilename()).toBe("labels-2-a4.pdf");
    const pages = await readLabelsPdf(new Uint8Array(await readFile((await download.path())!)));
    expect(pages).toHaveLength(1);
    expect(
      pages[0].codes
        .filter((code) => code.format === "QR_CODE")
        .map((code) => code.text)
        .sort(),
    ).toEqual(sent.map((row) => row.externalOrderRef).sort());

    await select(["#8103"]);
    await printA4();
    await expect.poll(() => page.getByText(texts.refused).count()).toBe(1);
    await screenshot(page, `orders-labels-refused-${locale}`);
    // The browser logs the refusal (409) it was answered; nothing else went wrong.
    const refusal = /\b409\b.*\/app\/labels\?format=a4&/;
    expect(tracked.errors.some((error) => refusal.test(error))).toBe(true);
    expect(tracked.errors.filter((error) => !refusal.test(error))).toEqual([]);
    await page.close();
  });
});
