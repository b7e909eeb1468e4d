import type { ActionFunctionArgs } from "@remix-run/node";
import { handleComplianceWebhook } from "~/compliance/handle-compliance-webhook.server";
import { getAppContext } from "~/context.server";
import { readShopifyWebhook } from "~/shopify/read-webhook.server";

// The three mandatory privacy topics (customers/data_request, customers/redact, shop/redact).
// A bad HMAC is answered 401 by authenticate.webhook, as Shopify requires.
export const action = async ({ request }: ActionFunctionArgs) => {
  const { shop, topic, payload } = await readShopifyWebhook(request);
  await handleComplianceWebhook(getAppContext(), topic, shop, payload);
  return new Response();
};
