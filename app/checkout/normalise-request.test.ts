import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { normaliseServiceRequest, rateCacheKey, rateKeys, stableJson } from "./normalise-request";
import type { RatesRequest } from "./map-rate-request";

const request: RatesRequest = {
  destination: { countryCode: "SN", region: "DK", city: "Dakar" },
  currency: "XOF",
  goodsTotalMinor: 750000,
  items: [
    { sku: "B", quantity: 1, unitPriceMinor: 250000, weightGrams: 400 },
    { sku: "A", quantity: 2, unitPriceMinor: 250000, weightGrams: 100 },
  ],
  locale: "fr",
};

describe("rateCacheKey", () => {
  test("is the shop id followed by a sha256 hex digest", () => {
    expect(rateCacheKey("shop-1.myshopify.com", request)).toMatch(/^shop-1\.myshopify\.com:[0-9a-f]{64}$/);
  });

  test("is the same for requests that differ only in case, spacing, item order or key order", () => {
    const variant: RatesRequest = {
      locale: "FR",
      items: [
        { weightGrams: 100, unitPriceMinor: 250000, quantity: 2, sku: " A " },
        { sku: "B", quantity: 1, unitPriceMinor: 250000, weightGrams: 400 },
      ],
      goodsTotalMinor: 750000,
      currency: "xof",
      destination: { city: "  DAKAR ", region: "dk", countryCode: "sn" },
    };
    expect(rateCacheKey("shop-1", variant)).toBe(rateCacheKey("shop-1", request));
  });

  test("differs when anything the price depends on differs", () => {
    const base = rateCacheKey("shop-1", request);
    const changed: RatesRequest[] = [
      { ...request, destination: { ...request.destination, city: "Thiès" } },
      { ...request, currency: "EUR" },
      { ...request, locale: "en" },
      { ...request, items: [{ ...request.items[0], quantity: 2 }, request.items[1]] },
      { ...request, items: [{ ...request.items[0], weightGrams: 401 }, request.items[1]] },
    ];
    for (const other of changed) expect(rateCacheKey("shop-1", other)).not.toBe(base);
  });

  test("never shares a key between two shops", () => {
    expect(rateCacheKey("shop-1", request)).not.toBe(rateCacheKey("shop-2", request));
  });

  test("sorts items without a sku by their other fields, so their order does not matter", () => {
    const items = [
      { quantity: 1, unitPriceMinor: 9, weightGrams: 1 },
      { quantity: 1, unitPriceMinor: 3, weightGrams: 1 },
    ];
    const a = normaliseServiceRequest({ ...request, items });
    const b = normaliseServiceRequest({ ...request, items: [...items].reverse() });
    expect(a.items).toEqual(b.items);
  });
});

describe("rateKeys", () => {
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

  test("are the keys hashed from stableJson, as before: rows of the shared cache and of the models stay valid across an upgrade", () => {
    const requests: RatesRequest[] = [
      request,
      { ...request, destination: { countryCode: "ci", regionName: " Abidjan ", city: "Cocody" } },
      { ...request, goodsTotalMinor: 0, items: [{ quantity: 1, unitPriceMinor: 9, weightGrams: 1 }] },
    ];
    for (const each of requests) {
      const normal = normaliseServiceRequest(each);
      const { destination, currency, locale } = normal;
      expect(rateKeys("shop-1", each)).toEqual({
        cacheKey: `shop-1:${sha256(stableJson(normal))}`,
        modelKey: `shop-1:${sha256(stableJson({ destination, currency, locale }))}`,
      });
    }
  });
});

describe("stableJson", () => {
  test("writes keys in sorted order at every depth and skips undefined", () => {
    expect(stableJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":2,"z":1}]},"b":1}',
    );
  });
});
