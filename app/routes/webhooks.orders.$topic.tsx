import type { ActionFunctionArgs } from "@remix-run/node";
import { getJobQueue } from "~/background/job-queue.server";
import { getAppContext } from "~/context.server";
import { receiveOrderWebhook } from "~/orders/receive-order-webhook.server";
import { readShopifyWebhook } from "~/shopify/read-webhook.server";

// orders/create, orders/paid, orders/updated and orders/cancelled (/webhooks/orders/<topic>).
// Acknowledged once the snapshot and its job are stored; the job does the work (and retries).
export const action = async ({ request }: ActionFunctionArgs) => {
  const ctx = getAppContext();
  const { shop, topic, webhookId, payload } = await readShopifyWebhook(ctx, request);
  const result = await receiveOrderWebhook(ctx, getJobQueue(), { shop, topic, webhookId, payload });
  if (result.outcome === "invalid-payload") return new Response(result.message, { status: 400 });
  return new Response();
};
