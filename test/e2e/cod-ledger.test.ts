import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedLedgerStory } from "../support/cod-ledger-rows";
import type { Stack } from "../../stack/stack";
import { startBrowserStack } from "../support/browser/browser-stack";
import { accessibilityProblems, openEmbedded, screenshot, type Browser } from "../support/browser/browser";

let stack: Stack;
let browser: Browser;
let shop: string;
let story: Awaited<ReturnType<typeof seedLedgerStory>>;
const day = (date: Date | null) => date!.toISOString().slice(0, 10);

beforeAll(async () => {
  ({ stack, browser } = await startBrowserStack());
  shop = await stack.installShop({ currency: "XOF", label: "ledger-e2e" });
  const { id } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
  story = await seedLedgerStory(stack.db, id);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const TEXTS = {
  en: {
    h1: "Cash on delivery",
    onTheRoad: "38,000.50 XOF",
    collected: "54,000 XOF",
    recorded: "37,000 XOF",
    needsLook: "34,500 XOF",
    euro: "41.99 EUR",
    paidTwice: "Paid twice: refund the buyer the amount paid twice",
    returned: "Returned: nothing was collected",
    orders: "4 orders",
  },
  fr: {
    h1: "Paiement à la livraison",
    onTheRoad: "38\u202f000,50 XOF",
    collected: "54\u202f000 XOF",
    recorded: "37\u202f000 XOF",
    needsLook: "34\u202f500 XOF",
    euro: "41,99 EUR",
    paidTwice: "Payée deux fois\u202f: remboursez à l'acheteur le montant payé en double",
    returned: "Retournée\u202f: rien n'a été encaissé",
    orders: "4 commandes",
  },
} as const;

describe.each(["en", "fr"] as const)("the cash-on-delivery ledger page in %s", (locale) => {
  test("shows each currency's figures, its chart and the orders behind each figure, linked to their pages", async () => {
    const texts = TEXTS[locale];
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/cod-ledger", locale === "fr" ? "fr-FR" : "en");
    await expect.poll(() => page.locator("h1").innerText()).toBe(texts.h1);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe(locale);
    // The period in the admin's date order: the last 30 UTC days up to today.
    const today = new Date();
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 29));
    const shown = (date: Date) => (locale === "fr" ? day(date).split("-").reverse().join("/") : day(date));
    expect(
      await page
        .getByRole("heading", {
          name: `XOF · ${locale === "fr" ? "Du" : "From"} ${shown(first)} ${locale === "fr" ? "au" : "to"} ${shown(today)}`,
        })
        .count(),
    ).toBe(1);
    const figure = (name: string) => page.locator(`[data-figure="${name}"]`).innerText();
    expect(await figure("XOF-onTheRoad")).toBe(texts.onTheRoad);
    expect(await figure("XOF-collected")).toBe(texts.collected);
    expect(await figure("XOF-recorded")).toBe(texts.recorded);
    expect(await figure("XOF-needsLook")).toBe(texts.needsLook);
    expect(await figure("EUR-collected")).toBe(texts.euro);
    expect(await page.getByText(texts.orders).count()).toBeGreaterThan(0);
    // Thirty days of bars per currency, the days with cash drawn.
    expect(await page.locator('[data-testid="cod-chart-XOF"] rect').count()).toBe(30);
    expect(
      await page
        .locator(`[data-testid="cod-chart-XOF"] rect[data-day="${day(story.recorded.codCollectedAt)}"]`)
        .getAttribute("data-amount-minor"),
    ).toBe("2500000");

    const needsLook = page.locator('[data-section="needsLook"] tbody tr');
    await expect.poll(() => needsLook.count()).toBe(4);
    expect(await needsLook.nth(0).innerText()).toContain(texts.paidTwice);
    expect(await needsLook.nth(3).innerText()).toContain(texts.returned);
    expect(await page.locator('[data-section="onTheRoad"] tbody tr').count()).toBe(3);
    expect(await page.locator('[data-section="collected"] tbody tr').count()).toBe(5);
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, `cod-ledger-${locale}`);

    await page.locator('[data-section="needsLook"]').getByRole("link", { name: "#5015" }).click();
    await expect.poll(() => page.locator("h1").innerText()).toBe("#5015");
    expect(new URL(page.url()).pathname).toBe(`/app/orders/${story.paidTwice.id}`);
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await page.close();
  });
});

describe("the ledger's period and download", () => {
  test("a chosen period shows what was collected in it; the CSV download holds its orders", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/cod-ledger");
    const oldDay = day(story.old.codCollectedAt);
    await page.getByRole("textbox", { name: "From", exact: true }).fill(oldDay);
    await page.getByRole("textbox", { name: "To", exact: true }).fill(oldDay);
    await page.getByRole("button", { name: "Show this period" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("from")).toBe(oldDay);
    await expect.poll(() => page.locator('[data-figure="XOF-collected"]').innerText()).toBe("99,000 XOF");
    expect(await page.locator('[data-section="collected"] tbody tr').count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `cod-ledger_${shop.replace(".myshopify.com", "")}_${oldDay}_${oldDay}.csv`,
    );
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.split("\r\n").filter((line) => line.startsWith("collected,"))).toEqual([
      expect.stringMatching(new RegExp(`^collected,,#5013,${story.old.id},XOF,9900000,99000,true,`)),
    ]);
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await page.close();
  });

  test("a date that does not exist is answered with what to do, in the admin's language", async () => {
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, "/app/cod-ledger?from=2026-02-30", "fr");
    expect(
      await tracked.page
        .getByText("« 2026-02-30 » n'est pas une date. Utilisez le sélecteur de date ou écrivez-la AAAA-MM-JJ.")
        .count(),
    ).toBe(1);
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await tracked.page.close();
  });
});

describe("a shop with no cash on delivery", () => {
  test("says so on the ledger page and on the dashboard rather than showing empty figures", async () => {
    const quiet = await stack.installShop({ currency: "XOF", label: "ledger-quiet" });
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, quiet, "/app/cod-ledger");
    expect(
      await tracked.page.getByText("No cash-on-delivery order in this period, and none on the road.").count(),
    ).toBe(1);
    expect(await tracked.page.locator("[data-figure]").count()).toBe(0);
    await openEmbedded(tracked, stack.app.url, quiet, "/app", "fr");
    expect(
      await tracked.page
        .getByText("Aucune commande en paiement à la livraison ces 30 derniers jours, et aucune en route.")
        .count(),
    ).toBe(1);
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await tracked.page.close();
  });
});

describe("the dashboard's cash-on-delivery card", () => {
  test("shows the last 30 days with a chart and leads to the ledger, which the app's menu also lists", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app");
    expect(await page.getByRole("heading", { name: "Cash on delivery, last 30 days" }).count()).toBe(1);
    expect(await page.locator('[data-figure="XOF-onTheRoad"]').innerText()).toBe("38,000.50 XOF");
    expect(await page.locator('[data-testid="cod-chart-XOF"]').getAttribute("aria-label")).toContain(
      "54,000 XOF in all, 25,000 XOF on the best day",
    );
    expect(await page.locator('ui-nav-menu a[href="/app/cod-ledger"]').innerText()).toBe("Cash on delivery");
    await screenshot(page, "dashboard-cod-ledger-en");
    await page.getByRole("link", { name: "See the orders behind these figures" }).click();
    await expect.poll(() => page.locator("h1").innerText()).toBe("Cash on delivery");
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await page.close();
  });
});
