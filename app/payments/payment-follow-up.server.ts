import type { OrderSync } from "@delivery-connect/prisma-sqlite";
import type { AppContext } from "~/app-context";
import {
  type DeliveryClient,
  DeliveryAuthenticationError,
  DeliveryError,
  DeliveryErrorCode,
  DeliveryNotFoundError,
  DeliveryPermissionError,
  DeliveryRateLimitError,
} from "~/delivery";
import { type AdminGraphql, latestSettledTransaction, releasePaymentHold, writeDeliveryMetafields } from "~/shopify";
import type { ShopifyOrder, SyncSettings } from "~/order-mapping";
import { minorUnitsFromDecimalString } from "~/money";
import { PAID_TWICE_FLAG, PaymentPlanKind, PaymentState, hasFlag, withFlags } from "~/order-record";
import { owesNothing, paymentMethodFor, type MarkPaid } from "./payment-plan";
import { readRefusedMarkPaid } from "./refused-mark-paid";
import { holdScopeOf, holdUnpaidLink } from "./payment-hold.server";
import {
  markPaidInShopifyAfterArrival,
  paidTwiceInShopify,
  recordPaidInShopify,
  recordShopifyPaymentAfterCollection,
} from "./settle-in-shopify.server";
import { recordLinkPaid, recordRiderCollected } from "./service-money-facts.server";

/** One order as the follow-up reads it (the sync job's work fits it), with a usable service client. */
type Work = { row: OrderSync; order: ShopifyOrder; settings: SyncSettings; client: DeliveryClient; locale: string };

/**
 * The payment half of spec §1, after the service order exists, for the order as Shopify has it now
 * (`paidInShopify`: the mark-paid body when Shopify shows the order paid, else null). Every step
 * is safe to repeat: mark-paid is sent once and a refusal is read back (refused-mark-paid.ts); a
 * link is never requested for an order paid in Shopify; holds carry our handle.
 * docs/decisions/014 tells the whole story.
 */
export async function followUpPayment(
  ctx: AppContext,
  work: Work,
  graphql: AdminGraphql,
  paidInShopify: MarkPaid | null,
) {
  const { row } = work;
  if (row.paymentState === PaymentState.PAID_RECORDED && !paidInShopify && unpaidInShopify(work.order))
    return settleRecordedPayment(ctx, work, graphql);
  if (row.paymentPlan === PaymentPlanKind.PAID) {
    if (row.paymentState !== PaymentState.PAID_RECORDED && paidInShopify)
      await recordPaid(ctx, work, graphql, paidInShopify);
    return;
  }
  if (row.paymentPlan === PaymentPlanKind.LINK) return followUpLink(ctx, work, graphql, paidInShopify);
  if (row.paymentPlan === PaymentPlanKind.COD && paidInShopify)
    return followUpCodPaidInShopify(ctx, work, graphql, paidInShopify);
}

async function followUpLink(ctx: AppContext, work: Work, graphql: AdminGraphql, paidInShopify: MarkPaid | null) {
  const { row } = work;
  const settled = row.paymentState === PaymentState.LINK_PAID || row.paymentState === PaymentState.PAID_RECORDED;
  if (paidInShopify) {
    // Paid by other means before or after a link was sent (§3 allows mark-paid from `pending`):
    // record it, so the link cannot be paid a second time; never request a link now.
    if (!settled) await recordPaid(ctx, work, graphql, await shopifyPayment(graphql, work, paidInShopify));
    return releaseHold(ctx, graphql, row);
  }
  if (settled) return releaseHold(ctx, graphql, row);
  if (!row.paymentLinkUrl) {
    const { payment } = await work.client.createPaymentLink(row.externalOrderRef);
    await ctx.db.orderSync.update({
      where: { id: row.id },
      data: { paymentLinkUrl: payment.paymentLinkUrl, paymentState: PaymentState.LINK_PENDING },
    });
    await writeDeliveryMetafields(graphql, row.shopifyOrderGid, { payment_link_url: payment.paymentLinkUrl });
  }
  // The merchant keeps the parcel until the link is paid: Shopify's own hold says so on the order.
  // None held yet (Shopify's routing has not made the fulfillment orders): the routing webhook or
  // the reconciliation holds them when they appear (payment-hold.server.ts). Looked at on every sync
  // while unpaid, held already or not: a fulfillment order added since (an edit, a reroute) whose
  // routing webhook was lost is held here; those already held are left as they are.
  await holdUnpaidLink(ctx, graphql, row, work.locale);
}

/**
 * A cash-on-delivery order paid in Shopify (transfer, mobile money, the merchant marking it paid).
 * Before the rider collected: mark-paid, so nothing is left to collect. After: our own marking
 * (cash collected) needs nothing; a Shopify payment older than the collection means the buyer paid twice.
 */
