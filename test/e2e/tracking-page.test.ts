import { describe, expect, test } from "vitest";
import type { Stack } from "../../stack/stack";
import { minute, move, settled, shopifyFulfillments, trackedOrder } from "../support/tracking-kit";
import { useBrowserStack } from "../support/browser/browser-stack";
import { accessibilityProblems, screenshot, type Browser } from "../support/browser/browser";

/*
 * The buyer's tracking page in a phone-sized browser, opened as a buyer opens it: the tracking link of the
 * Shopify fulfillment, on the shop's domain, served through the stand-in's app proxy (signed like Shopify's)
 * and rendered in a theme page. No script of ours runs on it.
 */
let stack: Stack;
let browser: Browser;
const PHONE = { width: 360, height: 740 };

useBrowserStack((started) => ({ stack, browser } = started));

async function deliveryAfterFailedAttempt() {
  const order = await trackedOrder(stack, { cod: true });
  await stack.db.orderSync.update({
    where: { id: order.orderSyncId },
    data: { codAmountMinor: 1250000, currency: "XOF" },
  });
  await move(stack, order, "picked_up", {
    occurredAt: minute(0),
    etaAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  await move(stack, order, "leg_checkpoint", {
    occurredAt: minute(1),
    checkpoint: { name: "Noé border post", countryCode: "CI" },
  });
  await move(stack, order, "failed_attempt", { occurredAt: minute(2) });
  await settled(stack, order, 3);
  const url = shopifyFulfillments(stack, order)[0].tracking[0].url!;
  // https://{shop}/apps/delivery/… → {stand-in}/{shop}/apps/delivery/… (the stand-in's routing convention).
  return url.replace(/^https:\/\//, `${stack.shopify.url}/`);
}

describe("the tracking page on a phone", () => {
  test("reads in English, then in French through its language link, fits the screen and runs no script", async () => {
    const link = await deliveryAfterFailedAttempt();
    const tracked = await browser.newPage();
    const { page } = tracked;
    await page.setViewportSize(PHONE);
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(Buffer.byteLength(await response!.text())).toBeLessThan(8_000);

    await expect.poll(() => page.locator("h1").innerText()).toMatch(/^Delivery of order #\d+/);
    expect(await page.getByText("The rider could not deliver your parcel").count()).toBe(1);
    expect(await page.getByText("Keep your phone on", { exact: false }).count()).toBe(1);
    expect(await page.getByText("Pay the rider 12,500 XOF in cash", { exact: false }).count()).toBe(1);
    expect(await page.getByText("Checkpoint: Noé border post (Côte d’Ivoire)").count()).toBe(1);
    expect(await page.getByText("Expected delivery:", { exact: false }).count()).toBe(1);
    expect(await page.locator("script").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, "tracking-page-phone-en");

    await page.getByRole("link", { name: "Français" }).click();
    await expect.poll(() => page.locator("h1").innerText()).toMatch(/^Livraison de la commande #\d+/);
    expect(page.url()).toContain("locale=fr");
    expect(await page.getByText("Le livreur n'a pas pu livrer votre colis").count()).toBe(1);
    expect(await page.getByText("Payez 12\u202f500 XOF en espèces", { exact: false }).count()).toBe(1);
    expect(await page.getByText("Point de passage\u202f: Noé border post (Côte d’Ivoire)").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, "tracking-page-phone-fr");
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await page.close();
  });
});
