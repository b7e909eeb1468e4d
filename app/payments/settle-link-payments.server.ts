import type { OrderSync } from "@delivery-connect/prisma-sqlite";
import type { AppContext } from "~/app-context";
import type { DeliveryClient } from "~/delivery";
import {
  PAID_AFTER_CANCEL_FLAG,
  PAID_TWICE_FLAG,
  PaymentState,
  SyncState,
  hasFlag,
  withFlags,
  withoutFlag,
} from "~/order-record";
import { paidToOpenOrder } from "./cancelled-parcel-payment.server";
import { alignMoneyFlags } from "./money-flags.server";
import { releaseHold } from "./payment-follow-up.server";
import { markPaidInShopifyAfterArrival } from "./settle-in-shopify.server";
import { recordLinkPaid, recordServiceCancelled } from "./service-money-facts.server";

/**
 * How long a cancelled order's unpaid link is watched (docs/decisions/042). The service cannot
 * withdraw a link (spec §3, §4: nothing says a cancel does), so a buyer may still pay it; after
 * this, nothing more is read for it. Measured from the cancellation (shipmentStateAt of the final
 * `cancelled` state): no other record is kept, so nothing grows.
 */
export const CANCELLED_LINK_WATCH_MS = 14 * 24 * 60 * 60_000;

/** Unpaid links to read: every order still being sent, and cancelled ones within the watch. */
function watchedLinks(shopId: string, now: Date) {
  const notCancelled = [{ shipmentState: null }, { shipmentState: { not: "cancelled" } }];
  return {
    shopId,
    paymentState: PaymentState.LINK_PENDING,
    OR: [
      ...notCancelled.map((state) => ({ syncState: SyncState.SENT, ...state })),
      {
        syncState: { in: [SyncState.SENT, SyncState.CANCELLED] },
        shipmentState: "cancelled",
        shipmentStateAt: { gte: new Date(now.getTime() - CANCELLED_LINK_WATCH_MS) },
      },
    ],
  };
}

const isCancelled = (row: { syncState: string; shipmentState: string | null }) =>
  row.syncState === SyncState.CANCELLED || row.shipmentState === "cancelled";

/**
 * A cancelled order's link payment is the buyer's to get back (docs/decisions/042): flagged, or refunded since and
 * its flag cleared (docs/decisions/093), Shopify is neither marked paid nor its hold released.
 */
const notPaidAfterCancel = (row: { flaggedReason: string | null; syncState: string; shipmentState: string | null }) =>
  !isCancelled(row) && !hasFlag(row.flaggedReason, PAID_AFTER_CANCEL_FLAG);

/**
 * Runs `work` while no other worker records money or syncs this order (the order's sync lease, waited for a while);
 * when it cannot be had, `work` does not run and the next run tries again.
 */
export type OneAtATime = (orderSyncId: string, work: () => Promise<void>) => Promise<unknown>;

/**
 * Link payments the service confirmed (it sends no payment webhook, §6): the order is LINK_PAID
 * before Shopify is marked, so the orders/paid our own marking causes is known as ours; Shopify is
 * then marked paid and our payment hold released. A marking that failed is tried again next run.
 * A link paid after the order was cancelled is flagged for a refund instead: nothing ships, and a
 * cancelled Shopify order is not marked paid. Each recording in Shopify runs `oneAtATime` for its order, and only if
 * the row is still unrecorded then: two runs at once (the schedule's and `reconcile --shop`) would each record the
 * same money, and an order of several parcels has no other guard against that (settle-in-shopify.server.ts).
 */
