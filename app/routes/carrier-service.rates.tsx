import type { ActionFunctionArgs } from "@remix-run/node";
import { handleRateCallback } from "~/checkout/handle-rate-callback.server";
import { getAppContext } from "~/context.server";

// Shopify's carrier-service callback (the carrierServiceCallbackUrl that `shop:show` prints).
export const action = async ({ request }: ActionFunctionArgs) => {
  const reply = await handleRateCallback(getAppContext(), request);
  return Response.json(reply.body, { status: reply.status });
};

export const loader = () => Response.json({ error: "Only POST is accepted." }, { status: 405 });
