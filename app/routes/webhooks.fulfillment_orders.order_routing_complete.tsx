import type { ActionFunctionArgs } from "@remix-run/node";
import { getJobQueue } from "~/background/job-queue.server";
import { getAppContext } from "~/context.server";
import { receiveRoutingWebhook } from "~/orders/receive-routing-webhook.server";
import { readShopifyWebhook, refuseWebhook } from "~/shopify/read-webhook.server";

// fulfillment_orders/order_routing_complete: Shopify made an order's fulfillment orders. An unpaid
// link order is held then (docs/decisions/043); the job binds the body to the shop (037).
export const action = async ({ request }: ActionFunctionArgs) => {
  const ctx = getAppContext();
  const delivery = await readShopifyWebhook(ctx, request, ["FULFILLMENT_ORDERS_ORDER_ROUTING_COMPLETE"]);
  const result = await receiveRoutingWebhook(ctx, getJobQueue(), delivery);
  if (result.outcome === "invalid-payload") return refuseWebhook(ctx, delivery, 400, result.message);
  return new Response();
};
