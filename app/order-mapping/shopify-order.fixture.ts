/**
 * Test data for app/order-mapping: a realistic Abidjan cash-on-delivery order, built by patching
 * Shopify's official orders/paid sample (fixtures/, see its .source.txt), and an exact
 * decimal → minor-units converter written independently of app/money/shopify-amounts.ts.
 */
import sample from "./fixtures/webhook-orders-paid.shopify-sample.2026-07.json";
import { ShopifyOrderSchema, type ShopifyOrder, type ToMinor } from "./shopify-order";
import { DEFAULT_SYNC_SETTINGS, type SyncSettings } from "./sync-settings";

export const OUR_CARRIER = { carrierServiceName: "Livraison Express", rateCodes: ["svc-standard", "svc-express"] };

/** Spec §2: every currency is sent with two decimals, so "15000" XOF → 1500000. String-based. */
export const exactToMinor: ToMinor = (decimal) => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal);
  if (!match) throw new TypeError(`not a decimal amount: ${decimal}`);
  return Number(BigInt(match[1] + (match[2] ?? "").padEnd(2, "0")));
};

const abidjan = {
  name: "Awa Koné",
  first_name: "Awa",
  last_name: "Koné",
  company: null,
  address1: "Rue des Jardins, Villa 12",
  address2: "Cocody II Plateaux",
  city: "Abidjan",
  province: null,
  province_code: null,
  zip: null,
  country: "Côte d'Ivoire",
  country_code: "CI",
  phone: "07 07 12 34 56",
};

/** A pending COD order in XOF from Abidjan, shipped with our carrier service's rate. */
export function makeOrder(patch: Record<string, unknown> = {}): ShopifyOrder {
  return ShopifyOrderSchema.parse({
    ...structuredClone(sample),
    name: "#1001",
    admin_graphql_api_id: "gid://shopify/Order/5904170139862",
    financial_status: "pending",
    cancelled_at: null,
    cancel_reason: null,
    currency: "XOF",
    presentment_currency: "XOF",
    total_price: "27500",
    total_outstanding: "27500",
    payment_gateway_names: ["Cash on Delivery (COD)"],
    email: "awa@example.ci",
    phone: null,
    customer: { ...sample.customer, first_name: "Awa", last_name: "Koné", email: "awa@example.ci", phone: null },
    shipping_address: abidjan,
    billing_address: abidjan,
    shipping_lines: [
      {
        code: "svc-standard",
        title: "Livraison standard",
        source: "Livraison Express",
        carrier_identifier: "c1f4e8b2",
        price: "2500",
        is_removed: false,
      },
    ],
    line_items: [
      {
        sku: "PAGNE-WAX-6Y",
        name: "Pagne wax - 6 yards",
        title: "Pagne wax",
        variant_title: "6 yards",
        quantity: 2,
        current_quantity: 2,
        price: "12500",
        requires_shipping: true,
        grams: 800,
      },
    ],
    note_attributes: [{ name: "Landmark", value: "En face de la pharmacie Saint-Jean" }],
    ...patch,
  });
}

export function settingsWith(patch: Partial<SyncSettings> = {}): SyncSettings {
  return { ...structuredClone(DEFAULT_SYNC_SETTINGS), ...patch };
}

/** A `*_set` money field: the amount in the shop's currency and in the buyer's. */
export const moneySet = (shop: string, buyer: string) => ({
  shop_money: { amount: shop },
  presentment_money: { amount: buyer },
});

/**
 * A shop in EUR, a buyer in Dakar who checked out in XOF (655.957 XOF to the euro): 45.00 EUR is 29,518 XOF, owed in
 * full (pending).
 */
export const dakarBuyerOrder = (patch: Record<string, unknown> = {}) =>
  makeOrder({
    currency: "EUR",
    presentment_currency: "XOF",
    financial_status: "pending",
    total_price: "45.00",
    total_outstanding: "45.00",
    total_price_set: moneySet("45.00", "29518"),
    current_total_price_set: moneySet("45.00", "29518"),
    ...patch,
  });
