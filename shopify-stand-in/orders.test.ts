import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_SCOPES, ORDER_QUERY } from "./documents.fixture";
import { restOrderPayload, restRefundPayload, toShopifyJson } from "./rest-payload";
import { createShopifyStandIn, type ShopifyStandIn } from "./stand-in";
import { adminGraphql, API_SECRET } from "./test-kit";

const SHOP = "orders-shop.myshopify.com";
let standIn: ShopifyStandIn;
let token: string;

beforeAll(async () => {
  standIn = await createShopifyStandIn({ apiSecret: API_SECRET, appId: "777" });
  token = standIn.state.addShop({ domain: SHOP, scopes: APP_SCOPES, currency: "XOF" });
});
afterAll(() => standIn.close());

const call = (query: string, variables: Record<string, unknown>) =>
  adminGraphql(standIn.url, SHOP, token, query, variables);
const METAFIELDS_SET = `mutation($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) { metafields { namespace key value } userErrors { field message code } } }`;

describe("order mutations", () => {
  it("stores app-owned metafields on an order and reads them back under either namespace spelling", async () => {
    const { id } = standIn.state.addOrder(SHOP, { lineItems: [{ title: "Rice 5 kg", quantity: 1, price: "4500" }] });
    const value = JSON.stringify({ shipmentId: "shp_1", state: "created" });

    const set = await call(METAFIELDS_SET, {
      metafields: [{ ownerId: id, namespace: "$app:delivery", key: "shipment", type: "json", value }],
    });
    const read = await call(ORDER_QUERY, { id });

    expect(set.body.data!.metafieldsSet).toEqual({
      metafields: [{ namespace: "app--777--delivery", key: "shipment", value }],
      userErrors: [],
    });
    expect(read.body.data!.order.metafield).toEqual({ value, type: "json" });
    expect(standIn.state.metafields(id, "$app:delivery")).toEqual([
      expect.objectContaining({ key: "shipment", value }),
    ]);
  });

  it("refuses a whole metafieldsSet call when one entry is invalid", async () => {
    const { id } = standIn.state.addOrder(SHOP, { lineItems: [{ title: "Oil", quantity: 1, price: "1000" }] });

    const answer = await call(METAFIELDS_SET, {
      metafields: [
        { ownerId: id, namespace: "$app:delivery", key: "ok", type: "single_line_text_field", value: "fine" },
        { ownerId: id, namespace: "$app:delivery", key: "broken", type: "json", value: "{not json" },
      ],
    });

    expect(answer.body.data!.metafieldsSet).toEqual({
      metafields: null,
      userErrors: [{ field: ["metafields", "1", "value"], message: "Value is invalid JSON.", code: "INVALID_VALUE" }],
    });
    expect(standIn.state.metafields(id)).toEqual([]);
  });

  it("marks a cash-on-delivery order as paid once", async () => {
    const { id } = standIn.state.addOrder(SHOP, {
      financialStatus: "PENDING",
      lineItems: [{ title: "Fan", quantity: 1, price: "12000" }],
    });
    const markPaid = `mutation($id: ID!) { orderMarkAsPaid(input: {id: $id}) {
      order { displayFinancialStatus totalOutstandingSet { shopMoney { amount } } } userErrors { field message } } }`;

    const first = await call(markPaid, { id });
    const second = await call(markPaid, { id });

    expect(first.body.data!.orderMarkAsPaid).toEqual({
      order: { displayFinancialStatus: "PAID", totalOutstandingSet: { shopMoney: { amount: "0.00" } } },
      userErrors: [],
    });
    expect(second.body.data!.orderMarkAsPaid.userErrors).toEqual([
      { field: ["id"], message: "Order cannot be marked as paid." },
    ]);
  });

  it("adds tags and updates the note", async () => {
    const { id } = standIn.state.addOrder(SHOP, {
      tags: ["vip"],
      lineItems: [{ title: "Chair", quantity: 1, price: "30000" }],
    });

    await call(
      `mutation($id: ID!) { tagsAdd(id: $id, tags: ["delivery-connect, sent", "vip"]) { node { id } userErrors { message } } }`,
      { id },
    );
    const updated = await call(
      `mutation($id: ID!) { orderUpdate(input: {id: $id, note: "Call before delivery"}) { order { note tags } userErrors { message } } }`,
      { id },
    );

    expect(updated.body.data!.orderUpdate).toEqual({
      order: { note: "Call before delivery", tags: ["vip", "delivery-connect", "sent"] },
      userErrors: [],
    });
  });
});

