/*
 * One money ledger per order (docs/decisions/073): every money fact is an entry, and one pure function,
 * `deriveMoney`, derives the balance and every flag from the entries. Amounts are integers in minor units,
 * each in the shop's money and in the order's presentment money (what the buyer saw). Entries may name a
 * service order (a replaced order keeps its own) and a parcel (null: the whole order), so parcels can split
 * what is outstanding later.
 */

export type MoneyEntryKind =
  /** What the buyer owes for the order in all (Shopify's current total after edits and item refunds); the latest counts. */
  | "owed"
  /** Money captured in Shopify by a gateway (card, mobile money, a transfer): the buyer paid. */
  | "captured"
  /** The buyer paid a service order's payment link. */
  | "link_paid"
  /** The service's rider collected cash at delivery. */
  | "rider_collected"
  /** Money given back to the buyer (a Shopify refund). */
  | "refunded"
  /** The app recorded in Shopify money the service collected (mark as paid, a manual payment): not new money. */
  | "recorded_in_shopify"
  /** A service order will collect this amount (handoff, a dashboard change); the latest per service order counts. */
  | "service_amount"
  /** A service order was cancelled: it collects nothing any more (a link may still be paid). */
  | "service_cancelled";

export type Money = { shopMinor: number; presentmentMinor: number };

export type MoneyEntry = {
  kind: MoneyEntryKind;
  amount: Money;
  at: Date;
  /** The gateway of a capture (Shopify's name). */
  gateway?: string | null;
  /** The service order the entry is about (its reference), for link, rider, amount and cancel entries. */
  serviceOrderRef?: string | null;
  /** The parcel (Shopify fulfillment order) the entry is about; null for the whole order. */
  parcelId?: string | null;
};

export type MoneyBalance = {
  /** What the buyer owes in all. */
  owed: Money;
  /** What reached the merchant by any way (captures, links, riders), refunds taken off. */
  received: Money;
  /** owed − received: positive, the buyer still owes it; negative, it is the buyer's (a refund is due). */
  balance: Money;
  outstanding: Money;
  refundDue: Money;
  /** What Shopify's own outstanding amount should be: owed − captures + refunds − what the app recorded there. */
  shopifyOutstanding: Money;
  /** Collected by the service and not recorded in Shopify yet. */
  unrecorded: Money;
  /** What the active service order still collects (0 once collected, paid by link or cancelled). */
  serviceCollects: number;
  /** What the service should collect now: never more than the buyer owes. */
  collectNow: number;
  /** The service collects more than the buyer owes now (an edit down, a payment since). */
  overCollects: boolean;
  /** The service collects less than the buyer owes: the rest must be collected otherwise. */
  shortfall: number;
  /** The buyer paid more than was owed by two payments or more. */
  paidTwice: boolean;
  /**
   * A cancelled service order's link was paid, or its rider collected, after the cancellation, and more came in than
   * the buyer owes (docs/decisions/099): what the order still owes is received, only the excess is the buyer's.
   */
  paidAfterCancellation: boolean;
  /** The active service order's amount changed after it was first set: a printed label shows an old amount. */
  reprintLabel: boolean;
  /**
   * Each parcel's latest service order, active or cancelled (keyed by the entries' `parcelId`, "" for none), for
   * parcel-ledger.ts.
   */
  parcelServices: ReadonlyMap<string, ServiceOrderMoney>;
  /** The parcels any service order was set for (a `service_amount` entry names them). */
  servedParcels: ReadonlySet<string>;
  /** The parcel whose service order collected last (the rider's cash, a link paid); null before any. */
  lastCollectedParcel: string | null;
};

/** A service order as the ledger follows it: what it collects, what it was first set to, settled or cancelled. */
export type ServiceOrderMoney = { amount: number; first: number; settled: boolean; cancelled: boolean };

const ZERO: Money = { shopMinor: 0, presentmentMinor: 0 };
const add = (a: Money, b: Money): Money => ({
  shopMinor: a.shopMinor + b.shopMinor,
  presentmentMinor: a.presentmentMinor + b.presentmentMinor,
});
const minus = (a: Money, b: Money): Money => ({
  shopMinor: a.shopMinor - b.shopMinor,
  presentmentMinor: a.presentmentMinor - b.presentmentMinor,
});
const atLeastZero = (a: Money): Money => ({
  shopMinor: Math.max(0, a.shopMinor),
  presentmentMinor: Math.max(0, a.presentmentMinor),
});

const PAYMENTS = new Set<MoneyEntryKind>(["captured", "link_paid", "rider_collected"]);
const BY_SERVICE = new Set<MoneyEntryKind>(["link_paid", "rider_collected"]);

