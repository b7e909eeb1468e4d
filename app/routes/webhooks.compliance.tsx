import type { ActionFunctionArgs } from "@remix-run/node";
import { bindCompliancePayload, COMPLIANCE_TOPICS } from "~/compliance/browser";
import { handleComplianceWebhook } from "~/compliance";
import { readShopifyWebhook, refuseWebhook } from "~/shopify";

// The three mandatory privacy topics (customers/data_request, customers/redact, shop/redact).
// A bad HMAC is answered 401 by readShopifyWebhook, as Shopify requires; a body that is not its
// topic's, or names another shop than the header, is refused (docs/decisions/037).
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const ctx = context.app;
  const delivery = await readShopifyWebhook(ctx, request, COMPLIANCE_TOPICS);
  const bound = bindCompliancePayload(delivery.topic, delivery.shop, delivery.payload);
  if (!bound.ok) return refuseWebhook(ctx, delivery, bound.status, bound.reason);
  await handleComplianceWebhook(ctx, delivery.shop, bound.payload);
  return new Response();
};
