import type { AppContext } from "~/app-context";
import { createOrderReader, oldestReadable, searchDate, type OrderReader } from "~/shopify";
import { SyncState } from "~/order-record";
import { takeOrderSnapshot } from "./take-order-snapshot.server";

/**
 * The Shopify-side half of reconciliation. Shopify does not guarantee webhook delivery and says to
 * reconcile (docs/reference/shopify-facts.md §3.3): every interval this asks for the orders updated since the newest update
 * the app has seen (less an overlap, as Shopify's search index can lag a few seconds behind a write
 * and clocks differ), oldest first, and feeds each one the app lacks — or holds at an older version
 * — through the webhooks' own intake. An order already held changes nothing; one never seen is
 * queued once, and its handoff is as idempotent as a webhook's.
 *
 * The watermark (Shop.shopifyOrdersSeenUntil) moves after each page, so a run stopped by Shopify's
 * throttling or a crash resumes where it stopped. It starts at the install: orders from before the
 * app was there are the import's (import-orders.server.ts), on the merchant's say-so.
 */
export const SWEEP_OVERLAP_MS = 5 * 60_000;
/** Pages per run (100 orders each); a shop with more changes continues at the next interval. */
export const SWEEP_MAX_PAGES = 20;

/** A sweep's claim older than this is taken over (its process died). */
export const SWEEP_CLAIM_MS = 5 * 60_000;

export type SweepResult = {
  pages: number;
  ordersListed: number;
  ordersTaken: number;
  seenUntil: string | null;
  more: boolean;
  alreadyRunning?: true;
};

type SweepOptions = { reader?: OrderReader };

export async function sweepShopifyOrders(ctx: AppContext, shopId: string, options: SweepOptions): Promise<SweepResult> {
  const shop = await ctx.db.shop.findUnique({ where: { id: shopId } });
  if (!shop || shop.uninstalledAt) return { pages: 0, ordersListed: 0, ordersTaken: 0, seenUntil: null, more: false };
  const now = ctx.now();
  // One sweep of a shop at a time, whoever starts it (the job, `reconcile --shop`, another instance).
  const claim = await ctx.db.shop.updateMany({
    where: {
      id: shop.id,
      OR: [
        { shopifySweepClaimedAt: null },
        { shopifySweepClaimedAt: { lt: new Date(now.getTime() - SWEEP_CLAIM_MS) } },
      ],
    },
    data: { shopifySweepClaimedAt: now },
  });
  if (claim.count === 0)
    return {
      pages: 0,
      ordersListed: 0,
      ordersTaken: 0,
      seenUntil: shop.shopifyOrdersSeenUntil?.toISOString() ?? null,
      more: false,
      alreadyRunning: true,
    };
  const start = new Date(
    Math.max(
      (shop.shopifyOrdersSeenUntil ?? shop.installedAt).getTime() - SWEEP_OVERLAP_MS,
      oldestReadable(now).getTime(),
    ),
  );
  const query = `updated_at:>=${searchDate(start)}`;
  try {
    const reader = options.reader ?? createOrderReader(await ctx.shopifyAdmin.graphqlWithCostFor(shop.domain));
    const result = await sweepPages(ctx, shop, reader, query);
    await ctx.db.shop.update({
      where: { id: shop.id },
      data: { shopifySweptAt: ctx.now(), shopifySweepError: null, shopifySweepClaimedAt: null },
    });
    return result;
  } catch (error) {
    // Shown on the dashboard and in shop:show; the job queue tries again, and the next run resumes at the watermark.
    await ctx.db.shop.update({
      where: { id: shop.id },
      data: { shopifySweepError: (error as Error).message.slice(0, 500), shopifySweepClaimedAt: null },
    });
    throw error;
  }
}

async function sweepPages(
  ctx: AppContext,
  shop: Parameters<typeof takeOrderSnapshot>[1],
  reader: OrderReader,
  query: string,
): Promise<SweepResult> {
  let after: string | null = null;
  let pages = 0;
  let ordersListed = 0;
  let ordersTaken = 0;
  let seenUntil: Date | null = null;
  for (;;) {
    const page = await reader.page(query, "UPDATED_AT", after);
    pages++;
    ordersListed += page.orders.length;
    const held = await ctx.db.orderSync.findMany({
      where: { shopId: shop.id, shopifyOrderGid: { in: page.orders.map((o) => o.id) } },
      select: { shopifyOrderGid: true, shopifyUpdatedAt: true, syncState: true },
    });
    const heldByGid = new Map(held.map((row) => [row.shopifyOrderGid, row]));
    for (const stub of page.orders) {
      // The intake makes the same check; doing it here first spares reading the whole order from Shopify.
      const row = heldByGid.get(stub.id);
      const current =
        row?.shopifyUpdatedAt &&
        row.shopifyUpdatedAt >= new Date(stub.updatedAt) &&
        row.syncState !== SyncState.PENDING;
      if (current) continue;
      const snapshot = await reader.snapshot(stub.id);
      if (!snapshot) continue;
      const taken = await takeOrderSnapshot(ctx, shop, snapshot.order, snapshot.raw, "sweep");
      if (taken.outcome === "queued") {
        ordersTaken++;
        ctx.logger.info(
          { shop: shop.domain, order: snapshot.order.name, known: taken.known },
          "sweep: took in an order whose webhook did not arrive",
        );
      }
    }
    const newest = page.orders.reduce<Date | null>(
      (max, o) => (!max || new Date(o.updatedAt) > max ? new Date(o.updatedAt) : max),
      null,
    );
    if (newest) {
      seenUntil = newest;
      // Only forward: two overlapping runs (the CLI and the job) never move it back.
      await ctx.db.shop.updateMany({
        where: { id: shop.id, OR: [{ shopifyOrdersSeenUntil: null }, { shopifyOrdersSeenUntil: { lt: newest } }] },
        data: { shopifyOrdersSeenUntil: newest },
      });
    }
    if (!page.hasNextPage || !page.endCursor)
      return { pages, ordersListed, ordersTaken, seenUntil: seenUntil?.toISOString() ?? null, more: false };
    if (pages >= SWEEP_MAX_PAGES)
      return { pages, ordersListed, ordersTaken, seenUntil: seenUntil?.toISOString() ?? null, more: true };
    after = page.endCursor;
  }
}
