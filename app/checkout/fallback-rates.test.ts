import { describe, expect, test } from "vitest";
import { fallbackRatesFor, fallbackServiceCode, type FallbackRate } from "./fallback-rates";
import { START_MS } from "../../test/support/fake-clock";

const table: FallbackRate[] = [
  { countryCode: "SN", name: "Livraison Dakar", priceMinor: 250000, currency: "XOF", minDays: 1, maxDays: 2 },
  { countryCode: "SN", name: "Express", priceMinor: 0, currency: "XOF", minDays: 1, maxDays: 1 },
  { countryCode: "CI", name: "Abidjan", priceMinor: 300000, currency: "XOF", minDays: 2, maxDays: 4 },
  { countryCode: "SN", name: "Euro option", priceMinor: 1500, currency: "EUR", minDays: 3, maxDays: 5 },
];

describe("fallbackRatesFor", () => {
  test("answers only the rows of the destination country and currency, priced ×100 for XOF", () => {
    const rates = fallbackRatesFor(table, { countryCode: "sn", currency: "XOF", locale: "fr", nowMs: START_MS });
    expect(rates).toEqual([
      {
        service_name: "Livraison Dakar",
        description: "Livraison en 1 à 2 jours",
        service_code: "fallback-livraison-dakar",
        currency: "XOF",
        total_price: "250000",
        min_delivery_date: "2026-11-23 12:00:00 +0000",
        max_delivery_date: "2026-11-24 12:00:00 +0000",
      },
      expect.objectContaining({
        service_code: "fallback-express",
        total_price: "0",
        description: "Livraison en 1 jour",
      }),
    ]);
  });

  test("writes the description in English for other locales and keeps a merchant's own text", () => {
    const [generated] = fallbackRatesFor(table, { countryCode: "CI", currency: "XOF", locale: "en", nowMs: START_MS });
    expect(generated.description).toBe("Delivery in 2–4 days");
    const own = fallbackRatesFor([{ ...table[0], description: "Door to door" }], {
      countryCode: "SN",
      currency: "XOF",
      locale: "en",
      nowMs: START_MS,
    });
    expect(own[0].description).toBe("Door to door");
  });

  test("converts a three-decimal currency back to Shopify's thousandths", () => {
    const row: FallbackRate = {
      countryCode: "KW",
      name: "Kuwait City",
      priceMinor: 150,
      currency: "KWD",
      minDays: 1,
      maxDays: 2,
    };
    const [rate] = fallbackRatesFor([row], { countryCode: "KW", currency: "KWD", locale: "en", nowMs: START_MS });
    expect(rate.total_price).toBe("1500");
  });

  test("answers nothing for a country without rows or a currency the table does not use", () => {
    expect(fallbackRatesFor(table, { countryCode: "ML", currency: "XOF", locale: "fr", nowMs: START_MS })).toEqual([]);
    expect(fallbackRatesFor(table, { countryCode: "CI", currency: "EUR", locale: "fr", nowMs: START_MS })).toEqual([]);
  });

  test("skips rows with a broken price or a repeated name", () => {
    const rows: FallbackRate[] = [
      { ...table[0], priceMinor: -1 },
      { ...table[0], priceMinor: 10.5 },
      table[0],
      { ...table[0], priceMinor: 999 },
    ];
    const rates = fallbackRatesFor(rows, { countryCode: "SN", currency: "XOF", locale: "fr", nowMs: START_MS });
    expect(rates.map((rate) => rate.total_price)).toEqual(["250000"]);
  });
});

describe("fallbackServiceCode", () => {
  test("is a stable slug of the name, accents removed", () => {
    expect(fallbackServiceCode("Livraison à Thiès (express)")).toBe("fallback-livraison-a-thies-express");
    expect(fallbackServiceCode("***")).toBe("fallback-rate");
  });
});
