import { describe, expect, test } from "vitest";
import type { Stack } from "../../stack/stack";
import {
  minute,
  move,
  settled,
  shopifyFulfillments,
  trackedOrder,
  type TrackedOrder,
  useTrackingStack,
} from "../support/tracking-kit";

/*
 * docs/decisions/053: a delivery for an order whose last apply completed sends its events to the
 * recorded fulfillment without reading the order first (one Shopify call), and Shopify's refusal of
 * that (the merchant cancelled the fulfillment) sends the app back to reading the order.
 */
let stack: Stack;
useTrackingStack((started) => (stack = started));

/** The operations the app sent Shopify for this shop, from the `from`-th request on. */
function operations(order: TrackedOrder, from = 0) {
  return stack.shopify.state.requests
    .filter((request) => request.shop === order.domain)
    .slice(from)
    .map((request) => request.operationName);
}

async function errorCode(order: TrackedOrder) {
  return (await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } })).lastErrorCode;
}

describe("one Shopify call per delivery", () => {
  test("once the fulfillment exists, each later event is one fulfillmentEventCreate, in order, never twice", async () => {
    const order = await trackedOrder(stack);
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);
    // The first: the order is read, the fulfillment created with tracking, the pickup added to it.
    expect(operations(order)).toEqual([
      "TrackingOrderState",
      "TrackingFulfillmentCreate",
      "TrackingFulfillmentEventCreate",
    ]);

    let seen = operations(order).length;
    await move(stack, order, "in_transit", { occurredAt: minute(1) });
    await settled(stack, order, 2);
    expect(operations(order, seen)).toEqual(["TrackingFulfillmentEventCreate"]);

    seen = operations(order).length;
    await move(stack, order, "arriving", { occurredAt: minute(2) });
    await settled(stack, order, 3);
    expect(operations(order, seen)).toEqual(["TrackingFulfillmentEventCreate"]);

    // An event older than the last applied (a late delivery) changes nothing and costs nothing.
    seen = operations(order).length;
    await move(stack, order, "leg_checkpoint", {
      occurredAt: minute(1),
      checkpoint: { name: "Noé border post", countryCode: "CI" },
    });
    await settled(stack, order, 4);
    expect(operations(order, seen)).toEqual([]);

    const [fulfillment] = shopifyFulfillments(stack, order);
    expect(shopifyFulfillments(stack, order)).toHaveLength(1);
    expect(fulfillment.events).toEqual(["CARRIER_PICKED_UP", "IN_TRANSIT", "OUT_FOR_DELIVERY"]);
    expect(await errorCode(order)).toBeNull();
  });

  test("the merchant cancelled the fulfillment: the event is refused, the app reads the order and fulfils again", async () => {
    const order = await trackedOrder(stack);
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);
    const [first] = shopifyFulfillments(stack, order);
    expect(stack.shopify.state.cancelFulfillment(order.domain, first.id)).toEqual([]);

    let seen = operations(order).length;
    await move(stack, order, "in_transit", { occurredAt: minute(1) });
    await settled(stack, order, 2);
    expect(operations(order, seen)).toEqual([
      "TrackingFulfillmentEventCreate",
      "TrackingOrderState",
      "TrackingFulfillmentCreate",
      "TrackingFulfillmentEventCreate",
      "TrackingFulfillmentEventCreate",
    ]);
    const [cancelled, again] = shopifyFulfillments(stack, order);
    expect([cancelled.status, cancelled.events]).toEqual(["CANCELLED", ["CARRIER_PICKED_UP"]]);
    expect([again.status, again.events]).toEqual(["SUCCESS", ["CARRIER_PICKED_UP", "IN_TRANSIT"]]);
    expect(again.tracking[0].number).toBe(order.shipmentId);
    expect(await errorCode(order)).toBeNull();

    // The new fulfillment is recorded: the next event goes to it directly again.
    seen = operations(order).length;
    await move(stack, order, "arriving", { occurredAt: minute(2) });
    await settled(stack, order, 3);
    expect(operations(order, seen)).toEqual(["TrackingFulfillmentEventCreate"]);
    expect(shopifyFulfillments(stack, order).map((f) => f.events)).toEqual([
      ["CARRIER_PICKED_UP"],
      ["CARRIER_PICKED_UP", "IN_TRANSIT", "OUT_FOR_DELIVERY"],
    ]);
  });
});
