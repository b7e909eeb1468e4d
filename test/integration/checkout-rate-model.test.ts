import { until } from "../support/eventually";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { carrierRateRequest } from "../../shopify-stand-in/carrier-rate-request";
import { startApp, type AppProcess } from "../../stack/app-process";
import { startStack, type Stack } from "../../stack/stack";
import { testDatabaseUrl } from "../../stack/test-env";
import { isPostgresUrl } from "~/db.server";
import { checkoutShop, sandboxCalls, type Rate } from "../support/checkout-kit";

/*
 * Learned destination rates (docs/decisions/048) over real HTTP: Shopify's signed callback, the
 * app, its budget, the sandbox. Each shop has its own checkout key with a budget of LIMIT calls in a
 * window longer than the test, so "beyond the budget" is reached by spending it. The reference price
 * of every cart comes from the sandbox's control API (outside every key's budget).
 */
const LIMIT = 8;
const WINDOW_MS = 10 * 60_000;
const XOF = 100; // the service and Shopify both send XOF ×100 (checkout.test.ts)

// On PostgreSQL the instances share the models (as they share the cache); SQLite is one instance.
const SHARED = isPostgresUrl(testDatabaseUrl());

let stack: Stack;
let second: AppProcess | undefined;
beforeAll(async () => {
  // Learned dates are offsets from the UTC day; within minutes of midnight the model stays silent.
  await until(
    () => {
      const intoDay = Date.now() % 86_400_000;
      return intoDay > 5 * 60_000 && intoDay < 86_400_000 - 5 * 60_000;
    },
    "a time of day away from UTC midnight",
    { timeoutMs: 11 * 60_000 },
  );
  stack = await startStack(
    { DELIVERY_RATE_LIMIT: String(LIMIT), DELIVERY_RATE_WINDOW_MS: String(WINDOW_MS) },
    { timeScale: 1 },
  );
}, 12 * 60_000);
afterAll(async () => {
  if (second !== stack?.app) await second?.stop();
  await stack?.stop();
});

type Cart = { grams: number; priceXof: number; city: string; country?: string };

function cartBody({ grams, priceXof, city, country = "CI" }: Cart) {
  return carrierRateRequest({
    country,
    province: null,
    city,
    currency: "XOF",
    items: [{ sku: `SKU-${grams}-${priceXof}`, quantity: 1, grams, price: priceXof * XOF }],
  });
}

async function checkout(shop: { domain: string; path: string }, cart: Cart): Promise<Rate[]> {
  const response = await stack.shopify.sendCarrierCallback({
    shop: shop.domain,
    path: shop.path,
    body: cartBody(cart),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { rates: Rate[] }).rates;
}

/** What the service answers this cart now, as the buyer would see it (sandbox control API, no budget). */
async function servicePrice(cart: Cart) {
  const response = await fetch(`${stack.sandbox.url}/__sandbox/checkout-rates/answer`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      destination: { countryCode: cart.country ?? "CI", region: cart.city, city: cart.city },
      currency: "XOF",
      goodsTotalMinor: cart.priceXof * XOF,
      items: [
        {
          sku: `SKU-${cart.grams}-${cart.priceXof}`,
          quantity: 1,
          unitPriceMinor: cart.priceXof * XOF,
          weightGrams: cart.grams,
        },
      ],
      locale: "en",
    }),
  });
  const { rates } = (await response.json()) as {
    rates: Array<{ code: string; priceMinor: number; free: boolean; earliestDate: string; latestDate: string }>;
  };
  return rates.map((rate) =>
    shown(rate.code, rate.free ? "0" : String(rate.priceMinor), rate.earliestDate, rate.latestDate),
  );
}

const shown = (code: string, price: string, min?: string, max?: string) => ({
  service_code: code,
  total_price: price,
  min_delivery_date: min?.slice(0, 10),
  max_delivery_date: max?.slice(0, 10),
});
const asShown = (rates: Rate[]) =>
  rates.map((rate) =>
    shown(
      rate.service_code,
      rate.total_price,
      rate.min_delivery_date,
      (rate as Rate & { max_delivery_date?: string }).max_delivery_date,
    ),
  );
const isFallback = (rates: Rate[]) => rates.some((rate) => rate.service_code.startsWith("fallback-"));

/** The sandbox's weight-and-total mode: 1,000 XOF + 500 per started kg + 500 per whole 1,000 of goods. */
const STEPS = {
  priceMinor: 1_000 * XOF,
  perWeightStepMinor: 500 * XOF,
  weightStepGrams: 1_000,
  perTotalStepMinor: 500 * XOF,
  totalStepMinor: 1_000 * XOF,
};

