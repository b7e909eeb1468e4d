import { describe, expect, test } from "vitest";
import { waitForShopIdle } from "../../stack/idle";
import { describeOrderTracking } from "~/tracking/describe-order-tracking.server";
import { connectTestShop } from "../../stack/connect";
import { phonelessOrder, placeOrder, sendOrderWebhook, waitForOrderSync } from "../../stack/orders";
import type { Stack } from "../../stack/stack";
import {
  eventually,
  minute,
  move,
  postSigned,
  settled,
  shipmentBody,
  trackedOrder,
  useTrackingStack,
  type TrackedOrder,
} from "../support/tracking-kit";

/*
 * Shopify Flow triggers, end to end: the sandbox moves the parcel, the app applies the events and sends
 * flowTriggerReceive to the Shopify stand-in, which checks each payload against the app's trigger extensions
 * (extensions/flow-*) and records it.
 */
let stack: Stack;
useTrackingStack((started) => (stack = started));

const numericId = (gid: string) => gid.split("/").pop()!;
const triggers = (shop: string) =>
  stack.shopify.state.flowTriggers(shop).map((t) => ({ handle: t.handle, payload: t.payload }));

async function sentTriggers(order: TrackedOrder, count: number) {
  return eventually(async () => {
    const sent = await stack.db.flowTriggerEvent.findMany({ where: { orderSyncId: order.orderSyncId } });
    expect(sent.filter((row) => row.sentAt).length).toBe(count);
    return sent;
  });
}

describe("Shopify Flow triggers", () => {
  test("a failed attempt, the delivery and the cash collected each start Flow once, with the order, state and reason", async () => {
    const order = await trackedOrder(stack, { cod: true });
    await stack.db.orderSync.update({
      where: { id: order.orderSyncId },
      data: { codAmountMinor: 500000, currency: "XOF" },
    });
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await move(stack, order, "failed_attempt", { occurredAt: minute(1) });
    await move(stack, order, "arriving", { occurredAt: minute(2) });
    await move(stack, order, "delivered", { occurredAt: minute(3) });
    await settled(stack, order, 4);
    await sentTriggers(order, 3);

    const orderId = Number(numericId(order.orderGid));
    const expected = [
      {
        handle: "delivery-failed-attempt",
        payload: {
          order_id: orderId,
          "Shipment state": "failed_attempt",
          Reason: expect.stringContaining("could not deliver the parcel"),
        },
      },
      {
        handle: "shipment-delivered",
        payload: {
          order_id: orderId,
          "Shipment state": "delivered",
          Reason: expect.stringContaining("Delivered to the buyer"),
        },
      },
      {
        handle: "cash-on-delivery-collected",
        payload: { order_id: orderId, "Shipment state": "delivered", Reason: "The rider collected 5,000 XOF in cash." },
      },
    ];
    expect(triggers(order.domain)).toHaveLength(3);
    expect(triggers(order.domain)).toEqual(expect.arrayContaining(expected));

    // The service delivers the same event again under a new delivery id: nothing more starts.
    const again = await postSigned(
      order.url,
      shipmentBody(order, "delivered", minute(3), { shipmentState: "delivered", previousState: "arriving" }),
    );
    expect(again.status).toBe(200);
    await settled(stack, order, 5);
    await waitForShopIdle(stack, order.domain);
    expect(triggers(order.domain)).toHaveLength(3);
    expect(await stack.db.flowTriggerEvent.count({ where: { orderSyncId: order.orderSyncId } })).toBe(3);
  });

  test("a parcel back with the merchant starts the returned trigger", async () => {
    const order = await trackedOrder(stack);
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await move(stack, order, "return_initiated", { occurredAt: minute(1) });
    await move(stack, order, "returned", { occurredAt: minute(2) });
    await settled(stack, order, 3);
    await sentTriggers(order, 1);
    expect(triggers(order.domain)).toEqual([
      {
        handle: "shipment-returned",
        payload: {
          order_id: Number(numericId(order.orderGid)),
          "Shipment state": "returned",
          Reason: expect.stringContaining("back with you"),
        },
      },
    ]);
    // orders:show lists each trigger with when it was sent (or Shopify's refusal).
    const shown = await describeOrderTracking(stack, order.orderSyncId);
    expect(shown.flowTriggers).toEqual([
      expect.objectContaining({ handle: "shipment-returned", sentAt: expect.any(String), lastError: null }),
    ]);
  });

  test("an order the app cannot send starts the needs-attention trigger once, however often Shopify sends it again", async () => {
    const shop = await stack.installShop({ currency: "XOF" });
    await connectTestShop(stack, shop);
    const placed = await placeOrder(stack, shop, phonelessOrder());
    const row = await waitForOrderSync(stack, placed.gid, (r) => r?.syncState === "NEEDS_ATTENTION", "needs attention");
    await sendOrderWebhook(stack, shop, placed.gid, "orders/updated");
    await eventually(async () => expect(stack.shopify.state.flowTriggers(shop)).toHaveLength(1));
    await waitForShopIdle(stack, shop);
    const [trigger] = triggers(shop);
    // Shopify's ids beyond 2^53 go as their digits, never rounded to another order's id.
    expect(trigger).toEqual({
      handle: "order-needs-attention",
      payload: {
        order_id: numericId(placed.gid),
        "Shipment state": "",
        Reason: expect.stringMatching(/^MAPPING_PROBLEM: /),
      },
    });
    expect(triggers(shop)).toHaveLength(1);
    expect(await stack.db.flowTriggerEvent.count({ where: { orderSyncId: row.id } })).toBe(1);
  });
});
