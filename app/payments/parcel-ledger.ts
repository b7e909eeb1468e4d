import { keptByCancelledParcel, owedOverParcels } from "~/order-mapping";
import type { MoneyBalance } from "./ledger";

/*
 * The ledger of an order of several parcels, per parcel (docs/decisions/091). Each parcel (an OrderSync row,
 * docs/decisions/076) has its own active service order; what they collect together is never more than the order's
 * outstanding amount. Pure; amounts in the money the balance was derived in.
 */

/** A parcel as the ledger weighs it: its row, its number, and what its amount was set against (decision 087). */
export type LedgerParcel = {
  id: string;
  parcelNumber: number;
  /** Handed to the service (the row has a service order). */
  sent: boolean;
  /** What its items were worth when its amount was set (OrderSync.parcelValueMinor); null: not known. */
  valueMinor: number | null;
  /** What its items are worth as the order's latest sync weighed them (OrderSync.parcelValueNowMinor); null: not known. */
  valueNowMinor: number | null;
  /** What the order owed in all when its amount was set (OrderSync.parcelOwedWholeMinor); null: not known. */
  owedWholeMinor: number | null;
  /** Flagged AMOUNT_DIFFERS: its rider collects another amount than its part of what is owed (decision 041). */
  amountDiffers: boolean;
};

export type ParcelMoney = {
  /** What the parcel's active service order still collects (0 once collected, paid by link or cancelled). */
  serviceCollects: number;
  /** What it should collect now: its share of the order's outstanding amount, never more than it collects. */
  collectNow: number;
  /** Its share of what the order owes when that is not what it collects (decision 041's owed now); else null. */
  owedNow: number | null;
  /** What the order still owes once no parcel collects any more: on the holder only, else 0. */
  shortfall: number;
  /** Its active service order's amount changed after it was first set. */
  reprintLabel: boolean;
  /** The row that shows the order's own figures (refund due, paid twice, paid after cancellation, shortfall). */
  holdsOrder: boolean;
};

/**
 * Each parcel's money (by row id), or null where the stored ledger cannot speak for every parcel: a parcel handed
 * over with no `service_amount` entry (before the ledger was stored) keeps the columns' derivation.
 *
 * - The order's outstanding amount is split over the parcels whose service order still collects by the split rule
 *   of decisions 072/087 (`owedByParcel`: a parcel keeps what it collects while the order owes it; a change is
 *   attributed once, in proportion to value, each part rounded down to `stepMinor`, the rest to the parcel of
 *   greatest value). A parcel collects the smaller of its amount and its share, so the parcels together never
 *   collect more than is owed.
 * - The order's figures go on one row, so no view adds them twice: the parcel the service collected from last
 *   (that collection settles the order's account), else the order's first parcel.
 */
export function parcelMoneyOf(
  balance: MoneyBalance,
  parcels: readonly LedgerParcel[],
  stepMinor: number,
): Map<string, ParcelMoney> | null {
  if (parcels.some((p) => p.sent && !balance.servedParcels.has(p.id))) return null;
  const collects = new Map(parcels.map((p) => [p.id, collectsOf(balance, p.id)]));
  const collecting = parcels.filter((p) => collects.get(p.id)! > 0);
  const outstanding = balance.outstanding.shopMinor;
  // The sync's own split (docs/decisions/099): a parcel that collects nothing any more is left out of it.
  const shares = owedOverParcels(
    outstanding,
    parcels.map((p) => ({
      id: p.id,
      // The sync's weight, its value now (decision 099's amendment); else its value when its amount was set; else,
      // as that amount was set as its share of the value, the amount itself.
      valueMinor: p.valueNowMinor ?? p.valueMinor ?? collects.get(p.id)!,
      // A cancelled service order that brought nothing keeps its items' part, uncollected (the sync's rule, 099).
      sentMinor: keptByCancelled(balance, p) ?? collects.get(p.id)!,
      basis: p.owedWholeMinor !== null ? { wholeMinor: p.owedWholeMinor, valueMinor: p.valueMinor ?? 0 } : null,
    })),
    stepMinor,
  );
  const holder = holderOf(balance, parcels);
  // Some parcel still owes to a service order, so the order's shortfall is not known yet (decision 041's figure).
  const stillServed = [...balance.parcelServices.values()].some((s) => !s.cancelled);
  const orderShortfall = collecting.length === 0 && stillServed ? outstanding : 0;
  return new Map(
    parcels.map((p) => {
      const service = balance.parcelServices.get(p.id);
      const open = Boolean(service && !service.settled && !service.cancelled);
      return [
        p.id,
        {
          serviceCollects: collects.get(p.id)!,
          collectNow: Math.min(collects.get(p.id)!, shares.get(p.id) ?? 0),
          owedNow: collects.get(p.id)! > 0 && shares.get(p.id) !== collects.get(p.id) ? shares.get(p.id)! : null,
          shortfall: p.id === holder ? orderShortfall : 0,
          reprintLabel: open && service!.amount !== service!.first,
          holdsOrder: p.id === holder,
        },
      ];
    }),
  );
}

function keptByCancelled(balance: MoneyBalance, p: LedgerParcel): number | null {
  const service = balance.parcelServices.get(p.id);
  if (!service || !service.cancelled || service.settled) return null;
  return keptByCancelledParcel(Math.max(0, service.amount), p.valueNowMinor ?? null, p.valueMinor ?? null);
}

function collectsOf(balance: MoneyBalance, parcelId: string): number {
  const service = balance.parcelServices.get(parcelId);
  return service && !service.settled && !service.cancelled ? Math.max(0, service.amount) : 0;
}

function holderOf(balance: MoneyBalance, parcels: readonly LedgerParcel[]): string | null {
  const last = balance.lastCollectedParcel;
  if (last !== null && parcels.some((p) => p.id === last)) return last;
  const first = [...parcels].sort((a, b) => a.parcelNumber - b.parcelNumber)[0];
  return first?.id ?? null;
}
