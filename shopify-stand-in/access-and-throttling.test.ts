import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARRIER_SERVICE_CREATE, ORDER_QUERY } from "./documents.fixture";
import { createShopifyStandIn, type ShopifyStandIn } from "./stand-in";
import { adminGraphql, API_SECRET } from "./test-kit";

const SHOP = "narrow-scopes.myshopify.com";
let standIn: ShopifyStandIn;
let token: string;

beforeAll(async () => {
  standIn = await createShopifyStandIn({ apiSecret: API_SECRET });
  // An install that granted orders but not shipping, customers or locations.
  token = standIn.state.addShop({
    domain: SHOP,
    scopes: "read_orders,write_orders,read_merchant_managed_fulfillment_orders",
  });
});
afterAll(() => standIn.close());

describe("access scopes", () => {
  it("denies a mutation whose scope was not granted, with Shopify's ACCESS_DENIED, and does not perform it", async () => {
    const answer = await adminGraphql(standIn.url, SHOP, token, CARRIER_SERVICE_CREATE, {
      input: {
        name: "Delivery",
        callbackUrl: "https://app.example/rates",
        active: true,
        supportsServiceDiscovery: true,
      },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ carrierServiceCreate: null });
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: "Access denied for carrierServiceCreate field. Required access: `write_shipping` access scope.",
        path: ["carrierServiceCreate"],
        extensions: expect.objectContaining({ code: "ACCESS_DENIED" }),
      }),
    ]);
    expect(standIn.state.carrierServices(SHOP)).toEqual([]);
    expect(standIn.state.requests.at(-1)).toMatchObject({
      outcome: "access-denied",
      rootFields: ["carrierServiceCreate"],
    });
  });

  it("returns the permitted part of a query and an ACCESS_DENIED error for each field out of scope", async () => {
    const { id } = standIn.state.addOrder(SHOP, { lineItems: [{ title: "Kettle", quantity: 1, price: "30.00" }] });

    const answer = await adminGraphql(standIn.url, SHOP, token, ORDER_QUERY, { id });

    expect(answer.body.data!.order).toMatchObject({ id, customer: null, purchasingEntity: null });
    const denied = (answer.body.errors as Array<{ message: string; extensions: { code: string } }>)
      .filter((e) => e.extensions.code === "ACCESS_DENIED")
      .map((e) => e.message);
    expect(denied).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Access denied for customer field\. Required access: `read_customers`/),
        expect.stringMatching(/^Access denied for location field\./),
      ]),
    );
  });

  it("lets a write scope stand for its read scope", async () => {
    standIn.state.setScopes(SHOP, ["write_orders"]);

    const answer = await adminGraphql(standIn.url, SHOP, token, `query($id: ID!) { order(id: $id) { id } }`, {
      id: "gid://shopify/Order/1",
    });

    expect(answer.body).not.toHaveProperty("errors");
    standIn.state.setScopes(SHOP, ["read_orders", "write_orders", "read_merchant_managed_fulfillment_orders"]);
  });
});

describe("throttling", () => {
  it("answers THROTTLED with an empty bucket for the next n requests, then recovers", async () => {
    standIn.throttleNext(2);

    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await adminGraphql(standIn.url, SHOP, token, "{ shop { name } }"));

    for (const throttled of answers.slice(0, 2)) {
      expect(throttled.status).toBe(200);
      expect(throttled.body.errors).toEqual([
        expect.objectContaining({ message: "Throttled", extensions: expect.objectContaining({ code: "THROTTLED" }) }),
      ]);
      expect(throttled.body.extensions!.cost.throttleStatus).toEqual({
        maximumAvailable: 2000,
        currentlyAvailable: 0,
        restoreRate: 100,
      });
    }
    expect(answers[2].body.data).toEqual({ shop: { name: "narrow-scopes" } });
    expect(answers[2].body.extensions!.cost.throttleStatus.currentlyAvailable).toBeGreaterThan(0);
  });
});
