import type { AppContext } from "~/app-context";
import { DeliveryNotFoundError, DeliveryPermissionError, type DeliveryClient } from "~/delivery";
import { ordersClientForShop, refreshShopTerms, shopTermsDue } from "~/shops";
import { refreshShipmentFromTracking, shipmentsToRefresh, takeOrderLease, waitForOrderLease } from "~/tracking";
import { ShopifyAdminError } from "~/shopify";
import { SyncState } from "~/order-record";
import { holdUnheldLinkOrders, settleLinkPayments } from "~/payments";
import { sweepShopifyOrders } from "./sweep-shopify-orders.server";
import { retryTransientDbErrors } from "./transient-db-error";
import { NO_ORDER_ERROR } from "~/problems";

/** How often each shop is reconciled; the first run looks back this far. */
export const RECONCILE_INTERVAL_MS = 10 * 60_000;
export const FIRST_LOOKBACK_MS = 24 * 60 * 60_000;

/**
 * The service sends no payment webhooks (spec §6 lists shipment and fiscal events only), so this
 * reads what changed since the last run (GET /orders?updatedSince, §4) and brings the app and
 * Shopify in line: link payments that became paid mark the Shopify order paid (a cancelled order's link,
 * watched for CANCELLED_LINK_WATCH_MS, is flagged for a refund instead); unpaid link orders whose fulfillment
 * orders appeared since are held; orders the app sent
 * but never heard back about (a crash after the request) are attached; quiet shipments are read back.
 * The claim on
 * Shop.reconciledAt makes it run once across instances.
 */
type ReconcileOptions = {
  force?: boolean;
  refreshShipment?: (orderSyncId: string) => Promise<unknown>;
  /** How the Shopify-side sweep runs: at once by default (`reconcile --shop`); false when it is scheduled on its own. */
  sweepShopify?: ((shopId: string) => Promise<unknown>) | false;
};

export async function reconcileShop(ctx: AppContext, shopId: string, options: ReconcileOptions = {}) {
  const shop = await ctx.db.shop.findUnique({ where: { id: shopId }, include: { connection: true } });
  if (!shop?.connection || shop.syncState !== "ACTIVE") return { ran: false as const };
  const now = ctx.now();
  const since = shop.reconciledAt ?? new Date(now.getTime() - FIRST_LOOKBACK_MS);
  const due = options.force
    ? {}
    : { OR: [{ reconciledAt: null }, { reconciledAt: { lte: new Date(now.getTime() - RECONCILE_INTERVAL_MS) } }] };
  // On SQLite a claim made while another process (the CLI beside the server, a second run) wrote may be refused at
  // once (transient-db-error.ts): nothing is done yet, so it is simply made again.
  const claimed = await retryTransientDbErrors(() =>
    ctx.db.shop.updateMany({ where: { id: shopId, ...due }, data: { reconciledAt: now } }),
  );
  if (claimed.count === 0) return { ran: false as const };

  const client = ordersClientForShop(ctx, shop, shop.connection);
  const attached = await attachChangedOrders(ctx, client, shop, since);
  const unanswered = await attachUnansweredOrders(ctx, client, shop);
  const linkPaid = await settleLinkPayments(ctx, client, shopId, shop.domain, (orderSyncId, work) =>
    whileHoldingSyncLease(ctx, orderSyncId, shop.domain, work),
  );
  // After the payments: a link paid since the last run is released, not held.
  const linkHeld = await holdUnheldLinkOrders(ctx, shop);
  // The merchant changes an amount that differs after pickup in the service's dashboard (decision 041): look again.
  const amountsRechecked = await recheckAmountsThatDiffer(ctx, shopId, now);
  // Shipments quiet too long are read back (GET /tracking), so a webhook that never arrived is healed.
  const quiet = await shipmentsToRefresh(ctx, shopId);
  for (const id of quiet)
    await (options.refreshShipment ?? ((orderSyncId) => refreshShipmentFromTracking(ctx, orderSyncId)))(id);
  // Orders whose Shopify webhooks never came (sweep-shopify-orders.server.ts); the schedule queues it as its own job.
  const shopifySweep =
    options.sweepShopify === false ? undefined : await (options.sweepShopify ?? ((id) => sweepNow(ctx, id)))(shopId);
  const shopTermsRead = await refreshShopTermsIfDue(ctx, shop, now);
  return {
    ran: true as const,
    attached: attached + unanswered,
    linkPaid,
    linkHeld,
    shopTermsRead,
    shipmentsRefreshed: quiet.length,
    amountsRechecked,
    shopifySweep,
  };
}

/** The shop's time zone and money format, read again once a day (docs/decisions/043); a failure waits for the next run. */
async function refreshShopTermsIfDue(
  ctx: AppContext,
  shop: { domain: string; shopTermsReadAt: Date | null },
  now: Date,
) {
  if (!shopTermsDue(shop, now)) return false;
  try {
    await refreshShopTerms(ctx, shop.domain, await ctx.shopifyAdmin.graphqlFor(shop.domain));
    return true;
  } catch (error) {
    if (!(error instanceof ShopifyAdminError)) throw error;
    ctx.logger.warn({ shop: shop.domain, error: error.message }, "reconcile: shop time zone and money format not read");
    return false;
  }
}

