import { describe, expect, test } from "vitest";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import { expectNoPageErrors, openEmbedded, screenshot, type Browser } from "../support/browser/browser";
import { parcelsOf } from "../support/browser/seed";
import { orderOverLocations, shopWithLocations } from "../support/parcels-kit";

/*
 * The orders list's bulk retry of an order over two locations (docs/decisions/092), in the browser: the list selects
 * the order, the retry acts on each of its parcels, and the banner says what became of each, "#1001 · parcel 1 of
 * 2: …", in English and in French. Parcel 2 stopped on a refused follow-up and is retried; parcel 1 has
 * nothing to retry.
 */
let stack: Stack;
let browser: Browser;

useBrowserStack((started) => ({ stack, browser } = started));

const TEXTS = {
  en: {
    retry: "Retry",
    confirm: "Retry 1 order?",
    done: "1 order done.",
    parcel: (number: number) => `parcel ${number} of 2`,
    nothing: "This order has nothing to retry.",
    retried: "handed over again.",
  },
  fr: {
    retry: "Réessayer",
    confirm: "Réessayer 1 commande ?",
    done: "1 commande traitée.",
    parcel: (number: number) => `colis ${number} sur 2`,
    nothing: "Il n'y a rien à réessayer pour cette commande.",
    retried: "de nouveau transmis au service de livraison.",
  },
};

describe("the orders list's bulk retry of an order of two parcels", () => {
  for (const locale of ["en", "fr"] as const)
    test(`retries the parcel that stopped and names the other, in ${locale}`, async () => {
      const texts = TEXTS[locale];
      const shop = await shopWithLocations(stack);
      const added = await orderOverLocations(stack, shop);
      const [, second] = await parcelsOf(
        stack,
        added.id,
        (rows) => rows.length === 2 && rows.every((r) => r.serviceOrderId),
        "two parcels sent",
      );
      await stack.db.orderSync.update({
        where: { id: second.id },
        data: {
          lastErrorCode: "SERVER_ERROR",
          lastErrorMessage: "The delivery service answered HTTP 503.",
          lastErrorAt: new Date(),
        },
      });

      const tracked = await browser.newPage();
      const { page } = tracked;
      await openEmbedded(tracked, stack.app.url, shop, "/app/orders", locale);
      await page
        .getByRole("row", { name: new RegExp(added.order.name) })
        .getByRole("checkbox")
        .check({ force: true });
      await page.getByRole("button", { name: texts.retry, exact: true }).click();
      const dialog = page.getByRole("dialog");
      expect(await dialog.getByRole("heading").innerText()).toBe(texts.confirm.replace(" ?", "\u202f?"));
      await dialog.getByRole("button", { name: texts.retry, exact: true }).click();
      await expect.poll(() => page.getByText(texts.done).count()).toBe(1);
      const colon = locale === "fr" ? "\u202f:" : ":";
      const line = (number: number, message: string) =>
        page.getByText(`${added.order.name} · ${texts.parcel(number)}${colon} ${message}`, { exact: true }).count();
      await expect.poll(() => line(1, texts.nothing)).toBe(1);
      expect(await line(2, texts.retried)).toBe(1);
      await screenshot(page, `orders-bulk-retry-parcels-${locale}`);
      // The retried parcel's error is cleared by its sync; the other was left alone.
      await parcelsOf(
        stack,
        added.id,
        (rows) => rows.every((r) => r.syncState === "SENT" && !r.lastErrorCode),
        "retried",
      );
      expectNoPageErrors(tracked);
      await page.close();
    });
});
