import type { AppContext } from "~/app-context";
import {
  type AdminGraphql,
  markShopifyOrderPaid,
  moneyTransactions,
  recordManualPayment,
  settledTransactions,
  shopifyOutstanding,
} from "~/shopify";
import { decimalStringFromMinorUnits, minorUnitsFromDecimalString } from "~/money";
import { PAID_TWICE_FLAG, withFlags } from "~/order-record";
import { readStoredSyncSettings } from "~/order-mapping";
import { RIDER_CASH_PAYMENT_NAME, isCashRecording } from "./gateways";
import { shopifyRecordingFor } from "./ledger";
import { paidBeforeCollection } from "./refused-mark-paid";
import { orderLedgerOf } from "./money-entries.server";
import { alignMoneyFlags } from "./money-flags.server";
import { rowLedgerFigures } from "./payment-truth";
import { learnShopifyTransactions } from "./shopify-money-facts.server";

type Row = {
  id: string;
  shopId: string;
  shopifyOrderGid: string;
  flaggedReason: string | null;
  currency: string | null;
  serviceOrderId: string | null;
};

/**
 * The money reached the merchant through the service (the rider's cash, a link payment) at
 * `arrivedAt`: the Shopify order is marked paid and OrderSync.shopifyPaidAt says so. When Shopify
 * already showed a payment made before that, the buyer paid twice: the order is flagged for a refund.
 * With `collected` (what the rider collected, in the service's minor units), what is recorded is that amount
 * (docs/decisions/073): orderMarkAsPaid only when it is what Shopify has outstanding, else a manual payment
 * of the amount, so a shortfall stays owed in Shopify and more than owed shows in the buyer's favour.
 */
export async function markPaidInShopifyAfterArrival(
  ctx: AppContext,
  graphql: AdminGraphql,
  row: Row,
  arrivedAt: Date | null,
  collected: { minor: number; currency: string } | null = null,
) {
  const outcome = collected
    ? await recordCollected(graphql, row.shopifyOrderGid, collected, arrivedAt, () => isOnlyParcel(ctx, row))
    : await markShopifyOrderPaid(graphql, row.shopifyOrderGid);
  // Marked paid by us just now: Shopify held no earlier payment to compare.
  const paidTwice = await recordShopifyPaymentAfterCollection(
    ctx,
    graphql,
    row,
    outcome === "already_settled" ? arrivedAt : null,
  );
  return { outcome, paidTwice };
}

/**
 * Shopify shows the order paid and the service collected the money at `collectedAt` (the rider's
 * cash, a link payment; null: no collection to compare with). Records it, and whether the buyer
 * paid twice by the one rule (paidInShopifyBefore), whichever side the app heard of first: the
 * paths that learn of both payments come here. Whether the buyer paid twice.
 */
export async function recordShopifyPaymentAfterCollection(
  ctx: Pick<AppContext, "db" | "now" | "logger">,
  graphql: AdminGraphql,
  row: Row,
  collectedAt: Date | null,
  data: { paymentState?: string; codCollectedAt?: Date } = {},
): Promise<boolean> {
  // What the service collected is written first: the ledger's verdict below may flag the row at once, and a
  // reader must never see "paid twice" beside a collection still pending.
  if (Object.keys(data).length > 0) await ctx.db.orderSync.update({ where: { id: row.id }, data });
  const twice = await paidTwiceInShopify(ctx, graphql, row, collectedAt);
  await recordPaidInShopify(
    ctx,
    row,
    twice ? "paid in Shopify before the service collected (rider's cash or link payment): the buyer paid twice" : null,
  );
  return twice;
}

/**
 * Records that Shopify shows the order paid (OrderSync.shopifyPaidAt), with what else the caller
 * learnt about the payment (`data`). The one writer of the "paid twice" flag: given why the buyer
 * paid twice (`paidTwice`, logged), the order is flagged PAID_TWICE for a refund. Only a refused
 * mark-paid that the service's answer shows paid by link calls it with a reason of its own;
 * every comparison of the two payments' times goes through recordShopifyPaymentAfterCollection.
 */
export async function recordPaidInShopify(
  ctx: Pick<AppContext, "db" | "now" | "logger">,
  row: { id: string; flaggedReason: string | null },
  paidTwice: string | null,
  data: { paymentState?: string; codCollectedAt?: Date } = {},
) {
  await ctx.db.orderSync.update({
    where: { id: row.id },
    data: {
      ...data,
      shopifyPaidAt: ctx.now(),
      ...(paidTwice ? { flaggedReason: withFlags(row.flaggedReason, [PAID_TWICE_FLAG]) } : {}),
    },
  });
  if (paidTwice) ctx.logger.warn({ orderSyncId: row.id }, paidTwice);
}

