// The checkout callback's units (Shopify subunits ↔ service minor units) and the zero-decimal check.
import { describe, expect, test } from "vitest";
import {
  minorUnitsFromShopifySubunits,
  shopifySubunitsFromMinorUnits,
  zeroDecimalSubunitsCheck,
} from "./shopify-amounts";

describe("minorUnitsFromShopifySubunits", () => {
  test("passes zero-decimal subunits through: 2 500 XOF arrives as 250000 and is sent as 250000", () => {
    expect(minorUnitsFromShopifySubunits(250000, "XOF")).toBe(250000);
  });

  test("passes two-decimal subunits through: 19.99 EUR is 1999 on both sides", () => {
    expect(minorUnitsFromShopifySubunits(1999, "EUR")).toBe(1999);
    expect(minorUnitsFromShopifySubunits(1500000, "NGN")).toBe(1500000);
  });

  test("divides three-decimal thousandths by ten, rounding half up", () => {
    expect(minorUnitsFromShopifySubunits(12345, "KWD")).toBe(1235);
    expect(minorUnitsFromShopifySubunits(12344, "KWD")).toBe(1234);
    expect(minorUnitsFromShopifySubunits(12340, "BHD")).toBe(1234);
    expect(minorUnitsFromShopifySubunits(5, "TND")).toBe(1);
    expect(minorUnitsFromShopifySubunits(4, "TND")).toBe(0);
  });

  test("refuses negative, fractional and unsafe amounts instead of guessing", () => {
    expect(() => minorUnitsFromShopifySubunits(-1, "EUR")).toThrow(TypeError);
    expect(() => minorUnitsFromShopifySubunits(19.99, "EUR")).toThrow(TypeError);
    expect(() => minorUnitsFromShopifySubunits(2 ** 53, "EUR")).toThrow(TypeError);
  });
});

describe("shopifySubunitsFromMinorUnits", () => {
  test('writes zero-decimal amounts ×100 as Shopify\'s docs require: 2 500 XOF → "250000"', () => {
    expect(shopifySubunitsFromMinorUnits(250000, "XOF")).toBe("250000");
  });

  test('writes two-decimal amounts unchanged and free as "0"', () => {
    expect(shopifySubunitsFromMinorUnits(1295, "EUR")).toBe("1295");
    expect(shopifySubunitsFromMinorUnits(0, "NGN")).toBe("0");
  });

  test("multiplies three-decimal amounts by ten, exactly even beyond 2^53", () => {
    expect(shopifySubunitsFromMinorUnits(1235, "KWD")).toBe("12350");
    expect(shopifySubunitsFromMinorUnits(Number.MAX_SAFE_INTEGER, "KWD")).toBe("90071992547409910");
  });
});

describe("zeroDecimalSubunitsCheck", () => {
  test("flags a zero-decimal price that is not whole units ×100", () => {
    expect(zeroDecimalSubunitsCheck([250000, 2550], "XOF")).toBe("suspicious");
    expect(zeroDecimalSubunitsCheck([250000, 500000], "XOF")).toBe("consistent");
    expect(zeroDecimalSubunitsCheck([1999], "EUR")).toBe("not-zero-decimal");
  });
});
