import type { AppContext } from "~/app-context";
import { DEFAULT_LOCALE, localeFromTag } from "~/i18n";
import { translate } from "~/i18n";
import { type AdminGraphql, orderOfFulfillmentOrder, holdForPayment, releasePaymentHold } from "~/shopify";
import { logRefusal } from "~/http";
import { PaymentPlanKind, PaymentState, SyncState } from "~/order-record";
import { parcelHoldScope, pinnedTo } from "./parcel-hold-scope";

/*
 * A link order is held in Shopify while its payment link is unpaid (spec §1: the merchant keeps the
 * parcel until payment is confirmed). Shopify's routing makes the fulfillment orders after the
 * order, sometimes after the handoff: then there is nothing to hold yet. Three ways reach them: the
 * handoff's follow-up (payment-follow-up.server.ts), fulfillment_orders/order_routing_complete
 * (holdRoutedFulfillmentOrder) and the reconciliation (holdUnheldLinkOrders). docs/decisions/043. Each parcel
 * of an order over several locations has its own link and holds its own fulfillment orders (docs/decisions/098).
 */

type HoldRow = { id: string; shopId: string; shopifyOrderGid: string; paymentHoldAt: Date | null };

/** What this parcel's hold covers and its release lets go, read from the order's parcels as they are now. */
export async function holdScopeOf(ctx: AppContext, row: Omit<HoldRow, "paymentHoldAt">) {
  const parcels = await ctx.db.orderSync.findMany({
    where: { shopId: row.shopId, shopifyOrderGid: row.shopifyOrderGid },
    select: { id: true, parcelFulfillmentOrdersJson: true, paymentHoldAt: true, serviceOrderId: true },
  });
  return parcelHoldScope(row.id, parcels);
}

/**
 * Holds the parcel's fulfillment orders that can be held; returns how many carry our hold.
 * The caller knows the link is unpaid. A payment settled between that reading and the hold has run
 * its release before the hold existed, so the row is marked only while still unpaid, else the hold
 * is released at once: never held while paid.
 */
export async function holdUnpaidLink(ctx: AppContext, graphql: AdminGraphql, row: HoldRow, locale: string) {
  const notes = translate(localeFromTag(locale) ?? DEFAULT_LOCALE, "payment.holdNotes");
  const held = await holdForPayment(graphql, row.shopifyOrderGid, notes, (await holdScopeOf(ctx, row)).hold);
  if (held === 0) return 0;
  const marked = await ctx.db.orderSync.updateMany({
    where: { id: row.id, paymentState: PaymentState.LINK_PENDING },
    data: { paymentHoldAt: row.paymentHoldAt ?? ctx.now() },
  });
  if (marked.count > 0) return held;
  await releasePaymentHold(graphql, row.shopifyOrderGid, (await holdScopeOf(ctx, row)).release);
  return 0;
}

const unpaidLink = { paymentPlan: PaymentPlanKind.LINK, paymentState: PaymentState.LINK_PENDING };

/**
 * fulfillment_orders/order_routing_complete: a fulfillment order appeared. Its order is read with the
 * shop's own token (the body names neither order nor shop). The parcel it is pinned to is held when its link is
 * unpaid; one no parcel has taken yet is held by every unpaid link parcel of the order (parcel-hold-scope.ts).
 * An order not handed over yet needs nothing here: its follow-up holds what exists by then.
 */
export async function holdRoutedFulfillmentOrder(ctx: AppContext, shopId: string, fulfillmentOrderGid: string) {
  const shop = await ctx.db.shop.findUnique({ where: { id: shopId } });
  if (!shop || shop.uninstalledAt) return { outcome: "no-shop" as const };
  const graphql = await ctx.shopifyAdmin.graphqlFor(shop.domain);
  const orderGid = await orderOfFulfillmentOrder(graphql, fulfillmentOrderGid);
  if (!orderGid) {
    const details = { shop: shop.domain, fulfillmentOrderGid };
    logRefusal(ctx.logger, "shopify-webhook-mismatch", details, "fulfillment order not the shop's: ignored");
    return { outcome: "not-this-shop" as const };
  }
  const parcels = await ctx.db.orderSync.findMany({ where: { shopId, shopifyOrderGid: orderGid } });
  const owner = parcels.find((parcel) => pinnedTo(parcel, fulfillmentOrderGid));
  const rows = parcels.filter(
    (parcel) =>
      (!owner || parcel.id === owner.id) &&
      parcel.syncState === SyncState.SENT &&
      parcel.paymentPlan === unpaidLink.paymentPlan &&
      parcel.paymentState === unpaidLink.paymentState,
  );
  if (rows.length === 0) return { outcome: "nothing-to-hold" as const };
  let held = 0;
  for (const row of rows) held += await holdUnpaidLink(ctx, graphql, row, shop.locale);
  return { outcome: "held" as const, held };
}

/** How many unheld link orders one reconciliation tries (the rest wait for the next run). */
const HOLD_BATCH = 50;

/**
 * The reconciliation's net for a routing webhook that never came (or came before the handoff's
 * follow-up could use it): unpaid link orders with no hold on file are held if Shopify now has
 * fulfillment orders. Returns how many became held.
 */
export async function holdUnheldLinkOrders(ctx: AppContext, shop: { id: string; domain: string; locale: string }) {
  const rows = await ctx.db.orderSync.findMany({
    where: { shopId: shop.id, syncState: SyncState.SENT, paymentHoldAt: null, ...unpaidLink },
    orderBy: { sentAt: "asc" },
    take: HOLD_BATCH,
  });
  if (rows.length === 0) return 0;
  const graphql = await ctx.shopifyAdmin.graphqlFor(shop.domain);
  let held = 0;
  for (const row of rows) if ((await holdUnpaidLink(ctx, graphql, row, shop.locale)) > 0) held++;
  return held;
}
