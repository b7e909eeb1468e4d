import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_SCOPES, FULFILLMENT_CREATE, FULFILLMENT_EVENT_CREATE, ORDER_QUERY } from "./documents.fixture";
import { createShopifyStandIn, type ShopifyStandIn } from "./stand-in";
import { adminGraphql, API_SECRET } from "./test-kit";

const SHOP = "fulfil-shop.myshopify.com";
const TRACKING = { company: "Delivery Connect", number: "DC-000123", url: "https://track.delivery.example/DC-000123" };
let standIn: ShopifyStandIn;
let token: string;
let warehouse: string;

beforeAll(async () => {
  standIn = await createShopifyStandIn({ apiSecret: API_SECRET, now: () => new Date("2026-11-20T10:00:00Z") });
  token = standIn.state.addShop({ domain: SHOP, scopes: APP_SCOPES });
  warehouse = standIn.state.addLocation(SHOP, { name: "Thiès warehouse", countryCode: "SN" });
});
afterAll(() => standIn.close());

const call = (query: string, variables: Record<string, unknown>) =>
  adminGraphql(standIn.url, SHOP, token, query, variables);
const twoItems = [
  { title: "Shea butter", sku: "SHEA", quantity: 2, price: "10.00" },
  { title: "Black soap", sku: "SOAP", quantity: 1, price: "5.00" },
];
const wholeOf = (...ids: string[]) => ({
  lineItemsByFulfillmentOrder: ids.map((fulfillmentOrderId) => ({ fulfillmentOrderId })),
  trackingInfo: TRACKING,
  notifyCustomer: true,
});

