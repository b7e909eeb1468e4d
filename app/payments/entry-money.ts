import { deriveMoney, type MoneyBalance, type MoneyEntry, type MoneyEntryKind } from "./ledger";
import type { LedgerParcel } from "./parcel-ledger";

/*
 * Between the stored entries (MoneyEntry rows, docs/decisions/084) and the pure ledger: the stored form of an
 * entry, the ledger's view of it, and the balance read in the money a figure is shown in. Pure.
 */

/** One stored entry as the loaders read it. */
export type StoredMoneyEntry = {
  shopifyOrderGid: string;
  orderSyncId: string | null;
  kind: string;
  shopMinor: number;
  shopCurrency: string;
  presentmentMinor: number;
  presentmentCurrency: string;
  at: Date;
  gateway: string | null;
  serviceOrderRef: string | null;
};

/**
 * An order's stored ledger: its entries (oldest first), how many rows (parcels) the order has and, for an order of
 * several, each of them as the ledger weighs it (docs/decisions/091).
 */
export type OrderLedger = { entries: readonly StoredMoneyEntry[]; parcels: number; rows?: readonly LedgerParcel[] };

const KINDS = new Set<string>([
  "owed",
  "captured",
  "link_paid",
  "rider_collected",
  "refunded",
  "recorded_in_shopify",
  "service_amount",
  "service_cancelled",
]);

/**
 * A Shopify payment recorded by hand (Shopify's manual gateway, a COD gateway, the app's own marking), stored
 * as such: after the service collected (the rider's cash, a link), it is that money written down in Shopify
 * (`recorded_in_shopify`), else money of its own (`captured`; docs/decisions/073). Told when read, so the order
 * in which the app learnt the two facts does not matter.
 */
export const PAID_BY_HAND = "paid_by_hand";

/** The ledger's entries of stored ones; a kind this version does not know (a later one's) is left out. */
export function ledgerEntriesOf(stored: readonly StoredMoneyEntry[]): MoneyEntry[] {
  const serviceCollected = stored.some((e) => e.kind === "rider_collected" || e.kind === "link_paid");
  return stored.flatMap((entry) => {
    const kind = entry.kind === PAID_BY_HAND ? (serviceCollected ? "recorded_in_shopify" : "captured") : entry.kind;
    const ledgerEntry = ledgerEntryOf({ ...entry, kind });
    return ledgerEntry ? [ledgerEntry] : [];
  });
}

function ledgerEntryOf(stored: StoredMoneyEntry): MoneyEntry | null {
  if (!KINDS.has(stored.kind)) return null;
  return {
    kind: stored.kind as MoneyEntryKind,
    amount: { shopMinor: stored.shopMinor, presentmentMinor: stored.presentmentMinor },
    at: stored.at,
    gateway: stored.gateway,
    serviceOrderRef: stored.serviceOrderRef,
    parcelId: stored.orderSyncId,
  };
}

/**
 * The balance with every figure in `currency`: deriveMoney compares service amounts with what is owed in its
 * `shopMinor`, so for the buyer's (presentment) money, the order in which a service order collects, the two
 * amounts of each entry change places. Flags are the same either way; figures are each currency's own.
 */
export function balanceIn(stored: readonly StoredMoneyEntry[], currency: string | null): MoneyBalance {
  const entries = ledgerEntriesOf(stored);
  const presentment = currency !== null && stored.some((e) => e.presentmentCurrency === currency);
  const inShop = currency === null || stored.some((e) => e.shopCurrency === currency);
  if (!presentment || inShop) return deriveMoney(entries);
  return deriveMoney(
    entries.map((entry) => ({
      ...entry,
      amount: { shopMinor: entry.amount.presentmentMinor, presentmentMinor: entry.amount.shopMinor },
    })),
  );
}

/**
 * An amount known in one money (the service's, in the order's presentment currency) in the other, at the
 * order's own rate: its latest total in both (the newest `owed` entry). Rounded down, as Shopify converts
 * a buyer's amount (decision 040). Without a total in both, the amount itself.
 */
export function atOrderRate(minor: number, total: { from: number; to: number } | null): number {
  if (!total || total.from <= 0) return minor;
  return Number((BigInt(minor) * BigInt(total.to)) / BigInt(total.from));
}
