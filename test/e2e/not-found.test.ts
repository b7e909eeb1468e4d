import { describe, expect, test } from "vitest";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import { openEmbedded, screenshot, waitForHydration, type Browser } from "../support/browser/browser";
import { e2eShop } from "../support/browser/seed";

/*
 * An address under /app that no page has, and an order that is not the shop's: a 404 inside the app's frame, in
 * the viewer's language, titled, and hydrated without React's errors (#418/#423 were the root's bare page).
 */
let stack: Stack;
let browser: Browser;

useBrowserStack((started) => ({ stack, browser } = started));

const TEXTS = {
  en: { heading: "This page does not exist", title: "Not found · Delivery Connect", back: "Go to the dashboard" },
  fr: { heading: "Cette page n'existe pas", title: "Introuvable · Delivery Connect", back: "Aller au tableau de bord" },
};

/** What the page logged besides the document's own 404, which is the answer asked for. */
const unexpected = (errors: string[], path: string) =>
  errors.filter(
    (error) => !(error.startsWith("HTTP 404 for ") && error.includes(path)) && !/status of 404/.test(error),
  );

describe.each(["en", "fr"] as const)("a 404 in %s", (locale) => {
  test("an unknown path under /app shows the not-found page inside the app, titled, with no hydration error", async () => {
    const shop = await e2eShop(stack, `unknown-${locale}`);
    const tracked = await browser.newPage();
    const { page } = tracked;
    await expect(openEmbedded(tracked, stack.app.url, shop, "/app/no-such-page", locale)).rejects.toThrow(
      /answered 404/,
    );
    await waitForHydration(page);
    const texts = TEXTS[locale];
    await expect.poll(() => page.getByRole("heading", { name: texts.heading }).count()).toBe(1);
    expect(await page.getByRole("link", { name: texts.back }).count()).toBeGreaterThan(0);
    expect(await page.title()).toBe(texts.title);
    expect(await page.getAttribute("html", "lang")).toBe(locale);
    await screenshot(page, `not-found-page-${locale}`);
    expect(unexpected(tracked.errors, "/app/no-such-page")).toEqual([]);
    await page.close();
  });
});

test("an order of another store is titled 'Not found', not a bare '· Delivery Connect'", async () => {
  const shop = await e2eShop(stack, "other-order");
  const tracked = await browser.newPage();
  const path = "/app/orders/not-an-order-of-this-shop";
  await expect(openEmbedded(tracked, stack.app.url, shop, path)).rejects.toThrow(/answered 404/);
  await waitForHydration(tracked.page);
  expect(await tracked.page.title()).toBe("Not found · Delivery Connect");
  expect(unexpected(tracked.errors, path)).toEqual([]);
  await tracked.page.close();
});
