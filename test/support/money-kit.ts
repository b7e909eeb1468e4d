import { afterAll } from "vitest";
import { restRefundPayload } from "../../shopify-stand-in/rest-payload";
import type { Stack } from "../../stack/stack";
import { abidjanOrder, placeOrder, sandboxRequests, waitForOrderSync } from "../../stack/orders";
import { connectedShop } from "../../stack/connect";
import { waitForShopIdle } from "../../stack/idle";
import { control } from "./tracking-kit";
import { useStack } from "./use-stack";

/*
 * What the money tests share (the payment story, end to end: Shopify stand-in → app → sandbox): the
 * stack, checked at the end for Admin API documents the stand-in refused, the service's response form, a
 * cash-on-delivery order handed off, and the helpers they all import.
 */
export { runCli } from "../../stack/cli";
export { connectedShop, connectTestShop } from "../../stack/connect";
export { waitForShopIdle } from "../../stack/idle";
export {
  abidjanOrder,
  placeOrder,
  sandboxOrder,
  sandboxRequests,
  sendOrderWebhook,
  waitForOrderSync,
  waitForPaidRecorded,
} from "../../stack/orders";
export { BROWSER_USER_AGENT as BROWSER, hostParam, sessionToken } from "./browser/session-token";
export { control, eventually, registerDeliveryEndpoint } from "./tracking-kit";

/** The service's two response forms (spec §9.4): the earlier one carries no order-level payment. */
export const RESPONSE_FORMS = ["later", "earlier"] as const;
export type ResponseForm = (typeof RESPONSE_FORMS)[number];

/** A money test file's stack and the helpers bound to it. */
export function useMoneyStack() {
  const stack = useStack();
  afterAll(async () => {
    stack?.shopify.state.assertNoInvalidDocuments();
  });
  return {
    stack,
    /** Sets the service's response form for what follows. */
    responseForm: (form: ResponseForm) => control(stack, "PATCH", "/account", { responseForm: form }),
    /** A cash-on-delivery order placed in the shop and handed off to the service (COD_PENDING). */
    async codOrderIn(shop: string) {
      const order = await placeOrder(
        stack,
        shop,
        abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] }),
      );
      const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
      return { order, row };
    },
    /** An unpaid order in a shop that collects through links: its link sent and its fulfilment held (LINK_PENDING). */
    async linkOrderHeld() {
      const shop = await connectedShop(stack, { settings: { unpaidOrders: "payment_link" } });
      const order = await placeOrder(
        stack,
        shop,
        abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
      );
      const row = await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.paymentHoldAt), "link sent, held");
      await waitForShopIdle(stack, shop);
      return { shop, order, row };
    },
    /**
     * Shopify moves the order's updated_at on every change. The stand-in's clock and the times these tests set can
     * cross, so a change is stamped after the newest snapshot the app holds: an older snapshot never overwrites a
     * newer one, and would be read as no change at all.
     */
    async stampChange(gid: string) {
      const record = stack.shopify.state.getOrder(gid)!;
      const held = await stack.db.orderSync.findFirst({
        where: { shopifyOrderGid: gid },
        select: { shopifyUpdatedAt: true },
      });
      const newest = Math.max(Date.parse(record.updatedAt), held?.shopifyUpdatedAt?.getTime() ?? 0);
      record.updatedAt = new Date(newest + 2000).toISOString();
    },
    /** The order's row once its service order was created anew under `<ref>-r2` and sent (decision 041). */
    createdAnew: (gid: string, ref: string) =>
      waitForOrderSync(
        stack,
        gid,
        (r) => r?.externalOrderRef === `${ref}-r2` && r.syncState === "SENT",
        "created anew",
      ),
    /** The mark-paid requests the service received for an order (answered or not). */
    markPaidCalls: async (ref: string) =>
      (await sandboxRequests(stack, `/v1/public-api/orders/${ref}/mark-paid`)).filter((r) => r.method === "POST"),
  };
}

/** Shopify's refunds/create for `refund` (a REFUND transaction on the order `gid`), sent as from `shop`. */
export function sendRefundCreated(
  stack: Stack,
  shop: string,
  gid: string,
  refund: Parameters<typeof restRefundPayload>[1],
) {
  return stack.shopify.sendWebhook({
    path: "/webhooks/refunds/create",
    topic: "refunds/create",
    shop,
    payload: restRefundPayload(stack.shopify.state.getOrder(gid)!, refund),
  });
}