describe("fulfillmentCreate", () => {
  it("fulfils a whole fulfillment order with tracking, closing it and the order", async () => {
    const { id, fulfillmentOrderIds } = standIn.state.addOrder(SHOP, { lineItems: twoItems });

    const answer = await call(FULFILLMENT_CREATE, { fulfillment: wholeOf(fulfillmentOrderIds[0]) });

    expect(answer.body.data!.fulfillmentCreate).toMatchObject({
      fulfillment: { status: "SUCCESS", displayStatus: "FULFILLED", trackingInfo: [TRACKING] },
      userErrors: [],
    });
    const order = (await call(ORDER_QUERY, { id })).body.data!.order;
    expect(order.displayFulfillmentStatus).toBe("FULFILLED");
    expect(order.fulfillmentOrders.nodes[0]).toMatchObject({
      status: "CLOSED",
      lineItems: { nodes: [{ remainingQuantity: 0 }, { remainingQuantity: 0 }] },
    });
    expect(standIn.state.fulfillments(id)).toEqual([
      expect.objectContaining({ notifyCustomer: true, trackingInfo: [TRACKING] }),
    ]);
  });

  it("fulfils part of the quantities and leaves the fulfillment order in progress", async () => {
    const { id, fulfillmentOrderIds } = standIn.state.addOrder(SHOP, { lineItems: twoItems });
    const [fo] = standIn.state.fulfillmentOrders(id);

    const answer = await call(FULFILLMENT_CREATE, {
      fulfillment: {
        lineItemsByFulfillmentOrder: [
          {
            fulfillmentOrderId: fulfillmentOrderIds[0],
            fulfillmentOrderLineItems: [{ id: fo.lineItems[0].id, quantity: 1 }],
          },
        ],
      },
    });

    expect(answer.body.data!.fulfillmentCreate.userErrors).toEqual([]);
    expect(fo.status).toBe("IN_PROGRESS");
    expect(standIn.state.getOrder(id)!.displayFulfillmentStatus).toBe("PARTIALLY_FULFILLED");
  });

  it("refuses a fulfillment order on hold until the hold is released", async () => {
    const { id, fulfillmentOrderIds } = standIn.state.addOrder(SHOP, {
      lineItems: twoItems,
      fulfillmentOrders: [{ status: "ON_HOLD" }],
    });

    const refused = await call(FULFILLMENT_CREATE, { fulfillment: wholeOf(fulfillmentOrderIds[0]) });
    standIn.state.releaseFulfillmentOrders(id);
    const accepted = await call(FULFILLMENT_CREATE, { fulfillment: wholeOf(fulfillmentOrderIds[0]) });

    expect(refused.body.data!.fulfillmentCreate).toEqual({
      fulfillment: null,
      userErrors: [
        {
          field: ["fulfillment", "lineItemsByFulfillmentOrder", "0", "fulfillmentOrderId"],
          message: expect.stringContaining("unfulfillable status= on_hold"),
        },
      ],
    });
    expect(accepted.body.data!.fulfillmentCreate.userErrors).toEqual([]);
  });

  it("refuses fulfillment orders of two locations in one call", async () => {
    const { fulfillmentOrderIds } = standIn.state.addOrder(SHOP, {
      lineItems: twoItems,
      fulfillmentOrders: [{ lineItems: [0] }, { location: warehouse, lineItems: [1] }],
    });

    const answer = await call(FULFILLMENT_CREATE, { fulfillment: wholeOf(...fulfillmentOrderIds) });

    expect(answer.body.data!.fulfillmentCreate).toEqual({
      fulfillment: null,
      userErrors: [
        { field: ["fulfillment"], message: "All fulfillment orders must be assigned to the same location." },
      ],
    });
  });

  it("refuses fulfillment orders of two orders in one call", async () => {
    const first = standIn.state.addOrder(SHOP, { lineItems: twoItems });
    const second = standIn.state.addOrder(SHOP, { lineItems: twoItems });

    const answer = await call(FULFILLMENT_CREATE, {
      fulfillment: wholeOf(first.fulfillmentOrderIds[0], second.fulfillmentOrderIds[0]),
    });

    expect(answer.body.data!.fulfillmentCreate.userErrors).toEqual([
      { field: ["fulfillment"], message: "All fulfillment orders must belong to the same order." },
    ]);
  });

  it("shows no fulfillment orders until order routing has run", async () => {
    const { id, fulfillmentOrderIds } = standIn.state.addOrder(SHOP, { lineItems: twoItems, fulfillmentOrders: [] });
    const before = (await call(ORDER_QUERY, { id })).body.data!.order.fulfillmentOrders.nodes;

    const released = standIn.state.releaseFulfillmentOrders(id);
    const after = (await call(ORDER_QUERY, { id })).body.data!.order.fulfillmentOrders.nodes;

    expect(fulfillmentOrderIds).toEqual([]);
    expect(before).toEqual([]);
    expect(after.map((fo: { id: string }) => fo.id)).toEqual(released);
  });

  it("routing's webhook body names only the fulfillment order, whose order the shop's own token reads", async () => {
    const { id } = standIn.state.addOrder(SHOP, { lineItems: twoItems, fulfillmentOrders: [] });
    const [routed] = standIn.state.releaseFulfillmentOrders(id);
    const body = standIn.state.fulfillmentOrderWebhookPayload(routed);
    expect(body).toEqual({ fulfillment_order: { id: routed, status: "open" } });

    const owner = "query Owner($id: ID!) { fulfillmentOrder(id: $id) { id order { id } } }";
    expect((await call(owner, { id: routed })).body.data!.fulfillmentOrder).toEqual({ id: routed, order: { id } });
    const other = "other-fulfil-shop.myshopify.com";
    const otherToken = standIn.state.addShop({ domain: other, scopes: APP_SCOPES });
    const asOther = await adminGraphql(standIn.url, other, otherToken, owner, { id: routed });
    expect(asOther.body.data!.fulfillmentOrder).toBeNull();
  });
});

