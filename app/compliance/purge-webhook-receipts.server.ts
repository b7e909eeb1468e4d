import type { AppContext } from "~/app-context";
import { purgeOrderInbox } from "~/orders";
import { FISCAL_EVENT_PREFIX } from "~/tracking";

/**
 * Webhook receipts exist to recognise a delivery sent twice. Shopify retries a webhook for hours and
 * the service for up to 12 h (spec §6), so a receipt older than this can no longer meet its duplicate.
 */
export const WEBHOOK_RECEIPT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the receipts older than WEBHOOK_RECEIPT_RETENTION_DAYS. The service's receipts that still
 * tell the merchant something stay: fiscal documents (shown on the order page), and deliveries that
 * were never applied or failed (describe-order-tracking.server.ts). Order leases share the Shopify
 * table (order-lease.server.ts) but are renewed every few seconds, so never this old.
 */
export async function purgeWebhookReceipts(ctx: Pick<AppContext, "db" | "now">) {
  const before = new Date(ctx.now().getTime() - WEBHOOK_RECEIPT_RETENTION_DAYS * DAY_MS);
  const shopify = await ctx.db.shopifyWebhookReceipt.deleteMany({ where: { receivedAt: { lt: before } } });
  const delivery = await ctx.db.deliveryWebhookReceipt.deleteMany({
    where: {
      receivedAt: { lt: before },
      processedAt: { not: null },
      lastError: null,
      NOT: { event: { startsWith: FISCAL_EVENT_PREFIX } },
    },
  });
  // Order webhooks whose job ran out of attempts (docs/decisions/051): a processed one is already gone.
  const orderInbox = await purgeOrderInbox(ctx);
  return { shopifyReceipts: shopify.count, deliveryReceipts: delivery.count, orderInbox };
}
