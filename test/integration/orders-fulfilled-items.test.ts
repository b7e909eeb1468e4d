import { afterAll, describe, expect, test } from "vitest";
import { connectedShop } from "../../stack/connect";
import { waitForShopIdle } from "../../stack/idle";
import {
  abidjanOrder,
  cashOnDeliveryOrder,
  sandboxOrder,
  sandboxRequests,
  sendOrderWebhook,
  waitForOrderSync,
} from "../../stack/orders";
import { attentionText } from "~/problems/problem-text";
import { control, shopHearingDeliveries } from "../support/tracking-kit";
import { useStack } from "../support/use-stack";

/*
 * Items the merchant already fulfilled in Shopify are never handed to the service again (Shopify's
 * fulfillable quantities, docs/reference/shopify-facts.md §3.2), end to end: stand-in → app → sandbox.
 */
const stack = useStack();
afterAll(() => stack?.shopify.state.assertNoInvalidDocuments());

const TWO_ITEMS = [
  { title: "Attiéké 1kg", sku: "ATK-1", quantity: 2, price: "15000", grams: 1000 },
  { title: "Bissap 1L", sku: "BSP-1", quantity: 3, price: "2000", grams: 1000 },
];

/** Creates creates under the order's reference (POST /orders), by their bodies. */
async function createsFor(externalOrderRef: string) {
  return (await sandboxRequests(stack, "/v1/public-api/orders")).filter(
    (r) =>
      r.method === "POST" &&
      r.path === "/v1/public-api/orders" &&
      (r.body as { externalOrderRef?: string } | null)?.externalOrderRef === externalOrderRef,
  );
}

/** The merchant fulfilled some items in the admin before Shopify's orders/create reached the app. */
async function placeWithFulfilled(shop: string, fulfilled: Array<{ lineItem: number; quantity?: number }>) {
  const added = stack.shopify.state.addOrder(shop, {
    ...cashOnDeliveryOrder(),
    lineItems: TWO_ITEMS,
  });
  stack.shopify.state.fulfillItems(added.id, fulfilled);
  await sendOrderWebhook(stack, shop, added.id, "orders/create");
  return added;
}

describe("items already fulfilled in Shopify", () => {
  test("are not sent: the service order carries only what is still to fulfil", async () => {
    const shop = await connectedShop(stack);
    const added = await placeWithFulfilled(shop, [{ lineItem: 0 }, { lineItem: 1, quantity: 1 }]);
    const row = await waitForOrderSync(stack, added.id, (r) => r?.syncState === "SENT", "sent");
    const service = await sandboxOrder(stack, row.externalOrderRef);
    expect(service?.items).toEqual([expect.objectContaining({ sku: "BSP-1", quantity: 2, unitPriceMinor: 200000 })]);
    // What the buyer owes is what Shopify says is outstanding: fulfilling items collects nothing.
    expect(service).toMatchObject({ paymentType: "COD", codAmountMinor: 3750000 });
  });

  test("an order fulfilled in full is not sent, and the merchant is told why", async () => {
    const shop = await connectedShop(stack);
    const added = await placeWithFulfilled(shop, [{ lineItem: 0 }, { lineItem: 1 }]);
    const row = await waitForOrderSync(stack, added.id, (r) => r?.syncState === "SKIPPED", "skipped");
    expect(row.attentionCode).toBe("already_fulfilled");
    expect(attentionText(row, "en")).toMatch(/already fulfilled in Shopify/);
    expect(attentionText(row, "fr")).toMatch(/déjà traités/);
    await waitForShopIdle(stack, shop);
    expect(await sandboxOrder(stack, row.externalOrderRef)).toBeNull();
    expect(await createsFor(row.externalOrderRef)).toEqual([]);
  });

  test("after the pickup fulfils the rest in Shopify, the orders/updated that follows is no change to the delivery", async () => {
    const shop = await shopHearingDeliveries(stack);
    const added = stack.shopify.state.addOrder(shop, { ...abidjanOrder(), lineItems: TWO_ITEMS });
    stack.shopify.state.fulfillItems(added.id, [{ lineItem: 0 }]);
    await sendOrderWebhook(stack, shop, added.id, "orders/create");
    const row = await waitForOrderSync(stack, added.id, (r) => r?.paymentState === "PAID_RECORDED", "sent, paid");

    await control(stack, "POST", `/orders/${encodeURIComponent(row.externalOrderRef)}/events`, {
      event: "shipment.picked_up",
    });
    await waitForOrderSync(stack, added.id, (r) => r?.shipmentState === "picked_up", "picked up");
    await expect
      .poll(() => stack.shopify.state.getOrder(added.id)!.displayFulfillmentStatus, { timeout: 45_000 })
      .toBe("FULFILLED");
    const ours = stack.shopify.state.fulfillments(added.id).filter((f) => f.trackingInfo.length > 0);
    expect(ours.map((f) => f.fulfillmentLineItems.map((line) => [line.lineItem.sku, line.quantity]))).toEqual([
      [["BSP-1", 3]],
    ]);

    const record = stack.shopify.state.getOrder(added.id)!;
    record.updatedAt = new Date(Date.parse(record.updatedAt) + 2000).toISOString();
    await sendOrderWebhook(stack, shop, added.id, "orders/updated");
    await waitForShopIdle(stack, shop);
    const after = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ syncState: "SENT", paymentState: "PAID_RECORDED", attentionCode: null });
    expect(after.flaggedReason ?? "").not.toContain("CHANGED_AFTER_HANDOFF");
    expect(await createsFor(row.externalOrderRef)).toHaveLength(1);
  });
});
