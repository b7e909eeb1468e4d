import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopifyStandIn, type ShopifyStandIn } from "../../shopify-stand-in/stand-in";
import { restOrderPayload } from "../../shopify-stand-in/rest-payload";
import { adminGraphql } from "../../shopify-stand-in/test-kit";
import { ShopifyOrderSchema } from "~/order-mapping/shopify-order";
import { DEFAULT_SCOPES } from "~/env.server";
import { SNAPSHOT_ORDER_FIELDS, snapshotFromGraphqlOrder } from "./order-snapshot";

// The sweep and the import read orders through GraphQL; the sync reads the webhook's REST shape.
// The same stand-in order, read both ways, must give the sync the same order.
const SHOP = "snapshot-shop.myshopify.com";
const QUERY = `query Snapshot($id: ID!) { order(id: $id) { ...SnapshotOrder } } ${SNAPSHOT_ORDER_FIELDS.replace("#graphql", "")}`;
let standIn: ShopifyStandIn;
let token: string;

beforeAll(async () => {
  standIn = await createShopifyStandIn({ apiSecret: "snapshot-secret" });
  token = standIn.state.addShop({ domain: SHOP, scopes: DEFAULT_SCOPES.split(","), currency: "XOF" });
});
afterAll(() => standIn.close());

describe("an order read through GraphQL", () => {
  it("becomes the snapshot its webhook would have carried, field for field where the sync reads it", async () => {
    const { id, order } = standIn.state.addOrder(SHOP, {
      name: "#2001",
      financialStatus: "PENDING",
      paymentGatewayNames: ["Cash on Delivery (COD)"],
      lineItems: [
        { title: "Attiéké", sku: "ATK", quantity: 2, price: "1500", variantTitle: "1 kg" },
        { title: "Gift card", quantity: 1, price: "500", requiresShipping: false },
      ],
      shippingLines: [
        {
          title: "Express",
          code: "svc-express",
          source: "Delivery Connect",
          carrierIdentifier: "abc123",
          price: "1000",
        },
      ],
      customAttributes: [{ key: "Landmark", value: "Near the mosque" }],
      company: { name: "Koné SARL", locationName: "Plateau" },
    });

    const answer = await adminGraphql(standIn.url, SHOP, token, QUERY, { id });
    expect(answer.body.errors).toBeUndefined();
    const fromGraphql = ShopifyOrderSchema.parse(snapshotFromGraphqlOrder(answer.body.data!.order));
    const fromWebhook = ShopifyOrderSchema.parse(
      JSON.parse(JSON.stringify(restOrderPayload(order), (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v))),
    );

    const read = (o: typeof fromGraphql) => ({
      ...o,
      company: o.company ? "company" : null,
      customer: o.customer && { ...o.customer, id: undefined },
      line_items: o.line_items.map((item) => ({ ...item, price: Number(item.price) })),
      shipping_lines: (o.shipping_lines ?? []).map((line) => ({
        code: line.code,
        title: line.title,
        source: line.source,
        carrier_identifier: line.carrier_identifier,
        price: Number(line.price),
        is_removed: line.is_removed,
      })),
      total_price: Number(o.total_price),
      total_outstanding: Number(o.total_outstanding),
    });
    // What is outstanding in both moneys only the Admin API gives (REST webhooks do not: docs/decisions/087).
    const keys = Object.keys(ShopifyOrderSchema.shape).filter(
      (key) => key !== "transactions" && key !== "total_outstanding_set",
    );
    const pick = (o: ReturnType<typeof read>) =>
      Object.fromEntries(keys.map((key) => [key, pickItem(key, (o as Record<string, unknown>)[key])]));
    expect(pick(read(fromGraphql))).toEqual(pick(read(fromWebhook)));
    expect(fromWebhook.total_outstanding_set).toBeUndefined();
    expect(fromGraphql.total_outstanding_set).toEqual({
      shop_money: { amount: "4500.00", currency_code: "XOF" },
      presentment_money: { amount: "4500.00", currency_code: "XOF" },
    });
  });
});

/** Shipping and billing addresses carry the same fields. */
const ADDRESS_FIELDS = [
  "name",
  "first_name",
  "last_name",
  "company",
  "address1",
  "address2",
  "city",
  "province",
  "province_code",
  "zip",
  "country_code",
  "phone",
];

/** The fields the schema names (loose objects carry more in the webhook than GraphQL is asked for). */
function pickItem(key: string, value: unknown): unknown {
  const fields: Record<string, string[]> = {
    // The GID too: a parcel's items are picked by it (docs/decisions/076).
    line_items: [
      "admin_graphql_api_id",
      "sku",
      "name",
      "title",
      "variant_title",
      "quantity",
      "current_quantity",
      "price",
      "requires_shipping",
    ],
    shipping_address: ADDRESS_FIELDS,
    billing_address: ADDRESS_FIELDS,
    customer: ["admin_graphql_api_id", "first_name", "last_name", "email", "phone"],
  };
  const only = (o: unknown) =>
    o && typeof o === "object"
      ? Object.fromEntries(fields[key].map((f) => [f, (o as Record<string, unknown>)[f] ?? null]))
      : o;
  if (!fields[key]) return value;
  return Array.isArray(value) ? value.map(only) : only(value);
}
