import { expect, test } from "vitest";
import { connectTestShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, waitForPaidRecorded } from "../../stack/orders";
import { startStack, type Stack } from "../../stack/stack";
import { testDatabaseUrl } from "../../stack/test-env";
import { abidjanCart, type Rate } from "../support/checkout-kit";
import { until } from "../support/eventually";
import { useStack } from "../support/use-stack";
import { isPostgresUrl } from "~/db.server";

/*
 * Checkout spills into the orders key's spare third once its own checkout key's budget is spent, when the
 * orders key may price checkout too (docs/decisions/116). The limit is 24 a window on both sides and the
 * window ten minutes, so no window passes during a test and every count below is exact. The learned rates
 * are off: every cart asks the service.
 *
 * Where the counts differ by database: the test connects each shop itself (stack/connect.ts), which probes
 * the orders key five times (four orders scopes and checkout:rates) and the checkout key once. The sandbox
 * counts those probes on both databases; the app's budget counts them only where it is shared (PostgreSQL).
 * On SQLite the app therefore sends the checkout key's 24th call and the sandbox answers it 429, which is
 * itself a spent budget; on PostgreSQL the app refuses that call before sending it.
 */
const LIMIT = 24;
const RESERVE = Math.ceil(LIMIT / 3);
const ORDERS_KEY_PROBES = 5;
const SHARED = isPostgresUrl(testDatabaseUrl());
const RATES_PATH = "/v1/public-api/checkout/rates";

// The shop of the second test, whose dashboard the admin preview shows (its advice on keys).
const PREVIEW_SHOP = `spill-advice-${process.pid}.myshopify.com`;

const stack = useStack(() =>
  startStack(
    {
      DELIVERY_RATE_LIMIT: String(LIMIT),
      DELIVERY_RATE_WINDOW_MS: String(10 * 60_000),
      CHECKOUT_RATE_MODEL: "off",
      ADMIN_PREVIEW: "on",
      ADMIN_PREVIEW_SHOP: PREVIEW_SHOP,
    },
    { sandbox: { rateLimitPerMinute: LIMIT, rateWindowMs: 10 * 60_000 } },
  ),
);

const fallbackRates = [
  { countryCode: "CI", name: "Standard delivery", priceMinor: 300_000, currency: "XOF", minDays: 2, maxDays: 5 },
];

async function spillShop(ordersKeyPricesCheckout: boolean, domain?: string) {
  domain = await stack.installShop({ currency: "XOF", domain });
  const shop = await connectTestShop(stack, domain, { ordersKeyPricesCheckout, settings: { fallbackRates } });
  return { domain, id: shop.id, path: `/carrier-service/rates?token=${shop.carrierToken}` };
}

type Shop = Awaited<ReturnType<typeof spillShop>>;
let cartNumber = 0;

/** One new cart (no answer cached for it): whether the buyer was shown the service's prices or the fallback's. */
async function askNewCart(shop: Shop): Promise<"service" | "fallback"> {
  cartNumber++;
  const body = abidjanCart({
    items: [{ sku: `MUG-${cartNumber}`, quantity: 1, grams: 100 + cartNumber, price: 250000 }],
  });
  const response = await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body });
  expect(response.status).toBe(200);
  const { rates } = (await response.json()) as { rates: Rate[] };
  expect(rates.length).toBeGreaterThan(0);
  return rates.some((rate) => rate.service_code.startsWith("fallback-")) ? "fallback" : "service";
}

/** New carts until the first fallback answer: how many buyers were shown the service's prices before it. */
async function liveAnswersUntilFallback(shop: Shop): Promise<number> {
  for (let live = 0; live <= 2 * LIMIT; live++) if ((await askNewCart(shop)) === "fallback") return live;
  throw new Error(`More than ${2 * LIMIT} live answers: no budget stopped checkout.`);
}

async function ratesStatuses(stack: Stack, since: number): Promise<Array<number | null>> {
  const response = await fetch(`${stack.sandbox.url}/__sandbox/requests?path=${encodeURIComponent(RATES_PATH)}`);
  const { requests } = (await response.json()) as { requests: Array<{ id: number; status: number | null }> };
  return requests.filter((request) => request.id > since).map((request) => request.status);
}

