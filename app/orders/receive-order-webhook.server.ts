import type { AppContext } from "~/context.server";
import type { JobQueue } from "~/jobs/job-queue";
import { isShopifyWebhookTaken, recordShopifyWebhook } from "~/shopify/read-webhook.server";
import { externalOrderRef } from "~/sync/external-order-ref";
import { ShopifyOrderSchema } from "~/sync/shopify-order";

export type OrderWebhook = { shop: string; topic: string; webhookId: string; payload: unknown };

/**
 * orders/create, paid, updated, cancelled: record the newest order snapshot and queue its sync.
 * Answered only after this is durably written, so a crash after the 200 loses nothing. A
 * redelivery (same X-Shopify-Webhook-Id) is dropped once its work is stored (the receipt is written
 * last, so a crash midway is redone, not lost); an older snapshot never overwrites a newer one.
 * Which Shopify call brought the order does not matter: the sync job works from the latest state.
 */
export async function receiveOrderWebhook(ctx: AppContext, queue: Pick<JobQueue, "enqueue">, webhook: OrderWebhook) {
  const parsed = ShopifyOrderSchema.safeParse(webhook.payload);
  if (!parsed.success) {
    const message = `Unreadable ${webhook.topic} payload: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`;
    ctx.logger.error({ shop: webhook.shop, webhookId: webhook.webhookId }, message);
    return { outcome: "invalid-payload" as const, message };
  }
  const order = parsed.data;
  const shop = await ctx.db.shop.findUnique({ where: { domain: webhook.shop } });
  if (!shop || shop.uninstalledAt) return { outcome: "unknown-shop" as const };
  if (await isShopifyWebhookTaken(ctx, webhook.webhookId)) return { outcome: "duplicate" as const };

  const updatedAt = order.updated_at ? new Date(order.updated_at) : ctx.now();
  const snapshot = {
    shopifyOrderJson: JSON.stringify(webhook.payload),
    shopifyUpdatedAt: updatedAt,
    orderName: order.name ?? order.admin_graphql_api_id,
    shopifyCustomerGid: order.customer?.admin_graphql_api_id ?? null,
    customerEmail: order.email ?? order.customer?.email ?? null,
    customerPhone: order.shipping_address?.phone ?? order.customer?.phone ?? order.phone ?? null,
  };
  const row = await ctx.db.orderSync.upsert({
    where: { shopId_shopifyOrderGid: { shopId: shop.id, shopifyOrderGid: order.admin_graphql_api_id } },
    create: { shopId: shop.id, shopifyOrderGid: order.admin_graphql_api_id, externalOrderRef: externalOrderRef(shop.domain, snapshot.orderName, order.admin_graphql_api_id), ...snapshot },
    update: {},
  });
  // Webhooks arrive out of order: keep the newest snapshot only (conditional write, race-free).
  await ctx.db.orderSync.updateMany({
    where: { id: row.id, OR: [{ shopifyUpdatedAt: null }, { shopifyUpdatedAt: { lte: updatedAt } }] },
    data: snapshot,
  });
  await queue.enqueue("orders.sync-order", { orderSyncId: row.id }, { dedupeKey: `sync:${row.id}:${updatedAt.toISOString()}`, shopId: shop.id });
  await recordShopifyWebhook(ctx, webhook);
  return { outcome: "queued" as const, orderSyncId: row.id };
}
