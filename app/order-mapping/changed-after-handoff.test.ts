import { describe, expect, it } from "vitest";
import { changedAfterHandoff } from "./changed-after-handoff";
import { mapShopifyOrderToServiceOrder, type CreateOrderRequest } from "./map-order";
import { exactToMinor, makeOrder, settingsWith } from "./shopify-order.fixture";
import type { ShopifyOrder } from "./shopify-order";

const item = (sku: string, current: number, fulfillable: number) => ({
  sku,
  name: sku,
  quantity: current,
  current_quantity: current,
  fulfillable_quantity: fulfillable,
  price: "1000",
  requires_shipping: true,
});

function mapped(order: ShopifyOrder, afterHandoff: boolean): CreateOrderRequest {
  const result = mapShopifyOrderToServiceOrder(order, {
    shopDomain: "boutique-abidjan.myshopify.com",
    settings: settingsWith(),
    plan: { kind: "cod", paymentType: "COD", codAmountMinor: 2750000 },
    toMinor: exactToMinor,
    b2b: null,
    afterHandoff,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.request;
}

/** Handed off as `before`, read again as `after`: changed? */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const sent = mapped(makeOrder(before), false);
  const now = makeOrder(after);
  return changedAfterHandoff(now, sent, mapped(now, true), exactToMinor);
}

describe("changedAfterHandoff", () => {
  it("is not a change when nothing happened, nor when the pickup fulfilled everything", () => {
    const order = { line_items: [item("A", 2, 2), item("B", 1, 1)] };
    expect(changed(order, order)).toBe(false);
    expect(changed(order, { fulfillment_status: "fulfilled", line_items: [item("A", 2, 0), item("B", 1, 0)] })).toBe(
      false,
    );
  });

  it("is not a change for items fulfilled before the handoff and left out of it, before or after the pickup", () => {
    const handedOff = { fulfillment_status: "partial", line_items: [item("A", 2, 0), item("B", 1, 1)] };
    expect(changed(handedOff, handedOff)).toBe(false);
    expect(
      changed(handedOff, { fulfillment_status: "fulfilled", line_items: [item("A", 2, 0), item("B", 1, 0)] }),
    ).toBe(false);
  });

  it("is a change when an edit adds or removes units, before or after the pickup", () => {
    const order = { line_items: [item("A", 2, 2)] };
    expect(changed(order, { line_items: [item("A", 3, 3)] })).toBe(true);
    expect(changed(order, { line_items: [item("A", 1, 1)] })).toBe(true);
    expect(changed(order, { line_items: [item("A", 2, 2), item("NEW", 1, 1)] })).toBe(true);
    // Picked up (fulfilled), then an edit adds one: one unit is still to fulfil.
    expect(changed(order, { line_items: [item("A", 3, 1)] })).toBe(true);
  });

  it("is a change when someone else fulfilled part of what the rider carries", () => {
    expect(changed({ line_items: [item("A", 2, 2)] }, { line_items: [item("A", 2, 1)] })).toBe(true);
  });

  it("is a change when the address changed", () => {
    const moved = makeOrder().shipping_address!;
    expect(changed({}, { shipping_address: { ...moved, address1: "Boulevard Latrille" } })).toBe(true);
  });
});