export async function settleLinkPayments(
  ctx: AppContext,
  client: DeliveryClient,
  shopId: string,
  shopDomain: string,
  oneAtATime: OneAtATime,
) {
  let paid = await settleReplacedLinks(ctx, client, shopId);
  const pending = await ctx.db.orderSync.findMany({ where: watchedLinks(shopId, ctx.now()) });
  for (const row of pending) {
    const order = await client.getOrder(row.externalOrderRef);
    if (!linkPaid(order)) continue;
    const paidAt = order.payment?.paidAt ? new Date(order.payment.paidAt) : ctx.now();
    const cancelled = isCancelled(row) || Boolean(order.cancelledAt);
    // A parcel cancelled while its order stays open: received against what the order owes (docs/decisions/099),
    // recorded in Shopify below; the ledger then flags only what exceeds what the buyer owes.
    const counted = cancelled && (await paidToOpenOrder(ctx.db, row));
    // The link of an order this one replaced was paid too: the buyer paid twice (docs/decisions/073).
    const replacedPaid = await ctx.db.replacedServiceOrder.count({
      where: { orderSyncId: row.id, linkPaidAt: { not: null } },
    });
    const flaggedReason = counted
      ? row.flaggedReason
      : cancelled
        ? withFlags(row.flaggedReason, [PAID_AFTER_CANCEL_FLAG])
        : replacedPaid > 0
          ? withFlags(withoutFlag(row.flaggedReason, PAID_AFTER_CANCEL_FLAG), [PAID_TWICE_FLAG])
          : row.flaggedReason;
    // The money ledger's facts first (docs/decisions/084): a run that dies before the state below writes them once.
    // A cancel the service made itself (its dashboard) is a fact the ledger learns here (docs/decisions/093).
    if (cancelled) await recordServiceCancelled(ctx.db, row, row.externalOrderRef, cancelledAt(row, order, paidAt));
    await recordLinkPaid(ctx.db, row, row.externalOrderRef, row.codAmountMinor ?? 0, paidAt);
    // Only from LINK_PENDING: an orders/paid follow-up running meanwhile may have settled (and flagged) it.
    const settled = await ctx.db.orderSync.updateMany({
      where: { id: row.id, paymentState: PaymentState.LINK_PENDING },
      data: { paymentState: PaymentState.LINK_PAID, linkPaidAt: paidAt, flaggedReason },
    });
    if (cancelled && !counted && settled.count > 0)
      ctx.logger.warn({ orderSyncId: row.id }, "a cancelled order's payment link was paid: flagged for a refund");
    paid += settled.count;
  }
  // Paid after the cancellation (flagged above): the refund is the merchant's, so Shopify is neither marked nor released.
  const unmarked = (
    await ctx.db.orderSync.findMany({
      where: { shopId, paymentState: PaymentState.LINK_PAID, shopifyPaidAt: null, syncState: SyncState.SENT },
    })
  ).filter(notPaidAfterCancel);
  // A hold left on an order paid by any means (a release that failed, a payment recorded by hand): released. A
  // cancelled parcel's link recorded in Shopify is money received (docs/decisions/099): its hold goes too.
  const stillHeld = (
    await ctx.db.orderSync.findMany({
      where: {
        shopId,
        paymentHoldAt: { not: null },
        paymentState: { in: [PaymentState.LINK_PAID, PaymentState.PAID_RECORDED] },
        id: { notIn: unmarked.map((row) => row.id) },
      },
    })
  ).filter((row) => notPaidAfterCancel(row) || row.shopifyPaidAt !== null);
  const cancelledParcels = await cancelledParcelsPaid(ctx, shopId);
  if (unmarked.length === 0 && stillHeld.length === 0 && cancelledParcels.length === 0) return paid;
  const graphql = await ctx.shopifyAdmin.graphqlFor(shopDomain);
  // What a cancelled parcel's link brought is recorded as the amount it is (docs/decisions/099), and the hold that
  // waited for it released: its items are paid for, and the merchant may deliver them another way. Its own
  // fulfillment orders only (docs/decisions/098): the order's other parcels keep theirs.
  // Each under the order's lease, and only if no other run recorded it meanwhile.
  const recordOnce = (id: string, record: (row: OrderSync) => Promise<void>) =>
    oneAtATime(id, async () => {
      const row = await ctx.db.orderSync.findUnique({ where: { id } });
      if (row?.paymentState === PaymentState.LINK_PAID && row.shopifyPaidAt === null) await record(row);
    });
  for (const { id } of cancelledParcels) {
    await recordOnce(id, async (row) => {
      await markPaidInShopifyAfterArrival(ctx, graphql, row, row.linkPaidAt, {
        minor: row.codAmountMinor ?? 0,
        currency: row.currency ?? "",
      });
      // The excess over what the buyer owes, if any, is theirs: the ledger's PAID_AFTER_CANCEL on this parcel.
      await alignMoneyFlags(ctx.db, row);
      await releaseHold(ctx, graphql, row);
    });
  }
  for (const { id } of unmarked) {
    await recordOnce(id, async (row) => {
      await markPaidInShopifyAfterArrival(ctx, graphql, row, row.linkPaidAt, await parcelLinkPaid(ctx, row));
      await releaseHold(ctx, graphql, row);
    });
  }
  for (const row of stillHeld) await releaseHold(ctx, graphql, row);
  return paid;
}

/**
 * What one parcel's link brought, when the order has other parcels (docs/decisions/098): each parcel's link asks its
 * share only, so Shopify records that amount (decision 073's manual payment) rather than the whole order paid, which
 * would read as every other parcel paid and release its hold. An order of one parcel: null, marked paid as before.
 */
