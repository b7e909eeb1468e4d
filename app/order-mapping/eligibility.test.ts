import { describe, expect, it } from "vitest";
import { isOurShippingLine, shouldSendOrder } from "./eligibility";
import { makeOrder, OUR_CARRIER, settingsWith } from "./shopify-order.fixture";

const otherCarrierLine = {
  code: "DHL-EXP",
  title: "DHL Express",
  source: "dhl",
  carrier_identifier: "dhl-id",
  price: "9000",
};
const manualRateLine = {
  code: "Retrait en boutique",
  title: "Retrait en boutique",
  source: "shopify",
  carrier_identifier: null,
};
const digitalItem = { sku: "EBOOK", name: "Recettes (PDF)", quantity: 1, price: "2000", requires_shipping: false };

describe("isOurShippingLine", () => {
  it.each([
    ["our rate code", { code: "svc-express", source: "something-else" }, true],
    ["our carrier service name as source, ignoring case", { code: "x", source: "livraison express" }, true],
    ["a recorded carrier identifier", { code: "x", source: "y", carrier_identifier: "c1f4e8b2" }, true],
    ["another carrier's line", otherCarrierLine, false],
    ["a manual rate", manualRateLine, false],
    [
      "our line removed by the merchant",
      { code: "svc-standard", source: "Livraison Express", is_removed: true },
      false,
    ],
  ])("recognises %s: %s", (_name, line, expected) => {
    expect(isOurShippingLine(line, { ...OUR_CARRIER, carrierIdentifiers: ["c1f4e8b2"] })).toBe(expected);
  });

  it("matches nothing when the app knows nothing about its carrier service yet", () => {
    expect(isOurShippingLine({ code: "svc-standard", source: "Livraison Express" }, {})).toBe(false);
  });
});

describe("shouldSendOrder", () => {
  const carrier = settingsWith({ orderSelection: "carrier_service" });
  const all = settingsWith({ orderSelection: "all_shipping" });
  const manual = settingsWith({ orderSelection: "manual" });

  it.each([
    ["an order shipped with our rate", {}, carrier, { send: true }],
    [
      "an order shipped by another carrier",
      { shipping_lines: [otherCarrierLine] },
      carrier,
      { send: false, reason: "not_our_shipping" },
    ],
    ["an order with no shipping line", { shipping_lines: [] }, carrier, { send: false, reason: "not_our_shipping" }],
    [
      "another carrier's order when the merchant sends all shipping",
      { shipping_lines: [otherCarrierLine] },
      all,
      { send: true },
    ],
    [
      "a pickup order without shipping address under all shipping",
      { shipping_lines: [manualRateLine], shipping_address: null },
      all,
      { send: false, reason: "no_shipping_address" },
    ],
    ["our order when the merchant sends by hand only", {}, manual, { send: false, reason: "manual_only" }],
    ["an order of digital items only", { line_items: [digitalItem] }, all, { send: false, reason: "nothing_to_ship" }],
    [
      "an order whose parcels were all removed by an edit",
      { line_items: [{ ...digitalItem, requires_shipping: true, current_quantity: 0 }] },
      carrier,
      { send: false, reason: "nothing_to_ship" },
    ],
    ["a cancelled order", { cancelled_at: "2026-07-02T10:00:00Z" }, all, { send: false, reason: "cancelled" }],
    [
      "an order Shopify says is fulfilled",
      { fulfillment_status: "fulfilled" },
      carrier,
      { send: false, reason: "already_fulfilled" },
    ],
    [
      "an order whose every parcel was fulfilled (its digital item is no parcel)",
      {
        fulfillment_status: "partial",
        line_items: [digitalItem, { ...digitalItem, sku: "MUG", requires_shipping: true, fulfillable_quantity: 0 }],
      },
      all,
      { send: false, reason: "already_fulfilled" },
    ],
    [
      "a partly fulfilled order",
      {
        fulfillment_status: "partial",
        line_items: [
          { ...digitalItem, sku: "MUG", requires_shipping: true, fulfillable_quantity: 0 },
          { ...digitalItem, sku: "BOWL", requires_shipping: true, fulfillable_quantity: 1 },
        ],
      },
      carrier,
      { send: true },
    ],
  ])("decides for %s", (_name, patch, settings, expected) => {
    expect(shouldSendOrder(makeOrder(patch), settings, OUR_CARRIER)).toEqual(expected);
  });

  it("sends a mixed order that has at least one parcel", () => {
    const order = makeOrder({ line_items: [digitalItem, { ...digitalItem, sku: "MUG", requires_shipping: true }] });
    expect(shouldSendOrder(order, carrier, OUR_CARRIER)).toEqual({ send: true });
  });

  it("lets the merchant send any order by hand, except a cancelled one or one with nothing to ship", () => {
    const foreign = makeOrder({ shipping_lines: [otherCarrierLine] });
    expect(shouldSendOrder(foreign, manual, OUR_CARRIER, "manual")).toEqual({ send: true });
    expect(shouldSendOrder(foreign, carrier, OUR_CARRIER, "manual")).toEqual({ send: true });
    expect(shouldSendOrder(makeOrder({ cancelled_at: "2026-07-02T10:00:00Z" }), manual, OUR_CARRIER, "manual")).toEqual(
      { send: false, reason: "cancelled" },
    );
    expect(shouldSendOrder(makeOrder({ line_items: [digitalItem] }), manual, OUR_CARRIER, "manual")).toEqual({
      send: false,
      reason: "nothing_to_ship",
    });
    expect(shouldSendOrder(makeOrder({ fulfillment_status: "fulfilled" }), manual, OUR_CARRIER, "manual")).toEqual({
      send: false,
      reason: "already_fulfilled",
    });
  });

  it("keeps following an order handed off, once the rider's pickup fulfilled it", () => {
    const fulfilled = makeOrder({ fulfillment_status: "fulfilled", shipping_lines: [otherCarrierLine] });
    expect(shouldSendOrder(fulfilled, manual, OUR_CARRIER, "after_handoff")).toEqual({ send: true });
    expect(
      shouldSendOrder(makeOrder({ cancelled_at: "2026-07-02T10:00:00Z" }), all, OUR_CARRIER, "after_handoff"),
    ).toEqual({ send: false, reason: "cancelled" });
  });
});
