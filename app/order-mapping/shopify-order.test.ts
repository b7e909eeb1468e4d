import { describe, expect, it } from "vitest";
import sample from "./fixtures/webhook-orders-paid.shopify-sample.2026-07.json";
import { effectiveQuantity, itemTravels, ShopifyOrderSchema } from "./shopify-order";

describe("ShopifyOrderSchema", () => {
  it("reads Shopify's official orders/paid sample and keeps unknown fields", () => {
    const order = ShopifyOrderSchema.parse(sample);
    expect(order.admin_graphql_api_id).toBe("gid://shopify/Order/820982911946154508");
    expect(order.total_outstanding).toBe("414.95");
    expect(order.line_items).toHaveLength(5);
    expect((order as Record<string, unknown>).merchant_business_entity_id).toBe("MTU0ODM4MDAwOQ");
  });

  it("accepts null for the parts a guest or POS order lacks", () => {
    const result = ShopifyOrderSchema.safeParse({
      ...sample,
      customer: null,
      shipping_address: null,
      billing_address: null,
      email: null,
      note_attributes: null,
      shipping_lines: null,
      payment_gateway_names: null,
      company: null,
    });
    expect(result.success).toBe(true);
  });

  it("keeps an amount sent as a JSON number as text", () => {
    const order = ShopifyOrderSchema.parse({ ...sample, total_outstanding: 15000 });
    expect(order.total_outstanding).toBe("15000");
  });

  it("refuses an order without its GraphQL id, the only exact key", () => {
    const { admin_graphql_api_id: _dropped, ...withoutGid } = sample;
    expect(ShopifyOrderSchema.safeParse(withoutGid).success).toBe(false);
  });
});

describe("line item quantities", () => {
  const base = { quantity: 3, price: "10.00", requires_shipping: true };

  it.each([
    ["the edited quantity when Shopify sends one", { ...base, current_quantity: 1 }, 1, true],
    ["the ordered quantity when there is no edited one", base, 3, true],
    ["nothing for an item removed by an edit", { ...base, current_quantity: 0 }, 0, false],
    ["nothing to carry for a digital item", { ...base, requires_shipping: false }, 3, false],
  ])("counts %s", (_name, item, quantity, travels) => {
    expect(effectiveQuantity(item)).toBe(quantity);
    expect(itemTravels(item)).toBe(travels);
  });
});
