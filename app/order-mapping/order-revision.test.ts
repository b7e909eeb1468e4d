import { describe, expect, it } from "vitest";
import type { CreateOrderRequest } from "./map-order";
import { canonicalJson, createOrderIdempotencyKey, orderRevision } from "./order-revision";

const request: CreateOrderRequest = {
  externalOrderRef: "my-store-1001-3f9a2c1b",
  customer: { fullName: "Awa Koné", phoneE164: "+2250707123456" },
  deliveryAddress: { freeTextAddress: "Rue des Jardins", city: "Abidjan", state: "Abidjan", countryCode: "CI" },
  paymentType: "COD",
  codAmountMinor: 2750000,
  currency: "XOF",
  items: [{ name: "Pagne wax - 6 yards", quantity: 2, unitPriceMinor: 1250000 }],
};

describe("canonicalJson", () => {
  it("sorts keys at every depth, drops undefined members and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: undefined, b: null } })).toBe('{"a":{"b":null,"d":[2,1]},"b":1}');
  });
});

describe("orderRevision", () => {
  it("is 16 hex digits and ignores the order in which keys were written", () => {
    const reordered = Object.fromEntries(Object.entries(request).reverse()) as CreateOrderRequest;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(request));
    expect(orderRevision(request)).toMatch(/^[0-9a-f]{16}$/);
    expect(orderRevision(reordered)).toBe(orderRevision(request));
  });

  it("changes when anything in the body changes", () => {
    const base = orderRevision(request);
    expect(orderRevision({ ...request, codAmountMinor: 2750001 })).not.toBe(base);
    expect(orderRevision({ ...request, customer: { ...request.customer, phoneE164: "+2250707123457" } })).not.toBe(
      base,
    );
    expect(orderRevision({ ...request, items: [...request.items].reverse().concat(request.items) })).not.toBe(base);
  });
});

describe("createOrderIdempotencyKey", () => {
  it("names the order, the operation and the revision", () => {
    expect(createOrderIdempotencyKey("gid://shopify/Order/1", "0123456789abcdef")).toBe(
      "shopify-order:gid://shopify/Order/1:create:r0123456789abcdef",
    );
  });
});
