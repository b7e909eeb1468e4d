import { describe, expect, test } from "vitest";
import { connectTestShop } from "../../stack/connect";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import { expectNoPageErrors, openEmbedded, screenshot, type Browser } from "../support/browser/browser";
import { sentOrder } from "../support/browser/seed";

let stack: Stack;
let browser: Browser;

useBrowserStack((started) => ({ stack, browser } = started));

/** The settings page's height before it was regrouped (2026-12-02, same shop): 3,374 px at 1280, 4,743 px at 390. */
const MAX_HEIGHT = { 1280: 2200, 390: 3600 } as const;

const WORDS = {
  en: { section: "Sending orders", country: "Côte d’Ivoire", currency: "West African CFA Franc (XOF)" },
  fr: { section: "Envoi des commandes", country: "Côte d’Ivoire", currency: "franc CFA (BCEAO) (XOF)" },
} as const;

/** What sticks out sideways: the page itself, or any visible element past the viewport's right edge. */
function overflow(page: import("playwright-core").Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("body *")].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) return [];
      const text = (element.textContent ?? "").slice(0, 40);
      return [
        `${element.tagName.toLowerCase()}.${element.className} "${text}" (${Math.round(box.left)}–${Math.round(box.right)} px)`,
      ];
    });
    return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5) };
  });
}

/** Every field label and accessible name on the page that ends with a number ("Price, rate 1"). */
function numberedLabels(page: import("playwright-core").Page) {
  return page.evaluate(() =>
    [
      ...[...document.querySelectorAll("label")].map((label) => label.textContent ?? ""),
      ...[...document.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label") ?? ""),
    ].filter((text) => /\d\s*$/.test(text)),
  );
}

describe("the settings page, short and in words", () => {
  let shop: string;

  test.each([
    ["en", 1280],
    ["en", 390],
    ["fr", 1280],
    ["fr", 390],
  ] as const)(
    "in %s at %i px: no sideways scroll, no row numbers, names in the selects, XOF whole",
    async (locale, width) => {
      shop ??= await (async () => {
        const domain = await stack.installShop({
          currency: "XOF",
          label: "settings-layout",
        });
        // The shop's terms as Shopify gives them (read at connection, docs/decisions/043).
        await stack.db.shop.update({
          where: { domain },
          data: { currency: "XOF", moneyFormat: "{{amount_no_decimals}} F CFA" },
        });
        await connectTestShop(stack, domain, {
          webhookSecrets: ["whsec_layout"],
          settings: {
            fallbackRates: [
              { countryCode: "CI", name: "Standard", priceMinor: 200000, currency: "XOF", minDays: 1, maxDays: 3 },
            ],
          },
        });
        return domain;
      })();
      const tracked = await browser.newPage();
      const { page } = tracked;
      await page.setViewportSize({ width, height: 900 });
      await openEmbedded(tracked, stack.app.url, shop, "/app/settings", locale === "fr" ? "fr-FR" : "en");
      await expect.poll(() => page.getAttribute("html", "lang")).toBe(locale);
      expect(await page.getByRole("heading", { name: WORDS[locale].section, level: 2 }).count()).toBe(1);

      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.info(`settings page height, ${locale} at ${width} px: ${height} px`);
      await screenshot(page, `settings-${locale}-${width}`);
      expect(height).toBeLessThan(MAX_HEIGHT[width]);
      const sideways = await overflow(page);
      expect(sideways.wide).toEqual([]);
      expect(sideways.scrollWidth).toBeLessThanOrEqual(sideways.width);
      expect(await numberedLabels(page)).toEqual([]);

      // Countries and currencies by name; the XOF price whole, framed by the shop's money format.
      const selected = (label: string) =>
        page.getByLabel(label, { exact: true }).evaluate((select) => {
          const element = select as HTMLSelectElement;
          return element.options[element.selectedIndex]?.text;
        });
      expect(await selected(locale === "fr" ? "Pays de destination" : "Destination country")).toBe(
        WORDS[locale].country,
      );
      expect(await selected(locale === "fr" ? "Devise" : "Currency")).toBe(WORDS[locale].currency);
      const price = page.getByLabel(locale === "fr" ? "Prix" : "Price", { exact: true });
      expect(await price.inputValue()).toBe("2000");
      const priceField = page.locator(".Polaris-TextField", { has: price });
      expect(await priceField.innerText()).toContain("F CFA");
      // The payment methods read as a few lines by type; the table opens on demand.
      expect(await page.getByText(locale === "fr" ? "Paiement à la livraison :" : "Cash on delivery:").count()).toBe(1);
      expect(
        await page
          .getByRole("textbox", { name: locale === "fr" ? "Moyen de paiement Shopify" : "Shopify payment method" })
          .count(),
      ).toBe(0);

      // Opened, the payment table and the connection's fields fit too, and the table's labels carry no number.
      await page
        .getByRole("button", { name: locale === "fr" ? "Modifier les moyens de paiement" : "Edit the payment methods" })
        .click();
      await page
        .getByRole("button", {
          name: locale === "fr" ? "Changer les clés ou le webhook" : "Change the keys or the webhook",
        })
        .click();
      expect(
        await page
          .getByRole("textbox", {
            name: locale === "fr" ? "Moyen de paiement Shopify" : "Shopify payment method",
            exact: true,
          })
          .count(),
      ).toBe(15);
      await screenshot(page, `settings-${locale}-${width}-opened`);
      const opened = await overflow(page);
      expect(opened.wide).toEqual([]);
      expect(opened.scrollWidth).toBeLessThanOrEqual(opened.width);
      expect(await numberedLabels(page)).toEqual([]);

      expectNoPageErrors(tracked);
      await page.close();
    },
  );

  test("an order page names its countries in the viewer's language", async () => {
    const domain = await stack.installShop({ currency: "XOF", label: "country-names" });
    await connectTestShop(stack, domain, { webhookSecrets: ["whsec_names"] });
    const order = await sentOrder(stack, domain, {
      shippingAddress: {
        firstName: "Ama",
        lastName: "Mensah",
        address1: "12 Rue des Jardins, Point E",
        city: "Dakar",
        countryCode: "SN",
        phone: "+221771234567",
      },
    });
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, domain, `/app/orders/${order.id}`, "fr-FR");
    await expect.poll(() => tracked.page.getAttribute("html", "lang")).toBe("fr");
    const text = await tracked.page.locator("body").innerText();
    expect(text).toMatch(/Dakar, Sénégal/);
    expect(text).toContain("(Côte d’Ivoire → Sénégal)");
    expect(text).not.toMatch(/\bSN\b/);
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });
});
