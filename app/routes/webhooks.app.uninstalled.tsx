import type { ActionFunctionArgs } from "@remix-run/node";
import { getAppContext } from "~/context.server";
import { authenticate } from "~/shopify.server";
import { uninstallShop } from "~/shops/uninstall-shop.server";

// app/uninstalled. Webhook requests can arrive more than once and after the shop is gone.
export const action = async ({ request }: ActionFunctionArgs) => {
  const { shop } = await authenticate.webhook(request);
  await uninstallShop(getAppContext(), shop);
  return new Response();
};
