import { describe, expect, test } from "vitest";
import type { ShopifyRate, ShopifyRatesBody } from "./map-rate-response";
import {
  isCurrentModel,
  MAX_POINTS,
  observe,
  predict,
  startModel,
  type CartFacts,
  type DestinationModel,
} from "./rate-model";

const NOV_26 = Date.parse("2026-11-26T10:00:00Z");
const DAY = 86_400_000;

type Pricing = (cart: CartFacts) => number | "free";
/** A destination priced 2,500 XOF (×100 on the wire), free from 100,000. */
const flat: Pricing = (cart) => (cart.totalMinor >= 100_000 ? "free" : 250_000);

/** The service's answer (already mapped) under a pricing. */
function answer(cart: CartFacts, at = NOV_26, pricing: Pricing = flat): ShopifyRatesBody {
  const day = new Date(at).toISOString().slice(0, 10);
  const plus = (days: number) => `${new Date(Date.parse(day) + days * DAY).toISOString().slice(0, 10)} 12:00:00 +0000`;
  const price = pricing(cart);
  const rate: ShopifyRate = {
    service_name: "Standard",
    description: "2–4 days",
    service_code: "std",
    currency: "XOF",
    total_price: price === "free" ? "0" : String(price),
    min_delivery_date: plus(2),
    max_delivery_date: plus(4),
  };
  return { rates: [rate] };
}

function learn(carts: CartFacts[], pricing: Pricing = flat, at = NOV_26): DestinationModel {
  let model = startModel(answer(carts[0], at, pricing), carts[0], at);
  for (const cart of carts.slice(1)) {
    const outcome = observe(model, answer(cart, at, pricing), cart, at);
    if (outcome.kind !== "consistent") throw new Error(`unexpected ${outcome.reason}`);
    model = outcome.model;
  }
  return model;
}

const priceOf = (model: DestinationModel, weightGrams: number, totalMinor: number) =>
  predict(model, { weightGrams, totalMinor }, NOV_26)?.rates[0].total_price ?? null;

const light = { weightGrams: 500, totalMinor: 20_000 };
const heavy = { weightGrams: 4_000, totalMinor: 60_000 };
const middle = { weightGrams: 1_500, totalMinor: 40_000 };

describe("the box rule", () => {
  test("a cart between a lighter, cheaper one and a heavier, dearer one of the same price gets that price", () => {
    const model = learn([light, heavy, middle]);
    expect(predict(model, { weightGrams: 2_000, totalMinor: 30_000 }, NOV_26)).toEqual(
      answer({ weightGrams: 2_000, totalMinor: 30_000 }),
    );
  });

  test("two answers answer nothing, however different their carts", () => {
    const model = learn([light, heavy]);
    expect(predict(model, middle, NOV_26)).toBeNull();
  });

  test("a cart outside the carts seen on any one dimension is not answered", () => {
    const model = learn([light, heavy, middle]);
    expect(priceOf(model, 400, 30_000)).toBeNull();
    expect(priceOf(model, 4_001, 30_000)).toBeNull();
    // A total below any seen (a minimum-order charge would not show above it), or above any seen.
    expect(priceOf(model, 1_000, 19_999)).toBeNull();
    expect(priceOf(model, 1_000, 60_001)).toBeNull();
  });

  test("carts bounding a cart on each dimension apart, but not on both together, do not answer it", () => {
    // Lighter but dearer, heavier but cheaper: every weight and every total of the new cart is inside a range seen.
    const model = learn([
      { weightGrams: 500, totalMinor: 60_000 },
      { weightGrams: 4_000, totalMinor: 20_000 },
      { weightGrams: 2_000, totalMinor: 40_000 },
    ]);
    expect(priceOf(model, 1_000, 30_000)).toBeNull();
    expect(priceOf(model, 3_000, 50_000)).toBeNull();
    expect(priceOf(model, 2_000, 40_000)).toBe("250000");
  });

  test("free from a cart seen free up to one seen free; paid between two seen paid; unknown where it may flip", () => {
    const model = learn([
      light,
      heavy,
      { weightGrams: 800, totalMinor: 90_000 },
      { weightGrams: 3_000, totalMinor: 150_000 },
      { weightGrams: 600, totalMinor: 110_000 },
    ]);
    expect(priceOf(model, 1_000, 30_000)).toBe("250000");
    expect(priceOf(model, 1_000, 120_000)).toBe("0");
    // Above every free cart seen, or between the largest paid and the smallest free total: the service is asked.
    expect(priceOf(model, 1_000, 400_000)).toBeNull();
    expect(priceOf(model, 700, 95_000)).toBeNull();
    expect(priceOf(model, 700, 100_000)).toBeNull();
  });
});

