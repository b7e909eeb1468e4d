import { ShopifyOrderSchema } from "~/order-mapping";
import { amountToAsk, deriveMoney, type MoneyEntry } from "./ledger";
import type { OrderLedger } from "./entry-money";
import { ledgerFigures, type LedgerFigures } from "./ledger-figures";
import {
  AMOUNT_DIFFERS_FLAG,
  PAID_AFTER_CANCEL_FLAG,
  PAID_TWICE_FLAG,
  PaymentPlanKind,
  PaymentState,
  SyncState,
  hasFlag,
} from "~/order-record";

/*
 * One payment truth for every view (order list, order page, the order block on Shopify's order
 * page, the CLI): what the buyer still owes the service (rider or link), whether Shopify shows the
 * order paid, and the story in one word. Built from the app's own record, which both sides update
 * (webhooks, reconciliation, the app's own marking of Shopify), so the views never disagree. The money
 * figures and flags (paid twice, paid after cancellation, refund due, shortfall, cash to have) come from the
 * order's stored ledger when it can speak for the row (ledger-figures.ts); an order handed off before the
 * ledger was stored keeps the derivation from its columns (docs/decisions/084). Pure.
 */
export type PaymentStory =
  | "not_sent"
  | "being_recorded"
  | "paid_recorded"
  | "cod_to_collect"
  | "cod_collected"
  | "cod_paid_before_delivery"
  | "link_to_request"
  | "link_pending"
  | "link_paid"
  | "paid_twice"
  /** The buyer paid a cancelled order's payment link: refund them (docs/decisions/042). */
  | "paid_after_cancellation"
  /** Cancelled with the service before anything was collected: nothing is owed any more. */
  | "cancelled";

export type PaymentTruth = {
  story: PaymentStory;
  /** What the service still collects from the buyer (minor units, two-decimal rule §2); null before handoff. */
  stillToCollectMinor: number | null;
  currency: string | null;
  /**
   * Shopify's financial status as the app knows it: "paid" once the app marked it ("partially_paid" when what it
   * recorded was short of what was owed), else Shopify's last word.
   */
  shopifyFinancialStatus: string | null;
  /** The merchant's parcel is on hold in Shopify until the payment link is paid. */
  heldForPayment: boolean;
  paidTwice: boolean;
  /** What the merchant must give back to the buyer (paid twice, or paid after the cancellation); 0 when nothing. */
  refundDueMinor: number;
  /**
   * What the buyer owes now when it is not what the service collects and the parcel is picked up
   * (decision 041): the merchant changes the amount in the service's dashboard. Null otherwise.
   */
  owedNowMinor: number | null;
  /**
   * What the buyer still owes after the service collected less than they owed (an item added after pickup):
   * to be collected in Shopify. 0 when nothing (docs/decisions/073).
   */
  shortfallMinor: number;
  /**
   * What the buyer is asked to have ready while something is owed (tracking page, label, call message): what the
   * service collects, never more than the buyer owes now (the money ledger's rule). Null when nothing is.
   */
  cashToHaveMinor: number | null;
  /** What the service collected from the buyer (the rider's cash, the link's payment); 0 before (Flow, COD ledger). */
  collectedMinor: number;
  /** The service order's amount changed since it was sent: a printed label shows an old amount (the ledger's). */
  reprintLabel: boolean;
};

export type PaymentRecord = {
  /** The row (parcel): an order of several parcels reads its own figures from the ledger (docs/decisions/091). */
  id?: string;
  serviceOrderId: string | null;
  paymentPlan: string | null;
  paymentState: string | null;
  codAmountMinor: number | null;
  currency: string | null;
  shopifyPaidAt: Date | null;
  paymentHoldAt: Date | null;
  flaggedReason: string | null;
  /** OrderSync.syncState: CANCELLED once the service cancelled the order. */
  syncState: string | null;
  /** The service's shipment state; "cancelled" when the service cancelled it (from its dashboard, say). */
  shipmentState: string | null;
  /** OrderSync.owedNowMinor: set while the order is flagged AMOUNT_DIFFERS. */
  owedNowMinor?: number | null;
};

const SETTLED_IN_SHOPIFY = new Set(["paid", "partially_refunded", "refunded"]);
const OWED = new Set<PaymentStory>(["cod_to_collect", "link_pending", "link_to_request"]);

