import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveRefundWebhook } from "~/orders";
import { readShopifyWebhook } from "~/shopify";

// refunds/create: the order it names is read again from the shop (a job), so a full refund after
// handoff stops the parcel even when its orders/updated is late or lost (docs/decisions/042).
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const ctx = context.app;
  const webhook = await readShopifyWebhook(ctx, request, ["REFUNDS_CREATE"]);
  const result = await receiveRefundWebhook(ctx, webhook);
  if (result.outcome === "invalid-payload") return new Response(result.message, { status: 400 });
  return new Response();
};
