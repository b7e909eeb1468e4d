import { describe, expect, test } from "vitest";
import { isoDateAfterDays, shopifyDeliveryDate } from "./delivery-date";
import { mapRateResponse, withPhoneRequired } from "./map-rate-response";
import { serviceRate, serviceResponse } from "../../test/support/checkout-fixtures";

describe("mapRateResponse", () => {
  test("answers a zero-decimal XOF rate with total_price ×100 and noon-UTC delivery dates", () => {
    expect(mapRateResponse(serviceResponse(), "XOF")).toEqual({
      rates: [
        {
          service_name: "Livraison standard",
          description: "Livraison à domicile en 2 à 3 jours",
          service_code: "STD-SN",
          currency: "XOF",
          total_price: "250000",
          min_delivery_date: "2026-11-24 12:00:00 +0000",
          max_delivery_date: "2026-11-25 12:00:00 +0000",
        },
      ],
    });
  });

  test("answers two-decimal EUR and NGN prices unchanged", () => {
    const eur = mapRateResponse(serviceResponse([serviceRate({ currency: "EUR", priceMinor: 1295 })]), "EUR");
    expect(eur.rates[0].total_price).toBe("1295");
    const ngn = mapRateResponse(serviceResponse([serviceRate({ currency: "NGN", priceMinor: 350000 })]), "NGN");
    expect(ngn.rates[0].total_price).toBe("350000");
  });

  test("answers a three-decimal KWD price in thousandths", () => {
    const body = mapRateResponse(serviceResponse([serviceRate({ currency: "KWD", priceMinor: 1235 })]), "KWD");
    expect(body.rates[0].total_price).toBe("12350");
  });

  test('answers a free rate with total_price "0" whatever priceMinor says', () => {
    const body = mapRateResponse(serviceResponse([serviceRate({ free: true, priceMinor: 150000 })]), "XOF");
    expect(body.rates[0].total_price).toBe("0");
  });

  test("answers an empty list as an empty list", () => {
    expect(mapRateResponse({ rates: [], reason: null }, "XOF")).toEqual({ rates: [] });
  });

  test("leaves out rates in another currency, with a broken price, or repeating a service_code", () => {
    const body = mapRateResponse(
      serviceResponse([
        serviceRate({ code: "A" }),
        serviceRate({ code: "B", currency: "EUR" }),
        serviceRate({ code: "C", priceMinor: -5 }),
        serviceRate({ code: "D", priceMinor: 12.5 }),
        serviceRate({ code: "A", name: "Duplicate" }),
      ]),
      "XOF",
    );
    expect(body.rates.map((rate) => rate.service_code)).toEqual(["A"]);
  });

  test("falls back to the service name and to the name as description, and omits unreadable dates", () => {
    const body = mapRateResponse(
      serviceResponse([serviceRate({ code: "", description: "", earliestDate: "2026-02-30", latestDate: "soon" })]),
      "XOF",
    );
    expect(body.rates[0]).toEqual({
      service_name: "Livraison standard",
      description: "Livraison standard",
      service_code: "standard",
      currency: "XOF",
      total_price: "250000",
    });
  });
});

describe("phone at checkout", () => {
  test("every rate asks for the buyer's phone when the shop requires it, none when it does not", () => {
    const body = mapRateResponse(serviceResponse([serviceRate({ code: "A" }), serviceRate({ code: "B" })]), "XOF");
    expect(withPhoneRequired(body, true).rates.map((rate) => rate.phone_required)).toEqual([true, true]);
    expect(withPhoneRequired(body, false).rates.map((rate) => rate.phone_required)).toEqual([undefined, undefined]);
    // The cached body itself is never changed, and a cache hit reuses its copy.
    expect(body.rates[0].phone_required).toBeUndefined();
    expect(withPhoneRequired(body, true)).toBe(withPhoneRequired(body, true));
  });
});

describe("delivery dates", () => {
  test("formats a calendar date in Shopify's format at noon UTC", () => {
    expect(shopifyDeliveryDate("2026-11-25")).toBe("2026-11-25 12:00:00 +0000");
    expect(shopifyDeliveryDate("2028-02-29")).toBe("2028-02-29 12:00:00 +0000");
  });

  test("refuses dates that do not exist or are not YYYY-MM-DD", () => {
    for (const date of ["2026-02-29", "2026-13-01", "25/11/2026", "2026-11-25T00:00:00Z", "", null]) {
      expect(shopifyDeliveryDate(date)).toBeUndefined();
    }
  });

  test("counts calendar days in UTC, across a month end", () => {
    expect(isoDateAfterDays(Date.UTC(2026, 10, 29, 23, 30), 2)).toBe("2026-12-01");
  });
});
