import type { Db } from "~/db.server";
import { budgetSpanMs, type RequestBudgetStore } from "~/delivery";

/*
 * spec §8 gives each API key 120 requests a minute, whatever sends them: the web server, its job
 * workers, other instances, the CLI. So the budget lives in the database they share, as one row
 * per request sent (RequestBudgetSlot), with the memory store's rule (budget.server.ts): at most
 * `limit` requests in any span of the window plus its margin. Taking a slot is serialised per key:
 * on PostgreSQL by a transaction-scoped advisory lock, on SQLite by the database's single writer
 * (the transaction writes first). Keys are hashes; `scope` (the service's address) keeps the
 * budgets of two services apart.
 */
export function createDatabaseBudgetStore(db: Db, options: { postgres: boolean; scope: string }): RequestBudgetStore {
  return {
    take(hashedKey, limit, windowMs, now) {
      const key = `${options.scope} ${hashedKey}`;
      const span = budgetSpanMs(windowMs);
      return db.$transaction(async (tx) => {
        if (options.postgres) await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${key}))) AS locked`;
        await tx.requestBudgetSlot.deleteMany({ where: { key, sentAt: { lte: new Date(now - span) } } });
        const recent = await tx.requestBudgetSlot.findMany({ where: { key }, orderBy: { sentAt: "desc" }, take: limit, select: { sentAt: true } });
        if (recent.length >= limit) return { ok: false as const, retryAfterMs: Math.max(1, recent[limit - 1].sentAt.getTime() + span - now) };
        await tx.requestBudgetSlot.create({ data: { key, sentAt: new Date(now) } });
        return { ok: true as const };
      });
    },
  };
}
