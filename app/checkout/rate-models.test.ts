import { describe, expect, test } from "vitest";
import type { ShopifyRatesBody } from "./map-rate-response";
import type { CartFacts } from "./rate-model";
import { createRateModels, HOLD_MS, MAX_UNCHECKED, VERIFY_EVERY, type StoredModel } from "./rate-models";

const NOON = Date.parse("2026-11-26T12:00:00Z");

function body(price: string): ShopifyRatesBody {
  const rate = { service_name: "Standard", description: "Standard", service_code: "std", currency: "XOF" };
  return { rates: [{ ...rate, total_price: price, min_delivery_date: "2026-11-28 12:00:00 +0000" }] };
}

// The third cart is outside the box of the first two: the model starts with no confirmation.
const carts: CartFacts[] = [
  { weightGrams: 500, totalMinor: 10_000 },
  { weightGrams: 3_000, totalMinor: 50_000 },
  { weightGrams: 1_000, totalMinor: 60_000 },
];
const inside = { weightGrams: 2_000, totalMinor: 20_000 };

async function proven(models = createRateModels({ now: () => NOON }), key = "shop-1:dest") {
  for (const cart of carts) await models.observe("shop-1", key, cart, body("250000"), NOON);
  return models;
}

describe("learned rates of a shop's destinations", () => {
  test("a young model has every answer checked until the service confirms one", async () => {
    const models = await proven();
    for (let i = 0; i < VERIFY_EVERY; i++) {
      const answer = await models.answer("shop-1", "shop-1:dest", inside);
      expect(answer).toEqual({ body: body("250000"), verify: true });
    }
  });

  test("each confirmation spaces the checks out: one in 2, one in 4, then one in VERIFY_EVERY", async () => {
    const models = await proven();
    const checked: number[] = [];
    for (let i = 0; i < 40; i++) {
      const answer = await models.answer("shop-1", "shop-1:dest", inside);
      expect(answer?.body).toEqual(body("250000"));
      if (!answer!.verify) continue;
      checked.push(i);
      // The check's answer, folded in: the service agrees.
      expect(await models.observe("shop-1", "shop-1:dest", inside, body("250000"), NOON)).toBe("consistent");
    }
    expect(VERIFY_EVERY).toBe(8);
    expect(checked).toEqual([0, 2, 6, 14, 22, 30, 38]);
  });

  test("the first contradiction drops the model, holds the shop, and nothing is answered after", async () => {
    const models = await proven();
    expect(await models.observe("shop-1", "shop-1:dest", inside, body("300000"), NOON)).toBe("dropped");
    expect(await models.answer("shop-1", "shop-1:dest", inside)).toBeNull();
    // Another destination of the same shop is on hold too: the merchant prices by cart.
    expect(await models.observe("shop-1", "shop-1:other", carts[0], body("250000"), NOON)).toBe("on-hold");
    // Answers matching the old model teach nothing while the hold lasts.
    for (const cart of carts) await models.observe("shop-1", "shop-1:dest", cart, body("250000"), NOON);
    expect(await models.answer("shop-1", "shop-1:dest", inside)).toBeNull();
  });

  test("a price contradiction while learning holds the shop for HOLD_MS, then it learns again", async () => {
    let now = NOON;
    const models = createRateModels({ now: () => now });
    await models.observe("shop-1", "shop-1:dest", carts[0], body("250000"), now);
    await models.observe("shop-1", "shop-1:dest", carts[1], body("250000"), now);
    // Between two carts at 2,500 XOF, a price that cannot be a step up from one and down to the other.
    expect(await models.observe("shop-1", "shop-1:dest", inside, body("400000"), now)).toBe("contradicted");
    now += HOLD_MS + 1;
    await proven(models);
    expect(await models.answer("shop-1", "shop-1:dest", inside)).not.toBeNull();
  });

  test("another shop is not affected by a shop's contradiction", async () => {
    const models = await proven();
    await proven(models, "shop-2:dest");
    await models.observe("shop-1", "shop-1:dest", inside, body("300000"), NOON);
    expect(await models.answer("shop-1", "shop-2:dest", inside)).toBeNull();
    expect(await models.answer("shop-2", "shop-2:dest", inside)).not.toBeNull();
  });

  test("near midnight UTC it neither answers nor learns (the service's day may not have turned)", async () => {
    let now = NOON;
    const models = await proven(createRateModels({ now: () => now }));
    now = Date.parse("2026-11-26T23:59:00Z");
    expect(await models.answer("shop-1", "shop-1:dest", inside)).toBeNull();
    expect(await models.observe("shop-1", "shop-1:dest", inside, body("300000"), now)).toBe("ignored");
    // A call sent before midnight and answered after it is not learnt from either.
    now = Date.parse("2026-11-27T00:05:00Z");
    expect(
      await models.observe("shop-1", "shop-1:dest", inside, body("300000"), Date.parse("2026-11-26T23:50:00Z")),
    ).toBe("ignored");
    expect(await models.answer("shop-1", "shop-1:dest", inside)).not.toBeNull();
  });

  test("memory is bounded by a count of destinations, least recently used first", async () => {
    const models = createRateModels({ now: () => NOON, maxDestinations: 3 });
    for (let i = 0; i < 10; i++) await models.observe("shop-1", `shop-1:d${i}`, carts[0], body("250000"), NOON);
    expect(models.size).toBe(3);
  });

  test("memory is bounded in bytes", async () => {
    const models = createRateModels({ now: () => NOON, maxBytes: 2_000 });
    for (let i = 0; i < 50; i++) await models.observe("shop-1", `shop-1:d${i}`, carts[0], body("250000"), NOON);
    expect(models.bytes).toBeLessThanOrEqual(2_000);
    expect(models.size).toBeGreaterThan(0);
  });

  test("a model whose checks do not land stops answering after MAX_UNCHECKED answers, until the service answers a cart it covers", async () => {
    const models = await proven();
    for (let i = 0; i < MAX_UNCHECKED; i++) expect(await models.answer("shop-1", "shop-1:dest", inside)).not.toBeNull();
    expect(await models.answer("shop-1", "shop-1:dest", inside)).toBeNull();
    // An answer for a cart outside what the model covers is no check of it.
    await models.observe("shop-1", "shop-1:dest", { weightGrams: 9_000, totalMinor: 20_000 }, body("250000"), NOON);
    expect(await models.answer("shop-1", "shop-1:dest", inside)).toBeNull();
    await models.observe("shop-1", "shop-1:dest", inside, body("250000"), NOON);
    expect(await models.answer("shop-1", "shop-1:dest", inside)).not.toBeNull();
  });

  test("a model stored by an older release in the shared store is learnt again, not used", async () => {
    const old: StoredModel = {
      model: { shapes: [], prices: [], answers: 9, minWeight: 0, maxWeight: 9_000, minTotal: 0, maxTotal: 90_000 },
      heldUntil: null,
    } as unknown as StoredModel;
    const shared = { read: async () => old, write: async () => undefined };
    const models = createRateModels({ now: () => NOON, shared });
    expect(await models.answer("shop-1", "shop-1:dest", inside)).toBeNull();
    expect(await models.observe("shop-1", "shop-1:dest", carts[0], body("250000"), NOON)).toBe("learning");
  });

  test("a destination's writes reach the shared store one after another, in the order they were made", async () => {
    // A store whose first write is slow: were the writes sent at once, the second (older) model would land last.
    const landed: number[] = [];
    const started: number[] = [];
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const shared = {
      read: async () => null,
      write: async (_key: string, _shopId: string, stored: StoredModel) => {
        const answers = stored.model?.answers ?? 0;
        started.push(answers);
        if (started.length === 1) await firstHeld;
        landed.push(answers);
      },
    };
    const models = createRateModels({ now: () => NOON, shared });
    for (const cart of carts) await models.observe("shop-1", "shop-1:dest", cart, body("250000"), NOON);
    // Only the first write has started while it is held: the others wait behind it.
    expect(started).toEqual([1]);
    releaseFirst();
    await expect.poll(() => landed).toEqual([1, 2, 3]);
  });
});
