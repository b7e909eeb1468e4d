import type { Db } from "~/db.server";

// Order GIDs per statement: far below SQLite's and PostgreSQL's limits on bound values.
const GIDS_PER_QUERY = 500;

/**
 * How many parcels each of these orders of the shop has (docs/decisions/076: a parcel is an OrderSync row). Only
 * orders of several parcels are in the map: an order not in it is one parcel. A view that lists rows per parcel
 * reads it to name each row's parcel ("#1001 · parcel 2 of 2", docs/decisions/086).
 */
export async function parcelCountsOf(db: Db, shopId: string, orderGids: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(orderGids)];
  const counts = new Map<string, number>();
  for (let start = 0; start < unique.length; start += GIDS_PER_QUERY) {
    const groups = await db.orderSync.groupBy({
      by: ["shopifyOrderGid"],
      where: { shopId, shopifyOrderGid: { in: unique.slice(start, start + GIDS_PER_QUERY) } },
      _count: { _all: true },
    });
    for (const group of groups) if (group._count._all > 1) counts.set(group.shopifyOrderGid, group._count._all);
  }
  return counts;
}
