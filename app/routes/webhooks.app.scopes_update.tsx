import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getAppContext } from "~/context.server";
import { readShopifyWebhook } from "~/shopify/read-webhook.server";
import { updateGrantedScopes } from "~/shops/update-granted-scopes.server";

const Payload = z.object({ current: z.array(z.string()) });

// app/scopes_update: the merchant granted or revoked scopes; keep the offline session's scope true.
export const action = async ({ request }: ActionFunctionArgs) => {
  const ctx = getAppContext();
  const { shop, payload } = await readShopifyWebhook(ctx, request);
  const parsed = Payload.safeParse(payload);
  if (!parsed.success) return new Response("Payload must carry current: string[]", { status: 400 });
  await updateGrantedScopes(ctx, shop, parsed.data.current);
  return new Response();
};
