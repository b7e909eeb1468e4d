import { afterAll, describe, expect, test } from "vitest";
import { connectedShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, sandboxOrder, sendOrderWebhook, waitForOrderSync } from "../../stack/orders";
import { waitForShopIdle } from "../../stack/idle";
import { control } from "../support/tracking-kit";
import { useStack } from "../support/use-stack";

/*
 * A refused follow-up never takes a sent order out of its sent state (docs/decisions/073), end to end
 * (Shopify stand-in → app → sandbox): the refusal is shown on the order, and what follows sent orders
 * still runs on it — here a later full refund still cancels its service order.
 */
const stack = useStack();
afterAll(async () => {
  stack?.shopify.state.assertNoInvalidDocuments();
});

describe("a refused follow-up of a sent order", () => {
  test("the payment link is refused: the order stays SENT with the refusal shown; a full refund then cancels its service order", async () => {
    const shop = await connectedShop(stack, { settings: { unpaidOrders: "payment_link" } });
    // The shop's references start with its handle: the refusal hits this shop's link request only.
    const handle = shop.replace(/\.myshopify\.com$/, "");
    await control(stack, "POST", "/faults", {
      kind: "error",
      status: 422,
      code: "PAYMENT_LINK_NOT_ALLOWED",
      count: 1,
      method: "POST",
      path: `/v1/public-api/orders/${handle}-`,
    });
    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
    );
    const refused = await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.lastErrorCode != null && r.serviceOrderId != null,
      "the link refused",
    );
    await waitForShopIdle(stack, shop);
    const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: refused.id } });
    expect(row).toMatchObject({ syncState: "SENT", paymentPlan: "LINK" });
    expect(row.lastErrorCode).not.toBeNull();

    // The merchant refunds the order in full in Shopify: the parcel must not go.
    stack.shopify.state.refundOrder(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `refund-${order.gid}`);
    const cancelled = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "CANCELLED", "cancelled");
    expect(cancelled.externalOrderRef).toBe(row.externalOrderRef);
    expect((await sandboxOrder(stack, row.externalOrderRef))?.cancelledAt).toEqual(expect.any(String));
  });
});
