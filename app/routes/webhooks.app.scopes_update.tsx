import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readShopifyWebhook, refuseWebhook } from "~/shopify";
import { updateGrantedScopes } from "~/shops";

const Payload = z.object({ current: z.array(z.string()) });

// app/scopes_update: the merchant granted or revoked scopes; keep the offline session's scope true.
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const ctx = context.app;
  const delivery = await readShopifyWebhook(ctx, request, ["APP_SCOPES_UPDATE"]);
  const parsed = Payload.safeParse(delivery.payload);
  if (!parsed.success)
    return refuseWebhook(ctx, delivery, 400, "The body is not an app/scopes_update body (current: string[]).");
  const outcome = await updateGrantedScopes(ctx, delivery.shop, parsed.data.current);
  if (outcome === "not-this-shop")
    return refuseWebhook(ctx, delivery, 403, "The body's scopes are not the ones this shop has granted.");
  return new Response();
};