async function lastRequestId(stack: Stack): Promise<number> {
  const response = await fetch(`${stack.sandbox.url}/__sandbox/requests`);
  const { requests } = (await response.json()) as { requests: Array<{ id: number }> };
  return requests.at(-1)?.id ?? 0;
}

async function storedScopes(shopId: string): Promise<string[]> {
  const connection = await stack.db.serviceConnection.findUniqueOrThrow({ where: { shopId } });
  return JSON.parse(connection.scopesJson) as string[];
}

const checkoutKeyAnswers = LIMIT - 1;
const sqlite429 = SHARED ? [] : [429];

test("once the checkout key is spent, buyers get the service's prices from the orders key's spare third, and orders still go through", async () => {
  const shop = await spillShop(true);
  expect(await storedScopes(shop.id)).toContain("checkout:rates");
  const since = await lastRequestId(stack);

  const spilled = SHARED ? RESERVE - ORDERS_KEY_PROBES : RESERVE;
  expect(await liveAnswersUntilFallback(shop)).toBe(checkoutKeyAnswers + spilled);
  const statuses = await ratesStatuses(stack, since);
  expect(statuses.filter((status) => status !== 200)).toEqual(sqlite429);
  expect(statuses.length).toBe(checkoutKeyAnswers + spilled + sqlite429.length);

  // The orders kept two thirds of their key: an order is still sent and recorded paid.
  const order = await placeOrder(stack, shop.domain, abidjanOrder());
  await waitForPaidRecorded(stack, order.gid, "sent and recorded paid beside checkout's spill");
});

test("a shop whose orders key may not price checkout falls back, never asks the orders key, and is told what would help", async () => {
  const shop = await spillShop(false, PREVIEW_SHOP);
  expect(await storedScopes(shop.id)).not.toContain("checkout:rates");
  const since = await lastRequestId(stack);

  expect(await liveAnswersUntilFallback(shop)).toBe(checkoutKeyAnswers);
  const statuses = await ratesStatuses(stack, since);
  expect(statuses).toEqual([...Array<number>(checkoutKeyAnswers).fill(200), ...sqlite429]);

  // The fallback is counted as the budget's (checkout statistics are flushed every few seconds)...
  await until(
    async () => (await stack.db.checkoutStat.findFirst({ where: { shopId: shop.id } }))?.rateLimited === 1,
    "the callback refused by the budget counted",
  );
  const metrics = await (await fetch(`${stack.app.url}/metrics`)).text();
  expect(metrics).toContain(`checkout_rate_limited_today{shop="${shop.domain}"} 1`);
  // ...and the dashboard says what the keys could still give checkout.
  const dashboard = await fetch(`${stack.app.url.replace("127.0.0.1", "localhost")}/app`);
  expect(dashboard.status).toBe(200);
  const html = await dashboard.text();
  expect(html).toContain("Checkout ran out of requests to the service");
  expect(html).toContain("Give the service API key the scope checkout:rates too");
});

test("an orders key that loses checkout:rates is asked once, its stored scopes say so, and it is not asked again", async () => {
  const shop = await spillShop(true);
  const connection = await stack.db.serviceConnection.findUniqueOrThrow({ where: { shopId: shop.id } });
  const ordersKey = stack.secrets.decrypt(connection.apiKeyCiphertext);
  const edited = await fetch(`${stack.sandbox.url}/__sandbox/keys/${ordersKey}`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ scopes: ["orders:write", "orders:read", "orders:cancel", "tracking:read"] }),
  });
  expect(edited.status).toBe(200);
  const since = await lastRequestId(stack);

  expect(await liveAnswersUntilFallback(shop)).toBe(checkoutKeyAnswers);
  expect((await ratesStatuses(stack, since)).filter((status) => status !== 200)).toEqual([...sqlite429, 403]);
  await until(async () => !(await storedScopes(shop.id)).includes("checkout:rates"), "the lost scope recorded");

  const before = await lastRequestId(stack);
  expect(await askNewCart(shop)).toBe("fallback");
  expect(await ratesStatuses(stack, before)).toEqual([]);
});
