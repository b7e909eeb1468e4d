import { collectionStepMinor } from "~/order-mapping";
import { currencyDecimals } from "~/money";
import { balanceIn, type OrderLedger } from "./entry-money";
import type { MoneyBalance } from "./ledger";
import { parcelMoneyOf } from "./parcel-ledger";

/*
 * What the payment truth reads from an order's stored ledger (docs/decisions/084), in the money the service
 * collects in; for a parcel of an order of several, the parcel's own (docs/decisions/091). Pure.
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
  /** A parcel's part of what is owed when its rider collects another amount; absent: the row's column says. */
  owedNowMinor?: number | null;
};

/**
 * The ledger's figures for a row (`rowId`, the parcel of an order of several), or null where it cannot speak for
 * it and the row's columns still do: an order whose entries do not yet say what is owed and what the service
 * collects for each parcel handed over (handed off before the ledger was stored).
 */
export function ledgerFigures(
  currency: string | null,
  ledger: OrderLedger | null | undefined,
  rowId?: string | null,
): LedgerFigures | null {
  if (!ledger) return null;
  const kinds = new Set(ledger.entries.map((entry) => entry.kind));
  if (!kinds.has("owed") || !kinds.has("service_amount")) return null;
  const balance = balanceIn(ledger.entries, currency);
  return ledger.parcels > 1 ? parcelFigures(balance, currency, ledger, rowId) : orderFigures(balance);
}

function orderFigures(balance: MoneyBalance): LedgerFigures {
  return {
    paidTwice: balance.paidTwice,
    paidAfterCancellation: balance.paidAfterCancellation,
    refundDueMinor: balance.refundDue.shopMinor,
    shortfallMinor: balance.outstanding.shopMinor > 0 ? balance.shortfall : 0,
    cashToHaveMinor: balance.collectNow > 0 ? balance.collectNow : null,
    reprintLabel: balance.reprintLabel,
  };
}

/** A parcel's own figures; the order's (refund due, paid twice, after cancellation, shortfall) on one row only. */
function parcelFigures(
  balance: MoneyBalance,
  currency: string | null,
  ledger: OrderLedger,
  rowId: string | null | undefined,
): LedgerFigures | null {
  if (!rowId || !ledger.rows || ledger.rows.length !== ledger.parcels) return null;
  // What is collected is a whole coin of the service's currency (docs/decisions/072).
  const step = collectionStepMinor(currency ? currencyDecimals(currency) : 2);
  const parcel = parcelMoneyOf(balance, ledger.rows, step)?.get(rowId);
  if (!parcel) return null;
  const holds = parcel.holdsOrder;
  // Each rider collects, so an order of several parcels is paid several times: a refund due after a collection the
  // amount check knew to differ is that refund, not a second payment (as for one parcel, docs/decisions/073).
  const differs = ledger.rows.some((row) => row.amountDiffers);
  return {
    paidTwice: holds && balance.paidTwice && !differs,
    paidAfterCancellation: holds && balance.paidAfterCancellation,
    refundDueMinor: holds ? balance.refundDue.shopMinor : 0,
    shortfallMinor: balance.outstanding.shopMinor > 0 ? parcel.shortfall : 0,
    cashToHaveMinor: parcel.collectNow > 0 ? parcel.collectNow : null,
    reprintLabel: parcel.reprintLabel,
    owedNowMinor: parcel.owedNow,
  };
}
