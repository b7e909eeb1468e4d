import { describe, expect, test } from "vitest";
import { currencyDecimals } from "./currency-decimals";
import {
  decimalStringFromMinorUnits,
  exceedsServiceDecimals,
  minorUnitsFromDecimalString,
  minorUnitsFromShopifySubunits,
  shopifySubunitsFromMinorUnits,
} from "./shopify-amounts";

describe("currencyDecimals", () => {
  test("knows zero-, two-, three- and four-decimal currencies", () => {
    expect(["XOF", "XAF", "JPY", "KRW", "RWF", "UGX", "GNF", "VND", "CLP", "ISK"].map(currencyDecimals)).toEqual(
      Array(10).fill(0),
    );
    expect(["EUR", "USD", "NGN", "KES", "GHS", "ZAR", "MAD"].map(currencyDecimals)).toEqual(Array(7).fill(2));
    expect(["KWD", "BHD", "JOD", "OMR", "TND", "LYD", "IQD"].map(currencyDecimals)).toEqual(Array(7).fill(3));
    expect(currencyDecimals("CLF")).toBe(4);
  });

  test("accepts lower-case codes and refuses things that are not currency codes", () => {
    expect(currencyDecimals("xof")).toBe(0);
    expect(() => currencyDecimals("EURO")).toThrow(TypeError);
    expect(() => currencyDecimals("")).toThrow(TypeError);
  });
});

describe("minorUnitsFromDecimalString", () => {
  test("sends a currency without coins with two decimals, as the spec's 15,000 example says", () => {
    expect(minorUnitsFromDecimalString("15000", "XOF")).toBe(1_500_000);
    expect(minorUnitsFromDecimalString("1500", "XOF")).toBe(150_000);
    expect(minorUnitsFromDecimalString("1500.00", "JPY")).toBe(150_000);
  });

  test("converts two-decimal amounts exactly, including ones floating point gets wrong", () => {
    expect(minorUnitsFromDecimalString("414.95", "EUR")).toBe(41_495);
    expect(minorUnitsFromDecimalString("0.29", "USD")).toBe(29); // 0.29 * 100 = 28.999999999999996 in floats
    expect(minorUnitsFromDecimalString("1.1", "USD")).toBe(110);
    expect(minorUnitsFromDecimalString("0", "USD")).toBe(0);
    expect(minorUnitsFromDecimalString("414.950", "EUR")).toBe(41_495);
  });

  test("rounds three-decimal currencies half-up to the service's two decimals", () => {
    expect(minorUnitsFromDecimalString("12.345", "KWD")).toBe(1235);
    expect(minorUnitsFromDecimalString("12.344", "KWD")).toBe(1234);
    expect(minorUnitsFromDecimalString("12.995", "TND")).toBe(1300);
    expect(minorUnitsFromDecimalString("12.34", "BHD")).toBe(1234);
    expect(minorUnitsFromDecimalString("0.3449", "CLF")).toBe(34);
  });

  test("rounds an amount to collect down: the buyer never pays more than owed (decision 040)", () => {
    expect(minorUnitsFromDecimalString("12.345", "KWD", "down")).toBe(1234);
    expect(minorUnitsFromDecimalString("12.999", "BHD", "down")).toBe(1299);
    expect(minorUnitsFromDecimalString("12.340", "OMR", "down")).toBe(1234);
    expect(minorUnitsFromDecimalString("414.95", "EUR", "down")).toBe(41_495);
    expect(minorUnitsFromDecimalString("15000", "XOF", "down")).toBe(1_500_000);
    expect(() => minorUnitsFromDecimalString("12.3456", "JOD", "down")).toThrow(RangeError);
  });

  test("tells when the service's two decimals change an amount", () => {
    expect(exceedsServiceDecimals("12.345", "KWD")).toBe(true);
    expect(exceedsServiceDecimals("12.340", "TND")).toBe(false);
    expect(exceedsServiceDecimals("414.95", "EUR")).toBe(false);
    expect(exceedsServiceDecimals("15000", "XOF")).toBe(false);
  });

  test("refuses more decimals than the currency has", () => {
    expect(() => minorUnitsFromDecimalString("414.955", "EUR")).toThrow(RangeError);
    expect(() => minorUnitsFromDecimalString("1500.5", "XOF")).not.toThrow();
    expect(() => minorUnitsFromDecimalString("12.3456", "KWD")).toThrow(RangeError);
  });

  test("refuses negative and malformed amounts", () => {
    for (const bad of ["-1.00", "", " 1", "1,500.00", "1e3", ".5", "5.", "abc", "0x10", "NaN"]) {
      expect(() => minorUnitsFromDecimalString(bad, "EUR"), bad).toThrow(TypeError);
    }
    expect(() => minorUnitsFromDecimalString(12 as unknown as string, "EUR")).toThrow(TypeError);
  });

  test("converts large amounts exactly up to the largest safe integer and refuses beyond it", () => {
    expect(minorUnitsFromDecimalString("90071992547409.91", "EUR")).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => minorUnitsFromDecimalString("90071992547409.92", "EUR")).toThrow(RangeError);
    expect(() => minorUnitsFromDecimalString("123456789012345678901234567890", "XOF")).toThrow(RangeError);
  });
});

