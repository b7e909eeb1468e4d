import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveRoutingWebhook } from "~/orders";
import { readShopifyWebhook, refuseWebhook } from "~/shopify";

// fulfillment_orders/order_routing_complete: Shopify made an order's fulfillment orders. An unpaid
// link order is held then (docs/decisions/043); the job binds the body to the shop (037).
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const ctx = context.app;
  const delivery = await readShopifyWebhook(ctx, request, ["FULFILLMENT_ORDERS_ORDER_ROUTING_COMPLETE"]);
  const result = await receiveRoutingWebhook(ctx, delivery);
  if (result.outcome === "invalid-payload") return refuseWebhook(ctx, delivery, 400, result.message);
  return new Response();
};
