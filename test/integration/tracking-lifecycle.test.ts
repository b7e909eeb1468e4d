import { describe, expect, test } from "vitest";
import { describeOrderTracking } from "~/tracking/describe-order-tracking.server";
import type { Stack } from "../../stack/stack";
import {
  eventually,
  minute,
  move,
  sandboxClient,
  settled,
  shopifyFulfillments,
  trackedOrder,
  useTrackingStack,
} from "../support/tracking-kit";

/*
 * A shipment's whole journey, end to end: the sandbox sends its signed webhooks to the real app,
 * whose background job writes fulfillments and events into the Shopify stand-in.
 */
let stack: Stack;
useTrackingStack((started) => (stack = started));

describe("a shipment's events in Shopify", () => {
  test("every step of a journey becomes the fulfillment's tracking and events, in order", async () => {
    const eta = new Date(Date.now() + 86_400_000).toISOString();
    const order = await trackedOrder(stack, {
      settings: {
        trackingUrlTemplate: "https://track.example.com/p/{shipmentId}?o={externalOrderRef}",
        trackingCompany: "Sandbox Express",
        notifyCustomer: false,
      },
    });
    const steps: Array<[string, Record<string, unknown>?]> = [
      ["verified"],
      ["assigned"],
      ["picked_up", { etaAt: eta }],
      ["in_transit"],
      ["leg_started"],
      ["leg_handover_completed"],
      ["leg_checkpoint", { checkpoint: { name: "Noé border post", countryCode: "CI" } }],
      ["arriving"],
      ["failed_attempt"],
      ["arriving"],
      ["delivered"],
    ];
    for (const [index, [event, extra]] of steps.entries()) {
      await move(stack, order, event, { occurredAt: minute(index), ...extra });
      await settled(stack, order, index + 1);
      // Before pickup nothing is fulfilled: the events are recorded and wait.
      if (index === 1) expect(shopifyFulfillments(stack, order)).toEqual([]);
    }

    const [fulfillment, ...others] = shopifyFulfillments(stack, order);
    expect(others).toEqual([]);
    expect(fulfillment.tracking).toEqual([
      {
        company: "Sandbox Express",
        number: order.shipmentId,
        url: `https://track.example.com/p/${order.shipmentId}?o=${order.externalOrderRef}`,
      },
    ]);
    expect(fulfillment.notifyCustomer).toBe(false);
    expect(fulfillment.events).toEqual([
      "CONFIRMED",
      "CARRIER_PICKED_UP",
      "IN_TRANSIT",
      "IN_TRANSIT",
      "IN_TRANSIT",
      "IN_TRANSIT",
      "OUT_FOR_DELIVERY",
      "ATTEMPTED_DELIVERY",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
    ]);
    const events = fulfillment.raw.events;
    expect(events.find((e) => e.message === "Checkpoint: Noé border post")).toMatchObject({
      status: "IN_TRANSIT",
      country: "CI",
      happenedAt: minute(6),
    });
    expect(events.find((e) => e.status === "IN_TRANSIT")?.estimatedDeliveryAt).toBe(eta);
    expect(events.at(-1)).toMatchObject({ status: "DELIVERED", happenedAt: minute(10), estimatedDeliveryAt: null });

    const shown = await describeOrderTracking(stack, order.orderSyncId);
    expect(shown.shipment).toMatchObject({ state: "delivered", stateAt: minute(10), etaAt: eta });
    expect(shown.timeline.map((e) => e.eventType)).toEqual(steps.map(([event]) => `shipment.${event}`));
    expect(shown.timeline.every((e) => e.appliedToShopifyAt !== null && e.source === "webhook")).toBe(true);
    expect(shown.fulfillments).toEqual([
      expect.objectContaining({ fulfillmentId: fulfillment.id, status: "SUCCESS", lastEventStatus: "DELIVERED" }),
    ]);
    expect(shown.errors).toMatchObject({ lastErrorCode: null, deliveries: [] });
  });

  test("a cash-on-delivery order is marked paid in Shopify when delivered", async () => {
    const order = await trackedOrder(stack, { cod: true });
    expect(stack.shopify.state.getOrder(order.orderGid)?.displayFinancialStatus).toBe("PENDING");
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);
    expect(stack.shopify.state.getOrder(order.orderGid)?.displayFinancialStatus).toBe("PENDING");
    await move(stack, order, "delivered", { occurredAt: minute(1) });
    await settled(stack, order, 2);

    expect(stack.shopify.state.getOrder(order.orderGid)?.displayFinancialStatus).toBe("PAID");
    expect(await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } })).toMatchObject({
      paymentState: "COD_COLLECTED",
      shipmentState: "delivered",
    });
    expect(shopifyFulfillments(stack, order)[0].events).toEqual(["CARRIER_PICKED_UP", "DELIVERED"]);
  });

  test("when pickup was never seen, the first later event fulfils, with the default carrier and the buyer's tracking page", async () => {
    const order = await trackedOrder(stack);
    await move(stack, order, "in_transit", { occurredAt: minute(0) });
    await settled(stack, order, 1);

    const [fulfillment] = shopifyFulfillments(stack, order);
    const { trackingToken } = await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } });
    expect(fulfillment).toMatchObject({
      events: ["IN_TRANSIT"],
      notifyCustomer: true,
      tracking: [
        {
          company: "Delivery service",
          number: order.shipmentId,
          url: `https://${order.domain}/apps/delivery/${trackingToken}`,
        },
      ],
    });
  });

  test("a shipment cancelled after pickup cancels the fulfillment and flags the order", async () => {
    const order = await trackedOrder(stack);
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);
    await sandboxClient(stack).cancelOrder(order.serviceOrderId, { reason: "customer changed their mind" });
    await stack.sandbox.flushWebhooks();
    await settled(stack, order, 2);

    expect(shopifyFulfillments(stack, order).map((f) => f.status)).toEqual(["CANCELLED"]);
    expect(stack.shopify.state.fulfillmentOrders(order.orderGid).map((fo) => fo.status)).toEqual(["OPEN"]);
    const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } });
    expect(row).toMatchObject({ shipmentState: "cancelled", flaggedReason: "SHIPMENT_CANCELLED" });
  });

  test("a shipment cancelled before pickup is never fulfilled", async () => {
    const order = await trackedOrder(stack);
    await move(stack, order, "assigned", { occurredAt: minute(0) });
    await move(stack, order, "cancelled", { occurredAt: minute(1) });
    await settled(stack, order, 2);

    expect(shopifyFulfillments(stack, order)).toEqual([]);
    expect(stack.shopify.state.requestsFor("fulfillmentCreate").filter((r) => r.shop === order.domain)).toEqual([]);
    expect(await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } })).toMatchObject({
      shipmentState: "cancelled",
      flaggedReason: "SHIPMENT_CANCELLED",
    });
  });

  test("a return is a failure in Shopify with a clear message, and flags the order", async () => {
    const order = await trackedOrder(stack);
    for (const [index, event] of ["picked_up", "delivered", "return_initiated", "returned"].entries()) {
      await move(stack, order, event, { occurredAt: minute(index) });
      await settled(stack, order, index + 1);
    }
    const [fulfillment] = shopifyFulfillments(stack, order);
    expect(fulfillment.events).toEqual(["CARRIER_PICKED_UP", "DELIVERED", "FAILURE", "FAILURE"]);
    expect(fulfillment.raw.events.slice(2).map((e) => e.message)).toEqual([
      "Return to the merchant started: this parcel will not be delivered.",
      "The parcel was returned to the merchant: it was not delivered.",
    ]);
    await eventually(async () => {
      const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } });
      expect(row).toMatchObject({
        shipmentState: "returned",
        flaggedReason: "SHIPMENT_RETURN_INITIATED,SHIPMENT_RETURNED",
      });
    });
  });
});