describe("Shopify subunits", () => {
  test("are the service's minor units for zero- and two-decimal currencies", () => {
    expect(minorUnitsFromShopifySubunits(150_000, "XOF")).toBe(150_000);
    expect(minorUnitsFromShopifySubunits("41495", "EUR")).toBe(41_495);
    expect(shopifySubunitsFromMinorUnits(150_000, "XOF")).toBe("150000");
    expect(shopifySubunitsFromMinorUnits(41_495, "EUR")).toBe("41495");
  });

  test("are thousandths for three-decimal currencies, rounded half-up on the way in", () => {
    expect(minorUnitsFromShopifySubunits(12_345, "KWD")).toBe(1235);
    expect(minorUnitsFromShopifySubunits(12_344, "KWD")).toBe(1234);
    expect(minorUnitsFromShopifySubunits(10n, "JOD")).toBe(1);
    expect(shopifySubunitsFromMinorUnits(1235, "KWD")).toBe("12350");
  });

  test("round-trip exactly for zero- and two-decimal currencies, even for large amounts", () => {
    const large = "9007199254740991";
    expect(shopifySubunitsFromMinorUnits(minorUnitsFromShopifySubunits(large, "XAF"), "XAF")).toBe(large);
    expect(shopifySubunitsFromMinorUnits(9_007_199_254_740_991n, "KWD")).toBe("90071992547409910");
  });

  test("refuse negative, fractional and malformed subunits", () => {
    for (const bad of [-1, 1.5, Number.NaN, "-5", "1.0", "", "12a"]) {
      expect(() => minorUnitsFromShopifySubunits(bad, "EUR"), String(bad)).toThrow(TypeError);
    }
    expect(() => shopifySubunitsFromMinorUnits(-1, "EUR")).toThrow(TypeError);
    expect(() => minorUnitsFromShopifySubunits("9007199254740992", "EUR")).toThrow(RangeError);
  });
});

describe("decimalStringFromMinorUnits", () => {
  test("writes two decimals whatever the currency", () => {
    expect(decimalStringFromMinorUnits(150_000)).toBe("1500.00");
    expect(decimalStringFromMinorUnits(5)).toBe("0.05");
    expect(decimalStringFromMinorUnits(0)).toBe("0.00");
    expect(decimalStringFromMinorUnits(123_456_789_012_345_678n)).toBe("1234567890123456.78");
  });

  test("refuses negative or fractional minor units", () => {
    expect(() => decimalStringFromMinorUnits(-5)).toThrow(TypeError);
    expect(() => decimalStringFromMinorUnits(1.5)).toThrow(TypeError);
  });
});