/** The service will not collect for a cancelled order (spec §3: cancelling cannot be undone). */
const isCancelled = (row: PaymentRecord) => row.syncState === SyncState.CANCELLED || row.shipmentState === "cancelled";

const REFUND_DUE = new Set<PaymentStory>(["paid_twice", "paid_after_cancellation"]);
/** The service has the buyer's money: the rider's cash, the link's payment (also of a cancelled order). */
const SERVICE_COLLECTED = new Set<string>([PaymentState.COD_COLLECTED, PaymentState.LINK_PAID]);

export function paymentTruth(
  row: PaymentRecord,
  shopifyFinancialStatus: string | null,
  ledger?: OrderLedger | null,
): PaymentTruth {
  const figures = rowLedgerFigures(row, ledger);
  const truth = truthFromColumns(row, shopifyFinancialStatus, figures);
  return figures ? withLedgerFigures(truth, figures) : truth;
}

/**
 * The ledger's figures for a sent row (a parcel's own, docs/decisions/091), or null where the ledger does not speak
 * for it (ledger-figures.ts). The one reading of paid twice: the truth and the row's money flags
 * (money-flags.server.ts) both take it.
 */
export function rowLedgerFigures(
  row: Pick<PaymentRecord, "id" | "serviceOrderId" | "currency" | "flaggedReason">,
  ledger: OrderLedger | null | undefined,
): LedgerFigures | null {
  const found = row.serviceOrderId ? ledgerFigures(row.currency, ledger, row.id) : null;
  // A collection the amount check already knew to differ from what was owed (AMOUNT_DIFFERS: a part paid online
  // after pickup) leaves a refund due, not a second payment (docs/decisions/073).
  return found && hasFlag(row.flaggedReason, AMOUNT_DIFFERS_FLAG) ? { ...found, paidTwice: false } : found;
}

/** The ledger's figures over the columns' (the story's own words stay the row's state). */
function withLedgerFigures(truth: PaymentTruth, figures: LedgerFigures): PaymentTruth {
  const owed = OWED.has(truth.story);
  return {
    ...truth,
    paidTwice: figures.paidTwice,
    refundDueMinor: figures.refundDueMinor,
    // Before a collection, a difference is decision 041's owedNowMinor; after it, what the collection left owed.
    shortfallMinor: COLLECTED.has(truth.story) ? figures.shortfallMinor : 0,
    cashToHaveMinor: owed ? figures.cashToHaveMinor : null,
    // A parcel's part of what the order owes is the ledger's split (docs/decisions/091).
    owedNowMinor: owed && figures.owedNowMinor !== undefined ? figures.owedNowMinor : truth.owedNowMinor,
    reprintLabel: figures.reprintLabel,
  };
}

function truthFromColumns(
  row: PaymentRecord,
  shopifyFinancialStatus: string | null,
  figures: LedgerFigures | null,
): PaymentTruth {
  const paidTwice = figures ? figures.paidTwice : hasFlag(row.flaggedReason, PAID_TWICE_FLAG);
  const paidAfterCancel = figures ? figures.paidAfterCancellation : hasFlag(row.flaggedReason, PAID_AFTER_CANCEL_FLAG);
  const story = storyOf(row, paidTwice, paidAfterCancel);
  const owed = OWED.has(story);
  const collected = collectedAgainstOwed(row, story);
  const shortfallMinor = collected?.outstanding.shopMinor ?? 0;
  // Where the ledger speaks, its shortfall: a shortfall paid online since leaves Shopify paid (docs/decisions/093).
  const shopifyShortfall = figures ? figures.shortfallMinor : shortfallMinor;
  return {
    reprintLabel: false,
    story,
    stillToCollectMinor: row.serviceOrderId ? (owed ? (row.codAmountMinor ?? 0) : 0) : null,
    currency: row.currency,
    shopifyFinancialStatus: shopifyStatusOf(row, shopifyFinancialStatus, shopifyShortfall),
    heldForPayment: Boolean(row.paymentHoldAt),
    paidTwice,
    // The amount the buyer was asked for (the link's amount, the rider's cash): what came in a second time.
    // Otherwise what the money ledger says of a collection that differed from what was owed.
    refundDueMinor: REFUND_DUE.has(story) ? (row.codAmountMinor ?? 0) : (collected?.refundDue.shopMinor ?? 0),
    shortfallMinor,
    cashToHaveMinor: owed && row.serviceOrderId ? amountToAsk(row.codAmountMinor, row.owedNowMinor ?? null) : null,
    // Also on a prepaid order an edit left owing more: the service collects nothing of it (decision 041).
    owedNowMinor: (owed || story === "paid_recorded") && row.owedNowMinor != null ? row.owedNowMinor : null,
    collectedMinor: row.serviceOrderId && SERVICE_COLLECTED.has(row.paymentState ?? "") ? (row.codAmountMinor ?? 0) : 0,
  };
}

