import type { ActionFunctionArgs } from "@remix-run/node";
import { fromWebRequest } from "~/http";
import { receiveDeliveryWebhook } from "~/tracking";

// The delivery service's signed webhooks (spec §6), one URL per shop: the deliveryWebhookUrl that
// `shop:show` prints. A delivery can arrive more than once; the receiver records each id once.
// In production server.mjs serves POST before Express and Remix (serve-delivery-webhook.server.ts);
// this route answers under `shopify app dev` and for other methods.
export const action = async ({ request, params, context }: ActionFunctionArgs) => {
  const ctx = context.app;
  const reply = await receiveDeliveryWebhook(ctx, fromWebRequest(request), params.token ?? "");
  return Response.json(reply.body, { status: reply.status, headers: reply.headers });
};

export const loader = () =>
  Response.json({ error: "Only POST is accepted." }, { status: 405, headers: { Allow: "POST" } });
