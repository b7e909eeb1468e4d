import { z } from "zod";
import type { AppContext } from "~/app-context";
import { defineIdJob } from "~/jobs";
import { createOrderReader, isShopifyWebhookTaken, recordShopifyWebhook } from "~/shopify";
import { takeOrderSnapshot } from "./take-order-snapshot.server";

/** refunds/create names its order by id (Shopify's Refund resource); nothing else of it is used. */
const RefundWebhookSchema = z.object({ order_id: z.union([z.bigint(), z.number().int(), z.string().regex(/^\d+$/)]) });

type RefundWebhook = { shop: string; topic: string; webhookId: string; payload: unknown };

/**
 * refunds/create: a refund says nothing of the order's state after it (refunded in full or in part),
 * and the orders/updated Shopify sends with it may come late or not at all. So an order the app holds
 * is read again from the shop itself (the job below) through the one intake; the sync job then acts
 * on the order as it is (stop-refunded-order.server.ts). An order the app does not hold is ignored:
 * the orders/* webhooks or the sweep bring it. Dropped once stored, as the order webhooks are.
 */
export async function receiveRefundWebhook(ctx: AppContext, webhook: RefundWebhook) {
  const parsed = RefundWebhookSchema.safeParse(webhook.payload);
  if (!parsed.success) return { outcome: "invalid-payload" as const, message: "A refund without its order_id." };
  if (await isShopifyWebhookTaken(ctx, webhook.webhookId)) return { outcome: "duplicate" as const };
  // The body's shop is an unsigned header (docs/decisions/037): only an order held under it is read, with its own token.
  const row = await ctx.db.orderSync.findFirst({
    where: { shopifyOrderGid: `gid://shopify/Order/${String(parsed.data.order_id)}`, shop: { domain: webhook.shop } },
    select: { id: true, shopId: true },
  });
  if (row)
    await ctx.jobs.enqueue(
      "orders.reread-order",
      { orderSyncId: row.id },
      { dedupeKey: `reread:${row.id}:${webhook.webhookId}`, shopId: row.shopId },
    );
  await recordShopifyWebhook(ctx, webhook);
  return { outcome: row ? ("queued" as const) : ("unknown-order" as const) };
}

/** Reads one held order again from its shop and takes it in like a webhook that never came (the sweep's way). */
export const rereadOrderJob = defineIdJob("orders.reread-order", "orderSyncId", {
  version: 1,
  maxAttempts: 5,
  backoff: { initialMs: 10_000, maxMs: 10 * 60_000 },
  handler: async (payload, ctx) => {
    const row = await ctx.db.orderSync.findUnique({ where: { id: payload.orderSyncId }, include: { shop: true } });
    if (!row || row.shop.uninstalledAt) return;
    const reader = createOrderReader(await ctx.shopifyAdmin.graphqlWithCostFor(row.shop.domain));
    const snapshot = await reader.snapshot(row.shopifyOrderGid);
    // Deleted in Shopify meanwhile: nothing to read; the order's last snapshot stands.
    if (snapshot) await takeOrderSnapshot(ctx, row.shop, snapshot.order, snapshot.raw, "sweep");
  },
});

declare module "~/jobs/job-queue" {
  interface JobPayloads {
    "orders.reread-order": z.input<typeof rereadOrderJob.payload>;
  }
}