async function setPrices(countryCode: string, weightPriced: boolean, steps?: typeof STEPS) {
  const rate = {
    countryCode,
    service: "standard",
    code: `${countryCode.toLowerCase()}-std`,
    name: { en: "Standard", fr: "Standard" },
    description: { en: "2 to 4 days", fr: "2 à 4 jours" },
    currency: "XOF",
    priceMinor: 2_500 * XOF,
    freeOverMinor: 100_000 * XOF,
    minDays: 2,
    maxDays: 4,
    ...(weightPriced ? { perWeightStepMinor: 500 * XOF, weightStepGrams: 1_000 } : {}),
    ...steps,
  };
  const others = (
    (await (await fetch(`${stack.sandbox.url}/__sandbox/checkout-rates`)).json()) as {
      rates: Array<{ countryCode: string }>;
    }
  ).rates.filter((r) => r.countryCode !== countryCode);
  const response = await fetch(`${stack.sandbox.url}/__sandbox/checkout-rates`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rates: [...others, rate] }),
  });
  expect(response.status).toBe(200);
}

/** Today's model counters of a shop, from GET /metrics (flushed every few seconds). */
async function modelMetrics(domain: string) {
  const text = await (await fetch(`${stack.app.url}/metrics`)).text();
  const read = (name: string) =>
    Number(new RegExp(`^${name}\\{shop="${domain.replace(/\./g, "\\.")}"\\} (\\d+)`, "m").exec(text)?.[1] ?? 0);
  return {
    answers: read("checkout_model_answers_today"),
    checks: read("checkout_model_checks_today"),
    drops: read("checkout_model_drops_today"),
  };
}

const fallbackRates = ["CI", "GH", "SN", "TG"].map((countryCode) => ({
  countryCode,
  name: "Standard delivery",
  priceMinor: 3_000 * XOF,
  currency: "XOF",
  minDays: 2,
  maxDays: 5,
}));

/** Carts that prove a destination: a light, cheap one and a heavy, dear one on each side of free delivery. */
const learning = (city: string, country?: string): Cart[] => [
  { grams: 400, priceXof: 5_000, city, country },
  { grams: 3_000, priceXof: 50_000, city, country },
  { grams: 1_500, priceXof: 20_000, city, country },
  { grams: 2_000, priceXof: 150_000, city, country },
  { grams: 3_000, priceXof: 400_000, city, country },
];