/**
 * Shopify's status once the app recorded a payment there: paid, unless the app's manual payment of a collection
 * short of what was owed left Shopify owing the rest (docs/decisions/073).
 */
function shopifyStatusOf(row: PaymentRecord, status: string | null, shortfallMinor: number): string | null {
  if (!row.shopifyPaidAt || SETTLED_IN_SHOPIFY.has(status ?? "")) return status;
  return shortfallMinor > 0 ? "partially_paid" : "paid";
}

const COLLECTED: ReadonlySet<PaymentStory> = new Set<PaymentStory>(["cod_collected", "link_paid"]);

/**
 * The service collected (the rider's cash, the link) while the order was flagged AMOUNT_DIFFERS: what it
 * collected against what the buyer owed then, derived by the one money ledger (app/payments). Null otherwise.
 */
function collectedAgainstOwed(row: PaymentRecord, story: PaymentStory) {
  if (!COLLECTED.has(story) || !hasFlag(row.flaggedReason, AMOUNT_DIFFERS_FLAG) || row.owedNowMinor == null)
    return null;
  const collected = row.codAmountMinor ?? 0;
  const money = (minor: number) => ({ shopMinor: minor, presentmentMinor: minor });
  const at = new Date(0);
  const ref = { serviceOrderRef: "current" };
  const entries: MoneyEntry[] = [
    { kind: "owed", amount: money(row.owedNowMinor), at },
    { kind: "service_amount", amount: money(collected), at, ...ref },
    { kind: story === "cod_collected" ? "rider_collected" : "link_paid", amount: money(collected), at, ...ref },
  ];
  return deriveMoney(entries);
}

function storyOf(row: PaymentRecord, paidTwice: boolean, paidAfterCancel: boolean): PaymentStory {
  if (!row.serviceOrderId) return "not_sent";
  if (paidTwice) return "paid_twice";
  if (paidAfterCancel) return "paid_after_cancellation";
  const story = planStory(row);
  // What was collected or paid stays true after a cancel (a refund may be due); what was owed is not owed any more.
  return OWED.has(story) && isCancelled(row) ? "cancelled" : story;
}

function planStory(row: PaymentRecord): PaymentStory {
  switch (row.paymentPlan) {
    case PaymentPlanKind.PAID:
      return row.paymentState === PaymentState.PAID_RECORDED ? "paid_recorded" : "being_recorded";
    case PaymentPlanKind.COD:
      if (row.paymentState === PaymentState.COD_COLLECTED) return "cod_collected";
      return row.paymentState === PaymentState.PAID_RECORDED ? "cod_paid_before_delivery" : "cod_to_collect";
    case PaymentPlanKind.LINK:
      if (row.paymentState === PaymentState.LINK_PAID) return "link_paid";
      if (row.paymentState === PaymentState.PAID_RECORDED) return "paid_recorded";
      return row.paymentState === PaymentState.LINK_PENDING ? "link_pending" : "link_to_request";
    default:
      return "being_recorded";
  }
}

/** The truth of a stored order, Shopify's status read from its last snapshot (CLI, block). */
export function paymentTruthOf(
  row: PaymentRecord & { shopifyOrderJson: string | null },
  ledger?: OrderLedger | null,
): PaymentTruth {
  let status: string | null = null;
  try {
    const snapshot = ShopifyOrderSchema.safeParse(row.shopifyOrderJson ? JSON.parse(row.shopifyOrderJson) : null);
    status = snapshot.success ? (snapshot.data.financial_status ?? null) : null;
  } catch {
    status = null; // an unreadable snapshot says nothing about Shopify's status
  }
  return paymentTruth(row, status, ledger);
}
