/**
 * What each parcel of one Shopify order collects when what the buyer owes changes after some parcels were handed
 * to the service (docs/decisions/087). Pure; amounts in the service's minor units.
 *
 * - Parcels never handed over share what the handed-over ones leave (never below 0) by the split rule
 *   (`splitAmountOverParcels`, decision 072).
 * - What is left to attribute after that (a lowered amount, or a raised one with no new parcel to carry it) is
 *   attributed once, to the handed-over parcels whose amount was set against another amount owed than now
 *   (`basis.wholeMinor`): to those whose items changed since (their value against `basis.valueMinor`), in
 *   proportion to how much they changed; else, an order-level change (a part-payment, a discount, the delivery
 *   fee), to all of them by the split rule. A parcel set against the amount owed now keeps what it collects.
 * - Why "set against another amount": parcels are replaced one at a time (each by its own sync), and a parcel
 *   already created anew for the new amount must not take a share again when the next one is worked out. So every
 *   parcel's answer is the same whichever of them was replaced first.
 * - No parcel collects less than 0: what one cannot give up is taken from the others, the largest first. The
 *   amounts always add up to exactly `totalMinor`.
 */
import { splitAmountOverParcels } from "./parcel-amounts";

export type ParcelOwing = {
  id: string;
  /** What its items are worth now (minor units, any one currency for all parcels): the weight of its share. */
  valueMinor: number;
  /** What it collects since it was handed to the service (kept through a replacement); null: never handed over. */
  sentMinor: number | null;
  /** What that amount was set against: the whole order's amount owed then and its items' value then. */
  basis: { wholeMinor: number; valueMinor: number } | null;
};

export function owedByParcel(totalMinor: number, parcels: readonly ParcelOwing[], stepMinor = 1): Map<string, number> {
  const amounts = new Map<string, number>();
  const sent = parcels.filter((p) => p.sentMinor !== null);
  const fresh = parcels.filter((p) => p.sentMinor === null);
  let left = totalMinor - sent.reduce((sum, p) => sum + p.sentMinor!, 0);
  if (fresh.length > 0) {
    const shares = splitAmountOverParcels(Math.max(0, left), fresh, stepMinor).amounts;
    for (const [id, share] of shares) amounts.set(id, share);
    left = Math.min(0, left);
  }
  for (const p of sent) amounts.set(p.id, p.sentMinor!);
  if (left === 0 || sent.length === 0) return amounts;

  const stale = sent.filter((p) => p.basis?.wholeMinor !== totalMinor);
  const carriers = stale.length > 0 ? stale : sent;
  const changed = carriers.filter((p) => p.basis && p.basis.valueMinor !== p.valueMinor);
  const weighed = (changed.length > 0 ? changed : carriers).map((p) => ({
    id: p.id,
    valueMinor: changed.length > 0 ? Math.abs(p.valueMinor - p.basis!.valueMinor) : p.valueMinor,
  }));
  const parts = splitAmountOverParcels(Math.abs(left), weighed, stepMinor).amounts;
  for (const [id, part] of parts) amounts.set(id, amounts.get(id)! + Math.sign(left) * part);
  return withoutNegatives(amounts, sent);
}

/**
 * The one split of what an order still owes over its parcels, which the sync (app/orders/parcels.server.ts) and the
 * ledger (app/payments/parcel-ledger.ts) both use (docs/decisions/099): a parcel handed over whose service order
 * collects nothing any more (`sentMinor` 0: collected, paid by link, cancelled) is owed nothing of `totalMinor`,
 * which no longer counts what it brought; the others share it by `owedByParcel`.
 */
export function owedOverParcels(
  totalMinor: number,
  parcels: readonly ParcelOwing[],
  stepMinor = 1,
): Map<string, number> {
  const owing = parcels.filter((p) => p.sentMinor === null || p.sentMinor > 0);
  const amounts = owedByParcel(totalMinor, owing, stepMinor);
  return new Map(parcels.map((p) => [p.id, amounts.get(p.id) ?? 0]));
}

/**
 * What a cancelled parcel that brought no money keeps of what the order owes (docs/decisions/099): nobody collects
 * it, and the other parcels do not collect for its items. Its items' share stays as long as they stay on the order:
 * what it was sent to collect, in proportion to what its items are worth now against when that was set (0 once the
 * merchant took them off). Without a value to compare, all of it.
 */
export function keptByCancelledParcel(sentMinor: number, valueNowMinor: number | null, valueThenMinor: number | null) {
  if (valueNowMinor === null || valueThenMinor === null || valueThenMinor <= 0) return sentMinor;
  if (valueNowMinor >= valueThenMinor) return sentMinor;
  return Number((BigInt(sentMinor) * BigInt(Math.max(0, valueNowMinor))) / BigInt(valueThenMinor));
}

/** A parcel asked to give up more than it collects gives up all of it; the rest comes from the largest others. */
function withoutNegatives(amounts: Map<string, number>, sent: readonly ParcelOwing[]): Map<string, number> {
  let owedBack = 0;
  for (const p of sent)
    if (amounts.get(p.id)! < 0) {
      owedBack -= amounts.get(p.id)!;
      amounts.set(p.id, 0);
    }
  const largestFirst = [...sent].sort((a, b) => amounts.get(b.id)! - amounts.get(a.id)!);
  for (const p of largestFirst) {
    const taken = Math.min(owedBack, amounts.get(p.id)!);
    amounts.set(p.id, amounts.get(p.id)! - taken);
    owedBack -= taken;
  }
  return amounts;
}
