import { beforeAll, describe, expect, test } from "vitest";
import { sendOrderWebhook, waitForOrderSync } from "../../stack/orders";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import { expectNoPageErrors, openEmbedded, screenshot, type Browser } from "../support/browser/browser";
import { moveShipment, sentOrder } from "../support/browser/seed";
import { shopHearingDeliveries } from "../support/tracking-kit";

/*
 * The order page says what is true now (docs/decisions/074's companion fixes): a problem the shipment has settled is
 * not shown, a cancellation is put down to whoever made it, the labels card agrees with the labels route, and the
 * title's badge says where the parcel is. Each order gets there the way the world gets it there: the sandbox's
 * events through the app's webhook, a cancellation in Shopify through orders/cancelled.
 */
let stack: Stack;
let browser: Browser;
let shop: string;

useBrowserStack((started) => ({ stack, browser } = started));

beforeAll(async () => {
  shop = await shopHearingDeliveries(stack);
});

async function orderPage(orderId: string, locale = "en") {
  const tracked = await browser.newPage();
  try {
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${orderId}`, locale);
  } catch (error) {
    throw new Error(`${String(error)}\nconsole: ${tracked.errors.join("\n")}`);
  }
  const body = await tracked.page.locator("body").innerText();
  const badge = await tracked.page.locator(".Polaris-Header-Title__TitleWrapper .Polaris-Badge").innerText();
  return { tracked, body, badge };
}

async function shipmentAt(gid: string, state: string) {
  return waitForOrderSync(stack, gid, (row) => row?.shipmentState === state, `shipment ${state}`);
}

describe("an order page", () => {
  test("a delivered order no longer asks for the address check the service flagged at handoff", async () => {
    const row = await sentOrder(stack, shop);
    // The service's reservation on the create answer (spec §4 addressAssessment), as the handoff records it.
    await stack.db.orderSync.update({
      where: { id: row.id },
      data: { flaggedReason: "ADDRESS_NEEDS_MANUAL_VERIFICATION" },
    });
    for (const event of ["shipment.picked_up", "shipment.in_transit", "shipment.delivered"])
      await moveShipment(stack, row.externalOrderRef, event);
    await shipmentAt(row.shopifyOrderGid, "delivered");
    const { tracked, body, badge } = await orderPage(row.id);
    expect(body).not.toContain("The address needs a manual check");
    expect(badge).toContain("Delivered");
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test("an order the merchant cancelled in Shopify says so, not that the service cancelled it; no label", async () => {
    const row = await sentOrder(stack, shop);
    await stack.db.orderSync.update({
      where: { id: row.id },
      data: { flaggedReason: "ADDRESS_NEEDS_MANUAL_VERIFICATION" },
    });
    const record = stack.shopify.state.getOrder(row.shopifyOrderGid)!;
    record.cancelledAt = new Date().toISOString();
    record.cancelReason = "CUSTOMER";
    record.updatedAt = new Date(Date.parse(record.updatedAt) + 2000).toISOString();
    await sendOrderWebhook(stack, shop, row.shopifyOrderGid, "orders/cancelled");
    await waitForOrderSync(
      stack,
      row.shopifyOrderGid,
      (found) => found?.syncState === "CANCELLED" && (found.flaggedReason ?? "").includes("SHIPMENT_CANCELLED"),
      "cancelled, the service's shipment.cancelled heard",
    );
    for (const locale of ["en", "fr"] as const) {
      const { tracked, body, badge } = await orderPage(row.id, locale);
      if (locale === "en") {
        expect(body).toContain("You cancelled the order in Shopify");
        expect(body).not.toContain("The delivery service cancelled the shipment");
        expect(body).not.toContain("send the order again");
        expect(body).not.toContain("The address needs a manual check");
        // The labels route's answer for a cancelled order, not "once the order is sent".
        expect(body).toContain("No label: the delivery was cancelled.");
        expect(body).not.toContain("once the order is sent");
        expect(badge).toContain("Cancelled");
        expect(badge).not.toContain("Sent");
      } else {
        expect(body).toContain("Vous avez annulé la commande dans Shopify");
        expect(body).not.toContain("renvoyez la commande");
        expect(body).toContain("Pas d'étiquette\u202f: la livraison a été annulée.");
      }
      await screenshot(tracked.page, `order-cancelled-in-shopify-${locale}`);
      expectNoPageErrors(tracked);
      await tracked.page.close();
    }
  });

  test("during a failed delivery attempt the title's badge says so, not 'Sent'", async () => {
    const row = await sentOrder(stack, shop);
    await moveShipment(stack, row.externalOrderRef, "shipment.picked_up");
    await moveShipment(stack, row.externalOrderRef, "shipment.failed_attempt");
    await shipmentAt(row.shopifyOrderGid, "failed_attempt");
    const { tracked, badge } = await orderPage(row.id);
    expect(badge).toContain("Delivery attempt failed");
    expect(badge).not.toContain("Sent");
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test.each([
    ["en", 1280],
    ["fr", 1280],
    ["en", 390],
    ["fr", 390],
  ] as const)(
    "in %s at %i px: one 'Payment' per card, labels whole, the buyer's call, WhatsApp and tracking page",
    async (locale, width) => {
      const row = await sentOrder(stack, shop, {
        financialStatus: "PENDING",
        paymentGatewayNames: ["Cash on Delivery (COD)"],
      });
      const tracked = await browser.newPage();
      const { page } = tracked;
      await page.setViewportSize({ width, height: 900 });
      await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${row.id}`, locale);
      const payment = locale === "en" ? "Payment" : "Paiement";
      const termsPerList = await page
        .locator("dl")
        .evaluateAll((lists) =>
          lists.map((list) => [...list.querySelectorAll("dt")].map((term) => term.textContent?.trim() ?? "")),
        );
      expect(termsPerList.length).toBeGreaterThan(1);
      for (const terms of termsPerList) expect(terms.filter((term) => term === payment).length).toBeLessThanOrEqual(1);
      // A label is never broken inside a word ("Synchronisa/tion"): each word fits its box's width.
      const broken = await page.locator("dt, th, button, label").evaluateAll((elements) =>
        elements.flatMap((element) => {
          const box = element as HTMLElement;
          if (!box.offsetParent) return [];
          return (box.innerText ?? "")
            .split(/\s+/)
            .filter(Boolean)
            .flatMap((word) => {
              const probe = document.createElement("span");
              probe.textContent = word;
              probe.style.cssText = "white-space:nowrap;position:absolute;visibility:hidden";
              box.appendChild(probe);
              const wide = probe.getBoundingClientRect().width > box.clientWidth + 0.5;
              probe.remove();
              return wide ? [`"${word}" in "${box.innerText}"`] : [];
            });
        }),
      );
      expect(broken).toEqual([]);
      // Nothing wider than its box: not the page, not a card's content.
      const overflowing = await page.evaluate(() =>
        [document.documentElement, ...document.querySelectorAll(".Polaris-Card, .Polaris-ShadowBevel, dl")]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => `${element.tagName}.${element.className}: ${element.scrollWidth} > ${element.clientWidth}`),
      );
      expect(overflowing).toEqual([]);
      const call = page.getByRole("link", {
        name: locale === "en" ? "Call +225 07 07 12 3456" : "Appeler le +225 07 07 12 3456",
      });
      expect(await call.getAttribute("href")).toBe("tel:+2250707123456");
      // The buyer typed a local number; the Shopify card shows it as it can be rung from anywhere.
      expect(await page.locator("dd", { hasText: /^\+225 07 07 12 3456$/ }).count()).toBe(1);
      expect(await page.locator("body").innerText()).not.toContain("07 07 12 34 56");
      expect(await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toMatch(
        /^https:\/\/wa\.me\/2250707123456/,
      );
      const tracking = page.getByRole("link", {
        name: locale === "en" ? "The buyer's tracking page" : "La page de suivi de l'acheteur",
      });
      expect(await tracking.getAttribute("href")).toMatch(new RegExp(`^https://${shop}/apps/delivery/[A-Za-z0-9_-]+`));
      await screenshot(page, `order-cod-${locale}-${width}`);
      expectNoPageErrors(tracked);
      await page.close();
    },
  );
});
