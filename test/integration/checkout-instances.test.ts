import { afterAll, expect, test } from "vitest";
import { startApp, type AppProcess } from "../../stack/app-process";
import { startStack } from "../../stack/stack";
import { testDatabaseUrl } from "../../stack/test-env";
import { isPostgresUrl } from "~/db.server";
import { abidjanCart, checkoutShop, sandboxCalls, type Rate } from "../support/checkout-kit";
import { useStack } from "../support/use-stack";

// Several instances share PostgreSQL, and with it the checkout cache's second level; SQLite is the
// one-process database (docs/decisions/002), where the second callback reaches the same instance.
const SHARED = isPostgresUrl(testDatabaseUrl());

let second: AppProcess | undefined;
const stack = useStack(startStack);
afterAll(async () => {
  if (second !== stack.app) await second?.stop();
});

test(`a cart answered by one instance is answered by ${SHARED ? "another" : "the same one"} without asking the service again`, async () => {
  const shop = await checkoutShop(stack);
  const { SHOPIFY_APP_URL: _first, ...env } = stack.env;
  second = SHARED ? await startApp(env) : stack.app;
  const before = await sandboxCalls(stack);

  stack.shopify.setAppUrl(stack.app.url);
  const first = await stack.shopify.sendCarrierCallback({
    shop: shop.domain,
    path: shop.path,
    body: abidjanCart({ items: [{ sku: "SHARED-1", quantity: 1, grams: 500, price: 300000 }] }),
  });
  stack.shopify.setAppUrl(second.url);
  const again = await stack.shopify.sendCarrierCallback({
    shop: shop.domain,
    path: shop.path,
    body: abidjanCart({ items: [{ sku: "SHARED-1", quantity: 1, grams: 500, price: 300000 }] }),
  });
  stack.shopify.setAppUrl(stack.app.url);

  expect([first.status, again.status]).toEqual([200, 200]);
  const [firstRates, againRates] = [
    ((await first.json()) as { rates: Rate[] }).rates,
    ((await again.json()) as { rates: Rate[] }).rates,
  ];
  expect(firstRates.length).toBeGreaterThan(0);
  expect(againRates).toEqual(firstRates);
  expect((await sandboxCalls(stack)) - before).toBe(1);
  // The row behind it holds rates only, under the shop's id and a hash of the cart.
  const rows = await stack.db.checkoutRateCacheEntry.findMany({ where: { key: { startsWith: `${shop.id}:` } } });
  expect(rows).toHaveLength(SHARED ? 1 : 0);
});
