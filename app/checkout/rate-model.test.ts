import { describe, expect, test } from "vitest";
import type { ShopifyRate, ShopifyRatesBody } from "./map-rate-response";
import { isProven, observe, predict, startModel, type CartFacts, type DestinationModel } from "./rate-model";

const NOV_26 = Date.parse("2026-11-26T10:00:00Z");
const DAY = 86_400_000;

/** The service's answer (already mapped) for a destination priced 2,500 XOF, free from 100,000. */
function answer(cart: CartFacts, at = NOV_26, freeFrom = 100_000): ShopifyRatesBody {
  const day = new Date(at).toISOString().slice(0, 10);
  const plus = (days: number) => `${new Date(Date.parse(day) + days * DAY).toISOString().slice(0, 10)} 12:00:00 +0000`;
  const rate: ShopifyRate = {
    service_name: "Standard",
    description: "2–4 days",
    service_code: "std",
    currency: "XOF",
    total_price: cart.totalMinor >= freeFrom ? "0" : "250000",
    min_delivery_date: plus(2),
    max_delivery_date: plus(4),
  };
  return { rates: [rate] };
}

function learn(carts: CartFacts[], at = NOV_26): DestinationModel {
  let model = startModel(answer(carts[0], at), carts[0], at);
  for (const cart of carts.slice(1)) {
    const outcome = observe(model, answer(cart, at), cart, at);
    if (outcome.kind !== "consistent") throw new Error(`unexpected ${outcome.reason}`);
    model = outcome.model;
  }
  return model;
}

const light = { weightGrams: 500, totalMinor: 20_000 };
const heavy = { weightGrams: 4_000, totalMinor: 60_000 };
const middle = { weightGrams: 1_500, totalMinor: 40_000 };

describe("the proof rule", () => {
  test("a destination is proven by three identical answers from carts of different weights and totals", () => {
    const model = learn([light, heavy, middle]);
    expect(isProven(model)).toBe(true);
    expect(predict(model, { weightGrams: 2_000, totalMinor: 30_000 }, NOV_26)).toEqual(
      answer({ weightGrams: 2_000, totalMinor: 30_000 }),
    );
  });

  test("two answers prove nothing, however different their carts", () => {
    const model = learn([light, heavy]);
    expect(isProven(model)).toBe(false);
    expect(predict(model, middle, NOV_26)).toBeNull();
  });

  test("answers for carts of one weight prove nothing about another weight", () => {
    const model = learn([light, { ...light, totalMinor: 50_000 }, { ...light, totalMinor: 30_000 }]);
    expect(isProven(model)).toBe(false);
  });

  test("answers for carts of one total prove nothing about another total", () => {
    const model = learn([light, { ...light, weightGrams: 3_000 }, { ...light, weightGrams: 2_000 }]);
    expect(isProven(model)).toBe(false);
  });

  test("a cart lighter or heavier than any seen is not answered", () => {
    const model = learn([light, heavy, middle]);
    expect(predict(model, { weightGrams: 400, totalMinor: 30_000 }, NOV_26)).toBeNull();
    expect(predict(model, { weightGrams: 4_001, totalMinor: 30_000 }, NOV_26)).toBeNull();
  });

  test("a total below any seen is not answered (a minimum-order charge would not show above it)", () => {
    const model = learn([light, heavy, middle]);
    expect(predict(model, { weightGrams: 1_000, totalMinor: 19_999 }, NOV_26)).toBeNull();
  });

  test("a rate whose price differs between carts is a contradiction", () => {
    const model = learn([light, heavy]);
    const other = answer(middle);
    other.rates[0].total_price = "300000";
    expect(observe(model, other, middle, NOV_26)).toEqual({ kind: "contradiction", reason: "price" });
  });

  test("an option that comes and goes with the cart is a contradiction", () => {
    const model = learn([light, heavy]);
    const more = answer(middle);
    more.rates.push({ ...more.rates[0], service_code: "express", total_price: "500000" });
    expect(observe(model, more, middle, NOV_26)).toEqual({ kind: "contradiction", reason: "price" });
  });
});

describe("the free threshold", () => {
  const below = { weightGrams: 800, totalMinor: 90_000 };
  const above = { weightGrams: 2_500, totalMinor: 150_000 };

  test("free from the smallest free total seen, paid up to the largest paid total seen, unknown between", () => {
    const model = learn([light, heavy, below, above]);
    const at = (totalMinor: number) => predict(model, { weightGrams: 1_000, totalMinor }, NOV_26)?.rates[0].total_price;
    expect(at(90_000)).toBe("250000");
    expect(at(150_000)).toBe("0");
    expect(at(400_000)).toBe("0");
    // The flip is somewhere in (90,000, 150,000]: the service is asked.
    expect(at(90_001)).toBeUndefined();
    expect(at(149_999)).toBeUndefined();
  });

  test("with no free answer seen, a total above every paid one is not answered", () => {
    const model = learn([light, heavy, middle]);
    expect(predict(model, { weightGrams: 1_000, totalMinor: 60_001 }, NOV_26)).toBeNull();
  });

  test("free at a total below a paid one is not a threshold: a contradiction", () => {
    const model = learn([light, heavy]);
    const freeLower = { weightGrams: 900, totalMinor: 50_000 };
    expect(observe(model, answer(freeLower, NOV_26, 0), freeLower, NOV_26)).toEqual({
      kind: "contradiction",
      reason: "price",
    });
  });

  test("paid at or above a total seen free is a contradiction", () => {
    const model = learn([light, heavy, above]);
    const cart = { weightGrams: 900, totalMinor: 150_000 };
    expect(observe(model, answer(cart, NOV_26, 1e12), cart, NOV_26).kind).toBe("contradiction");
  });
});

describe("delivery dates", () => {
  test("are carried as offsets from the day of the answer and move with the calendar", () => {
    const model = learn([light, heavy, middle]);
    const threeDaysLater = NOV_26 + 3 * DAY;
    const predicted = predict(model, middle, threeDaysLater);
    expect(predicted?.rates[0].min_delivery_date).toBe("2026-12-01 12:00:00 +0000");
    expect(predicted?.rates[0].max_delivery_date).toBe("2026-12-03 12:00:00 +0000");
    expect(predicted).toEqual(answer(middle, threeDaysLater));
  });

  test("answers of different days with the same offsets agree", () => {
    const model = learn([light, heavy]);
    expect(observe(model, answer(middle, NOV_26 + DAY), middle, NOV_26 + DAY).kind).toBe("consistent");
  });

  test("offsets that move are a contradiction of the dates only", () => {
    const model = learn([light, heavy]);
    // An answer of Nov 27 received on Nov 26 (the service's day and ours differ).
    expect(observe(model, answer(middle, NOV_26 + DAY), middle, NOV_26)).toEqual({
      kind: "contradiction",
      reason: "dates",
    });
  });

  test("a rate without dates stays without dates", () => {
    const bare = (cart: CartFacts) => {
      const body = answer(cart);
      delete body.rates[0].min_delivery_date;
      delete body.rates[0].max_delivery_date;
      return body;
    };
    let model = startModel(bare(light), light, NOV_26);
    for (const cart of [heavy, middle]) {
      const outcome = observe(model, bare(cart), cart, NOV_26);
      if (outcome.kind !== "consistent") throw new Error("unexpected");
      model = outcome.model;
    }
    expect(predict(model, middle, NOV_26)).toEqual(bare(middle));
  });
});
