import type { ActionFunctionArgs } from "@remix-run/node";
import { fromWebRequest } from "~/http";
import { INBOX_ORDER_TOPICS, receiveOrderEdit, receiveOrderWebhookIntoInbox } from "~/orders";
import { readShopifyWebhook } from "~/shopify";

// orders/create, orders/paid, orders/updated, orders/cancelled and orders/edited (/webhooks/orders/<topic>).
// The first four are stored in the order inbox and acknowledged; their job takes the snapshot
// (docs/decisions/051). In production server.mjs serves their POST before Express and Remix
// (serve-order-webhook.server.ts); this route answers under `shopify app dev` and for orders/edited.
// The body names no shop: the sync job confirms the order through the shop's own Admin API
// before anything goes to the service with the shop's key (docs/decisions/037).
export const action = async ({ request, params, context }: ActionFunctionArgs) => {
  const ctx = context.app;
  const topic = params.topic ?? "";
  if (INBOX_ORDER_TOPICS.includes(topic)) {
    const reply = await receiveOrderWebhookIntoInbox(ctx, fromWebRequest(request), topic);
    return Response.json(reply.body, { status: reply.status, headers: reply.headers });
  }
  if (topic !== "edited") return new Response("Unknown order topic.", { status: 404 });
  // An edit's body is the edit, not the order: the order is read from Shopify (receive-order-edit.server.ts).
  const { shop, webhookId, payload } = await readShopifyWebhook(ctx, request, ["ORDERS_EDITED"]);
  const result = await receiveOrderEdit(ctx, { shop, webhookId, payload });
  if (result.outcome === "invalid-payload") return new Response(result.message, { status: 400 });
  return new Response();
};
