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

/**
 * Records a delivery by its X-Shopify-Webhook-Id; false when it was already taken (a redelivery).
 * The primary key makes this hold across app instances.
 */
export async function takeShopifyWebhookOnce(
  { db }: Pick<AppContext, "db">,
  delivery: { webhookId: string; shop: string; topic: string },
): Promise<boolean> {
  try {
    await db.shopifyWebhookReceipt.create({
      data: { webhookId: delivery.webhookId, shopDomain: delivery.shop, topic: delivery.topic },
    });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return false;
    throw error;
  }
}