async function parcelLinkPaid(
  ctx: AppContext,
  row: { shopId: string; shopifyOrderGid: string; codAmountMinor: number | null; currency: string | null },
) {
  if (row.codAmountMinor === null || !row.currency) return null;
  const parcels = await ctx.db.orderSync.count({ where: { shopId: row.shopId, shopifyOrderGid: row.shopifyOrderGid } });
  return parcels > 1 ? { minor: row.codAmountMinor, currency: row.currency } : null;
}

/**
 * Cancelled parcels whose link was paid within the watch and whose order still owes (docs/decisions/099), not
 * recorded in Shopify yet: also those a failed recording left for the next run.
 */
async function cancelledParcelsPaid(ctx: AppContext, shopId: string) {
  const rows = await ctx.db.orderSync.findMany({
    where: {
      shopId,
      paymentState: PaymentState.LINK_PAID,
      shopifyPaidAt: null,
      syncState: { in: [SyncState.SENT, SyncState.CANCELLED] },
      shipmentState: "cancelled",
      linkPaidAt: { gte: new Date(ctx.now().getTime() - CANCELLED_LINK_WATCH_MS) },
    },
  });
  const open = [];
  for (const row of rows)
    if (!hasFlag(row.flaggedReason, PAID_AFTER_CANCEL_FLAG) && (await paidToOpenOrder(ctx.db, row))) open.push(row);
  return open;
}

/**
 * An order replaced by a new one (decision 041) leaves its link payable: it is read like a cancelled order's,
 * for CANCELLED_LINK_WATCH_MS from the replacement's cancel. Paid: the replaced order records it, and the
 * order is flagged paid twice when its current order is paid too, else paid after cancellation (a refund is
 * due, unless the current link is paid later: then paid twice). Returns how many were found paid.
 */
async function settleReplacedLinks(ctx: AppContext, client: DeliveryClient, shopId: string) {
  const replaced = await ctx.db.replacedServiceOrder.findMany({
    where: {
      shopId,
      paymentLinkUrl: { not: null },
      linkPaidAt: null,
      cancelledAt: { gte: new Date(ctx.now().getTime() - CANCELLED_LINK_WATCH_MS) },
    },
    include: {
      orderSync: {
        select: {
          id: true,
          shopId: true,
          shopifyOrderGid: true,
          currency: true,
          externalOrderRef: true,
          paymentState: true,
          flaggedReason: true,
        },
      },
    },
  });
  let paid = 0;
  for (const record of replaced) {
    const order = await client.getOrder(record.externalOrderRef);
    if (!linkPaid(order)) continue;
    const paidAt = order.payment?.paidAt ? new Date(order.payment.paidAt) : ctx.now();
    await recordLinkPaid(ctx.db, record.orderSync, record.externalOrderRef, record.codAmountMinor ?? 0, paidAt);
    const claimed = await ctx.db.replacedServiceOrder.updateMany({
      where: { id: record.id, linkPaidAt: null },
      data: { linkPaidAt: paidAt },
    });
    if (claimed.count === 0) continue;
    paid++;
    const current = record.orderSync;
    const alsoPaid =
      current.paymentState === PaymentState.LINK_PAID || current.paymentState === PaymentState.PAID_RECORDED;
    await ctx.db.orderSync.update({
      where: { id: current.id },
      data: { flaggedReason: withFlags(current.flaggedReason, [alsoPaid ? PAID_TWICE_FLAG : PAID_AFTER_CANCEL_FLAG]) },
    });
    ctx.logger.warn(
      { orderSyncId: current.id, externalOrderRef: record.externalOrderRef },
      alsoPaid ? "a replaced order's link was paid too: the buyer paid twice" : "a replaced order's link was paid",
    );
  }
  return paid;
}

/** When the service order was cancelled: the service's word, else the row's final state's time. */
function cancelledAt(row: { shipmentStateAt: Date | null }, order: { cancelledAt?: string | null }, paidAt: Date) {
  if (order.cancelledAt) return new Date(order.cancelledAt);
  return row.shipmentStateAt ?? paidAt;
}

/**
 * The later form of an order carries its payment; the earlier form does not (§2 Order, §9.4), so
 * there a link order whose amount still to collect fell to 0 has been paid.
 */
function linkPaid(order: { payment?: { status?: string } | null; codAmountMinor?: number }): boolean {
  if (order.payment) return order.payment.status === "paid";
  return order.codAmountMinor === 0;
}
