import type { AppContext } from "~/context.server";

/*
 * One worker at a time applies an order's shipment to Shopify: two jobs of one order running at
 * once (two deliveries, or a delivery and a tracking refresh) would each see "no fulfillment yet" or
 * "event missing" and both write it. The lease is a row whose primary key is the order, so it holds
 * across app instances on SQLite and PostgreSQL alike, and it expires, so a crashed worker cannot
 * block the order for good.
 *
 * The schema has no lease table, so the row lives in ShopifyWebhookReceipt (a primary-keyed table
 * no one lists, deleted with the shop) under an id no Shopify webhook id can take. A `Lease` model
 * (id, holder, expiresAt) would be the proper home; see the tracking report.
 */

/** Longer than one apply run can take (a few Admin calls, each retried ~3.5 s when throttled). */
export const LEASE_MS = 2 * 60_000;
const LEASE_TOPIC = "app/tracking-lease";

export type OrderLease = { release(): Promise<void> };

const leaseId = (orderSyncId: string) => `lease:tracking:${orderSyncId}`;

/** Takes the order's lease, or returns null while another worker holds an unexpired one. */
export async function takeOrderLease(ctx: Pick<AppContext, "db" | "now">, orderSyncId: string, shopDomain: string): Promise<OrderLease | null> {
  const webhookId = leaseId(orderSyncId);
  for (let attempt = 0; attempt < 2; attempt++) {
    const takenAt = ctx.now();
    try {
      await ctx.db.shopifyWebhookReceipt.create({ data: { webhookId, shopDomain, topic: LEASE_TOPIC, receivedAt: takenAt } });
      return {
        // Deletes only our own lease: if it expired and another worker took it, theirs stays.
        release: async () => void (await ctx.db.shopifyWebhookReceipt.deleteMany({ where: { webhookId, receivedAt: takenAt } })),
      };
    } catch (error) {
      if ((error as { code?: string }).code !== "P2002") throw error;
    }
    const expired = new Date(takenAt.getTime() - LEASE_MS);
    const { count } = await ctx.db.shopifyWebhookReceipt.deleteMany({ where: { webhookId, receivedAt: { lt: expired } } });
    if (count === 0) return null;
  }
  return null;
}
