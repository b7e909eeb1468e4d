import { describe, expect, it } from "vitest";
import { chooseCustomerPhone, toE164 } from "./phone";

describe("toE164", () => {
  it.each([
    ["CI", "07 07 12 34 56", "+2250707123456"],
    ["CI", "+225 07 07 12 34 56", "+2250707123456"],
    ["CI", "00225 07 07 12 34 56", "+2250707123456"],
    ["SN", "77 123 45 67", "+221771234567"],
    ["SN", "+221 77 123 45 67", "+221771234567"],
    ["NG", "0803 123 4567", "+2348031234567"],
    ["NG", "+234 803 123 4567", "+2348031234567"],
    // Nigeria dials abroad with 009, so "00" must be read as "+" before parsing.
    ["NG", "00234 803 123 4567", "+2348031234567"],
    ["KE", "0712 345678", "+254712345678"],
    ["KE", "+254 712 345678", "+254712345678"],
    ["KE", "00254712345678", "+254712345678"],
    ["GH", "024 123 4567", "+233241234567"],
    ["GH", "+233 24 123 4567", "+233241234567"],
  ])("reads a %s number written %j as %s", (country, raw, expected) => {
    expect(toE164(raw, country)).toBe(expected);
  });

  it("keeps a foreign number in international form as that country's number", () => {
    expect(toE164("+233 24 123 4567", "CI")).toBe("+233241234567");
  });

  it.each([
    ["too short", "12345", "CI"],
    ["letters", "555-555-SHIP", "US"],
    ["a Nigerian local number read in Côte d'Ivoire", "0803 123 4567", "CI"],
    ["an old eight-digit Ivorian number", "07 12 34 56", "CI"],
  ])("refuses a number that cannot be rung: %s", (_why, raw, country) => {
    expect(toE164(raw, country)).toBeNull();
  });

  it("reads an international number even when the country is unknown", () => {
    expect(toE164("+2250707123456", null)).toBe("+2250707123456");
    expect(toE164("0707123456", "ZZ")).toBeNull();
  });
});

/** The numbers an order offers, in the order the app reads them: shipping address, customer, then the order's own. */
function offered(shipping: string | null, customer: string | null, order?: string) {
  return [
    { field: "shipping_address.phone", value: shipping },
    { field: "customer.phone", value: customer },
    ...(order === undefined ? [] : [{ field: "phone", value: order }]),
  ];
}

describe("chooseCustomerPhone", () => {
  it("takes the first number that can be rung, in the order given", () => {
    const choice = chooseCustomerPhone(offered(null, "77 123 45 67", "+221 70 000 00 00"), "SN");
    expect(choice).toEqual({ ok: true, phoneE164: "+221771234567", field: "customer.phone" });
  });

  it("skips a number that cannot be rung when a later one can", () => {
    const choice = chooseCustomerPhone(offered("123", "0712 345678"), "KE");
    expect(choice).toMatchObject({ ok: true, phoneE164: "+254712345678" });
  });

  it("reports invalid_phone naming the first number given when none can be rung", () => {
    const choice = chooseCustomerPhone(offered("  ", "123", "456"), "GH");
    expect(choice).toMatchObject({ ok: false, code: "invalid_phone", field: "customer.phone" });
  });

  it("reports missing_phone when no number was given at all", () => {
    const choice = chooseCustomerPhone(offered(null, ""), "NG");
    expect(choice).toMatchObject({ ok: false, code: "missing_phone", field: "shipping_address.phone" });
  });
});
