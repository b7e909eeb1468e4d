import type { ActionFunctionArgs } from "@remix-run/node";
import { getAppContext } from "~/context.server";
import { readShopifyWebhook } from "~/shopify/read-webhook.server";
import { uninstallShop } from "~/shops/uninstall-shop.server";

// app/uninstalled. Webhook requests can arrive more than once and after the shop is gone.
export const action = async ({ request }: ActionFunctionArgs) => {
  const ctx = getAppContext();
  const { shop } = await readShopifyWebhook(ctx, request);
  await uninstallShop(ctx, shop);
  return new Response();
};