describe("learned destination rates", () => {
  test("a destination-priced merchant's buyers get the service's price beyond the key's budget", async () => {
    await setPrices("CI", false);
    const shop = await checkoutShop(stack, { fallbackRates });
    for (const cart of learning("Bouaké"))
      expect(asShown(await checkout(shop, cart))).toEqual(await servicePrice(cart));

    // Spend the rest of the budget on destinations the app has not learnt, until the fallback shows.
    let spent = false;
    for (let city = 0; city < 3 * LIMIT && !spent; city++)
      spent = isFallback(await checkout(shop, { grams: 700, priceXof: 9_000, city: `Ville-${city}` }));
    expect(spent).toBe(true);

    // New carts inside what the answers proved, free ones included: the service's own prices, no call.
    const callsBefore = await sandboxCalls(stack);
    const carts: Cart[] = [
      { grams: 450, priceXof: 6_000, city: "Bouaké" },
      { grams: 2_900, priceXof: 49_000, city: "Bouaké" },
      { grams: 1_000, priceXof: 30_000, city: "Bouaké" },
      { grams: 2_500, priceXof: 200_000, city: "Bouaké" },
      { grams: 1_800, priceXof: 12_345, city: "Bouaké" },
    ];
    for (const cart of carts) {
      const rates = await checkout(shop, cart);
      expect(isFallback(rates)).toBe(false);
      expect(asShown(rates)).toEqual(await servicePrice(cart));
    }
    expect(await sandboxCalls(stack)).toBe(callsBefore);

    // Outside what was seen (heavier than any cart, where free may begin, or beyond the dearest free cart),
    // nothing is guessed.
    expect(isFallback(await checkout(shop, { grams: 9_000, priceXof: 10_000, city: "Bouaké" }))).toBe(true);
    expect(isFallback(await checkout(shop, { grams: 1_000, priceXof: 80_000, city: "Bouaké" }))).toBe(true);
    expect(isFallback(await checkout(shop, { grams: 2_500, priceXof: 500_000, city: "Bouaké" }))).toBe(true);

    await until(
      async () => (await modelMetrics(shop.domain)).answers >= carts.length,
      "the model's answers in the metrics",
      { timeoutMs: 15_000 },
    );
    expect((await modelMetrics(shop.domain)).drops).toBe(0);
  });

  test("chosen carts whose weight and total steps cancel do not make other buyers see a flat price", async () => {
    await setPrices("TG", false, STEPS);
    const shop = await checkoutShop(stack, { fallbackRates });
    const cart = (grams: number, priceXof: number): Cart => ({ grams, priceXof, city: "Kara", country: "TG" });
    const price = (rates: Rate[]) => rates.map((rate) => rate.total_price);
    // Four signed callbacks with chosen carts, all at 2,000 XOF: the fourth is the model's first answer, checked.
    for (const chosen of [cart(1_500, 500), cart(500, 1_000), cart(1_000, 1_500), cart(700, 1_200)]) {
      const rates = await checkout(shop, chosen);
      expect(price(rates)).toEqual([String(2_000 * XOF)]);
      expect(asShown(rates)).toEqual(await servicePrice(chosen));
    }
    await until(async () => (await modelMetrics(shop.domain)).checks === 1, "the check", { timeoutMs: 15_000 });

    // Other buyers' carts inside every range of weights and totals seen, at 2,500 or 1,500 XOF: the service's
    // price while the key's budget lasts, then the fallback, never 2,000 XOF.
    const others = [
      cart(1_500, 1_000),
      cart(1_200, 1_500),
      cart(1_400, 1_100),
      cart(1_500, 1_499),
      cart(1_001, 1_000),
      cart(1_300, 1_200),
      cart(500, 500),
      cart(800, 999),
    ];
    let live = 0;
    for (const other of others) {
      const rates = await checkout(shop, other);
      if (isFallback(rates)) continue;
      live++;
      expect(asShown(rates)).toEqual(await servicePrice(other));
      expect(price(rates)).not.toEqual([String(2_000 * XOF)]);
    }
    // The key's LIMIT calls: three learnt the chosen carts, one checked the fourth, the rest went to these buyers (a
    // call slower than the callback's deadline on a loaded machine shows the fallback too, so at least one).
    expect(live).toBeGreaterThanOrEqual(1);
    await until(async () => (await modelMetrics(shop.domain)).answers >= 1, "the model's answer in the metrics", {
      timeoutMs: 15_000,
    });
    expect(await modelMetrics(shop.domain)).toMatchObject({ answers: 1, checks: 1, drops: 0 });
  });

  test("a merchant who turns to weight pricing: the first check drops the model, and it never answers after", async () => {
    await setPrices("SN", false);
    const shop = await checkoutShop(stack, { fallbackRates });
    for (const cart of learning("Thiès", "SN"))
      expect(asShown(await checkout(shop, cart))).toEqual(await servicePrice(cart));

    await setPrices("SN", true);
    // The model's first answer is checked with the service (the sampling rule): that check contradicts it.
    await checkout(shop, { grams: 1_200, priceXof: 15_000, city: "Thiès", country: "SN" });
    await until(async () => (await modelMetrics(shop.domain)).drops === 1, "the drop in the metrics", {
      timeoutMs: 15_000,
    });
    const after: Cart[] = [
      { grams: 600, priceXof: 7_000, city: "Thiès", country: "SN" },
      { grams: 2_200, priceXof: 40_000, city: "Thiès", country: "SN" },
      { grams: 1_700, priceXof: 25_000, city: "Thiès", country: "SN" },
      { grams: 2_600, priceXof: 45_000, city: "Thiès", country: "SN" },
    ];
    for (const cart of after) {
      const rates = await checkout(shop, cart);
      // The service's price while the budget lasts, then the fallback: never the old learnt price.
      if (!isFallback(rates)) expect(asShown(rates)).toEqual(await servicePrice(cart));
    }
    await until(async () => (await modelMetrics(shop.domain)).checks >= 1, "the check", { timeoutMs: 15_000 });
    const metrics = await modelMetrics(shop.domain);
    expect(metrics).toMatchObject({ answers: 1, drops: 1 });
  });

  test(`a destination learnt by one instance is answered by ${SHARED ? "another" : "the same one"} beyond the budget`, async () => {
    await setPrices("BJ", false);
    const shop = await checkoutShop(stack, {
      fallbackRates: [...fallbackRates, { ...fallbackRates[0], countryCode: "BJ" }],
    });
    const { SHOPIFY_APP_URL: _first, ...env } = stack.env;
    second = SHARED ? await startApp(env) : stack.app;
    for (const cart of learning("Cotonou", "BJ"))
      expect(asShown(await checkout(shop, cart))).toEqual(await servicePrice(cart));
    let spent = false;
    for (let city = 0; city < 3 * LIMIT && !spent; city++)
      spent = isFallback(await checkout(shop, { grams: 700, priceXof: 9_000, city: `Bourg-${city}`, country: "BJ" }));
    expect(spent).toBe(true);

    stack.shopify.setAppUrl(second.url);
    try {
      const cart = { grams: 2_200, priceXof: 35_000, city: "Cotonou", country: "BJ" };
      const rates = await checkout(shop, cart);
      expect(isFallback(rates)).toBe(false);
      expect(asShown(rates)).toEqual(await servicePrice(cart));
    } finally {
      stack.shopify.setAppUrl(stack.app.url);
    }
    if (SHARED) expect(await stack.db.checkoutRateModel.count({ where: { shopId: shop.id } })).toBeGreaterThan(0);
  });
});
