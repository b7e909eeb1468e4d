import type { ActionFunctionArgs } from "@remix-run/node";
import { getJobQueue } from "~/background/job-queue.server";
import { getAppContext } from "~/context.server";
import { receiveDeliveryWebhook } from "~/tracking/receive-delivery-webhook.server";

// The delivery service's signed webhooks (spec §6), one URL per shop: the deliveryWebhookUrl that
// `shop:show` prints. A delivery can arrive more than once; the receiver records each id once.
export const action = async ({ request, params }: ActionFunctionArgs) => {
  const reply = await receiveDeliveryWebhook(getAppContext(), getJobQueue(), request, params.token ?? "");
  return Response.json(reply.body, { status: reply.status, headers: reply.headers });
};

export const loader = () =>
  Response.json({ error: "Only POST is accepted." }, { status: 405, headers: { Allow: "POST" } });