describe("fulfillment events, tracking updates and cancellation", () => {
  it("records events with their times and moves the fulfillment's display status", async () => {
    const { id, fulfillmentOrderIds } = standIn.state.addOrder(SHOP, { lineItems: twoItems });
    const fulfillmentId = (await call(FULFILLMENT_CREATE, { fulfillment: wholeOf(fulfillmentOrderIds[0]) })).body.data!
      .fulfillmentCreate.fulfillment.id;

    const inTransit = await call(FULFILLMENT_EVENT_CREATE, {
      event: {
        fulfillmentId,
        status: "IN_TRANSIT",
        happenedAt: "2026-11-20T11:00:00Z",
        estimatedDeliveryAt: "2026-11-21T18:00:00Z",
        city: "Dakar",
        country: "SN",
      },
    });
    const delivered = await call(FULFILLMENT_EVENT_CREATE, {
      event: { fulfillmentId, status: "DELIVERED", message: "Left with the guard" },
    });

    expect(inTransit.body.data!.fulfillmentEventCreate).toMatchObject({
      fulfillmentEvent: {
        status: "IN_TRANSIT",
        happenedAt: "2026-11-20T11:00:00Z",
        estimatedDeliveryAt: "2026-11-21T18:00:00Z",
        city: "Dakar",
      },
      userErrors: [],
    });
    expect(delivered.body.data!.fulfillmentEventCreate.fulfillmentEvent).toMatchObject({
      status: "DELIVERED",
      happenedAt: "2026-11-20T10:00:00.000Z",
    });
    expect(standIn.state.events(fulfillmentId).map((e) => e.status)).toEqual(["IN_TRANSIT", "DELIVERED"]);
    expect(standIn.state.fulfillments(id)[0]).toMatchObject({
      displayStatus: "DELIVERED",
      inTransitAt: "2026-11-20T11:00:00Z",
      deliveredAt: "2026-11-20T10:00:00.000Z",
    });
  });

  it("rejects an event status the schema does not know", async () => {
    const answer = await call(FULFILLMENT_EVENT_CREATE, {
      event: { fulfillmentId: "gid://shopify/Fulfillment/1", status: "RETURNING_TO_SENDER" },
    });

    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Value "RETURNING_TO_SENDER" does not exist in "FulfillmentEventStatus" enum'),
      }),
    ]);
  });

  it("updates tracking, then cancels the fulfillment and reopens its fulfillment order", async () => {
    const { id, fulfillmentOrderIds } = standIn.state.addOrder(SHOP, { lineItems: twoItems });
    const fulfillmentId = (await call(FULFILLMENT_CREATE, { fulfillment: wholeOf(fulfillmentOrderIds[0]) })).body.data!
      .fulfillmentCreate.fulfillment.id;
    const update = `mutation($id: ID!, $tracking: FulfillmentTrackingInput!) {
      fulfillmentTrackingInfoUpdate(fulfillmentId: $id, trackingInfoInput: $tracking) { fulfillment { trackingInfo { number url } } userErrors { message } } }`;
    const cancel = `mutation($id: ID!) { fulfillmentCancel(id: $id) { fulfillment { id status } userErrors { field message } } }`;

    const updated = await call(update, {
      id: fulfillmentId,
      tracking: { number: "DC-999", url: "https://track.delivery.example/DC-999" },
    });
    const cancelled = await call(cancel, { id: fulfillmentId });
    const eventAfter = await call(FULFILLMENT_EVENT_CREATE, { event: { fulfillmentId, status: "DELIVERED" } });

    expect(updated.body.data!.fulfillmentTrackingInfoUpdate.fulfillment.trackingInfo).toEqual([
      { number: "DC-999", url: "https://track.delivery.example/DC-999" },
    ]);
    expect(cancelled.body.data!.fulfillmentCancel).toEqual({
      fulfillment: { id: fulfillmentId, status: "CANCELLED" },
      userErrors: [],
    });
    expect(standIn.state.fulfillmentOrders(id)[0]).toMatchObject({
      status: "OPEN",
      lineItems: [{ remainingQuantity: 2 }, { remainingQuantity: 1 }],
    });
    expect(eventAfter.body.data!.fulfillmentEventCreate.userErrors).toEqual([
      { field: ["fulfillmentEvent", "fulfillmentId"], message: "Cannot create an event for a cancelled fulfillment." },
    ]);
  });
});
