import { expect, test } from "vitest";
import { connectTestShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, waitForOrderSync } from "../../stack/orders";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import { accessibilityProblems, openEmbedded, screenshot, type Browser } from "../support/browser/browser";

let stack: Stack;
let browser: Browser;

useBrowserStack((started) => ({ stack, browser } = started));

test("after connecting, the settings page counts the orders placed before the app and sends them on one click, with progress", async () => {
  const shop = await stack.installShop({ currency: "XOF", label: "import" });
  const placedBefore = [2, 3].map(
    (days) =>
      stack.shopify.state.addOrder(
        shop,
        abidjanOrder({ createdAt: new Date(Date.now() - days * 86_400_000).toISOString() }),
      ).id,
  );
  await connectTestShop(stack, shop, { settings: { orderSelection: "all_shipping" } });
  const tracked = await browser.newPage();
  const { page } = tracked;

  await openEmbedded(tracked, stack.app.url, shop, "/app/settings");
  // The first look starts a count of the last 7 days; the page follows it until it is done.
  await expect
    .poll(() =>
      page
        .getByText("2 open, unfulfilled orders of the last 7 days match your sync rules and have not been sent.")
        .count(),
    )
    .toBe(1);
  expect(await accessibilityProblems(page)).toEqual([]);
  await screenshot(page, "settings-import-count");

  await page.getByRole("button", { name: "Send them for delivery" }).click();
  await expect
    .poll(() => page.getByText(/Import of the last 7 days finished: 2 orders queued to send/).count())
    .toBe(1);
  for (const id of placedBefore)
    expect((await waitForOrderSync(stack, id, (r) => r?.syncState === "SENT", "sent by the import")).intakeSource).toBe(
      "import",
    );
  await screenshot(page, "settings-import-done");
  expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
  await page.close();
});

test("the dashboard lists an order that got Shopify's backup rates, in French, and sends it with this delivery service in one click", async () => {
  const shop = await stack.installShop({ currency: "XOF", label: "missed" });
  await connectTestShop(stack, shop);
  await stack.db.shop.update({
    where: { domain: shop },
    data: { carrierServiceState: "ACTIVE", carrierServiceId: "gid://shopify/DeliveryCarrierService/777" },
  });
  const placed = await placeOrder(
    stack,
    shop,
    abidjanOrder({
      shippingLines: [{ title: "Standard international", code: "Standard", source: "shopify", price: "2000" }],
    }),
  );
  await waitForOrderSync(
    stack,
    placed.gid,
    (r) => r?.syncState === "SKIPPED" && r.missedCheckoutAt !== null,
    "marked as a missed checkout",
  );
  const tracked = await browser.newPage();
  const { page } = tracked;

  await openEmbedded(tracked, stack.app.url, shop, "/app", "fr");
  await expect
    .poll(() => page.getByText(/1 commande des 7 derniers jours a reçu les tarifs de secours de Shopify/).count())
    .toBe(1);
  expect(await page.getByText("Expédition choisie\u202f: Standard international").count()).toBe(1);
  expect(await accessibilityProblems(page)).toEqual([]);
  await screenshot(page, "dashboard-missed-checkout-fr");

  await page.getByRole("button", { name: "Envoyer avec ce service de livraison" }).click();
  await expect
    .poll(() => page.getByText(`La commande ${placed.name} est en cours d'envoi en livraison.`).count())
    .toBe(1);
  await waitForOrderSync(stack, placed.gid, (r) => r?.syncState === "SENT", "sent with this delivery service");
  expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
  await page.close();
});
