import { describe, expect, test } from "vitest";
import { CHECKOUT_KEY, manualClock, useSandbox } from "./test-support";

const clock = manualClock("2026-03-10T22:30:00.000Z");
const t = useSandbox(() => ({ clock: clock.now }));

const rates = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.api("POST", "/checkout/rates", { key: CHECKOUT_KEY, body, headers });

describe("POST /checkout/rates", () => {
  test("a region's prices replace the country-wide price of the same service, in English", async () => {
    const answer = await rates({
      destination: { countryCode: "CI", region: "AB", regionName: "Abidjan", city: "Abidjan" },
      currency: "XOF",
      goodsTotalMinor: 1_000_000,
      locale: "en",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.reason).toBeNull();
    expect(answer.body.rates.map((r: { code: string }) => r.code)).toEqual([
      "ci-abidjan-standard",
      "ci-abidjan-express",
    ]);
    expect(answer.body.rates[0]).toEqual({
      service: "standard",
      code: "ci-abidjan-standard",
      name: "Standard delivery (Abidjan)",
      description: "Delivered to your door in 1 to 2 days.",
      priceMinor: 150_000,
      currency: "XOF",
      free: false,
      minDays: 1,
      maxDays: 2,
      earliestDate: "2026-03-11",
      latestDate: "2026-03-12",
    });
  });

  test("names and descriptions follow a French locale", async () => {
    const answer = await rates({
      destination: { countryCode: "CI", regionName: "abidjan" },
      currency: "XOF",
      locale: "fr-CI",
    });
    expect(answer.body.rates[0].name).toBe("Livraison standard (Abidjan)");
  });

  test("without a locale the Accept-Language header picks the language", async () => {
    const answer = await rates({ destination: { countryCode: "SN" }, currency: "XOF" }, { "Accept-Language": "fr" });
    expect(answer.body.rates[0].name).toBe("Livraison au Sénégal");
  });

  test("a basket above the free threshold gets the rate free", async () => {
    const answer = await rates({
      destination: { countryCode: "CI", region: "Abidjan" },
      currency: "XOF",
      items: [{ sku: "A", quantity: 5, unitPriceMinor: 1_000_000, weightGrams: 300 }],
    });
    expect(answer.body.rates[0]).toMatchObject({ code: "ci-abidjan-standard", priceMinor: 0, free: true });
    expect(answer.body.rates[1]).toMatchObject({ code: "ci-abidjan-express", priceMinor: 300_000, free: false });
  });

  test("outside any priced region the country-wide price applies", async () => {
    const answer = await rates({ destination: { countryCode: "CI", region: "Bouaké" }, currency: "XOF" });
    expect(answer.body.rates.map((r: { code: string }) => r.code)).toEqual(["ci-standard"]);
  });

  test("a checkout in another two-decimal currency gets that currency's prices", async () => {
    const euro = await rates({ destination: { countryCode: "CI" }, currency: "EUR", goodsTotalMinor: 2000 });
    expect(euro.body.rates).toEqual([
      expect.objectContaining({ code: "ci-standard-eur", priceMinor: 400, currency: "EUR" }),
    ]);
    const naira = await rates({ destination: { countryCode: "NG", region: "LA" }, currency: "NGN" });
    expect(naira.body.rates).toEqual([
      expect.objectContaining({ code: "ng-lagos-standard", priceMinor: 450_000, currency: "NGN" }),
    ]);
  });

  test("a destination without prices is answered with an empty list, not an error", async () => {
    const answer = await rates({ destination: { countryCode: "KE" }, currency: "XOF" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ rates: [], reason: null });
  });

  test("dates are counted from the sandbox clock's UTC day", async () => {
    await t.control("POST", "/clock/advance", { ms: 2 * 3_600_000 });
    const answer = await rates({ destination: { countryCode: "CI", region: "Abidjan" }, currency: "XOF" });
    expect(answer.body.rates[1]).toMatchObject({
      code: "ci-abidjan-express",
      earliestDate: "2026-03-11",
      latestDate: "2026-03-12",
    });
  });

  test("a request without destination country or currency is a validation failure", async () => {
    const answer = await rates({ destination: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.details.fields.sort()).toEqual(["currency", "destination.countryCode"]);
  });

  test("the merchant's prices can be replaced through the control API", async () => {
    const put = await t.control("PUT", "/checkout-rates", {
      rates: [
        {
          countryCode: "GH",
          service: "standard",
          code: "gh-std",
          name: { en: "Ghana", fr: "Ghana" },
          description: { en: "3 days", fr: "3 jours" },
          currency: "XOF",
          priceMinor: 99_000,
          minDays: 3,
          maxDays: 3,
        },
      ],
    });
    expect(put.status).toBe(200);
    expect((await rates({ destination: { countryCode: "GH" }, currency: "XOF" })).body.rates[0]).toMatchObject({
      code: "gh-std",
      priceMinor: 99_000,
      free: false,
    });
    expect((await rates({ destination: { countryCode: "CI" }, currency: "XOF" })).body.rates).toEqual([]);
  });

  test("in the weight and total mode a price grows per started weight step and per whole total step", async () => {
    const base = {
      countryCode: "GH",
      service: "standard",
      code: "gh-std",
      name: { en: "Ghana", fr: "Ghana" },
      description: { en: "3 days", fr: "3 jours" },
      currency: "XOF",
      priceMinor: 100_000,
      freeOverMinor: 5_000_000,
      minDays: 3,
      maxDays: 3,
    };
    const rate = {
      ...base,
      perWeightStepMinor: 20_000,
      weightStepGrams: 2_000,
      perTotalStepMinor: 5_000,
      totalStepMinor: 100_000,
    };
    expect((await t.control("PUT", "/checkout-rates", { rates: [rate] })).status).toBe(200);
    const cart = (weightGrams: number, unitPriceMinor: number) => ({
      destination: { countryCode: "GH" },
      currency: "XOF",
      items: [{ quantity: 2, unitPriceMinor, weightGrams }],
    });
    const price = async (body: unknown) => (await rates(body as Record<string, unknown>)).body.rates[0];
    // 2 × 1,500 g = 3,000 g: two started steps; 2 × 150,000 = 300,000: three whole steps.
    expect((await price(cart(1_500, 150_000))).priceMinor).toBe(100_000 + 2 * 20_000 + 3 * 5_000);
    expect((await price(cart(500, 40_000))).priceMinor).toBe(100_000 + 20_000);
    // Free above the amount whatever the weight.
    expect(await price(cart(9_000, 3_000_000))).toMatchObject({ priceMinor: 0, free: true });
  });

  test("the control API answers a checkout body as the API would, outside the key's budget and the request log", async () => {
    const body = {
      destination: { countryCode: "CI", region: "AB", regionName: "Abidjan", city: "Abidjan" },
      currency: "XOF",
      goodsTotalMinor: 1_000_000,
      locale: "fr",
    };
    const before = await t.control("GET", "/requests");
    const oracle = await t.control("POST", "/checkout-rates/answer", body);
    expect(oracle.status).toBe(200);
    expect((await t.control("GET", "/requests")).body).toEqual(before.body);
    expect(oracle.body).toEqual((await rates(body)).body);
  });
});