describe("REST webhook payload", () => {
  it("a full refund: the order reads REFUNDED, and refunds/create names it with the refund transaction", async () => {
    const { id, order } = standIn.state.addOrder(SHOP, {
      financialStatus: "PAID",
      lineItems: [{ title: "Rice 5 kg", quantity: 2, price: "4500" }],
    });
    const before = order.updatedAt;
    const transaction = standIn.state.refundOrder(id);
    expect(restOrderPayload(order).financial_status).toBe("refunded");
    expect(Date.parse(order.updatedAt)).toBeGreaterThan(Date.parse(before));
    expect((await call(ORDER_QUERY, { id })).body.data!.order.displayFinancialStatus).toBe("REFUNDED");
    const refund = restRefundPayload(order, transaction);
    expect(JSON.parse(toShopifyJson(refund))).toMatchObject({
      order_id: Number(id.split("/").pop()),
      transactions: [{ kind: "refund", status: "success", amount: transaction.amountSet.shopMoney.amount }],
    });
  });

  it("a second payment given back: outstanding back to zero, PARTIALLY_REFUNDED, REFUNDED once all went back", () => {
    const { id, order } = standIn.state.addOrder(SHOP, {
      financialStatus: "PENDING",
      lineItems: [{ title: "Rice 5 kg", quantity: 2, price: "4500" }],
    });
    const first = standIn.state.payOrder(id, { gateway: "manual" });
    const second = standIn.state.payOrder(id, { gateway: "shopify_payments", amount: "9000.00" });
    expect(order.totalOutstandingSet.shopMoney.amount).toBe("-9000.00");
    const refund = standIn.state.refundPayment(id, second.id, "9000.00");
    expect(refund).toMatchObject({ kind: "REFUND", gateway: "shopify_payments" });
    expect(order.totalOutstandingSet.shopMoney.amount).toBe("0.00");
    expect(restOrderPayload(order).financial_status).toBe("partially_refunded");
    standIn.state.refundPayment(id, first.id, "9000.00");
    expect(restOrderPayload(order).financial_status).toBe("refunded");
  });

  it("agrees with what GraphQL answers for the same order", async () => {
    const { id, order } = standIn.state.addOrder(SHOP, {
      financialStatus: "PENDING",
      lineItems: [{ title: "Shea butter", sku: "SHEA", variantTitle: "250 g", quantity: 3, price: "2500", grams: 250 }],
      shippingLines: [
        { title: "Express", code: "EXPRESS", source: "Delivery Connect", carrierIdentifier: "c1", price: "1500" },
      ],
      customAttributes: [{ key: "landmark", value: "Behind the mosque" }],
    });
    const graph = (await call(ORDER_QUERY, { id })).body.data!.order;

    const rest = restOrderPayload(order);

    expect(rest).toMatchObject({
      admin_graphql_api_id: graph.id,
      name: graph.name,
      financial_status: "pending",
      currency: "XOF",
      total_outstanding: graph.totalOutstandingSet.shopMoney.amount,
      payment_gateway_names: graph.paymentGatewayNames,
      shipping_lines: [
        { code: "EXPRESS", title: "Express", source: "Delivery Connect", carrier_identifier: "c1", price: "1500.00" },
      ],
      line_items: [
        {
          sku: "SHEA",
          name: "Shea butter - 250 g",
          title: "Shea butter",
          variant_title: "250 g",
          price: "2500.00",
          quantity: 3,
          requires_shipping: true,
          grams: 250,
        },
      ],
      shipping_address: {
        first_name: graph.shippingAddress.firstName,
        country_code: graph.shippingAddress.countryCodeV2,
        city: graph.shippingAddress.city,
      },
      note_attributes: [{ name: "landmark", value: "Behind the mosque" }],
      cancelled_at: null,
      company: null,
    });
    expect(rest.line_items[0].admin_graphql_api_id).toBe(graph.lineItems.nodes[0].id);
  });

  it("writes ids beyond 2^53 exactly, as Shopify's JSON does", () => {
    const { order } = standIn.state.addOrder(SHOP, {
      id: "820982911946154508",
      lineItems: [{ title: "Lamp", quantity: 1, price: "1.00" }],
    });

    const json = toShopifyJson(restOrderPayload(order));

    expect(json).toContain('"id":820982911946154508,');
    expect(json).toContain('"admin_graphql_api_id":"gid://shopify/Order/820982911946154508"');
    // The trap the app must avoid: a plain JSON.parse rounds the numeric id (docs/reference/shopify-facts.md §3.2).
    expect(String(JSON.parse(json).id)).not.toBe("820982911946154508");
  });
});