describe("a merchant priced by weight and by goods total", () => {
  /** 1,000.00 + 500.00 per started kilogram + 500.00 per whole 1,000.00 of goods (×100 on the wire). */
  const steps: Pricing = (cart) =>
    100_000 + 50_000 * Math.ceil(cart.weightGrams / 1_000) + 50_000 * Math.floor(cart.totalMinor / 100_000);
  const cart = (weightGrams: number, total: number) => ({ weightGrams, totalMinor: total * 100 });
  // Four signed callbacks with chosen carts, all at 2,000.00: the last is the sampled check, and agrees.
  const chosen = [cart(1_500, 500), cart(500, 1_000), cart(1_000, 1_500), cart(700, 1_200)];
  // Then other buyers' carts: inside every range of weights and totals seen, at 2,500.00 or 1,500.00.
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

  test("four chosen carts whose steps cancel do not make the model answer the next buyers a flat price", () => {
    expect(chosen.map(steps)).toEqual([200_000, 200_000, 200_000, 200_000]);
    expect(others.map(steps)).toEqual([250_000, 250_000, 250_000, 250_000, 250_000, 250_000, 150_000, 150_000]);
    const model = learn(chosen, steps);
    for (const other of others) expect(priceOf(model, other.weightGrams, other.totalMinor)).toBeNull();
  });

  test("the carts they do bound on both dimensions are answered, at the service's price", () => {
    const model = learn(chosen, steps);
    // At or above (500 g, 1,000.00) and at or below (700 g, 1,200.00): one cell of both steps.
    for (const inside of [cart(600, 1_100), cart(700, 1_000), cart(500, 1_200), cart(700, 1_200)])
      expect(priceOf(model, inside.weightGrams, inside.totalMinor)).toBe(String(steps(inside)));
  });

  test("an answer of the service for a cart the model answers at another price drops it (a contradiction)", () => {
    const model = learn(chosen, steps);
    const inside = cart(600, 1_100);
    expect(
      observe(
        model,
        answer(inside, NOV_26, () => 250_000),
        inside,
        NOV_26,
      ),
    ).toEqual({
      kind: "contradiction",
      reason: "price",
    });
  });

  test("a cart that, with one seen at its own price, bounds a cart seen at another price is a contradiction", () => {
    const model = learn([cart(500, 500), cart(1_500, 1_000)], steps);
    // 1,500.00 at (500 g, 500.00) and at (2,000 g, 2,000.00) would put (1,500 g, 1,000.00) at 1,500.00, seen at 2,500.00.
    const far = cart(2_000, 2_000);
    expect(
      observe(
        model,
        answer(far, NOV_26, () => 150_000),
        far,
        NOV_26,
      ),
    ).toEqual({
      kind: "contradiction",
      reason: "price",
    });
    // The service's own price there is consistent.
    expect(observe(model, answer(far, NOV_26, steps), far, NOV_26).kind).toBe("consistent");
  });

  test("the service's answers for carts the model answers count as confirmations; others do not", () => {
    const model = learn(chosen, steps);
    // The fourth chosen cart was answered by the model's first three: a confirmation.
    expect(model.confirmations).toBe(1);
    const inside = cart(600, 1_100);
    const checked = observe(model, answer(inside, NOV_26, steps), inside, NOV_26);
    expect(checked.kind === "consistent" && checked.model.confirmations).toBe(2);
    const outside = cart(1_500, 1_000);
    const asked = observe(model, answer(outside, NOV_26, steps), outside, NOV_26);
    expect(asked.kind === "consistent" && asked.model.confirmations).toBe(1);
  });
});

