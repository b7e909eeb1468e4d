import { describe, expect, test } from "vitest";
import {
  currencyExponent,
  serviceMinorFromShopifySubunits,
  shopifySubunitsFromServiceMinor,
  zeroDecimalSubunitsCheck,
} from "./currency-units";

describe("currencyExponent", () => {
  test("knows zero-, two-, three- and four-decimal currencies and defaults to two", () => {
    expect(currencyExponent("XOF")).toBe(0);
    expect(currencyExponent("jpy")).toBe(0);
    expect(currencyExponent("EUR")).toBe(2);
    expect(currencyExponent("NGN")).toBe(2);
    expect(currencyExponent("KWD")).toBe(3);
    expect(currencyExponent("CLF")).toBe(4);
    expect(currencyExponent("ZZZ")).toBe(2);
  });
});

describe("serviceMinorFromShopifySubunits", () => {
  test("passes zero-decimal subunits through: 2 500 XOF arrives as 250000 and is sent as 250000", () => {
    expect(serviceMinorFromShopifySubunits(250000, "XOF")).toBe(250000);
  });

  test("passes two-decimal subunits through: 19.99 EUR is 1999 on both sides", () => {
    expect(serviceMinorFromShopifySubunits(1999, "EUR")).toBe(1999);
    expect(serviceMinorFromShopifySubunits(1500000, "NGN")).toBe(1500000);
  });

  test("divides three-decimal thousandths by ten, rounding half up", () => {
    expect(serviceMinorFromShopifySubunits(12345, "KWD")).toBe(1235);
    expect(serviceMinorFromShopifySubunits(12344, "KWD")).toBe(1234);
    expect(serviceMinorFromShopifySubunits(12340, "BHD")).toBe(1234);
    expect(serviceMinorFromShopifySubunits(5, "TND")).toBe(1);
    expect(serviceMinorFromShopifySubunits(4, "TND")).toBe(0);
  });

  test("refuses negative, fractional and unsafe amounts instead of guessing", () => {
    expect(() => serviceMinorFromShopifySubunits(-1, "EUR")).toThrow(RangeError);
    expect(() => serviceMinorFromShopifySubunits(19.99, "EUR")).toThrow(RangeError);
    expect(() => serviceMinorFromShopifySubunits(2 ** 53, "EUR")).toThrow(RangeError);
  });
});

describe("shopifySubunitsFromServiceMinor", () => {
  test("writes zero-decimal amounts ×100 as Shopify's docs require: 2 500 XOF → \"250000\"", () => {
    expect(shopifySubunitsFromServiceMinor(250000, "XOF")).toBe("250000");
  });

  test("writes two-decimal amounts unchanged and free as \"0\"", () => {
    expect(shopifySubunitsFromServiceMinor(1295, "EUR")).toBe("1295");
    expect(shopifySubunitsFromServiceMinor(0, "NGN")).toBe("0");
  });

  test("multiplies three-decimal amounts by ten, exactly even beyond 2^53", () => {
    expect(shopifySubunitsFromServiceMinor(1235, "KWD")).toBe("12350");
    expect(shopifySubunitsFromServiceMinor(Number.MAX_SAFE_INTEGER, "KWD")).toBe("90071992547409910");
  });
});

describe("zeroDecimalSubunitsCheck", () => {
  test("flags a zero-decimal price that is not whole units ×100", () => {
    expect(zeroDecimalSubunitsCheck([250000, 2550], "XOF")).toBe("suspicious");
    expect(zeroDecimalSubunitsCheck([250000, 500000], "XOF")).toBe("consistent");
    expect(zeroDecimalSubunitsCheck([1999], "EUR")).toBe("not-zero-decimal");
  });
});
