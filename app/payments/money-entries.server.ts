import type { AppContext } from "~/app-context";
import type { MoneyEntryKind } from "./ledger";
import { atOrderRate, type OrderLedger, type PAID_BY_HAND, type StoredMoneyEntry } from "./entry-money";
import type { LedgerParcel } from "./parcel-ledger";
import { AMOUNT_DIFFERS_FLAG, hasFlag } from "~/order-record";

/*
 * The order's money ledger, stored (docs/decisions/084): one MoneyEntry row per money fact, written where the
 * app learns the fact, read by every view through the one derivation (`deriveMoney`). A fact is named by its
 * idempotency key, unique per shop: a webhook delivered twice, a job retried or a reconciliation repeated
 * writes it once.
 */

type Db = Pick<AppContext, "db">["db"];

export type MoneyFact = {
  shopId: string;
  shopifyOrderGid: string;
  /** The parcel (OrderSync row) the fact concerns; null or absent: the whole order. */
  orderSyncId?: string | null;
  kind: MoneyEntryKind | typeof PAID_BY_HAND;
  shop: { minor: number; currency: string };
  presentment: { minor: number; currency: string };
  at: Date;
  gateway?: string | null;
  serviceOrderRef?: string | null;
  /** What makes this fact this fact (e.g. `rider-collected:<reference>`): written once per shop. */
  key: string;
};

/** Writes the fact unless its key is taken. Plain statements (no upsert: SQLite's busy writers). Whether written. */
export async function recordMoneyEntry(db: Db, fact: MoneyFact): Promise<boolean> {
  const key = { shopId_idempotencyKey: { shopId: fact.shopId, idempotencyKey: fact.key } };
  if (await db.moneyEntry.findUnique({ where: key, select: { id: true } })) return false;
  try {
    await db.moneyEntry.create({
      data: {
        shopId: fact.shopId,
        shopifyOrderGid: fact.shopifyOrderGid,
        orderSyncId: fact.orderSyncId ?? null,
        kind: fact.kind,
        shopMinor: fact.shop.minor,
        shopCurrency: fact.shop.currency,
        presentmentMinor: fact.presentment.minor,
        presentmentCurrency: fact.presentment.currency,
        at: fact.at,
        gateway: fact.gateway ?? null,
        serviceOrderRef: fact.serviceOrderRef ?? null,
        idempotencyKey: fact.key,
      },
    });
    return true;
  } catch (error) {
    // Two deliveries of one fact at once: the other one wrote it.
    if ((error as { code?: string }).code === "P2002") return false;
    throw error;
  }
}

/** A service order's fact about one row (parcel): an amount in the service's currency, the order's buyer money. */
export type ServiceMoneyFact = {
  row: { id: string; shopId: string; shopifyOrderGid: string; currency: string | null };
  kind: Extract<MoneyEntryKind, "service_amount" | "service_cancelled" | "rider_collected" | "link_paid">;
  minor: number;
  at: Date;
  serviceOrderRef: string;
  key: string;
};

/**
 * Writes a fact the service told in the currency it collects in (the buyer's): the shop's money beside it at the
 * order's rate, read from its newest `owed` entry (the same money when none was written yet).
 */
export async function recordServiceMoney(db: Db, fact: ServiceMoneyFact): Promise<boolean> {
  const { row } = fact;
  const owed = await db.moneyEntry.findFirst({
    where: { shopId: row.shopId, shopifyOrderGid: row.shopifyOrderGid, kind: "owed" },
    orderBy: { at: "desc" },
    select: { shopMinor: true, shopCurrency: true, presentmentMinor: true, presentmentCurrency: true },
  });
  const currency = row.currency ?? owed?.presentmentCurrency ?? "";
  const sameMoney = !owed || owed.shopCurrency === currency;
  const rate =
    owed && owed.presentmentCurrency === currency ? { from: owed.presentmentMinor, to: owed.shopMinor } : null;
  return recordMoneyEntry(db, {
    shopId: row.shopId,
    shopifyOrderGid: row.shopifyOrderGid,
    orderSyncId: row.id,
    kind: fact.kind,
    shop: sameMoney
      ? { minor: fact.minor, currency }
      : { minor: atOrderRate(fact.minor, rate), currency: owed.shopCurrency },
    presentment: { minor: fact.minor, currency },
    at: fact.at,
    serviceOrderRef: fact.serviceOrderRef,
    key: fact.key,
  });
}

