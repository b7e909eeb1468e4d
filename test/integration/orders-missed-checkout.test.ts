import { randomBytes } from "node:crypto";
import { beforeAll, expect, test } from "vitest";
import { carrierRateRequest } from "../../shopify-stand-in/carrier-rate-request";
import { runCli } from "../../stack/cli";
import { connectTestShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, waitForOrderSync } from "../../stack/orders";
import { startStack } from "../../stack/stack";
import { useStack } from "../support/use-stack";

/*
 * Orders that missed the app at checkout: the shop uses the app's carrier service, yet the buyer got
 * Shopify's backup rates because the app failed then. The order is marked with the checkout health of
 * that day, listed on the dashboard and by `orders:list --state missed-checkout`, and sent in one click.
 * The dashboard is read as a merchant would see it, in the admin preview (a plain browser request).
 */
const DOMAIN = `missed-${randomBytes(4).toString("hex")}.myshopify.com`;
const BACKUP_RATE = [{ title: "Standard international", code: "Standard", source: "shopify", price: "2000" }];
let carrierPath: string;

const stack = useStack(() => startStack({ ADMIN_PREVIEW: "on", ADMIN_PREVIEW_SHOP: DOMAIN }));

beforeAll(async () => {
  await stack.installShop({ domain: DOMAIN, currency: "XOF" });
  const shop = await connectTestShop(stack, DOMAIN);
  // The shop uses the app's carrier service (connectTestShop skips registering it with Shopify).
  await stack.db.shop.update({
    where: { id: shop.id },
    data: { carrierServiceState: "ACTIVE", carrierServiceId: "gid://shopify/DeliveryCarrierService/555" },
  });
  carrierPath = `/carrier-service/rates?token=${shop.carrierToken}`;
});

const dashboardUrl = () => `${stack.app.url.replace("127.0.0.1", "localhost")}/app`;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

test("an order that got Shopify's backup rates while the app was failing is marked with that day's checkout health, listed, and sent in one click", async () => {
  // Checkout while the service fails: the app's callback is answered without the service's rates.
  await fetch(`${stack.sandbox.url}/__sandbox/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ kind: "error", status: 500, count: 5, path: "/v1/public-api/checkout/rates" }),
  });
  const callback = await stack.shopify.sendCarrierCallback({
    shop: DOMAIN,
    path: carrierPath,
    body: carrierRateRequest({
      country: "CI",
      city: "Abidjan",
      currency: "XOF",
      items: [{ sku: "ATK-1", quantity: 1, grams: 500, price: 1500000 }],
    }),
  });
  expect(callback.status).toBeLessThan(600);
  await fetch(`${stack.sandbox.url}/__sandbox/faults`, { method: "DELETE" });
  await expect
    .poll(
      async () => (await stack.db.checkoutStat.findFirst({ where: { shop: { domain: DOMAIN } } }))?.callbacks ?? 0,
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(1);

  const missed = await placeOrder(stack, DOMAIN, abidjanOrder({ shippingLines: BACKUP_RATE }));
  const ours = await placeOrder(stack, DOMAIN, abidjanOrder());

  // The sync rule (carrier-service orders) skips it, but it is no longer silent.
  const row = await waitForOrderSync(
    stack,
    missed.gid,
    (r) => r?.syncState === "SKIPPED",
    "skipped as not our shipping",
  );
  expect(row.missedCheckoutAt).not.toBeNull();
  const health = JSON.parse(row.checkoutHealthJson!);
  expect(health).toMatchObject({ day: new Date().toISOString().slice(0, 10), shippingTitle: "Standard international" });
  expect(health.callbacks).toBeGreaterThanOrEqual(1);
  expect(health.fallbacksUsed + health.errors).toBeGreaterThanOrEqual(1);
  expect(
    (await waitForOrderSync(stack, ours.gid, (r) => r?.syncState === "SENT", "ours sent")).missedCheckoutAt,
  ).toBeNull();

  const listed = await runCli(stack, ["orders:list", "--shop", DOMAIN, "--state", "missed-checkout", "--json"]);
  expect(listed.code, listed.stderr).toBe(0);
  expect(listed.json<{ orders: Array<{ name: string; checkoutHealth: { callbacks: number } }> }>().orders).toEqual([
    expect.objectContaining({
      name: missed.name,
      checkoutHealth: expect.objectContaining({ callbacks: health.callbacks }),
    }),
  ]);
  // The text is a table under a header, in the language asked for.
  const table = await runCli(stack, ["orders:list", "--shop", DOMAIN, "--state", "missed-checkout", "--locale", "fr"]);
  expect(table.code, table.stderr).toBe(0);
  const [header, line, ...more] = table.stdout.trimEnd().split("\n");
  expect(header).toMatch(/^Commande +Manquée le +Livraison choisie +Paiement ce jour-là +Pour l'envoyer$/);
  expect(line).toContain(`${health.callbacks} appels`);
  expect(line).toMatch(new RegExp(`^${missed.name} .* orders:send --shop ${DOMAIN} --order ${missed.name}$`));
  expect(more).toEqual([]);

  const page = text(await (await fetch(dashboardUrl())).text());
  expect(page).toContain(
    "1 order in the last 7 days got Shopify's backup rates or another shipping method instead of this delivery service",
  );
  expect(page).toContain(`${missed.name}`);
  expect(page).toMatch(/Checkout that day: \d+ requests, \d+ answered with fallback rates, \d+ errors/);

  // One click: the dashboard's form posts the order to "send with this delivery service".
  const sent = await fetch(`${dashboardUrl()}?index`, {
    method: "POST",
    body: new URLSearchParams({ intent: "send-missed", orderId: row.id }),
  });
  expect(text(await sent.text())).toContain(`Order ${missed.name} is being sent for delivery.`);
  const delivered = await waitForOrderSync(stack, missed.gid, (r) => r?.syncState === "SENT", "sent by hand");
  expect(delivered.serviceOrderId).not.toBeNull();
  const after = await runCli(stack, ["orders:list", "--shop", DOMAIN, "--state", "missed-checkout", "--json"]);
  expect(after.json<{ orders: unknown[] }>().orders).toEqual([]);
});
