import type { AppContext } from "~/app-context";
import { isShopifyWebhookTaken, recordShopifyWebhook } from "~/shopify";
import { ShopifyOrderSchema } from "~/order-mapping";
import { takeOrderSnapshot, type IntakeShop } from "./take-order-snapshot.server";

export type OrderWebhook = { shop: string; topic: string; webhookId: string; payload: unknown };

/**
 * orders/create, paid, updated, cancelled: record the newest order snapshot and queue its sync.
 * Runs in the order inbox's job (order-inbox.server.ts, docs/decisions/051): the webhook was
 * answered once its signed body was stored, so a crash after the 200 loses nothing. A
 * redelivery (same X-Shopify-Webhook-Id) is dropped once its work is stored (the receipt is written
 * last, so a crash midway is redone, not lost); an older snapshot never overwrites a newer one.
 * Which Shopify call brought the order does not matter: the sync job works from the latest state.
 * The snapshot is taken by the one intake the sweep and the import share (take-order-snapshot.server.ts).
 */
export async function receiveOrderWebhook(ctx: AppContext, webhook: OrderWebhook) {
  const parsed = ShopifyOrderSchema.safeParse(webhook.payload);
  if (!parsed.success) {
    const message = `Unreadable ${webhook.topic} payload: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`;
    ctx.logger.error({ shop: webhook.shop, webhookId: webhook.webhookId }, message);
    return { outcome: "invalid-payload" as const, message };
  }
  const order = parsed.data;
  const shop = await findIntakeShop(ctx, webhook.shop);
  if (!shop || shop.uninstalledAt) return { outcome: "unknown-shop" as const };
  if (await isShopifyWebhookTaken(ctx, webhook.webhookId)) return { outcome: "duplicate" as const };

  const { orderSyncId } = await takeOrderSnapshot(ctx, shop, order, webhook.payload, "webhook");
  await recordShopifyWebhook(ctx, webhook);
  return { outcome: "queued" as const, orderSyncId };
}

/** The shop a webhook names, as the intake needs it: plain SQL on this per-webhook path (docs/decisions/034). */
async function findIntakeShop({ db }: Pick<AppContext, "db">, domain: string) {
  const rows = await db.$queryRaw<Array<IntakeShop & { uninstalledAt: Date | null }>>`
    SELECT "id", "domain", "carrierServiceState", "carrierServiceId", "installedAt", "uninstalledAt"
    FROM "Shop" WHERE "domain" = ${domain}`;
  return rows[0] ?? null;
}
