import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readShopifyWebhook, refuseWebhook } from "~/shopify";
import { refreshShopTermsOnUpdate } from "~/shops";

// The body is the shop itself: its myshopify_domain binds the delivery to the shop (docs/decisions/037).
// Its primary_locale is the shop's own language (Shop.locale): the buyers' messages, Flow, the service's errors.
const Payload = z.object({ myshopify_domain: z.string().min(1), primary_locale: z.string().min(2).max(20).nullish() });

// shop/update: the merchant changed the store (its time zone, its money format...). The terms are read
// again from Shopify rather than taken from the body, so deliveries out of order cannot leave an old one.
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const ctx = context.app;
  const delivery = await readShopifyWebhook(ctx, request, ["SHOP_UPDATE"]);
  const parsed = Payload.safeParse(delivery.payload);
  if (!parsed.success) return refuseWebhook(ctx, delivery, 400, "The body is not a shop/update body (a shop).");
  if (parsed.data.myshopify_domain !== delivery.shop)
    return refuseWebhook(ctx, delivery, 403, "The body's myshopify_domain is not X-Shopify-Shop-Domain.");
  const outcome = await refreshShopTermsOnUpdate(ctx, delivery.shop, parsed.data.primary_locale ?? undefined);
  // Shopify could not be asked now: 503, and Shopify delivers the webhook again later.
  return new Response(undefined, { status: outcome === "shopify-unavailable" ? 503 : 200 });
};
