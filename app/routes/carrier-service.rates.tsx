import type { ActionFunctionArgs } from "@remix-run/node";
import { handleRateCallback } from "~/checkout";
import { fromWebRequest } from "~/http";

// Shopify's carrier-service callback (the carrierServiceCallbackUrl that `shop:show` prints).
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const reply = await handleRateCallback(context.app, fromWebRequest(request));
  // The rest of an oversized body was never read: the connection cannot be reused.
  const headers = reply.status === 413 ? { Connection: "close" } : undefined;
  return Response.json(reply.body, { status: reply.status, headers });
};

export const loader = () => Response.json({ error: "Only POST is accepted." }, { status: 405 });
