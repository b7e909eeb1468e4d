import { describe, expect, test } from "vitest";
import type { ShopifyRatesBody } from "./map-rate-response";
import type { RatesRequest } from "./map-rate-request";
import { cartFacts } from "./normalise-request";
import { MAX_POINTS, observe, predict, startModel, type CartFacts, type DestinationModel } from "./rate-model";
import { createProbeLimiter, PROBE_WINDOW_MS, probeCart, probeRequest } from "./rate-probe";

const NOON = Date.parse("2026-11-26T12:00:00Z");

/** 1,000.00 + 500.00 per started kg + 250.00 per whole 25,000.00 of goods (the replay's weight-and-total merchant). */
const priceOf = (cart: CartFacts) =>
  100_000 + Math.ceil(cart.weightGrams / 1_000) * 50_000 + Math.floor(cart.totalMinor / 2_500_000) * 25_000;
function answer(cart: CartFacts): ShopifyRatesBody {
  const rate = { service_name: "Standard", description: "2–4 days", service_code: "std", currency: "XOF" };
  return { rates: [{ ...rate, total_price: String(priceOf(cart)) }] };
}
function learn(carts: CartFacts[]): DestinationModel {
  let model = startModel(answer(carts[0]), carts[0], NOON);
  for (const cart of carts.slice(1)) {
    const outcome = observe(model, answer(cart), cart, NOON);
    if (outcome.kind !== "consistent") throw new Error("the pricing contradicted the model");
    model = outcome.model;
  }
  return model;
}
const cart = (weightGrams: number, totalMinor: number): CartFacts => ({ weightGrams, totalMinor });

describe("the probe beside a buyer's cart", () => {
  test("is the same cart heavier and dearer, just below the next round weight and total", () => {
    expect(probeCart(learn([cart(2_340, 3_400_000)]), cart(2_340, 3_400_000))).toEqual(cart(2_999, 3_999_999));
  });

  test("its answer at the buyer's price closes a box: the carts between are answered, at the service's price", () => {
    const buyer = cart(2_340, 3_400_000);
    const probe = probeCart(learn([cart(500, 100_000), cart(900, 200_000), buyer]), buyer)!;
    const between = cart(2_700, 3_600_000);
    const before = learn([cart(500, 100_000), cart(900, 200_000), buyer]);
    expect(predict(before, between, NOON)).toBeNull();
    const after = learn([cart(500, 100_000), cart(900, 200_000), buyer, probe]);
    expect(predict(after, between, NOON)).toEqual(answer(between));
  });

  test("is pulled back toward the cart where a kept cart of another price lies in the way", () => {
    // 2,400,000 and 2,600,000 are either side of a total step: the kept cart says a step lies between, and
    // the corner (2,999 g, 2,999,999) is halved twice toward the buyer's cart until the kept cart is outside.
    const buyer = cart(2_340, 2_400_000);
    expect(priceOf(cart(2_500, 2_600_000))).not.toBe(priceOf(buyer));
    expect(probeCart(learn([cart(2_500, 2_600_000), buyer]), buyer)).toEqual(cart(2_504, 2_549_999));
  });

  test("is none when the box up to its corner is already closed, or the cart is already a corner", () => {
    const buyer = cart(2_340, 3_400_000);
    expect(probeCart(learn([cart(2_999, 3_999_999), buyer]), buyer)).toBeNull();
    expect(probeCart(learn([cart(2_999, 3_999_999)]), cart(2_999, 3_999_999))).toBeNull();
  });

  test("is none when the model keeps no more carts: its answer would not be kept", () => {
    const buyer = cart(500, 500_000);
    // Carts at the buyer's price, heavier and cheaper than it (none at or below another, nor the buyer or its
    // probe's corner): each is kept as a low and a high, two carts of the model's MAX_POINTS.
    const beside = (index: number) => cart(700 + index, 400_000 - index);
    const add = (model: DestinationModel, next: CartFacts) =>
      (observe(model, answer(next), next, NOON) as { model: DestinationModel }).model;
    let model = learn([buyer]);
    for (let index = 0; index < MAX_POINTS / 2 - 2; index++) model = add(model, beside(index));
    expect(probeCart(model, buyer)).toEqual(cart(599, 599_999));
    model = add(model, beside(MAX_POINTS / 2 - 2));
    expect(probeCart(model, buyer)).toBeNull();
  });

  test("is asked as the buyer's items plus one line carrying the added weight and goods total", () => {
    const request: RatesRequest = {
      destination: { countryCode: "CI", city: "Abidjan" },
      currency: "XOF",
      goodsTotalMinor: 3_400_000,
      items: [{ sku: "A", quantity: 2, unitPriceMinor: 1_700_000, weightGrams: 1_170 }],
      locale: "fr",
    };
    const asked = probeRequest(request, cart(2_999, 3_999_999), cartFacts(request));
    expect(cartFacts(asked)).toEqual(cart(2_999, 3_999_999));
    expect(asked.items[0]).toEqual(request.items[0]);
    expect(asked.destination).toEqual(request.destination);
  });
});

describe("the probes' bound", () => {
  test("at most the bound a shop in any window, each shop its own, again once the window passed", () => {
    const limiter = createProbeLimiter(3);
    const taken = [0, 1, 2, 3].map((index) => limiter.take("shop-1", NOON + index));
    expect(taken).toEqual([true, true, true, false]);
    expect(limiter.take("shop-2", NOON + 4)).toBe(true);
    expect(limiter.take("shop-1", NOON + PROBE_WINDOW_MS - 1)).toBe(false);
    expect(limiter.take("shop-1", NOON + PROBE_WINDOW_MS + 1)).toBe(true);
  });
});
