import { describe, expect, test } from "vitest";
import { buyerContactOf } from "./buyer-contact";

const snapshot = (value: Record<string, unknown>) => JSON.stringify(value);

describe("the buyer's phone", () => {
  test("a local number is read in the shipping country and written in E.164", () => {
    const ci = buyerContactOf(
      snapshot({ shipping_address: { phone: "07 07 12 34 56", country_code: "CI" } }),
      null,
      "en",
    );
    expect(ci.phoneE164).toBe("+2250707123456");
    const kenya = buyerContactOf(
      snapshot({ shipping_address: { phone: "0712 345678", country_code: "KE" } }),
      null,
      "en",
    );
    expect(kenya.phoneE164).toBe("+254712345678");
    // "00" + country code is the international form, whatever the country's own prefix.
    const sn = buyerContactOf(
      snapshot({ shipping_address: { phone: "00221 77 123 45 67", country_code: "SN" } }),
      null,
      "fr",
    );
    expect(sn.phoneE164).toBe("+221771234567");
  });

  test("falls back to the customer's number when the address's cannot be rung, then to the stored phone", () => {
    const order = { shipping_address: { phone: "123", country_code: "SN" }, customer: { phone: "+221 77 765 43 21" } };
    expect(buyerContactOf(snapshot(order), null, "en").phoneE164).toBe("+221777654321");
    expect(buyerContactOf(null, "+2250707070707", "en").phoneE164).toBe("+2250707070707");
    expect(
      buyerContactOf(snapshot({ shipping_address: { country_code: "CI" } }), "07 07 07 07 07", "en").phoneE164,
    ).toBe("+2250707070707");
  });

  test("is null when no number can be rung", () => {
    expect(
      buyerContactOf(snapshot({ shipping_address: { phone: "12", country_code: "CI" } }), null, "en").phoneE164,
    ).toBeNull();
    expect(buyerContactOf("not json", null, "en").phoneE164).toBeNull();
  });
});

describe("the buyer's language", () => {
  test("is the checkout language when English or French, whatever the region", () => {
    expect(buyerContactOf(snapshot({ customer_locale: "fr-CI" }), null, "en").locale).toBe("fr");
    expect(buyerContactOf(snapshot({ customer_locale: "en" }), null, "fr").locale).toBe("en");
  });

  test("is the shop's otherwise", () => {
    expect(buyerContactOf(snapshot({ customer_locale: "wo" }), null, "fr").locale).toBe("fr");
    expect(buyerContactOf(snapshot({}), null, "en").locale).toBe("en");
    expect(buyerContactOf(null, null, "fr").locale).toBe("fr");
  });
});