describe("what a model keeps", () => {
  test("only the lowest and highest carts of each price: carts inside add nothing", () => {
    const model = learn([light, heavy, middle, { weightGrams: 1_000, totalMinor: 30_000 }]);
    expect(model.levels[0]).toEqual([
      {
        price: "250000",
        low: [[500, 20_000]],
        high: [[4_000, 60_000]],
      },
    ]);
  });

  test(`at most ${MAX_POINTS} carts kept: beyond, answers are still checked against them but not kept`, () => {
    // Carts on a line where weight grows as total falls: none is below or above another, so each is kept twice
    // (as a lowest and as a highest cart of its price).
    const kept = (model: DestinationModel) =>
      model.levels[0].reduce((n, level) => n + level.low.length + level.high.length, 0);
    let model = startModel(answer(light), { weightGrams: 0, totalMinor: 99_999 }, NOV_26);
    for (let i = 1; kept(model) < MAX_POINTS; i++) {
      const cart = { weightGrams: i, totalMinor: 99_999 - i };
      const outcome = observe(model, answer(cart), cart, NOV_26);
      if (outcome.kind !== "consistent") throw new Error("unexpected");
      model = outcome.model;
    }
    const levels = JSON.stringify(model.levels);
    const beyond = { weightGrams: 5_000, totalMinor: 0 };
    const outcome = observe(model, answer(beyond), beyond, NOV_26);
    expect(outcome.kind === "consistent" && JSON.stringify(outcome.model.levels)).toBe(levels);
    const seen = { weightGrams: 5, totalMinor: 99_994 };
    expect(
      observe(
        model,
        answer(seen, NOV_26, () => 1),
        seen,
        NOV_26,
      ).kind,
    ).toBe("contradiction");
  });

  test("a model of another shape (an older release's, read back from the shared store) is not used", () => {
    expect(isCurrentModel(learn([light, heavy]))).toBe(true);
    expect(
      isCurrentModel({ shapes: [], prices: [], answers: 3, minWeight: 0, maxWeight: 1, minTotal: 0, maxTotal: 1 }),
    ).toBe(false);
    expect(isCurrentModel(null)).toBe(false);
  });
});

describe("rates and options", () => {
  test("a rate whose price differs where the model answers is a contradiction", () => {
    const model = learn([light, heavy, middle]);
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

  test("an empty list of rates is answered only between carts answered so", () => {
    const none = () => ({ rates: [] });
    let model = startModel(none(), light, NOV_26);
    for (const cart of [heavy, middle]) {
      const outcome = observe(model, none(), cart, NOV_26);
      if (outcome.kind !== "consistent") throw new Error("unexpected");
      model = outcome.model;
    }
    expect(predict(model, { weightGrams: 2_000, totalMinor: 30_000 }, NOV_26)).toEqual({ rates: [] });
    expect(predict(model, { weightGrams: 9_000, totalMinor: 30_000 }, NOV_26)).toBeNull();
  });

  test("each rate is bounded on its own: one rate's price seen between two carts is not enough for another's", () => {
    const two = (cart: CartFacts): ShopifyRatesBody => {
      const [standard] = answer(cart).rates;
      const express = {
        ...standard,
        service_code: "express",
        total_price: cart.weightGrams > 2_000 ? "600000" : "400000",
      };
      return { rates: [standard, express] };
    };
    let model = startModel(two(light), light, NOV_26);
    for (const cart of [heavy, middle]) {
      const outcome = observe(model, two(cart), cart, NOV_26);
      if (outcome.kind !== "consistent") throw new Error("unexpected");
      model = outcome.model;
    }
    expect(predict(model, { weightGrams: 1_000, totalMinor: 30_000 }, NOV_26)?.rates.map((r) => r.total_price)).toEqual(
      ["250000", "400000"],
    );
    expect(predict(model, { weightGrams: 3_000, totalMinor: 50_000 }, NOV_26)).toBeNull();
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