async function followUpCodPaidInShopify(ctx: AppContext, work: Work, graphql: AdminGraphql, paidInShopify: MarkPaid) {
  const { row } = work;
  if (row.paymentState === PaymentState.COD_PENDING)
    return recordPaid(ctx, work, graphql, await shopifyPayment(graphql, work, paidInShopify));
  if (row.paymentState !== PaymentState.COD_COLLECTED || !row.codCollectedAt) return;
  if (hasFlag(row.flaggedReason, PAID_TWICE_FLAG)) return;
  if (!row.shopifyPaidAt)
    return void (await recordShopifyPaymentAfterCollection(ctx, graphql, row, row.codCollectedAt));
  // Also once Shopify is marked (by the app at delivery, or by the merchant): a card or mobile-money payment after
  // the collection is a second one (docs/decisions/073).
  if (!(await paidTwiceInShopify(ctx, graphql, row, row.codCollectedAt))) return;
  await ctx.db.orderSync.update({
    where: { id: row.id },
    data: { flaggedReason: withFlags(row.flaggedReason, [PAID_TWICE_FLAG]) },
  });
  ctx.logger.warn({ orderSyncId: row.id }, "paid online in Shopify after the rider collected: the buyer paid twice");
}

/** The mark-paid body for a payment taken in Shopify after handoff: the Shopify transaction, its gateway mapped. */
async function shopifyPayment(graphql: AdminGraphql, work: Work, fallback: MarkPaid): Promise<MarkPaid> {
  const transaction = await latestSettledTransaction(graphql, work.row.shopifyOrderGid);
  if (!transaction) return fallback;
  const method = paymentMethodFor(
    transaction.gateway ? [transaction.gateway] : (work.order.payment_gateway_names ?? []),
    work.settings,
  );
  const reference = transaction.authorizationCode || `Shopify ${work.row.orderName} ${transaction.id.split("/").pop()}`;
  const paidAt = transaction.processedAt ? new Date(transaction.processedAt).toISOString() : fallback.paidAt;
  return paidAt ? { paidVia: method.paidVia, reference, paidAt } : { paidVia: method.paidVia, reference };
}

/** A refusal that is about the payment itself (not the key, the body or a missing order): read the order back. */
function isPaymentRefusal(error: unknown): error is DeliveryError {
  if (!(error instanceof DeliveryError) || error.retryable) return false;
  if (
    error instanceof DeliveryAuthenticationError ||
    error instanceof DeliveryPermissionError ||
    error instanceof DeliveryNotFoundError
  )
    return false;
  return error.code !== DeliveryErrorCode.VALIDATION_FAILED;
}

/**
 * Whether the request certainly recorded nothing: the service answered with a refusal (a 4xx that is not
 * worth repeating) or its rate limit (spec §8: refused before any work), or our own budget never sent it.
 * A request aborted or unanswered may have been recorded, so it does not count.
 */
function recordedNothing(error: unknown): boolean {
  if (error instanceof DeliveryRateLimitError) return true;
  return error instanceof DeliveryError && error.statusCode !== undefined && error.statusCode < 500 && !error.retryable;
}

async function recordPaid(ctx: AppContext, work: Work, graphql: AdminGraphql, markPaid: MarkPaid) {
  const { row, client } = work;
  // Claimed by a conditional write: two runs of one order at once (a webhook's job beside the
  // handoff's own follow-up) must not both count as the first attempt, or the second one's refusal,
  // caused by the first one's payment, would read as somebody else's (cash collected, paid twice).
  const firstAttempt =
    !row.markPaidSentAt &&
    (
      await ctx.db.orderSync.updateMany({
        where: { id: row.id, markPaidSentAt: null },
        data: { markPaidSentAt: ctx.now() },
      })
    ).count === 1;
  const body = {
    paidVia: markPaid.paidVia,
    reference: markPaid.reference,
    paidAt: markPaid.paidAt ?? ctx.now().toISOString(),
  };
  try {
    await client.markPaid(row.externalOrderRef, body);
    // Accepted: nothing was left to collect, whatever a delivery recorded meanwhile says.
    await ctx.db.orderSync.update({
      where: { id: row.id },
      data: { paymentState: PaymentState.PAID_RECORDED, codCollectedAt: null },
    });
    return;
  } catch (error) {
    // An answer that says our first attempt recorded nothing (refused, or never let in) gives the claim back:
    // the next run's attempt is then a first one too, and its refusal cannot read as our own payment.
    // Only an attempt whose outcome is unknown (no answer, a server error) keeps it (decision 060).
    if (firstAttempt && recordedNothing(error)) {
      await ctx.db.orderSync.updateMany({ where: { id: row.id }, data: { markPaidSentAt: null } });
    }
    if (!isPaymentRefusal(error)) throw error;
    // Another run of this order may have recorded it meanwhile, its request overtaking ours: ours, then.
    const stored = await ctx.db.orderSync.findUniqueOrThrow({ where: { id: row.id }, select: { paymentState: true } });
    if (stored.paymentState === PaymentState.PAID_RECORDED) return;
    const current = await client.getOrder(row.externalOrderRef);
    const verdict = readRefusedMarkPaid({ paymentPlan: row.paymentPlan, firstAttempt }, current);
    if (verdict === "refused") throw error;
    if (verdict === "recorded") {
      // Never over a link payment the reconciliation recorded meanwhile: that refusal was not about our payment.
      await ctx.db.orderSync.updateMany({
        where: { id: row.id, paymentState: { not: PaymentState.LINK_PAID } },
        data: { paymentState: PaymentState.PAID_RECORDED },
      });
      return;
    }
    if (verdict === "cash_collected") return recordCashCollectedFirst(ctx, work, graphql, current);
    await recordLinkPaid(ctx.db, row, row.externalOrderRef, row.codAmountMinor ?? 0, ctx.now());
    await recordPaidInShopify(ctx, row, `the buyer paid twice (${verdict}): flagged for a refund`, {
      paymentState: PaymentState.LINK_PAID,
    });
  }
}

