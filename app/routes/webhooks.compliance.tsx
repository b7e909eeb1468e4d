import type { ActionFunctionArgs } from "@remix-run/node";
import { handleComplianceWebhook } from "~/compliance/handle-compliance-webhook.server";
import { getAppContext } from "~/context.server";
import { readShopifyWebhook } from "~/shopify/read-webhook.server";

// The three mandatory privacy topics (customers/data_request, customers/redact, shop/redact).
// A bad HMAC is answered 401 by readShopifyWebhook, as Shopify requires.
export const action = async ({ request }: ActionFunctionArgs) => {
  const ctx = getAppContext();
  const { shop, topic, payload } = await readShopifyWebhook(ctx, request);
  const result = await handleComplianceWebhook(ctx, topic, shop, payload);
  if (result.outcome === "invalid-payload") return new Response(result.message, { status: 400 });
  return new Response();
};
