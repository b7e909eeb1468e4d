import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mapRateResponse, type ShopifyRatesBody } from "~/checkout/map-rate-response";
import { observe, predict, startModel, type CartFacts, type DestinationModel } from "~/checkout/rate-model";
import type { CheckoutRates } from "~/delivery";
import { createSandbox, type Sandbox } from "../../sandbox/server";

/*
 * Learned prices (app/checkout/rate-model.ts, docs/decisions/068) against carts chosen to fool them: every
 * sequence of up to DEPTH carts a buyer could send, drawn from a grid of weights and goods totals on both sides of
 * the sandbox's step and free boundaries, is answered by the sandbox's weight-and-total pricing and folded into a
 * model; after each answer, the model is asked every cart of a finer grid (the buyers who come next). It must
 * never answer a price other than the sandbox's. The sandbox answers each cart once, through its control API
 * (the price POST /checkout/rates gives, outside any budget), mapped as the app maps it.
 */
const DEPTH = 4;
// Some 37,000 distinct models, each asked 64 carts: seconds of CPU, more on a loaded machine (a bound for a hang).
const SEARCH_TIMEOUT_MS = 180_000;
const NOW = Date.parse("2026-11-26T12:00:00Z");

/** Standard: 1,000.00 + 500.00 per started kg + 500.00 per whole 1,000.00 of goods, free from 3,000.00. Express: other steps. */
const PRICES = [
  {
    countryCode: "GH",
    service: "standard",
    code: "gh-std",
    name: { en: "Standard", fr: "Standard" },
    description: { en: "2 to 4 days", fr: "2 à 4 jours" },
    currency: "XOF",
    priceMinor: 100_000,
    freeOverMinor: 300_000,
    minDays: 2,
    maxDays: 4,
    perWeightStepMinor: 50_000,
    weightStepGrams: 1_000,
    perTotalStepMinor: 50_000,
    totalStepMinor: 100_000,
  },
  {
    countryCode: "GH",
    service: "express",
    code: "gh-express",
    name: { en: "Express", fr: "Express" },
    description: { en: "Next day", fr: "Le lendemain" },
    currency: "XOF",
    priceMinor: 200_000,
    freeOverMinor: null,
    minDays: 1,
    maxDays: 1,
    perWeightStepMinor: 100_000,
    weightStepGrams: 2_000,
    perTotalStepMinor: 25_000,
    totalStepMinor: 200_000,
  },
];
/** The carts the attacker chooses from: each side of the weight steps and of the total and free boundaries. */
const CHOSEN_WEIGHTS = [1_000, 1_001, 2_000, 2_001];
const CHOSEN_TOTALS = [99_999, 100_000, 299_999, 300_000];
/** The carts of the buyers who come next. */
const LATER_WEIGHTS = [500, 999, 1_000, 1_001, 1_500, 2_000, 2_001, 2_500];
const LATER_TOTALS = [50_000, 99_999, 100_000, 150_000, 200_000, 299_999, 300_000, 400_000];

const grid = (weights: number[], totals: number[]): CartFacts[] =>
  weights.flatMap((weightGrams) => totals.map((totalMinor) => ({ weightGrams, totalMinor })));
const keyOf = (cart: CartFacts) => `${cart.weightGrams}/${cart.totalMinor}`;

let sandbox: Sandbox;
const answers = new Map<string, ShopifyRatesBody>();

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: () => NOW });
  const put = await fetch(`${sandbox.url}/__sandbox/checkout-rates`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rates: PRICES }),
  });
  expect(put.status).toBe(200);
  for (const cart of [...grid(CHOSEN_WEIGHTS, CHOSEN_TOTALS), ...grid(LATER_WEIGHTS, LATER_TOTALS)]) {
    const response = await fetch(`${sandbox.url}/__sandbox/checkout-rates/answer`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        destination: { countryCode: "GH", region: "Accra", city: "Accra" },
        currency: "XOF",
        goodsTotalMinor: cart.totalMinor,
        items: [{ sku: "SKU-1", quantity: 1, unitPriceMinor: cart.totalMinor, weightGrams: cart.weightGrams }],
        locale: "en",
      }),
    });
    expect(response.status).toBe(200);
    answers.set(keyOf(cart), mapRateResponse((await response.json()) as CheckoutRates, "XOF"));
  }
});
afterAll(async () => {
  await sandbox?.close();
});

describe("learned prices against chosen carts", () => {
  test(
    `no sequence of up to ${DEPTH} chosen carts makes the model answer a later buyer a wrong price`,
    () => {
      const chosen = grid(CHOSEN_WEIGHTS, CHOSEN_TOTALS);
      const later = grid(LATER_WEIGHTS, LATER_TOTALS);
      const service = (cart: CartFacts) => answers.get(keyOf(cart))!;
      // The sandbox's prices do step on both dimensions, and cancel somewhere in the grid (as the attack needs).
      const prices = new Set(later.map((cart) => service(cart).rates[0].total_price));
      expect(prices.size).toBeGreaterThan(4);

      const wrong: string[] = [];
      let right = 0;
      let drops = 0;
      // Sequences that lead to the same model lead to the same answers: each model is asked the later carts once,
      // and searched on from again only with more carts left to choose than before.
      const searched = new Map<string, number>();
      const search = (model: DestinationModel, carts: CartFacts[]) => {
        const state = JSON.stringify({ ...model, confirmations: 0 });
        const left = DEPTH - carts.length;
        const before = searched.get(state);
        if (before !== undefined && before >= left) return;
        searched.set(state, left);
        if (before === undefined)
          for (const cart of later) {
            const predicted = predict(model, cart, NOW);
            if (predicted === null) continue;
            if (JSON.stringify(predicted) === JSON.stringify(service(cart))) right++;
            else if (wrong.length < 5)
              wrong.push(
                `after ${carts.map(keyOf).join(", ")}: ${keyOf(cart)} answered ${predicted.rates.map((r) => r.total_price)}, the service says ${service(cart).rates.map((r) => r.total_price)}`,
              );
          }
        if (left === 0) return;
        for (const cart of chosen) {
          const outcome = observe(model, service(cart), cart, NOW);
          // A contradiction drops the model: it answers nothing after (rate-models.ts).
          if (outcome.kind === "contradiction") drops++;
          else search(outcome.model, [...carts, cart]);
        }
      };
      for (const first of chosen) search(startModel(service(first), first, NOW), [first]);

      expect(wrong).toEqual([]);
      // The sandbox's own prices never contradict the model's assumption: it is not dropped for nothing.
      expect(drops).toBe(0);
      // And the search is not empty: the model does answer many later carts, rightly.
      expect(right).toBeGreaterThan(500);
    },
    SEARCH_TIMEOUT_MS,
  );
});
