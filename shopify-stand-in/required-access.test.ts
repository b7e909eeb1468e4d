import { describe, expect, it } from "vitest";
import { parseRequiredAccess, satisfiesGroup } from "./required-access";

// Sentences copied from the schema file's `offline_scopes` entries, one per pattern it uses.
describe("parseRequiredAccess", () => {
  it.each([
    ["one scope", "`write_shipping` access scope.", [], [["write_shipping"]]],
    [
      "alternatives",
      "`read_orders` access scope, `read_marketplace_orders` access scope or `read_quick_sale` access scope.",
      [],
      [["read_orders", "read_marketplace_orders", "read_quick_sale"]],
    ],
    [
      "scope families whose summary list drops them",
      "Any of `orders` or `shipping` access scopes, `read_markets` access scope or `manage_delivery_settings` user permission.",
      ["read_markets"],
      [["read_orders", "read_shipping", "read_markets"]],
    ],
    [
      "an additional required scope after Also",
      "`read_customers` access scope. Also: Requires `read_customer_payment_methods` scope.",
      ["read_customers", "read_customer_payment_methods"],
      [["read_customers"], ["read_customer_payment_methods"]],
    ],
    [
      "a conjunction with alternatives",
      "`read_returns` access scope and (`read_orders` access scope or `read_marketplace_orders` access scope).",
      [],
      [["read_returns"], ["read_orders", "read_marketplace_orders"]],
    ],
    [
      "staff permissions, which bind no app scope",
      "`write_fulfillments` access scope. Also: The user must have fulfill_and_ship_orders permission.",
      [],
      [["write_fulfillments"]],
    ],
    ["a user permission only", "The user must have `read_customer_merge` permissions.", ["read_customer_merge"], []],
    ["nothing", "", [], []],
  ])("reads %s", (_label, prose, summary, expected) => {
    expect(parseRequiredAccess(prose, summary)).toEqual(expected);
  });
});

describe("satisfiesGroup", () => {
  it("accepts any one scope of the group, and a write scope for its read scope", () => {
    const granted = new Set(["write_shipping", "read_orders"]);

    expect(satisfiesGroup(granted, ["read_shipping"])).toBe(true);
    expect(satisfiesGroup(granted, ["read_markets", "read_orders"])).toBe(true);
    expect(satisfiesGroup(granted, ["write_orders"])).toBe(false);
  });
});
