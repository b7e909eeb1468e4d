/**
 * Promises that learn, pure: where deliveries to a destination come later than the dates the buyer
 * was shown more often than LATENESS_POLICY.lateShareAbove, over the last `windowDays`, with at
 * least `minDeliveries` deliveries, the destination is flagged, and the dates shown at checkout
 * may be widened by the 90th percentile of the days late there (at least 1, at most `maxWidenDays`).
 * docs/decisions/047 writes down what is measured, how often and the bounds.
 */
import { percentile, share } from "./figures";
import { daysLate } from "./summarise";

export const LATENESS_POLICY = {
  windowDays: 30,
  minDeliveries: 5,
  /** Strictly more than this share of late deliveries flags a destination. */
  lateShareAbove: 0.2,
  maxWidenDays: 7,
} as const;

export type LatenessPolicy = typeof LATENESS_POLICY;

/** A delivered order with the dates it was promised, as the learning query reads it. */
export type PromisedDelivery = {
  destinationKey: string;
  destCountry: string | null;
  destRegion: string | null;
  destCity: string | null;
  deliveredAt: Date;
  promisedLatestDate: string;
};

export type LateDestination = {
  destinationKey: string;
  label: string[];
  deliveries: number;
  late: number;
  lateShare: number;
  /** The 90th percentile of days late over all its deliveries (an on-time one counts 0). */
  p90DaysLate: number;
  /** What the checkout adds to the latest date shown, when the merchant turned widening on. */
  widenDays: number;
};

/**
 * The key a destination is known by at checkout and on an order: the country, the region as
 * destination/region.ts gives it (Shopify's province code, else its name, else the city) and the
 * city, compared ignoring case and surrounding spaces.
 */
export function destinationKey(destination: {
  countryCode?: string | null;
  region?: string | null;
  city?: string | null;
}) {
  const part = (value: string | null | undefined) => (value ?? "").trim().toLowerCase();
  return `${part(destination.countryCode).toUpperCase()}|${part(destination.region)}|${part(destination.city)}`;
}

/** Keys of the same country and city whatever the region reads ("CI|ab|abidjan" → "CI|" … "|abidjan"). */
export function sameCityPattern(key: string): { startsWith: string; endsWith: string } {
  const [country, , city] = key.split("|");
  return { startsWith: `${country}|`, endsWith: `|${city}` };
}

/**
 * The late destination a key names: the same key, else one of the same country and city (the
 * checkout may read a province code where the order's address has none).
 */
export function lateDestinationFor(destinations: readonly LateDestination[], key: string): LateDestination | undefined {
  const { startsWith, endsWith } = sameCityPattern(key);
  return (
    destinations.find((destination) => destination.destinationKey === key) ??
    destinations.find(
      (destination) =>
        destination.destinationKey.startsWith(startsWith) && destination.destinationKey.endsWith(endsWith),
    )
  );
}

/** The destinations delivered late too often, worst first. */
export function lateDestinations(
  deliveries: readonly PromisedDelivery[],
  timeZone: string,
  policy: LatenessPolicy = LATENESS_POLICY,
): LateDestination[] {
  const byKey = new Map<string, PromisedDelivery[]>();
  for (const delivery of deliveries) {
    const list = byKey.get(delivery.destinationKey) ?? [];
    list.push(delivery);
    byKey.set(delivery.destinationKey, list);
  }
  const flagged: LateDestination[] = [];
  for (const [key, list] of byKey) {
    if (list.length < policy.minDeliveries) continue;
    const lateness = list.map((delivery) =>
      Math.max(0, daysLate(delivery.deliveredAt, delivery.promisedLatestDate, timeZone)),
    );
    const late = lateness.filter((days) => days > 0).length;
    const lateShare = share(late, list.length)!;
    if (!(late / list.length > policy.lateShareAbove)) continue;
    const p90DaysLate = percentile(lateness, 0.9)!;
    const first = list[0];
    flagged.push({
      destinationKey: key,
      label: [first.destCountry ?? "", first.destRegion ?? "", first.destCity ?? ""],
      deliveries: list.length,
      late,
      lateShare,
      p90DaysLate,
      widenDays: Math.min(policy.maxWidenDays, Math.max(1, p90DaysLate)),
    });
  }
  return flagged.sort(
    (a, b) =>
      b.lateShare - a.lateShare || b.deliveries - a.deliveries || a.destinationKey.localeCompare(b.destinationKey),
  );
}
