import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveOrderEdit, receiveOrderWebhook } from "~/orders";
import { readShopifyWebhook } from "~/shopify";

const ORDER_TOPICS = ["create", "paid", "updated", "cancelled", "edited"];

// orders/create, orders/paid, orders/updated, orders/cancelled and orders/edited (/webhooks/orders/<topic>).
// Acknowledged once the snapshot and its job are stored; the job does the work (and retries).
// The body names no shop: the sync job confirms the order through the shop's own Admin API
// before anything goes to the service with the shop's key (docs/decisions/037).
export const action = async ({ request, params, context }: ActionFunctionArgs) => {
  const ctx = context.app;
  if (!ORDER_TOPICS.includes(params.topic ?? "")) return new Response("Unknown order topic.", { status: 404 });
  const { shop, topic, webhookId, payload } = await readShopifyWebhook(ctx, request, [
    `ORDERS_${params.topic!.toUpperCase()}`,
  ]);
  // An edit's body is the edit, not the order: the order is read from Shopify (receive-order-edit.server.ts).
  const result =
    params.topic === "edited"
      ? await receiveOrderEdit(ctx, { shop, webhookId, payload })
      : await receiveOrderWebhook(ctx, { shop, topic, webhookId, payload });
  if (result.outcome === "invalid-payload") return new Response(result.message, { status: 400 });
  return new Response();
};
