/**
 * How what the buyer still owes on one Shopify order is split over its parcels, each collected by its own service
 * order (docs/decisions/072). Pure; amounts are the service's minor units (spec §2: two decimals for every
 * currency).
 *
 * - A parcel whose amount is `locked` (its service order exists: it collects what it was sent with) keeps it.
 * - What is left (`totalMinor` less the locked amounts, never below 0) is split over the other parcels in proportion
 *   to the value of their items, each share rounded down to `stepMinor` (the currency's smallest unit in minor
 *   units: 100 for XOF, which has no decimals, 1 for EUR; `collectionStepMinor`).
 * - What rounding left over goes whole to the open parcel of the greatest value (the first of them on a tie), so the
 *   shares add up to exactly what was left: no parcel asks for more than is owed, and nothing owed is forgotten.
 * - Open parcels whose items are all worth nothing are weighed equally.
 * - When the locked amounts alone exceed what is owed now, the open parcels collect 0 and `excessMinor` says by how
 *   much the parcels on the road collect more than is owed (the merchant is told; nothing here changes them).
 */
export type ParcelForAmount = {
  /** The parcel's key (its fulfillment order's GID). */
  id: string;
  /** The value of its items, in minor units: the weight of its share. */
  valueMinor: number;
  /** The amount its service order already collects, when it has one. */
  lockedMinor?: number | null;
};

export type ParcelAmounts = {
  /** Each parcel's amount to collect, by id, in the order given. */
  amounts: Map<string, number>;
  /** How much the locked amounts exceed what is owed now (0 when they do not). */
  excessMinor: number;
  /** What is owed beyond the locked amounts when no parcel is open to carry it (0 otherwise). */
  unassignedMinor: number;
};

/** The service's minor units in the currency's smallest unit: 100 for a currency without decimals, else 1. */
export function collectionStepMinor(currencyDecimals: number): number {
  return 10 ** (2 - Math.min(Math.max(currencyDecimals, 0), 2));
}

export function splitAmountOverParcels(
  totalMinor: number,
  parcels: readonly ParcelForAmount[],
  stepMinor = 1,
): ParcelAmounts {
  for (const value of [totalMinor, stepMinor, ...parcels.map((p) => p.valueMinor)])
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not an amount in minor units: ${value}`);
  if (stepMinor === 0) throw new RangeError("the step must be at least one minor unit");
  if (new Set(parcels.map((p) => p.id)).size !== parcels.length) throw new RangeError("two parcels share an id");

  const amounts = new Map<string, number>();
  const locked = parcels.filter((p) => p.lockedMinor != null);
  const lockedTotal = locked.reduce((sum, p) => sum + p.lockedMinor!, 0);
  const open = parcels.filter((p) => p.lockedMinor == null);
  const left = Math.max(0, totalMinor - lockedTotal);

  const weights = open.map((p) => BigInt(p.valueMinor));
  const weightTotal = weights.reduce((sum, w) => sum + w, 0n);
  const weightOf = (index: number) => (weightTotal === 0n ? 1n : weights[index]);
  const allWeights = weightTotal === 0n ? BigInt(open.length) : weightTotal;
  const step = BigInt(stepMinor);
  // Exact integer arithmetic: a share is floor(left × weight / total), then down to a whole step.
  const shares = open.map((_, index) => {
    const exact = (BigInt(left) * weightOf(index)) / allWeights;
    return Number((exact / step) * step);
  });
  const remainder = left - shares.reduce((sum, share) => sum + share, 0);
  if (open.length > 0) {
    let largest = 0;
    open.forEach((p, index) => {
      if (p.valueMinor > open[largest].valueMinor) largest = index;
    });
    shares[largest] += remainder;
  }

  const openShare = new Map(open.map((p, index) => [p.id, shares[index]]));
  for (const parcel of parcels) amounts.set(parcel.id, parcel.lockedMinor ?? openShare.get(parcel.id)!);
  return {
    amounts,
    excessMinor: Math.max(0, lockedTotal - totalMinor),
    unassignedMinor: open.length === 0 ? left : 0,
  };
}
