import { describe, expect, test } from "vitest";
import type { Stack } from "../../stack/stack";
import {
  eventually,
  minute,
  move,
  settled,
  shopifyFulfillments,
  trackedOrder,
  type TrackedOrder,
  useTrackingStack,
} from "../support/tracking-kit";

/*
 * Shopify's side is not always ready when the parcel moves (docs/reference/shopify-facts.md §2.2): fulfillment orders appear
 * after the order, may be on hold, may sit at several locations, and the Admin API throttles. The
 * app waits and retries; it never drops the event nor fulfils twice.
 */
let stack: Stack;
useTrackingStack((started) => (stack = started));

async function errorCodeBecomes(order: TrackedOrder, code: string) {
  await eventually(async () => {
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } })).lastErrorCode).toBe(code);
  });
}

async function twoLocationOrder(heldSecond: boolean) {
  const order = await trackedOrder(stack, {
    order: {
      lineItems: [
        { title: "Attiéké", quantity: 1, price: "2500" },
        { title: "Bissap", quantity: 3, price: "1000" },
      ],
      fulfillmentOrders: [],
    },
  });
  stack.shopify.state.addLocation(order.domain, { name: "Yopougon warehouse", countryCode: "CI" });
  stack.shopify.state.releaseFulfillmentOrders(order.orderGid, [
    { lineItems: [0] },
    { location: "Yopougon warehouse", lineItems: [1], ...(heldSecond ? { status: "ON_HOLD" as const } : {}) },
  ]);
  return order;
}

describe("fulfillment orders that are not ready", () => {
  test("missing at first: the app waits for Shopify's routing, then fulfils once", async () => {
    const order = await trackedOrder(stack, { order: { fulfillmentOrders: [] } });
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await errorCodeBecomes(order, "TRACKING_FULFILLMENT_ORDERS_NOT_READY");
    expect(shopifyFulfillments(stack, order)).toEqual([]);

    stack.shopify.state.releaseFulfillmentOrders(order.orderGid);
    await settled(stack, order, 1);
    expect(shopifyFulfillments(stack, order).map((f) => f.events)).toEqual([["CARRIER_PICKED_UP"]]);
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } })).lastErrorCode).toBeNull();
  });

  test("on hold: events wait, and all of them reach the fulfillment once the hold is released", async () => {
    const order = await trackedOrder(stack, { order: { fulfillmentOrders: [{ status: "ON_HOLD" }] } });
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await move(stack, order, "in_transit", { occurredAt: minute(1) });
    await errorCodeBecomes(order, "TRACKING_FULFILLMENT_ORDERS_ON_HOLD");
    expect(shopifyFulfillments(stack, order)).toEqual([]);

    stack.shopify.state.releaseFulfillmentOrders(order.orderGid);
    await settled(stack, order, 2);
    expect(shopifyFulfillments(stack, order).map((f) => f.events)).toEqual([["CARRIER_PICKED_UP", "IN_TRANSIT"]]);
  });

  test("split across two locations: one fulfillment per location, each with every event", async () => {
    const order = await twoLocationOrder(false);
    for (const [index, event] of ["picked_up", "in_transit", "delivered"].entries()) {
      await move(stack, order, event, { occurredAt: minute(index) });
      await settled(stack, order, index + 1);
    }
    const fulfillments = shopifyFulfillments(stack, order);
    expect(fulfillments.map((f) => [f.location, f.events])).toEqual([
      ["Shop location", ["CARRIER_PICKED_UP", "IN_TRANSIT", "DELIVERED"]],
      ["Yopougon warehouse", ["CARRIER_PICKED_UP", "IN_TRANSIT", "DELIVERED"]],
    ]);
    expect(fulfillments.every((f) => f.tracking[0].number === order.shipmentId)).toBe(true);
    const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } });
    expect(JSON.parse(row.fulfillmentsJson)).toHaveLength(2);
  });

  test("split with one location on hold: the other is fulfilled now, the held one later with the whole history", async () => {
    const order = await twoLocationOrder(true);
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await eventually(() =>
      expect(shopifyFulfillments(stack, order).map((f) => f.events)).toEqual([["CARRIER_PICKED_UP"]]),
    );
    await move(stack, order, "in_transit", { occurredAt: minute(1) });
    await errorCodeBecomes(order, "TRACKING_FULFILLMENT_ORDERS_ON_HOLD");
    await eventually(() =>
      expect(shopifyFulfillments(stack, order).map((f) => [f.location, f.events])).toEqual([
        ["Shop location", ["CARRIER_PICKED_UP", "IN_TRANSIT"]],
      ]),
    );

    stack.shopify.state.releaseFulfillmentOrders(order.orderGid);
    await settled(stack, order, 2);
    expect(shopifyFulfillments(stack, order).map((f) => [f.location, f.events])).toEqual([
      ["Shop location", ["CARRIER_PICKED_UP", "IN_TRANSIT"]],
      ["Yopougon warehouse", ["CARRIER_PICKED_UP", "IN_TRANSIT"]],
    ]);
  });
});

describe("Admin API throttling", () => {
  test("a throttled Shopify is retried until the event is applied, exactly once", async () => {
    const order = await trackedOrder(stack);
    // More THROTTLED answers than one attempt retries (admin-graphql.server.ts): the job must retry.
    stack.shopify.throttleNext(6, 0, order.domain);
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);

    expect(shopifyFulfillments(stack, order).map((f) => f.events)).toEqual([["CARRIER_PICKED_UP"]]);
    const requests = stack.shopify.state.requests.filter((r) => r.shop === order.domain);
    expect(requests.filter((r) => r.outcome === "throttled")).toHaveLength(6);
    expect(requests.filter((r) => r.rootFields.includes("fulfillmentCreate") && r.outcome === "ok")).toHaveLength(1);
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } })).lastErrorCode).toBeNull();
  });
});
