import type { Db } from "~/db.server";
import type { ShopifyRatesBody } from "./map-rate-response";
import type { SharedRatesStore } from "./rates-cache";

/** Expired rows are cleared at most this often per process, on a write. */
const PURGE_EVERY_MS = 60_000;

/**
 * The checkout cache's second level on PostgreSQL: one table every instance reads and writes, so a
 * cart answered by one instance is a hit on the others (each keeps its own memory cache in front).
 * Rows live only as long as they can be used, the fresh window: an older answer is asked again.
 */
export function createSharedRatesStore(
  db: Db,
  freshMs: number,
  now: () => number = Date.now,
): SharedRatesStore<ShopifyRatesBody> {
  let purgedAt = 0;
  return {
    async read(key) {
      // Plain SQL on a checkout miss's path: a model query costs about 1 ms of CPU to plan (decision 034).
      const [row] = await db.$queryRaw<Array<{ bodyJson: string; storedAt: Date; expiresAt: Date }>>`
        SELECT "bodyJson", "storedAt", "expiresAt" FROM "CheckoutRateCacheEntry" WHERE "key" = ${key}`;
      if (!row || row.expiresAt.getTime() <= now()) return null;
      const value = JSON.parse(row.bodyJson) as ShopifyRatesBody;
      return Array.isArray(value?.rates) ? { value, storedAt: row.storedAt.getTime() } : null;
    },
    async write(key, value, storedAt) {
      const data = {
        bodyJson: JSON.stringify(value),
        storedAt: new Date(storedAt),
        expiresAt: new Date(storedAt + freshMs),
      };
      await db.checkoutRateCacheEntry.upsert({ where: { key }, create: { key, ...data }, update: data });
      if (now() - purgedAt < PURGE_EVERY_MS) return;
      purgedAt = now();
      await db.checkoutRateCacheEntry.deleteMany({ where: { expiresAt: { lt: new Date(purgedAt) } } });
    },
  };
}
