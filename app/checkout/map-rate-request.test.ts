import { describe, expect, test } from "vitest";
import { mapRateRequest, serviceLocale } from "./map-rate-request";
import { parseRateRequest, type ShopifyRateRequest } from "./parse-rate-request";
import { callbackBody, shopifyItem } from "../../test/support/checkout-fixtures";

function parsed(body: unknown): ShopifyRateRequest {
  const result = parseRateRequest(body);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.request;
}

describe("mapRateRequest", () => {
  test("sends a zero-decimal XOF cart with amounts ×100 and goods total from the items", () => {
    const request = parsed(
      callbackBody({ items: [shopifyItem(), shopifyItem({ sku: "SCARF", price: 500000, quantity: 2, grams: 150 })] }),
    );
    expect(mapRateRequest(request)).toEqual({
      destination: { countryCode: "SN", region: "DK", city: "Dakar" },
      currency: "XOF",
      goodsTotalMinor: 1250000, // 2 500 + 2 × 5 000 XOF, in hundredths
      items: [
        { sku: "DRESS-01", quantity: 1, unitPriceMinor: 250000, weightGrams: 400 },
        { sku: "SCARF", quantity: 2, unitPriceMinor: 500000, weightGrams: 150 },
      ],
      locale: "fr",
    });
  });

  test("sends two-decimal EUR and NGN prices unchanged", () => {
    const eur = mapRateRequest(
      parsed(callbackBody({ currency: "EUR", items: [shopifyItem({ price: 1999, quantity: 3 })] })),
    );
    expect(eur.items[0].unitPriceMinor).toBe(1999);
    expect(eur.goodsTotalMinor).toBe(5997);
    const ngn = mapRateRequest(parsed(callbackBody({ currency: "NGN", items: [shopifyItem({ price: 1500000 })] })));
    expect(ngn.goodsTotalMinor).toBe(1500000);
  });

  test("converts three-decimal KWD thousandths to hundredths and sums the converted prices", () => {
    const request = parsed(callbackBody({ currency: "KWD", items: [shopifyItem({ price: 12345, quantity: 2 })] }));
    const mapped = mapRateRequest(request);
    expect(mapped.items[0].unitPriceMinor).toBe(1235);
    expect(mapped.goodsTotalMinor).toBe(2470);
  });

  test("ignores order_totals: the goods total counts only what ships", () => {
    const request = parsed(
      callbackBody({ order_totals: { subtotal_price: 999999, total_price: 999999, discount_amount: 0 } }),
    );
    expect(mapRateRequest(request).goodsTotalMinor).toBe(250000);
  });

  test("leaves out items that do not ship or have no quantity, and omits an empty sku", () => {
    const request = parsed(
      callbackBody({
        items: [
          shopifyItem({ sku: "", grams: 0 }),
          shopifyItem({ sku: "GIFT-CARD", requires_shipping: false }),
          shopifyItem({ sku: "ZERO", quantity: 0 }),
        ],
      }),
    );
    expect(mapRateRequest(request).items).toEqual([{ quantity: 1, unitPriceMinor: 250000, weightGrams: 0 }]);
  });

  test("sends the region name only when the resolver knows it, and omits missing region and city", () => {
    const request = parsed(
      callbackBody({ currency: "NGN", destination: { country: "NG", province: "LA", city: null } }),
    );
    const regionNameOf = (country: string, code: string) => (country === "NG" && code === "LA" ? "Lagos" : undefined);
    expect(mapRateRequest(request, { regionNameOf }).destination).toEqual({
      countryCode: "NG",
      region: "LA",
      regionName: "Lagos",
    });
    const bare = parsed(callbackBody({ destination: { province: null, city: "" } }));
    expect(mapRateRequest(bare).destination).toEqual({ countryCode: "SN" });
  });
});

describe("region names", () => {
  test("names Shopify's Nigerian and South African province codes by default", () => {
    const lagos = parsed(
      callbackBody({ currency: "NGN", destination: { country: "NG", province: "LA", city: "Ikeja" } }),
    );
    expect(mapRateRequest(lagos).destination).toEqual({
      countryCode: "NG",
      region: "LA",
      regionName: "Lagos",
      city: "Ikeja",
    });
    const abuja = parsed(
      callbackBody({ currency: "NGN", destination: { country: "NG", province: "FC", city: "Abuja" } }),
    );
    expect(mapRateRequest(abuja).destination.regionName).toBe("Federal Capital Territory");
    const durban = parsed(
      callbackBody({ currency: "ZAR", destination: { country: "ZA", province: "NL", city: "Durban" } }),
    );
    expect(mapRateRequest(durban).destination.regionName).toBe("KwaZulu-Natal");
  });

  test("sends the code alone for a code or a country it does not know", () => {
    const unknown = parsed(
      callbackBody({ currency: "NGN", destination: { country: "NG", province: "XX", city: "Lagos" } }),
    );
    expect(mapRateRequest(unknown).destination).toEqual({ countryCode: "NG", region: "XX", city: "Lagos" });
    const senegal = parsed(callbackBody({ destination: { country: "SN", province: "DK", city: "Dakar" } }));
    expect(mapRateRequest(senegal).destination).toEqual({ countryCode: "SN", region: "DK", city: "Dakar" });
  });
});

describe("serviceLocale", () => {
  test("sends French for every French variant", () => {
    for (const locale of ["fr", "FR", "fr-CA", "fr_SN", "fr-FR"]) expect(serviceLocale(locale)).toBe("fr");
  });

  test("sends English for English, other languages and a missing locale", () => {
    for (const locale of ["en", "en-CA", "de-DE", "fur", "", null, undefined]) expect(serviceLocale(locale)).toBe("en");
  });
});
