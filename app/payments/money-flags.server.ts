import type { Db } from "~/db.server";
import { PAID_AFTER_CANCEL_FLAG, PAID_TWICE_FLAG, hasFlag, withFlags, withoutFlag } from "~/order-record";
import { orderLedgerOf } from "./money-entries.server";
import { rowLedgerFigures } from "./payment-truth";

/*
 * The row's money flags (PAID_TWICE, PAID_AFTER_CANCEL on OrderSync.flaggedReason) as the order's ledger says them
 * (docs/decisions/093). The flags are what lists select by (the COD ledger's refunds to make) and what the order
 * block and problem lists name; where the ledger speaks, it decides them: set when it finds money to give back,
 * cleared once the merchant gave it back (a refund in Shopify) or it was never a second payment (a shortfall paid).
 */

/** A sent row as the money flags read it. */
export type MoneyFlagsRow = {
  id: string;
  shopId: string;
  shopifyOrderGid: string;
  currency: string | null;
  serviceOrderId: string | null;
};

const MONEY_FLAGS = [PAID_TWICE_FLAG, PAID_AFTER_CANCEL_FLAG] as const;

/**
 * Brings the row's money flags in line with its ledger; the ledger's verdict on paid twice, or null where it does
 * not speak for the row (handed off before it was stored): then the flags stay as written. Of an order of
 * several parcels, the flags go on the parcel that holds the order's refund (docs/decisions/091).
 * Reads the flags afresh, as a writer may have added one since the caller read the row.
 */
export async function alignMoneyFlags(db: Db, row: MoneyFlagsRow): Promise<boolean | null> {
  const current = await db.orderSync.findUnique({ where: { id: row.id }, select: { flaggedReason: true } });
  if (!current) return null;
  const ledger = await orderLedgerOf(db, row.shopId, row.shopifyOrderGid);
  const figures = rowLedgerFigures({ ...row, flaggedReason: current.flaggedReason }, ledger);
  if (!figures) return null;
  // One story per order, as the truth tells it: paid twice before paid after the cancellation.
  const wanted = {
    [PAID_TWICE_FLAG]: figures.paidTwice,
    [PAID_AFTER_CANCEL_FLAG]: figures.paidAfterCancellation && !figures.paidTwice,
  };
  if (MONEY_FLAGS.every((flag) => hasFlag(current.flaggedReason, flag) === wanted[flag])) return figures.paidTwice;
  const flaggedReason = MONEY_FLAGS.reduce(
    (flags, flag) => (wanted[flag] ? withFlags(flags, [flag]) : withoutFlag(flags, flag)),
    current.flaggedReason,
  );
  // Only over the flags read: a writer that changed them meanwhile wins, and the next sync aligns again.
  await db.orderSync.updateMany({
    where: { id: row.id, flaggedReason: current.flaggedReason },
    data: { flaggedReason },
  });
  return figures.paidTwice;
}
