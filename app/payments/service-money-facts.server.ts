import type { AppContext } from "~/app-context";
import { recordServiceMoney } from "./money-entries.server";

/*
 * The money facts of a service order (docs/decisions/084), each under its idempotency key: what it collects
 * (at handoff, after a change), its cancellation, the rider's cash, its link paid. A fact is about one row
 * (parcel) and one service order (its reference), in the currency the service collects in.
 */

type Db = Pick<AppContext, "db">["db"];

export type ServiceRow = {
  id: string;
  shopId: string;
  shopifyOrderGid: string;
  currency: string | null;
  externalOrderRef: string;
};

/**
 * The service order collects `minor` (at handoff, or after a change). Keyed by the order's n-th amount, so a
 * repeated reading of the amount it has writes nothing and an amount changed back and forth (A, B, A, B) is each
 * time a change of its own; two readers of one change at once compute the same key, and one writes it.
 */
export async function recordServiceAmount(db: Db, row: ServiceRow, minor: number, at: Date) {
  const ref = row.externalOrderRef;
  const where = {
    shopId: row.shopId,
    shopifyOrderGid: row.shopifyOrderGid,
    kind: "service_amount",
    serviceOrderRef: ref,
  };
  // One statement, so the latest amount and how many there are come from the same snapshot: read apart, a change
  // written between them gave a stale latest beside the new count, and the same change a second key.
  const written = await db.moneyEntry.findMany({
    where,
    orderBy: [{ at: "desc" }, { createdAt: "desc" }],
    select: { presentmentMinor: true },
  });
  const [latest] = written;
  const amounts = written.length;
  if (latest?.presentmentMinor === minor) return false;
  return recordServiceMoney(db, {
    row,
    kind: "service_amount",
    minor,
    at,
    serviceOrderRef: ref,
    key: `service-amount:${ref}:${amounts + 1}`,
  });
}

/** The service order `ref` (the row's current one, or one it replaced) was cancelled: it collects nothing now. */
export function recordServiceCancelled(db: Db, row: ServiceRow, ref: string, at: Date) {
  return recordServiceMoney(db, {
    row,
    kind: "service_cancelled",
    minor: 0,
    at,
    serviceOrderRef: ref,
    key: `service-cancelled:${ref}`,
  });
}

/** The rider collected the service order's cash (`minor`, what it collected) at delivery. */
export function recordRiderCollected(db: Db, row: ServiceRow, minor: number, at: Date) {
  const ref = row.externalOrderRef;
  return recordServiceMoney(db, {
    row,
    kind: "rider_collected",
    minor,
    at,
    serviceOrderRef: ref,
    key: `rider-collected:${ref}`,
  });
}

/** The buyer paid the link of service order `ref` (the row's current one, or one it replaced). */
export function recordLinkPaid(db: Db, row: ServiceRow, ref: string, minor: number, at: Date) {
  return recordServiceMoney(db, {
    row,
    kind: "link_paid",
    minor,
    at,
    serviceOrderRef: ref,
    key: `link-paid:${ref}`,
  });
}
