import { describe, expect, test } from "vitest";
import { labelOrderOf, type LabelRow } from "./label-order";

const REQUEST = {
  customer: { fullName: "Adjoua Koné", phoneE164: "+2250707123456" },
  deliveryAddress: {
    freeTextAddress: "Rue des Jardins 12",
    landmark: "Near the pharmacy",
    city: "Abidjan",
    state: "Lagunes",
    countryCode: "CI",
    accessNotes: "Call before coming",
  },
  items: [
    { sku: "ATK-1", name: "Attiéké 1kg", quantity: 2 },
    { sku: "BSP-1", name: "Bissap 1L", quantity: 1 },
  ],
};
const SNAPSHOT = {
  admin_graphql_api_id: "gid://shopify/Order/1",
  name: "#1042",
  currency: "XOF",
  shipping_lines: [
    { title: "Standard", is_removed: true },
    { title: "Express delivery", is_removed: false },
  ],
  line_items: [
    { sku: "ATK-1", name: "Attiéké 1kg", quantity: 2, price: "15000", grams: 1000, requires_shipping: true },
    { sku: "BSP-1", name: "Bissap 1L", quantity: 1, price: "5000", grams: 500 },
    { sku: "GFT-1", name: "Gift card", quantity: 1, price: "2000", grams: 9000, requires_shipping: false },
  ],
};

function row(overrides: Partial<LabelRow> = {}): LabelRow {
  return {
    id: "sync-1",
    shopifyOrderGid: "gid://shopify/Order/1",
    parcelLocationId: null,
    orderName: "#1042",
    externalOrderRef: "awa-1042-ab12",
    serviceOrderId: "ord_1",
    shipmentId: "shp_1",
    syncState: "SENT",
    shipmentState: "created",
    paymentPlan: "COD",
    paymentState: "COD_PENDING",
    codAmountMinor: 3_150_000,
    currency: "XOF",
    shopifyPaidAt: null,
    paymentHoldAt: null,
    flaggedReason: null,
    requestJson: JSON.stringify(REQUEST),
    shopifyOrderJson: JSON.stringify(SNAPSHOT),
    ...overrides,
  };
}

describe("what a label says", () => {
  test("a cash-on-delivery order: the buyer and address as sent to the service, the delivery chosen, the amount to collect, items and weight that travel", () => {
    const made = labelOrderOf(row());
    expect(made).toEqual({
      ok: true,
      label: {
        orderSyncId: "sync-1",
        parcelLocationId: null,
        shopifyOrderGid: "gid://shopify/Order/1",
        reference: "awa-1042-ab12",
        orderName: "#1042",
        serviceOrderId: "ord_1",
        shipmentId: "shp_1",
        buyerName: "Adjoua Koné",
        phone: "+2250707123456",
        address: {
          street: "Rue des Jardins 12",
          landmark: "Near the pharmacy",
          city: "Abidjan",
          region: "Lagunes",
          countryCode: "CI",
        },
        notes: "Call before coming",
        serviceLevel: "Express delivery",
        collect: { amountMinor: 3_150_000, currency: "XOF" },
        itemCount: 3,
        weightGrams: 2_500,
      },
    });
  });

  test("a paid order, or cash already collected, has nothing to collect", () => {
    for (const paid of [
      { paymentPlan: "PAID", paymentState: "PAID_RECORDED", codAmountMinor: 0 },
      { paymentState: "COD_COLLECTED" },
      { paymentState: "PAID_RECORDED" },
    ]) {
      const made = labelOrderOf(row(paid));
      expect(made.ok && made.label.collect).toBeNull();
    }
  });

  test("a parcel weighs only the items it carries, at its own quantities", () => {
    // One of the two Attiéké went in another parcel (a partial move); the Bissap travels elsewhere too.
    const parcel = { ...REQUEST, items: [{ sku: "ATK-1", name: "Attiéké 1kg", quantity: 1 }] };
    const made = labelOrderOf(row({ requestJson: JSON.stringify(parcel) }));
    expect(made.ok && made.label).toMatchObject({ itemCount: 1, weightGrams: 1_000 });
  });

  test("an item sent without a SKU is weighed by its name", () => {
    const parcel = { ...REQUEST, items: [{ name: "Bissap 1L", quantity: 3 }] };
    const made = labelOrderOf(row({ requestJson: JSON.stringify(parcel) }));
    expect(made.ok && made.label.weightGrams).toBe(1_500);
  });

  test("without weights in Shopify, the weight is unknown rather than zero", () => {
    const snapshot = { ...SNAPSHOT, line_items: SNAPSHOT.line_items.map((item) => ({ ...item, grams: 0 })) };
    const made = labelOrderOf(row({ shopifyOrderJson: JSON.stringify(snapshot) }));
    expect(made.ok && made.label.weightGrams).toBeNull();
  });
});

describe("orders with no label", () => {
  test("not sent yet, cancelled, or with the buyer's details erased", () => {
    expect(labelOrderOf(row({ serviceOrderId: null, syncState: "PENDING" }))).toEqual({
      ok: false,
      reason: "not_sent",
    });
    expect(labelOrderOf(row({ syncState: "CANCELLED" }))).toEqual({ ok: false, reason: "cancelled" });
    expect(labelOrderOf(row({ shipmentState: "cancelled" }))).toEqual({ ok: false, reason: "cancelled" });
    expect(labelOrderOf(row({ requestJson: null, shopifyOrderJson: null }))).toEqual({ ok: false, reason: "erased" });
  });
});
