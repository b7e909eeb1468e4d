/**
 * One order as the cash-on-delivery ledger counts it under one of its figures, its amount read from the one payment
 * truth (app/payments/payment-truth.ts) so the ledger, the order page and the list never disagree: on the road, what
 * the service still collects; collected, what it collected; a payment to give back, the refund due; a collection
 * short of what was owed, what is still owed. Pure.
 */
import { paymentTruth, type PaymentRecord, type PaymentTruth } from "~/payments";
import type { LedgerOrder } from "./summarise";

export type LedgerFigureName =
  | "onTheRoad"
  | "collected"
  | "returned"
  | "deliveredNoCash"
  | "paidTwice"
  | "paidAfterCancel"
  | "amountDiffers"
  | "shortfall"
  | "overCollected";

export type LedgerRow = PaymentRecord & {
  id: string;
  orderName: string;
  sentAt: Date | null;
  codCollectedAt: Date | null;
};

const AMOUNT_OF: Record<LedgerFigureName, (truth: PaymentTruth) => number> = {
  onTheRoad: (truth) => truth.stillToCollectMinor ?? 0,
  collected: (truth) => truth.collectedMinor,
  // Back or delivered with nothing collected: the cash the service did not bring.
  returned: (truth) => truth.stillToCollectMinor ?? 0,
  deliveredNoCash: (truth) => truth.stillToCollectMinor ?? 0,
  paidTwice: (truth) => truth.refundDueMinor,
  paidAfterCancel: (truth) => truth.refundDueMinor,
  amountDiffers: (truth) => truth.stillToCollectMinor ?? 0,
  // Collected short of what was owed: what the buyer still owes, to collect in Shopify.
  shortfall: (truth) => truth.shortfallMinor,
  // Collected beyond what was owed, no second payment: what to give back, as the order page's banner says.
  overCollected: (truth) => (truth.story === "cod_collected" ? truth.refundDueMinor : 0),
};

/** `truth`: the order's payment truth as its loader built it (from the stored ledger when it has one). */
export function ledgerOrderOf(
  row: LedgerRow,
  figure: LedgerFigureName,
  truth: PaymentTruth = paymentTruth(row, null),
): LedgerOrder {
  return {
    id: row.id,
    orderName: row.orderName,
    currency: (row.currency ?? "").toUpperCase(),
    amountMinor: AMOUNT_OF[figure](truth),
    paymentState: row.paymentState,
    shipmentState: row.shipmentState,
    sentAt: row.sentAt?.toISOString() ?? null,
    codCollectedAt: row.codCollectedAt?.toISOString() ?? null,
    shopifyPaidAt: row.shopifyPaidAt?.toISOString() ?? null,
    owedNowMinor: truth.owedNowMinor,
  };
}