/** The one derivation: entries in any order (sorted here by time, ties kept in the given order). Pure. */
export function deriveMoney(entries: readonly MoneyEntry[]): MoneyBalance {
  const sorted = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || a.index - b.index)
    .map(({ entry }) => entry);
  let owed = ZERO;
  let received = ZERO;
  let captured = ZERO;
  let byService = ZERO;
  let recorded = ZERO;
  let payments = 0;
  // Paid to a cancelled service order and not given back yet: a later refund settles it (docs/decisions/093).
  let paidAfterCancel = 0;
  const services = new Map<string, ServiceOrderMoney>();
  let active: string | null = null;
  // Several parcels each have an active service order at once (docs/decisions/091); one parcel, one of them.
  const activeOfParcel = new Map<string, string>();
  let lastCollectedParcel: string | null = null;
  const servedParcels = new Set<string>();
  for (const entry of sorted) {
    const ref = entry.serviceOrderRef ?? "";
    const parcel = entry.parcelId ?? "";
    const service = services.get(ref);
    switch (entry.kind) {
      case "owed":
        owed = entry.amount;
        break;
      case "refunded":
        received = minus(received, entry.amount);
        captured = minus(captured, entry.amount);
        paidAfterCancel = Math.max(0, paidAfterCancel - entry.amount.shopMinor);
        break;
      case "recorded_in_shopify":
        recorded = add(recorded, entry.amount);
        break;
      case "service_amount":
        if (service) service.amount = entry.amount.shopMinor;
        else
          services.set(ref, {
            amount: entry.amount.shopMinor,
            first: entry.amount.shopMinor,
            settled: false,
            cancelled: false,
          });
        servedParcels.add(parcel);
        if (!service?.cancelled) {
          active = ref;
          activeOfParcel.set(parcel, ref);
        }
        break;
      case "service_cancelled":
        if (service) service.cancelled = true;
        if (active === ref) active = null;
        // The parcel keeps its cancelled service order until another is set for it: parcel-ledger.ts reads what it
        // was to collect, which stays owed in Shopify and which no other parcel collects.
        break;
      default:
        if (!PAYMENTS.has(entry.kind)) break;
        received = add(received, entry.amount);
        payments++;
        if (BY_SERVICE.has(entry.kind)) {
          byService = add(byService, entry.amount);
          lastCollectedParcel = parcel;
          if (service) {
            if (service.cancelled) paidAfterCancel += entry.amount.shopMinor;
            service.settled = true;
          }
        } else captured = add(captured, entry.amount);
    }
  }
  const balance = minus(owed, received);
  const outstanding = atLeastZero(balance);
  const refundDue = atLeastZero(minus(received, owed));
  const current = active ? services.get(active) : undefined;
  const serviceCollects = current && !current.settled && !current.cancelled ? current.amount : 0;
  const collectNow = Math.min(serviceCollects, outstanding.shopMinor);
  return {
    owed,
    received,
    balance,
    outstanding,
    refundDue,
    shopifyOutstanding: minus(minus(owed, captured), recorded),
    unrecorded: atLeastZero(minus(byService, recorded)),
    serviceCollects,
    collectNow,
    overCollects: serviceCollects > outstanding.shopMinor,
    shortfall: current && !current.cancelled ? Math.max(0, outstanding.shopMinor - serviceCollects) : 0,
    paidTwice: payments >= 2 && refundDue.shopMinor > 0,
    // Received against what the order owes whatever service order took it: a refund only of the excess (099).
    paidAfterCancellation: paidAfterCancel > 0 && refundDue.shopMinor > 0,
    reprintLabel: Boolean(current && !current.settled && !current.cancelled && current.amount !== current.first),
    parcelServices: new Map([...activeOfParcel].map(([parcel, ref]) => [parcel, services.get(ref)!])),
    servedParcels,
    lastCollectedParcel,
  };
}

/**
 * How the app records in Shopify what the service collected (`collected`), given what Shopify has outstanding
 * before it (`MoneyBalance.shopifyOutstanding`, or Shopify's own `totalOutstandingSet`): Shopify's orderMarkAsPaid
 * records the whole outstanding amount, so it is right only when the two are equal; any other amount is recorded
 * as itself (orderCreateManualPayment). Nothing when nothing came.
 */
export function shopifyRecordingFor(
  shopifyOutstanding: Money,
  collected: Money,
): { how: "mark_as_paid" } | { how: "manual_payment"; amount: Money } | { how: "nothing" } {
  if (collected.shopMinor <= 0) return { how: "nothing" };
  if (collected.shopMinor === shopifyOutstanding.shopMinor) return { how: "mark_as_paid" };
  return { how: "manual_payment", amount: collected };
}

/**
 * What the buyer is asked to have ready (the tracking page, the label, the call message): what the service
 * collects, never more than the buyer owes now (`owedNowMinor`, set while the two differ). The ledger's
 * `collectNow` for an order whose service collects `serviceCollectsMinor`. Null when nothing is collected.
 */
export function amountToAsk(serviceCollectsMinor: number | null, owedNowMinor: number | null): number | null {
  if (!serviceCollectsMinor || serviceCollectsMinor <= 0) return null;
  const money = (minor: number) => ({ shopMinor: minor, presentmentMinor: minor });
  const at = new Date(0);
  const collectNow = deriveMoney([
    { kind: "owed", amount: money(owedNowMinor ?? serviceCollectsMinor), at },
    { kind: "service_amount", amount: money(serviceCollectsMinor), at, serviceOrderRef: "current" },
  ]).collectNow;
  return collectNow > 0 ? collectNow : null;
}
