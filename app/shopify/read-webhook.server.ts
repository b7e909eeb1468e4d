import type { AppContext } from "~/context.server";
import { authenticate } from "~/shopify.server";
import { parseShopifyJson } from "./shopify-json";

/**
 * Verifies a Shopify webhook (HMAC, headers: authenticate.webhook answers 401/400/405 itself) and
 * returns its payload parsed without losing the precision of large ids.
 */
export async function readShopifyWebhook(request: Request) {
  const raw = await request.clone().text();
  const webhook = await authenticate.webhook(request);
  return { ...webhook, payload: parseShopifyJson(raw) };
}

/** True when this X-Shopify-Webhook-Id was already handled (a redelivery to drop). */
export async function isShopifyWebhookTaken({ db }: Pick<AppContext, "db">, webhookId: string): Promise<boolean> {
  return (await db.shopifyWebhookReceipt.findUnique({ where: { webhookId }, select: { webhookId: true } })) !== null;
}

/**
 * Records a delivery as handled, by its X-Shopify-Webhook-Id. Called after its work is durably
 * stored: a crash before this point makes Shopify's redelivery do the (idempotent) work again
 * instead of being dropped. The primary key makes a race between instances harmless.
 */
export async function recordShopifyWebhook(
  { db }: Pick<AppContext, "db">,
  delivery: { webhookId: string; shop: string; topic: string },
) {
  try {
    await db.shopifyWebhookReceipt.create({
      data: { webhookId: delivery.webhookId, shopDomain: delivery.shop, topic: delivery.topic },
    });
  } catch (error) {
    if ((error as { code?: string }).code !== "P2002") throw error;
  }
}
