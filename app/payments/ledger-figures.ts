import { balanceIn, type OrderLedger } from "./entry-money";

/*
 * What the payment truth reads from an order's stored ledger (docs/decisions/084), in the money the service
 * collects in. Pure.
 */

export type LedgerFigures = {
  paidTwice: boolean;
  paidAfterCancellation: boolean;
  /** What is the buyer's: received beyond what is owed. */
  refundDueMinor: number;
  /** What the buyer still owes beyond what the service collects (after a collection: what it left owed). */
  shortfallMinor: number;
  /** What the service collects now, never more than is owed; null when nothing. */
  cashToHaveMinor: number | null;
  /** The service order's amount changed after it was first set: a printed label shows an old amount. */
  reprintLabel: boolean;
};

/**
 * The ledger's figures for a row, or null where it cannot speak for it and the row's columns still do: an
 * order whose entries do not yet say what is owed and what the service collects (handed off before the ledger
 * was stored), and an order of several parcels, whose outstanding amount the ledger does not split yet.
 */
export function ledgerFigures(currency: string | null, ledger: OrderLedger | null | undefined): LedgerFigures | null {
  if (!ledger || ledger.parcels > 1) return null;
  const kinds = new Set(ledger.entries.map((entry) => entry.kind));
  if (!kinds.has("owed") || !kinds.has("service_amount")) return null;
  const balance = balanceIn(ledger.entries, currency);
  return {
    paidTwice: balance.paidTwice,
    paidAfterCancellation: balance.paidAfterCancellation,
    refundDueMinor: balance.refundDue.shopMinor,
    shortfallMinor: balance.outstanding.shopMinor > 0 ? balance.shortfall : 0,
    cashToHaveMinor: balance.collectNow > 0 ? balance.collectNow : null,
    reprintLabel: balance.reprintLabel,
  };
}