/**
 * Whether Shopify holds a second payment beside the one the service collected at `at` (the rider's cash, a
 * link payment). Where the order's ledger speaks, it decides (docs/decisions/093): Shopify's transactions are
 * written into it, and the buyer paid twice only when more came in than was owed by two payments or more, so
 * a shortfall paid online after the delivery is the rest of what was owed and a refunded extra is settled.
 * Elsewhere (an order handed off before the ledger was stored), a payment after the
 * collection is told by its gateway (docs/decisions/073): one the buyer made online (a card, mobile money, a
 * transfer: not a recording by hand) is a second payment; a recording by hand (Shopify's manual gateway, a COD
 * gateway) is the merchant recording the money the service brought them. Before the collection, the latest
 * payment's time decides (paidBeforeCollection): a part paid online before the delivery is the amount check's
 * (decision 041), not a second payment by itself.
 */
export async function paidTwiceInShopify(
  ctx: Pick<AppContext, "db" | "now">,
  graphql: AdminGraphql,
  row: Row,
  at: Date | null,
): Promise<boolean> {
  if (!at) return false;
  const byLedger = await paidTwiceByLedger(ctx, graphql, row);
  if (byLedger !== null) return byLedger;
  const payments = await settledTransactions(graphql, row.shopifyOrderGid);
  const shop = await ctx.db.shop.findUnique({ where: { id: row.shopId }, select: { settingsJson: true } });
  const settings = readStoredSyncSettings(shop?.settingsJson);
  const onlineAfterCollection = payments.some(
    (payment) =>
      !isCashRecording(payment.gateway, settings) &&
      payment.processedAt !== null &&
      Date.parse(payment.processedAt) >= at.getTime(),
  );
  if (onlineAfterCollection) return true;
  const latest = payments[0];
  return paidBeforeCollection(latest?.processedAt ? new Date(latest.processedAt) : null, at);
}

/** The ledger's verdict once it holds Shopify's transactions; null where it does not speak for the row. */
async function paidTwiceByLedger(ctx: Pick<AppContext, "db" | "now">, graphql: AdminGraphql, row: Row) {
  const ledger = await orderLedgerOf(ctx.db, row.shopId, row.shopifyOrderGid);
  if (!rowLedgerFigures(row, ledger)) return null;
  await learnShopifyTransactions(ctx, graphql, row);
  return alignMoneyFlags(ctx.db, row);
}

async function recordCollected(
  graphql: AdminGraphql,
  orderGid: string,
  collected: { minor: number; currency: string },
  at: Date | null,
  onlyParcel: () => Promise<boolean>,
): Promise<"marked" | "already_settled"> {
  // In the currency collected: the buyer's presentment money for an order collected in it (decision 077).
  const outstanding = (await shopifyOutstanding(graphql, orderGid, collected.currency))?.trim() ?? null;
  // Nothing outstanding (or in the buyer's favour): mark-paid's own reading of a refusal says settled.
  if (outstanding === null || outstanding.startsWith("-")) return markShopifyOrderPaid(graphql, orderGid);
  const outstandingMinor = minorUnitsFromDecimalString(outstanding, collected.currency);
  const as = (minor: number) => ({ shopMinor: minor, presentmentMinor: minor });
  const recording = shopifyRecordingFor(as(outstandingMinor), as(collected.minor));
  if (outstandingMinor <= 0 || recording.how !== "manual_payment") return markShopifyOrderPaid(graphql, orderGid);
  // A try that died after Shopify took the payment and before the row said so (a kill, a lost answer) left
  // an amount still outstanding: the same collection found in Shopify is that try's, never recorded twice.
  // Only for an order of one parcel: two parcels of one amount delivered in the same second would look alike,
  // and the second one's cash must not go unrecorded.
  if (at && (await onlyParcel()) && (await alreadyRecorded(graphql, orderGid, collected, at))) return "marked";
  await recordManualPayment(graphql, orderGid, {
    amount: decimalStringFromMinorUnits(collected.minor),
    currencyCode: collected.currency,
    methodName: RIDER_CASH_PAYMENT_NAME,
    processedAt: at?.toISOString() ?? null,
  });
  return "marked";
}

/**
 * Whether Shopify holds the rider's cash of this collection already: a payment the app recorded under its own
 * name, of this amount, dated at this collection (Shopify keeps the `processedAt` given, to the second).
 */
async function alreadyRecorded(
  graphql: AdminGraphql,
  orderGid: string,
  collected: { minor: number; currency: string },
  at: Date,
): Promise<boolean> {
  const second = (time: number) => Math.floor(time / 1000);
  return (await moneyTransactions(graphql, orderGid)).some((t) => {
    if (t.kind !== "payment" || t.gateway !== RIDER_CASH_PAYMENT_NAME || !t.processedAt) return false;
    if (second(Date.parse(t.processedAt)) !== second(at.getTime())) return false;
    const money = [t.presentmentMoney, t.shopMoney].find((m) => m.currencyCode === collected.currency);
    return money !== undefined && minorUnitsFromDecimalString(money.amount, collected.currency) === collected.minor;
  });
}

/** Whether the row is its order's only parcel. */
async function isOnlyParcel(ctx: Pick<AppContext, "db">, row: Row): Promise<boolean> {
  return (await ctx.db.orderSync.count({ where: { shopId: row.shopId, shopifyOrderGid: row.shopifyOrderGid } })) === 1;
}
