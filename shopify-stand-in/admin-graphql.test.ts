import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_SCOPES, ORDER_QUERY } from "./documents.fixture";
import { createShopifyStandIn, type ShopifyStandIn } from "./stand-in";
import { adminGraphql, API_SECRET } from "./test-kit";

const SHOP = "graphql-shop.myshopify.com";
let standIn: ShopifyStandIn;
let token: string;

beforeAll(async () => {
  standIn = await createShopifyStandIn({ apiSecret: API_SECRET });
  token = standIn.state.addShop({ domain: SHOP, scopes: APP_SCOPES, currency: "XOF" });
});
afterAll(() => standIn.close());

describe("Admin GraphQL endpoint", () => {
  it("rejects a document with a field the 2026-10 schema lacks, like Shopify, and records it", async () => {
    const answer = await adminGraphql(standIn.url, SHOP, token, "query ShopBogus { shop { id bogusField } }");

    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Cannot query field "bogusField" on type "Shop"\./),
        locations: [{ line: 1, column: 29 }],
        extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
      }),
    ]);
    expect(standIn.state.invalidDocuments.at(-1)).toMatchObject({ operationName: "ShopBogus", shop: SHOP });
    expect(() => standIn.state.assertNoInvalidDocuments()).toThrow(
      /ShopBogus on graphql-shop.myshopify.com: Cannot query field "bogusField"/,
    );
    standIn.state.invalidDocuments.length = 0;
  });

  it("checks a document it validated before against each call's own scopes, and records an invalid one each time", async () => {
    const narrowShop = "graphql-narrow-shop.myshopify.com";
    const narrowToken = standIn.state.addShop({ domain: narrowShop, scopes: "read_orders" });
    const query = "query LocationNames { locations(first: 5) { nodes { name } } }";

    const granted = await adminGraphql(standIn.url, SHOP, token, query);
    const denied = await adminGraphql(standIn.url, narrowShop, narrowToken, query);
    const grantedAgain = await adminGraphql(standIn.url, SHOP, token, query);

    expect(granted.body.errors).toBeUndefined();
    expect(denied.body.errors).toContainEqual(
      expect.objectContaining({ extensions: expect.objectContaining({ code: "ACCESS_DENIED" }) }),
    );
    expect(grantedAgain.body.errors).toBeUndefined();
    expect(grantedAgain.body.data).toEqual(granted.body.data);

    const bogus = "query ShopBogusTwice { shop { id bogusField } }";
    for (let sent = 0; sent < 2; sent++) await adminGraphql(standIn.url, SHOP, token, bogus);
    expect(standIn.state.invalidDocuments.filter((entry) => entry.operationName === "ShopBogusTwice")).toHaveLength(2);
    standIn.state.invalidDocuments.length = 0;
  });

  it("answers the app's order query from state, every listed field included, with a cost extension", async () => {
    const { id } = standIn.state.addOrder(SHOP, {
      financialStatus: "PENDING",
      lineItems: [
        { title: "Shea butter", sku: "SHEA-250", variantTitle: "250 g", quantity: 2, price: "2500", grams: 250 },
      ],
      shippingLines: [
        {
          title: "Express delivery",
          code: "EXPRESS",
          source: "Delivery Connect",
          carrierIdentifier: "abc123",
          price: "1500",
        },
      ],
      company: { name: "Boutique Teranga", locationName: "Dakar HQ", taxRegistrationId: "SN-123" },
      customAttributes: [{ key: "delivery_window", value: "morning" }],
    });

    const answer = await adminGraphql(standIn.url, SHOP, token, ORDER_QUERY, { id });

    expect(answer.body.errors).toBeUndefined();
    const order = answer.body.data!.order;
    expect(order).toMatchObject({
      id,
      displayFinancialStatus: "PENDING",
      displayFulfillmentStatus: "UNFULFILLED",
      currencyCode: "XOF",
      totalPriceSet: { shopMoney: { amount: "6500.00", currencyCode: "XOF" } },
      totalOutstandingSet: { shopMoney: { amount: "6500.00" } },
      paymentGatewayNames: ["Cash on Delivery (COD)"],
      shippingLines: { nodes: [{ code: "EXPRESS", title: "Express delivery", carrierIdentifier: "abc123" }] },
      lineItems: { nodes: [{ sku: "SHEA-250", name: "Shea butter - 250 g", quantity: 2, requiresShipping: true }] },
      purchasingEntity: {
        __typename: "PurchasingCompany",
        company: { name: "Boutique Teranga" },
        location: { taxSettings: { taxRegistrationId: "SN-123" } },
      },
      customAttributes: [{ key: "delivery_window", value: "morning" }],
      metafield: null,
      fulfillments: [],
    });
    expect(order.fulfillmentOrders.nodes).toEqual([
      expect.objectContaining({
        status: "OPEN",
        requestStatus: "UNSUBMITTED",
        assignedLocation: expect.objectContaining({ name: "Shop location" }),
      }),
    ]);
    expect(answer.body.extensions!.cost.throttleStatus).toMatchObject({ maximumAvailable: 2000, restoreRate: 100 });
    expect(answer.body.extensions!.cost.requestedQueryCost).toBeGreaterThan(0);
  });

  it("pages connections with first and after, and refuses a connection without first or last", async () => {
    const { id } = standIn.state.addOrder(SHOP, {
      lineItems: ["A", "B", "C"].map((sku) => ({ title: sku, sku, quantity: 1, price: "10.00" })),
    });
    const page = `query($id: ID!, $after: String) { order(id: $id) { lineItems(first: 2, after: $after) { nodes { sku } pageInfo { hasNextPage endCursor } } } }`;

    const first = (await adminGraphql(standIn.url, SHOP, token, page, { id })).body.data!.order.lineItems;
    const second = (await adminGraphql(standIn.url, SHOP, token, page, { id, after: first.pageInfo.endCursor })).body
      .data!.order.lineItems;
    const unbounded = await adminGraphql(
      standIn.url,
      SHOP,
      token,
      `query($id: ID!) { order(id: $id) { lineItems { nodes { sku } } } }`,
      { id },
    );

    expect(first.nodes.map((n: { sku: string }) => n.sku)).toEqual(["A", "B"]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(second).toMatchObject({ nodes: [{ sku: "C" }], pageInfo: { hasNextPage: false } });
    expect(unbounded.body.errors).toEqual([
      expect.objectContaining({ message: "you must provide one of first or last" }),
    ]);
  });

  it("does not show another shop's order", async () => {
    standIn.state.addShop({ domain: "other-shop.myshopify.com", scopes: APP_SCOPES });
    const { id } = standIn.state.addOrder("other-shop.myshopify.com", {
      lineItems: [{ title: "Mug", quantity: 1, price: "9.00" }],
    });

    const answer = await adminGraphql(standIn.url, SHOP, token, `query($id: ID!) { order(id: $id) { id } }`, { id });

    expect(answer.body.data).toEqual({ order: null });
  });

  it("answers 401 with Shopify's message to a wrong or expired access token, and 404 for an unknown shop", async () => {
    const wrong = await adminGraphql(standIn.url, SHOP, "shpat_wrong", "{ shop { id } }");
    const unknown = await adminGraphql(standIn.url, "nobody.myshopify.com", token, "{ shop { id } }");
    standIn.state.addShop({ domain: "expiring.myshopify.com", scopes: APP_SCOPES, expiringToken: true });
    const expiringToken = standIn.state.getShop("expiring.myshopify.com").accessToken;
    standIn.state.expireAccessToken("expiring.myshopify.com");
    const expired = await adminGraphql(standIn.url, "expiring.myshopify.com", expiringToken, "{ shop { id } }");

    expect(wrong).toEqual({
      status: 401,
      body: { errors: "[API] Invalid API key or access token (unrecognized login or wrong password)" },
    });
    expect(expired.status).toBe(401);
    expect(unknown.status).toBe(404);
  });

  it("serves only API version 2026-10", async () => {
    const answer = await adminGraphql(standIn.url, SHOP, token, "{ shop { id } }", {}, "2025-10");

    expect(answer.status).toBe(404);
  });

  it("resolves node(id:) to the record's type and location(id:) to the shop's location", async () => {
    const { id, order } = standIn.state.addOrder(SHOP, {
      lineItems: [{ title: "Basket", quantity: 1, price: "3000" }],
    });
    const locationId = order.fulfillmentOrders[0].assignedLocation.location.id;

    const answer = await adminGraphql(
      standIn.url,
      SHOP,
      token,
      `query($id: ID!, $location: ID!) { node(id: $id) { __typename ... on Order { name } } location(id: $location) { name isFulfillmentService } }`,
      { id, location: locationId },
    );

    expect(answer.body.data).toEqual({
      node: { __typename: "Order", name: order.name },
      location: { name: "Shop location", isFulfillmentService: false },
    });
  });

  it("lists the shop's orders and open fulfillment orders through the root connections", async () => {
    const { id } = standIn.state.addOrder(SHOP, { lineItems: [{ title: "Mat", quantity: 1, price: "800" }] });

    const answer = await adminGraphql(
      standIn.url,
      SHOP,
      token,
      "{ orders(first: 250) { nodes { id } } fulfillmentOrders(first: 250) { nodes { order { id } status } } }",
    );

    expect(answer.body.data!.orders.nodes).toContainEqual({ id });
    expect(answer.body.data!.fulfillmentOrders.nodes).toContainEqual({ order: { id }, status: "OPEN" });
  });

  it("answers the shop query with its plan and currency", async () => {
    const answer = await adminGraphql(
      standIn.url,
      SHOP,
      token,
      "{ shop { id name myshopifyDomain currencyCode plan { displayName partnerDevelopment shopifyPlus } } }",
    );

    expect(answer.body.data!.shop).toMatchObject({
      myshopifyDomain: SHOP,
      currencyCode: "XOF",
      plan: { displayName: "Advanced", partnerDevelopment: false, shopifyPlus: false },
    });
  });
});
