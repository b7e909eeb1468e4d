import { expect, test } from "vitest";
import { parseShopifyJson, shopifyGid } from "./shopify-json";

test("ids beyond 2^53 keep every digit", () => {
  const payload = parseShopifyJson('{"id":820982911946154508,"small":42,"price":"1.50","ratio":0.5}') as Record<
    string,
    unknown
  >;
  expect(payload).toEqual({ id: "820982911946154508", small: 42, price: "1.50", ratio: 0.5 });
  expect(shopifyGid("Order", payload.id as string)).toBe("gid://shopify/Order/820982911946154508");
});

test("ids inside arrays are kept too", () => {
  expect(parseShopifyJson('{"orders":[299938,9007199254740993]}')).toEqual({ orders: [299938, "9007199254740993"] });
});
