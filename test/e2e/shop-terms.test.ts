import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedLedgerStory } from "../support/cod-ledger-rows";
import type { Stack } from "../../stack/stack";
import { startBrowserStack } from "../support/browser/browser-stack";
import { openEmbedded, type Browser } from "../support/browser/browser";

/*
 * Days and money in the merchant's terms, in a browser: a Nairobi shop's pages write times in its zone and amounts its way,
 * and the server's text is the browser's (no hydration error: both read the zone through Intl).
 */
let stack: Stack;
let browser: Browser;
let shop: string;
let story: Awaited<ReturnType<typeof seedLedgerStory>>;

beforeAll(async () => {
  ({ stack, browser } = await startBrowserStack());
  shop = await stack.installShop({ currency: "XOF", label: "terms-e2e" });
  // The terms as the app keeps them once read from Shopify (the integration tests cover the reading).
  const { id } = await stack.db.shop.update({
    where: { domain: shop },
    data: { ianaTimezone: "Africa/Nairobi", currency: "XOF", moneyFormat: "{{amount_no_decimals}} FCFA" },
  });
  story = await seedLedgerStory(stack.db, id);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe.each([
  ["en", "Days and times are the store's own, in its time zone Africa/Nairobi (UTC+03:00).", "25,000 FCFA"],
  ["fr", "fuseau horaire Africa/Nairobi (UTC+03:00)", "25\u202f000 FCFA"],
] as const)("a Nairobi shop's pages in %s", (locale, zoneText, amount) => {
  test("the ledger says whose days they are and writes amounts the shop's way; the order page's times carry the offset", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/cod-ledger", locale === "fr" ? "fr-FR" : "en");
    await expect.poll(() => page.getByText(zoneText, { exact: false }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-section="collected"]').innerText()).toContain(amount);

    await openEmbedded(
      tracked,
      stack.app.url,
      shop,
      `/app/orders/${story.recorded.id}`,
      locale === "fr" ? "fr-FR" : "en",
    );
    await expect.poll(() => page.locator("body").innerText()).toMatch(/\d{2}:\d{2} UTC\+03:00/);
    expect(await page.locator("body").innerText()).not.toMatch(/\d{2}:\d{2} UTC(?!\+)/);
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await page.close();
  });
});
