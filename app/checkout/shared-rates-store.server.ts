import { plainExecute, plainQuery, type Db } from "~/db.server";
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
      // On a checkout miss's path: through the driver, not Prisma (decisions 034, 054).
      const [row] = await plainQuery<{ bodyJson: string; storedAt: Date; expiresAt: Date }>(
        db,
        `SELECT "bodyJson", "storedAt", "expiresAt" FROM "CheckoutRateCacheEntry" WHERE "key" = $1`,
        [key],
      );
      if (!row || row.expiresAt.getTime() <= now()) return null;
      const value = JSON.parse(row.bodyJson) as ShopifyRatesBody;
      return Array.isArray(value?.rates) ? { value, storedAt: row.storedAt.getTime() } : null;
    },
    async write(key, value, storedAt) {
      await plainExecute(
        db,
        `INSERT INTO "CheckoutRateCacheEntry" ("key", "bodyJson", "storedAt", "expiresAt") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("key") DO UPDATE
         SET "bodyJson" = excluded."bodyJson", "storedAt" = excluded."storedAt", "expiresAt" = excluded."expiresAt"`,
        [key, JSON.stringify(value), new Date(storedAt), new Date(storedAt + freshMs)],
      );
      if (now() - purgedAt < PURGE_EVERY_MS) return;
      purgedAt = now();
      await db.checkoutRateCacheEntry.deleteMany({ where: { expiresAt: { lt: new Date(purgedAt) } } });
    },
  };
}
