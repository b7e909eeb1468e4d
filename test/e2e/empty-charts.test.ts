import { describe, expect, test } from "vitest";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import { expectNoPageErrors, openEmbedded, screenshot, type Browser } from "../support/browser/browser";
import { e2eShop } from "../support/browser/seed";

/* A shop with nothing delivered yet: its chart says so instead of drawing an empty box. */
let stack: Stack;
let browser: Browser;

useBrowserStack((started) => ({ stack, browser } = started));

const EMPTY = {
  en: "No delivery in this period yet.",
  fr: "Aucune livraison sur cette période pour l'instant.",
};

describe.each(["en", "fr"] as const)("the performance page of a new shop, in %s", (locale) => {
  test("says there is no delivery yet where the chart would be", async () => {
    const shop = await e2eShop(stack, `empty-chart-${locale}`);
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/performance", locale);
    await expect.poll(() => page.locator('[data-testid="deliveries-chart-empty"]').innerText()).toBe(EMPTY[locale]);
    expect(await page.locator('[data-testid="deliveries-chart"]').count()).toBe(0);
    await screenshot(page, `performance-empty-${locale}`);
    expectNoPageErrors(tracked);
    await page.close();
  });
});
