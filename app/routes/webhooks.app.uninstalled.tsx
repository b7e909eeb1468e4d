import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readShopifyWebhook, refuseWebhook } from "~/shopify";
import { uninstallShop } from "~/shops";

// The body is the shop itself: its myshopify_domain binds the delivery to the shop it uninstalls
// (X-Shopify-Shop-Domain is not signed; docs/decisions/037).
const Payload = z.object({ id: z.union([z.number(), z.string()]), myshopify_domain: z.string().min(1) });

// app/uninstalled. Webhook requests can arrive more than once and after the shop is gone.
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const ctx = context.app;
  const delivery = await readShopifyWebhook(ctx, request, ["APP_UNINSTALLED"]);
  const parsed = Payload.safeParse(delivery.payload);
  if (!parsed.success) return refuseWebhook(ctx, delivery, 400, "The body is not an app/uninstalled body (a shop).");
  if (parsed.data.myshopify_domain !== delivery.shop)
    return refuseWebhook(ctx, delivery, 403, "The body's myshopify_domain is not X-Shopify-Shop-Domain.");
  await uninstallShop(ctx, delivery.shop);
  return new Response();
};
