import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveOrderEdit } from "~/orders";
import { readShopifyWebhook } from "~/shopify";

// orders/edited (/webhooks/orders/edited). orders/create, orders/paid, orders/updated and orders/cancelled are
// served before Remix by the fast path into the order inbox (app/fast-paths.server.ts, server.mjs:
// serve-order-webhook.server.ts, docs/decisions/051), in production and under `shopify app dev`.
// The body names no shop: the sync job confirms the order through the shop's own Admin API
// before anything goes to the service with the shop's key (docs/decisions/037).
export const action = async ({ request, params, context }: ActionFunctionArgs) => {
  const ctx = context.app;
  const topic = params.topic ?? "";
  if (topic !== "edited") return new Response("Unknown order topic.", { status: 404 });
  // An edit's body is the edit, not the order: the order is read from Shopify (receive-order-edit.server.ts).
  const { shop, webhookId, payload } = await readShopifyWebhook(ctx, request, ["ORDERS_EDITED"]);
  const result = await receiveOrderEdit(ctx, { shop, webhookId, payload });
  if (result.outcome === "invalid-payload") return new Response(result.message, { status: 400 });
  return new Response();
};
