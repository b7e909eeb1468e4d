import { z } from "zod";
import type { AppContext } from "~/app-context";
import { defineJob } from "~/jobs";
import { isShopifyWebhookTaken, recordShopifyWebhook, createOrderReader, shopifyGid } from "~/shopify";
import { takeOrderSnapshot } from "./take-order-snapshot.server";

/*
 * orders/edited: Shopify's body is the edit (`order_edit`: its order's id and what was added and
 * removed), not the order; Shopify sends orders/updated with it too (shopify.dev changelog "New
 * order/edited webhook", 2019-12; the order team on community.shopify.com). The order as edited is read from the
 * shop's own Admin API in a job and goes through the one intake, so an edit that changes the amount
 * is followed up even when its orders/updated is late or lost (docs/decisions/041).
 */
const OrderEditSchema = z.object({
  order_edit: z.object({ order_id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]) }),
});

export type OrderEditWebhook = { shop: string; webhookId: string; payload: unknown };

export async function receiveOrderEdit(ctx: AppContext, webhook: OrderEditWebhook) {
  const parsed = OrderEditSchema.safeParse(webhook.payload);
  if (!parsed.success) return { outcome: "invalid-payload" as const, message: "Unreadable orders/edited payload." };
  const shop = await ctx.db.shop.findUnique({
    where: { domain: webhook.shop },
    select: { id: true, uninstalledAt: true },
  });
  if (!shop || shop.uninstalledAt) return { outcome: "unknown-shop" as const };
  if (await isShopifyWebhookTaken(ctx, webhook.webhookId)) return { outcome: "duplicate" as const };
  const orderGid = shopifyGid("Order", parsed.data.order_edit.order_id);
  await ctx.jobs.enqueue(
    "orders.read-edited-order",
    { shopId: shop.id, orderGid },
    { dedupeKey: `edited:${webhook.webhookId}`, shopId: shop.id },
  );
  await recordShopifyWebhook(ctx, { ...webhook, topic: "orders/edited" });
  return { outcome: "queued" as const };
}

/** Reads the edited order with the shop's own token (so it is the shop's: decision 037) and takes it in. */
export const readEditedOrderJob = defineJob({
  name: "orders.read-edited-order",
  version: 1,
  payload: z.object({ shopId: z.string().min(1), orderGid: z.string().startsWith("gid://shopify/Order/") }),
  maxAttempts: 5,
  backoff: { initialMs: 10_000, maxMs: 10 * 60_000 },
  handler: async ({ shopId, orderGid }, ctx) => {
    const shop = await ctx.db.shop.findUnique({ where: { id: shopId } });
    if (!shop || shop.uninstalledAt) return;
    const reader = createOrderReader(await ctx.shopifyAdmin.graphqlWithCostFor(shop.domain));
    const snapshot = await reader.snapshot(orderGid);
    // Not the shop's order, or deleted since: nothing to follow.
    if (!snapshot) return;
    await takeOrderSnapshot(ctx, shop, snapshot.order, snapshot.raw, "sweep");
  },
});

declare module "~/jobs/job-queue" {
  interface JobPayloads {
    "orders.read-edited-order": z.input<typeof readEditedOrderJob.payload>;
  }
}