/**
 * Orders whose rider collects another amount than the buyer owes (amount-after-handoff.server.ts)
 * get their sync again, which reads the service's amount: the flag goes once the merchant changed
 * it in the dashboard. Few orders; each at most once per reconciliation.
 */
async function recheckAmountsThatDiffer(ctx: AppContext, shopId: string, now: Date) {
  const rows = await ctx.db.orderSync.findMany({
    where: { shopId, syncState: SyncState.SENT, owedNowMinor: { not: null } },
    select: { id: true },
    take: 100,
  });
  for (const row of rows)
    await ctx.jobs.enqueue(
      "orders.sync-order",
      { orderSyncId: row.id },
      { dedupeKey: `amount-recheck:${row.id}:${now.getTime()}`, shopId },
    );
  return rows.length;
}

/** `reconcile --shop` runs the sweep at once; a failure is reported (and kept on the shop), not thrown. */
async function sweepNow(ctx: AppContext, shopId: string) {
  try {
    return await retryTransientDbErrors(() => sweepShopifyOrders(ctx, shopId, {}));
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function attachChangedOrders(ctx: AppContext, client: DeliveryClient, shop: ShopRef, since: Date) {
  let attached = 0;
  try {
    for await (const serviceOrder of client.iterateOrders({ updatedSince: since.toISOString() })) {
      const row = await ctx.db.orderSync.findFirst({
        where: { shopId: shop.id, externalOrderRef: serviceOrder.externalOrderRef, serviceOrderId: null },
        select: { id: true },
      });
      if (row) attached += await whileNoSyncRuns(ctx, row.id, shop.domain, () => attach(ctx, row.id, serviceOrder));
    }
  } catch (error) {
    // The scope of GET /orders is not shown (§5): a key refused the list still has every per-order
    // read below (orders:read), which is what the rest of reconciliation needs.
    if (!(error instanceof DeliveryPermissionError)) throw error;
    ctx.logger.warn(
      { shopId: shop.id, code: error.code },
      "reconcile: the key may not list orders; reading them one by one instead",
    );
  }
  return attached;
}

/** Orders we asked for and never got an answer about (unanswered-create.ts): ask the service by our own reference. */
async function attachUnansweredOrders(ctx: AppContext, client: DeliveryClient, shop: ShopRef) {
  const rows = await ctx.db.orderSync.findMany({
    where: { shopId: shop.id, serviceOrderId: null, revision: { not: null }, syncState: { not: SyncState.CANCELLED } },
    select: { id: true, externalOrderRef: true },
    take: 50,
  });
  let attached = 0;
  for (const row of rows) {
    attached += await whileNoSyncRuns(ctx, row.id, shop.domain, async () => {
      try {
        return await attach(ctx, row.id, await client.getOrder(row.externalOrderRef));
      } catch (error) {
        if (!(error instanceof DeliveryNotFoundError)) throw error;
        return 0;
      }
    });
  }
  return attached;
}

type ShopRef = { id: string; domain: string };

/**
 * Attaches an order only while none of its syncs runs, holding the order's sync lease. A create that
 * is still out looks unanswered from here, and its sync hears back itself: it records the handoff
 * (Shopify's metafields, the dates promised, the answer's flags), which an attach made meanwhile would
 * take from it, and a read here would be a wasted call (the CI failure of 2026-11-27). A sync that
 * crashed left its lease to expire (order-lease.server.ts): a later run attaches the order.
 */
async function whileNoSyncRuns(
  ctx: AppContext,
  orderSyncId: string,
  shopDomain: string,
  attachIt: () => Promise<number>,
): Promise<number> {
  const lease = await takeOrderLease(ctx, orderSyncId, shopDomain, "sync");
  if (!lease) return 0;
  try {
    // A sync may have heard back between the list above and the lease.
    const row = await ctx.db.orderSync.findUnique({ where: { id: orderSyncId }, select: { serviceOrderId: true } });
    return row && !row.serviceOrderId ? await attachIt() : 0;
  } finally {
    await lease.release();
  }
}

/** Runs `work` holding the order's sync lease, waited for while another worker holds it; null if it never came. */
async function whileHoldingSyncLease(
  ctx: AppContext,
  orderSyncId: string,
  shopDomain: string,
  work: () => Promise<void>,
) {
  const lease = await waitForOrderLease(ctx, orderSyncId, shopDomain, "sync");
  if (!lease) return null;
  try {
    return await work();
  } finally {
    await lease.release();
  }
}

/** The service's order, as GET /orders lists it or GET /orders/{reference} reads it: what attaching needs of it. */
type ServiceOrderFound = {
  orderId: string;
  shipment?: { shipmentId?: string | null; shipmentState?: string | null } | null;
};

async function attach(ctx: AppContext, id: string, { orderId, shipment }: ServiceOrderFound) {
  const row = await ctx.db.orderSync.update({
    where: { id },
    data: {
      serviceOrderId: orderId,
      shipmentId: shipment?.shipmentId ?? null,
      shipmentState: shipment?.shipmentState ?? null,
      syncState: SyncState.SENT,
      sentAt: ctx.now(),
      ...NO_ORDER_ERROR,
    },
  });
  // What follows a handoff (mark-paid, a payment link, a cancel made in Shopify meanwhile) runs now, as after any create.
  await ctx.jobs.enqueue(
    "orders.sync-order",
    { orderSyncId: id },
    { dedupeKey: `attached:${id}:${orderId}`, shopId: row.shopId },
  );
  return 1;
}
