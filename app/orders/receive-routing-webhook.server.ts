import { z } from "zod";
import type { AppContext } from "~/app-context";
import { isShopifyWebhookTaken, recordShopifyWebhook } from "~/shopify";

/** Shopify's whole body for fulfillment_orders/order_routing_complete: the fulfillment order, nothing else. */
const RoutedPayload = z.object({
  fulfillment_order: z.object({ id: z.string().regex(/^gid:\/\/shopify\/FulfillmentOrder\/\d+$/) }),
});

export type RoutingWebhook = { shop: string; topic: string; webhookId: string; payload: unknown };

/**
 * fulfillment_orders/order_routing_complete: queue the hold check and answer. The body names no
 * order and no shop; the job reads the fulfillment order's order through the header shop's own
 * token, so another shop's fulfillment order is never acted on (docs/decisions/037, 043). A
 * redelivery is dropped by its X-Shopify-Webhook-Id once the job is stored.
 */
export async function receiveRoutingWebhook(ctx: AppContext, webhook: RoutingWebhook) {
  const parsed = RoutedPayload.safeParse(webhook.payload);
  if (!parsed.success)
    return {
      outcome: "invalid-payload" as const,
      message: "The body has no fulfillment_order.id (a FulfillmentOrder GID).",
    };
  const shop = await ctx.db.shop.findUnique({
    where: { domain: webhook.shop },
    select: { id: true, uninstalledAt: true },
  });
  if (!shop || shop.uninstalledAt) return { outcome: "unknown-shop" as const };
  if (await isShopifyWebhookTaken(ctx, webhook.webhookId)) return { outcome: "duplicate" as const };
  const fulfillmentOrderGid = parsed.data.fulfillment_order.id;
  await ctx.jobs.enqueue(
    "orders.hold-routed",
    { shopId: shop.id, fulfillmentOrderGid },
    { dedupeKey: `routed:${shop.id}:${fulfillmentOrderGid}`, shopId: shop.id },
  );
  await recordShopifyWebhook(ctx, webhook);
  return { outcome: "queued" as const };
}