/**
 * Mark-paid was refused because the rider had collected the cash before the app heard of it. The
 * same rule as when the app heard of the collection first (followUpCodPaidInShopify): paid twice
 * only if Shopify's payment was taken before the collection (the delivery, spec §1: cash on
 * delivery); a payment after it is the merchant recording the cash they received.
 */
async function recordCashCollectedFirst(ctx: AppContext, work: Work, graphql: AdminGraphql, current: CollectedOrder) {
  const { row } = work;
  const deliveredAt = current.shipment?.deliveredAt ? new Date(current.shipment.deliveredAt) : null;
  const collectedAt = row.codCollectedAt ?? deliveredAt;
  // Unknown: the service says collected and gives no time; now is the latest it can have been.
  await recordRiderCollected(ctx.db, row, row.codAmountMinor ?? 0, collectedAt ?? ctx.now());
  const twice = await recordShopifyPaymentAfterCollection(ctx, graphql, row, collectedAt, {
    paymentState: PaymentState.COD_COLLECTED,
    codCollectedAt: collectedAt ?? ctx.now(),
  });
  if (!twice) ctx.logger.info({ orderSyncId: row.id }, "cash collected, then recorded in Shopify: paid once");
}

type CollectedOrder = { shipment?: { deliveredAt?: string | null } | null };

/**
 * Shopify's statuses in which the buyer still owes something (not paid, refunded or voided), and a
 * paid or partially refunded order whose `total_outstanding` is not nothing (docs/decisions/073).
 */
const UNPAID_IN_SHOPIFY = new Set(["pending", "authorized", "partially_paid"]);
const unpaidInShopify = (order: ShopifyOrder) =>
  UNPAID_IN_SHOPIFY.has(order.financial_status ?? "") ||
  (isSettledStatus(order) && !owesNothing(order, minorUnitsFromDecimalString));
const isSettledStatus = (order: ShopifyOrder) =>
  order.financial_status === "paid" || order.financial_status === "partially_refunded";

/**
 * A payment on file with the service that Shopify does not show (the merchant's "Record a
 * payment", a statement made in the service's dashboard): the same follow-up as every payment the
 * app learns of outside Shopify (a link paid, the rider's cash): Shopify is marked paid and the
 * payment hold released. Marked once (shopifyPaidAt); our own orders/paid then finds it settled.
 */
async function settleRecordedPayment(ctx: AppContext, work: Work, graphql: AdminGraphql) {
  const { row } = work;
  // The stored snapshot can lag Shopify (the buyer's own payment, whose webhook is still on its way): Shopify's
  // transactions decide. Marked only when Shopify holds no settled payment.
  const paidInShopifyNow = await latestSettledTransaction(graphql, row.shopifyOrderGid);
  // No time for the statement: it never counts as a second payment (paidBeforeCollection).
  if (!row.shopifyPaidAt && !paidInShopifyNow) await markPaidInShopifyAfterArrival(ctx, graphql, row, null);
  await releaseHold(ctx, graphql, row);
}

/**
 * Releases the parcel's payment hold once nothing is awaited for it (paid, by any means): its own fulfillment
 * orders only, never another parcel's still waiting for its link (docs/decisions/098).
 */
export async function releaseHold(
  ctx: AppContext,
  graphql: AdminGraphql,
  row: { id: string; shopId: string; shopifyOrderGid: string; paymentHoldAt: Date | null },
) {
  if (!row.paymentHoldAt) return;
  await releasePaymentHold(graphql, row.shopifyOrderGid, (await holdScopeOf(ctx, row)).release);
  await ctx.db.orderSync.update({ where: { id: row.id }, data: { paymentHoldAt: null } });
}

/** Shopify shows nothing left to pay: decided from `total_outstanding`, not the status's name. */
export function isPaidInShopify(order: ShopifyOrder) {
  return owesNothing(order, minorUnitsFromDecimalString);
}
