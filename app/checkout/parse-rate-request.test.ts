import { describe, expect, test } from "vitest";
import { parseRateRequest } from "./parse-rate-request";
import { callbackBody, shopifyItem } from "../../test/support/checkout-fixtures";

/** Shopify's docs example (docs/reference/shopify-facts.md §1.1) with the fields we read. */
const docsExample = {
  rate: {
    origin: { country: "CA", postal_code: "K2P1L4", province: "ON", city: "Ottawa", address3: null },
    destination: { country: "CA", postal_code: "K1M1M4", province: "ON", city: "Ottawa", name: "Bob Norman" },
    items: [{ name: "Short Sleeve T-Shirt", sku: "", quantity: 1, grams: 1000, price: 1999, requires_shipping: true }],
    currency: "USD",
    locale: "en",
    order_totals: { subtotal_price: "1999", total_price: "2199", discount_amount: "150" },
    customer: { id: 207119551, tags: ["VIP"] },
  },
};

describe("parseRateRequest", () => {
  test("reads Shopify's docs example, with string order totals and an empty sku", () => {
    const result = parseRateRequest(docsExample);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.destination).toMatchObject({ country: "CA", province: "ON", city: "Ottawa" });
    expect(result.request.items[0]).toMatchObject({ sku: null, quantity: 1, grams: 1000, price: 1999 });
    expect(result.request.order_totals).toEqual({ subtotal_price: 1999, total_price: 2199, discount_amount: 150 });
  });

  test("reads a real payload's shape: integer totals, null sku, null origin fields, extra fields", () => {
    const body = callbackBody({
      items: [shopifyItem({ sku: null, properties: {} })],
      order_totals: { subtotal_price: 74109, total_price: 74109, discount_amount: 0 },
      locale: "en-CA",
    });
    const result = parseRateRequest(JSON.stringify(body));
    expect(result.ok && result.request.items[0].sku).toBeNull();
    expect(result.ok && result.request.order_totals?.subtotal_price).toBe(74109);
    expect(result.ok && result.request.locale).toBe("en-CA");
  });

  test("upper-cases codes, trims text and reads missing weight as zero", () => {
    const body = callbackBody({
      currency: "xof",
      destination: { country: "sn", city: "  Dakar ", province: "" },
      items: [shopifyItem({ grams: null, requires_shipping: null })],
    });
    const result = parseRateRequest(body);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.currency).toBe("XOF");
    expect(result.request.destination).toMatchObject({ country: "SN", city: "Dakar", province: null });
    expect(result.request.items[0]).toMatchObject({ grams: 0, requires_shipping: true });
  });

  test("drops a malformed order_totals block instead of refusing the request", () => {
    const result = parseRateRequest(callbackBody({ order_totals: { subtotal_price: "19.99" } }));
    expect(result.ok && result.request.order_totals).toBeNull();
  });

  test("refuses a fractional item price, naming the field", () => {
    const result = parseRateRequest(callbackBody({ items: [shopifyItem({ price: "19.99" })] }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toContain("rate.items.0.price");
  });

  test("refuses a body without a destination country or currency", () => {
    const result = parseRateRequest({ rate: { destination: {}, items: [] } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["rate.destination.country", "rate.currency"]));
  });

  test("refuses text that is not JSON", () => {
    expect(parseRateRequest("{rate:")).toEqual({ ok: false, issues: [{ path: "", message: "the body is not JSON" }] });
  });
});
