import { isPostgresUrl, type Db } from "~/db.server";
import { budgetSpanMs, createMemoryBudgetStore, type RequestBudgetStore } from "~/delivery";

/*
 * spec §8 gives each API key 120 requests a minute, whatever sends them. On PostgreSQL several
 * instances (and the CLI) send with the same key, so the budget lives in the database they share:
 * one RequestBudgetSlot row per request sent, with the memory store's rule (budget.server.ts): at
 * most `limit` requests in any span of the window plus its margin. Taking a slot is one short
 * transaction, serialised per key by a transaction-scoped advisory lock. The rows are worth nothing
 * after a crash, so the transaction does not wait for its commit to reach the disk. Keys are
 * hashes; `scope` (the service's address) keeps the budgets of two services apart.
 * SQLite deployments are one instance and keep the memory store (docs/decisions/013).
 */
export function createPostgresBudgetStore(db: Db, options: { scope: string }): RequestBudgetStore {
  return {
    take(hashedKey, limit, windowMs, now) {
      const key = `${options.scope} ${hashedKey}`;
      const span = budgetSpanMs(windowMs);
      const askedAt = Date.now();
      return db.$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL synchronous_commit = off`;
        await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${key}))) AS locked`;
        // The slot is taken now, after waiting for the lock (other instances of the key), not when
        // asked: a slot dated before its request leaves would free its place too early.
        now += Date.now() - askedAt;
        await tx.requestBudgetSlot.deleteMany({ where: { key, sentAt: { lte: new Date(now - span) } } });
        // Counted, not read: a large limit must not make every request read its whole window.
        if ((await tx.requestBudgetSlot.count({ where: { key } })) >= limit) {
          const [freesFirst] = await tx.requestBudgetSlot.findMany({
            where: { key },
            orderBy: { sentAt: "desc" },
            skip: limit - 1,
            take: 1,
            select: { sentAt: true },
          });
          return { ok: false as const, retryAfterMs: Math.max(1, freesFirst.sentAt.getTime() + span - now) };
        }
        await tx.requestBudgetSlot.create({ data: { key, sentAt: new Date(now) } });
        return { ok: true as const };
      });
    },
  };
}

/** The budget store for this database: shared through PostgreSQL, in memory on SQLite. */
export function budgetStoreFor(db: Db, databaseUrl: string, serviceUrl: string): RequestBudgetStore {
  return isPostgresUrl(databaseUrl) ? createPostgresBudgetStore(db, { scope: serviceUrl }) : createMemoryBudgetStore();
}