const STORED = {
  shopifyOrderGid: true,
  orderSyncId: true,
  kind: true,
  shopMinor: true,
  shopCurrency: true,
  presentmentMinor: true,
  presentmentCurrency: true,
  at: true,
  gateway: true,
  serviceOrderRef: true,
} as const;

const PARCEL = {
  id: true,
  shopifyOrderGid: true,
  parcelNumber: true,
  serviceOrderId: true,
  parcelValueMinor: true,
  parcelValueNowMinor: true,
  parcelOwedWholeMinor: true,
  flaggedReason: true,
} as const;

/** An order's ledger: its entries, oldest first, and its number of rows (parcels). */
export async function orderLedgerOf(db: Db, shopId: string, shopifyOrderGid: string): Promise<OrderLedger> {
  return (await orderLedgersOf(db, shopId, [shopifyOrderGid])).get(shopifyOrderGid)!;
}

/**
 * Many orders' ledgers (a list, the CLI, the COD ledger) in two queries, by Shopify order GID; an order of several
 * parcels with each of them as the ledger weighs it (docs/decisions/091).
 */
export async function orderLedgersOf(
  db: Db,
  shopId: string,
  shopifyOrderGids: readonly string[],
): Promise<Map<string, OrderLedger>> {
  const gids = [...new Set(shopifyOrderGids)];
  const ledgers = new Map<string, { entries: StoredMoneyEntry[]; parcels: number; rows: LedgerParcel[] }>();
  for (const gid of gids) ledgers.set(gid, { entries: [], parcels: 0, rows: [] });
  if (gids.length === 0) return ledgers;
  const where = { shopId, shopifyOrderGid: { in: gids } };
  const [entries, rows] = await Promise.all([
    db.moneyEntry.findMany({ where, orderBy: [{ at: "asc" }, { createdAt: "asc" }], select: STORED }),
    db.orderSync.findMany({ where, select: PARCEL }),
  ]);
  for (const entry of entries) ledgers.get(entry.shopifyOrderGid)!.entries.push(entry);
  for (const row of rows) {
    const ledger = ledgers.get(row.shopifyOrderGid)!;
    ledger.parcels++;
    ledger.rows.push({
      id: row.id,
      parcelNumber: row.parcelNumber,
      sent: row.serviceOrderId !== null,
      valueMinor: row.parcelValueMinor,
      valueNowMinor: row.parcelValueNowMinor,
      owedWholeMinor: row.parcelOwedWholeMinor,
      amountDiffers: hasFlag(row.flaggedReason, AMOUNT_DIFFERS_FLAG),
    });
  }
  return ledgers;
}

/** An order's entries, oldest first (the writers' own reads). */
export async function moneyEntriesOf(db: Db, shopId: string, shopifyOrderGid: string): Promise<StoredMoneyEntry[]> {
  return db.moneyEntry.findMany({
    where: { shopId, shopifyOrderGid },
    orderBy: [{ at: "asc" }, { createdAt: "asc" }],
    select: STORED,
  });
}

/**
 * The order's whole-order entries go when its last row goes (its rows' own go with them, cascading; every entry
 * goes with the shop). Called where an order's rows are deleted.
 */
export async function forgetOrderMoneyEntries(db: Db, shopId: string, shopifyOrderGid: string) {
  const rows = await db.orderSync.count({ where: { shopId, shopifyOrderGid } });
  if (rows === 0) await db.moneyEntry.deleteMany({ where: { shopId, shopifyOrderGid } });
}
