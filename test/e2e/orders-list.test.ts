import { describe, expect, test } from "vitest";
import { cashOnDeliveryOrder } from "../../stack/orders";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import { openEmbedded, screenshot, type Browser } from "../support/browser/browser";
import { horizontalOverflow } from "../support/browser/overflow";
import { e2eShop, sentOrder } from "../support/browser/seed";

let stack: Stack;
let browser: Browser;
useBrowserStack((started) => ({ stack, browser } = started));

/** A shop with a cash-on-delivery order to Abidjan and a paid order to Dakar: the list's two kinds of rows. */
async function listedShop(label: string) {
  const shop = await e2eShop(stack, label);
  const cod = await sentOrder(stack, shop, {
    ...cashOnDeliveryOrder(),
    shippingAddress: {
      firstName: "Awa",
      lastName: "Koné-Ouattara",
      address1: "Rue des Jardins 12",
      city: "Grand-Bassam",
      countryCode: "CI",
      phone: "07 07 12 34 56",
    },
  });
  // Paid in Shopify: the longest payment story ("… recorded with the service: nothing to collect").
  const paid = await sentOrder(stack, shop, {
    shippingAddress: {
      firstName: "Ama",
      lastName: "Mensah",
      address1: "Point E",
      city: "Dakar",
      countryCode: "SN",
      phone: "+221771234567",
    },
  });
  return { shop, cod, paid };
}

const TEXTS = {
  en: {
    amount: "31,500",
    printLabels: "Print labels",
    a4: "Print labels (A4, 4 per page)",
    pickup: "Print labels for pickup",
    pickupA4: "A4, 4 per page",
  },
  fr: {
    amount: "31\u202f500",
    printLabels: "Imprimer les étiquettes",
    a4: "Imprimer les étiquettes (A4, 4 par page)",
    pickup: "Imprimer les étiquettes à remettre",
    pickupA4: "A4, 4 par page",
  },
} as const;

describe.each(["en", "fr"] as const)("the orders list in %s", (locale) => {
  test.each([1280, 390])(
    "at %i px: nothing scrolls sideways, every row names the buyer, the city and the amount, labels print",
    async (width) => {
      const { shop, cod, paid } = await listedShop(`orders-list-${locale}-${width}`);
      const texts = TEXTS[locale];
      const tracked = await browser.newPage();
      const { page } = tracked;
      await page.setViewportSize({ width, height: 900 });
      await openEmbedded(tracked, stack.app.url, shop, "/app/orders", locale === "fr" ? "fr-FR" : "en");
      const row = (orderName: string) =>
        page
          .locator(width === 390 ? "li" : "tbody tr")
          .filter({ hasText: orderName })
          .first();
      await expect.poll(() => row(cod.orderName).count()).toBe(1);

      expect(await row(cod.orderName).locator("[data-cell=buyer]").innerText()).toBe("Awa Koné-Ouattara");
      expect(await row(cod.orderName).locator("[data-cell=city]").innerText()).toBe("Grand-Bassam");
      expect(await row(cod.orderName).locator("[data-cell=to-collect]").innerText()).toContain(texts.amount);
      expect(await row(paid.orderName).locator("[data-cell=city]").innerText()).toBe("Dakar");
      // The amount is inside its card, not cut at its edge (it read "31,500 X" at 1280 px).
      const amount = await row(cod.orderName).locator("[data-cell=to-collect]").boundingBox();
      expect(amount!.x + amount!.width).toBeLessThanOrEqual(width);
      expect(await horizontalOverflow(page, "#app-orders, main, body")).toEqual([]);

      // The page's own action, there at every width, prints the parcels waiting for pickup.
      const pickup = page.getByRole("button", { name: texts.pickup, exact: true });
      expect(await pickup.isVisible()).toBe(true);
      if (width === 1280) {
        // Selecting an order shows Print labels as a button of its own, not inside "…".
        await row(cod.orderName).getByRole("checkbox").first().check({ force: true });
        const print = page.getByRole("button", { name: texts.printLabels, exact: true });
        await expect.poll(() => print.isVisible()).toBe(true);
        await print.click();
        await expect.poll(() => page.getByText(texts.a4).isVisible()).toBe(true);
        const [download] = await Promise.all([page.waitForEvent("download"), page.getByText(texts.a4).click()]);
        expect(download.suggestedFilename()).toBe(`labels-${cod.orderName.slice(1)}-a4.pdf`);
      } else {
        // Below 490 px Polaris offers no selection: the phone prints through the page's action.
        await pickup.click();
        const dialog = page.getByRole("dialog");
        await expect.poll(() => dialog.getByText(cod.orderName, { exact: false }).count()).toBe(1);
        expect(await dialog.innerText()).toContain(paid.orderName);
        await screenshot(page, `orders-list-pickup-${locale}-${width}`);
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          dialog.getByRole("button", { name: texts.pickupA4, exact: true }).click(),
        ]);
        expect(download.suggestedFilename()).toBe("labels-2-a4.pdf");
        await expect.poll(() => dialog.count()).toBe(0);
      }
      expect(await horizontalOverflow(page)).toEqual([]);
      await screenshot(page, `orders-list-${locale}-${width}`);
      expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
      await page.close();
    },
  );
});

describe("the orders list's filters", () => {
  test("apply as they change, with the URL as their state", async () => {
    const { shop, cod, paid } = await listedShop("orders-list-filters");
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/orders");
    const listed = () => page.locator("tbody tr").count();
    const query = () => new URL(page.url()).search;
    await expect.poll(listed).toBe(2);
    expect(await page.getByRole("button", { name: "Apply filters" }).count()).toBe(0);

    await page.getByLabel("Payment", { exact: true }).selectOption("COD");
    await expect.poll(query).toBe("?payment=COD");
    await expect.poll(listed).toBe(1);
    expect(await page.locator("tbody tr").innerText()).toContain(cod.orderName);

    // Typing narrows the list once the typing pauses, keeping the other filters.
    await page.getByLabel("Payment", { exact: true }).selectOption("");
    await expect.poll(query).toBe("");
    await page.getByLabel("Order name").pressSequentially(paid.orderName.slice(1));
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(paid.orderName.slice(1));
    await expect.poll(listed).toBe(1);
    expect(await page.locator("tbody tr").innerText()).toContain(paid.orderName);
    // The field keeps what was typed while the list follows.
    expect(await page.getByLabel("Order name").inputValue()).toBe(paid.orderName.slice(1));

    // Back returns to the previous filters, and the fields follow the URL.
    await page.goBack();
    await expect.poll(query).toBe("");
    await expect.poll(() => page.getByLabel("Order name").inputValue()).toBe("");
    await expect.poll(listed).toBe(2);
    await page.goBack();
    await expect.poll(query).toBe("?payment=COD");
    await expect.poll(() => page.getByLabel("Payment", { exact: true }).inputValue()).toBe("COD");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect.poll(query).toBe("");
    await expect.poll(listed).toBe(2);
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await page.close();
  });
});
