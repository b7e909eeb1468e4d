import type { Db } from "~/db.server";
import { balanceIn } from "./entry-money";
import { orderLedgerOf } from "./money-entries.server";
import { rowLedgerFigures } from "./payment-truth";

/*
 * A cancelled parcel's link paid while its Shopify order stays open (docs/decisions/099): the money reached the
 * merchant (spec §3: a link payment settles to the merchant's payout account), so it is received against what the
 * order owes, as any collection, and recorded in Shopify; only what exceeds what the buyer owes is theirs to get
 * back (the ledger's refund due, and its PAID_AFTER_CANCEL flag). A cancelled Shopify order owes nothing: there,
 * as decision 042 says, the whole payment goes back and Shopify is not marked paid.
 */

type Row = {
  id: string;
  shopId: string;
  shopifyOrderGid: string;
  currency: string | null;
  serviceOrderId: string | null;
};

/**
 * Whether the order the row belongs to still owes something by its stored ledger (its latest `owed` entry), so a
 * payment to its cancelled service order counts towards it. False where the ledger does not speak for the row
 * (handed off before it was stored): the payment is flagged for a refund, as before.
 */
export async function paidToOpenOrder(db: Db, row: Row): Promise<boolean> {
  const ledger = await orderLedgerOf(db, row.shopId, row.shopifyOrderGid);
  if (!rowLedgerFigures({ ...row, flaggedReason: null }, ledger)) return false;
  return balanceIn(ledger.entries, row.currency).owed.shopMinor > 0;
}
