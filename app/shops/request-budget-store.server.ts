import { isPostgresUrl, plainExecute, plainQuery, type Db } from "~/db.server";
import { budgetSpanMs, createMemoryBudgetStore, type RequestBudgetStore } from "~/delivery";
import { createParentBudgetStore, type BudgetChannel } from "./request-budget-over-ipc.server";

/*
 * spec §8 gives each API key 120 requests a minute, whatever sends them. On PostgreSQL several
 * instances (and the CLI) send with the same key, so the budget lives in the database they share,
 * with the memory store's rule (budget.server.ts): at most `limit` requests in any span of the
 * window plus its margin. Keys are hashes; `scope` (the service's address) keeps the budgets of two
 * services apart. SQLite deployments are one instance and keep the memory store in its web process
 * (docs/decisions/013), which its job worker process asks over their IPC channel (docs/decisions/094).
 *
 * One RequestBudgetWindow row per key holds the send times of its last window (ms, comma-separated,
 * at most `limit` of them). Taking a slot is ONE statement (docs/decisions/054): an UPDATE of that
 * row which keeps the times still inside the span and appends this one, only while fewer than
 * `limit` remain. PostgreSQL serialises updates of a row and, after waiting for another instance's,
 * evaluates the condition and the new value again on the row as it committed, so two instances
 * can never both take the last slot. The slot is dated when the row is locked (the caller's `now`
 * plus the time the statement waited), not when asked: a slot dated before its request leaves
 * would free its place too early (decision 028). The table is UNLOGGED: its rows are worth nothing
 * after a crash, so no commit waits for the disk. It goes through the driver (plainQuery): every
 * request to the service takes a slot, and checkout waits for it. The window's times come back only
 * when no slot was taken (to say when one frees): a taken slot needs nothing more.
 */
type TakeRow = { taken: number; sent: string | null };

/** The caller's `now` plus the time this statement has waited (for the row's lock), in ms. */
const ARRIVED_AT = "($4::bigint + (extract(epoch FROM clock_timestamp() - statement_timestamp()) * 1000)::bigint)";
const TIMES = `unnest(string_to_array(w."sentAtMs", ',')::bigint[]) AS t`;
/** $1 key, $2 span (ms), $3 limit, $4 now (ms). Only constants are spliced into the text. */
const TAKE_SLOT = `
  WITH taken AS (
    UPDATE "RequestBudgetWindow" AS w
    SET "sentAtMs" = array_to_string(
      array(SELECT t FROM ${TIMES} WHERE t > ${ARRIVED_AT} - $2 ORDER BY t) || ${ARRIVED_AT}, ',')
    WHERE w."key" = $1 AND (SELECT count(*) FROM ${TIMES} WHERE t > ${ARRIVED_AT} - $2) < $3
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM taken)::int AS taken,
         CASE WHEN NOT EXISTS (SELECT 1 FROM taken)
           THEN (SELECT "sentAtMs" FROM "RequestBudgetWindow" WHERE "key" = $1) END AS sent`;

/** Attempts for a key's first slot: a row created by another instance between our two statements. */
const FIRST_SLOT_ATTEMPTS = 3;

export function createPostgresBudgetStore(db: Db, options: { scope: string }): RequestBudgetStore {
  return {
    async take(hashedKey, limit, windowMs, now) {
      const key = `${options.scope} ${hashedKey}`;
      const span = budgetSpanMs(windowMs);
      for (let attempt = 0; attempt < FIRST_SLOT_ATTEMPTS; attempt++) {
        const [row] = await plainQuery<TakeRow>(db, TAKE_SLOT, [key, Math.ceil(span), limit, Math.floor(now)]);
        if (row.taken === 1) return { ok: true };
        if (row.sent !== null) return { ok: false, retryAfterMs: retryAfterMs(row.sent, limit, span, now) };
        // The key's first request: create its row with this slot, unless another instance just did.
        const created = await plainExecute(
          db,
          `INSERT INTO "RequestBudgetWindow" ("key", "sentAtMs") VALUES ($1, $2) ON CONFLICT ("key") DO NOTHING`,
          [key, String(Math.floor(now))],
        );
        if (created === 1) return { ok: true };
      }
      return { ok: false, retryAfterMs: 1 };
    },
  };
}

/**
 * When the oldest slot that keeps the window full frees. `sent` was read in the statement's
 * snapshot, which may predate the update that filled the window: then it shows room, and the
 * caller simply asks again at once.
 */
function retryAfterMs(sent: string, limit: number, span: number, now: number): number {
  const inSpan = sent
    .split(",")
    .map(Number)
    .filter((time) => time > now - span)
    .sort((a, b) => a - b);
  if (inSpan.length < limit) return 1;
  return Math.max(1, inSpan[inSpan.length - limit] + span - now);
}

/**
 * The budget store for this database: shared through PostgreSQL; on SQLite in memory, the web process's (asked over
 * `webProcess`, the channel to it, from the job worker process).
 */
export function budgetStoreFor(
  db: Db,
  databaseUrl: string,
  serviceUrl: string,
  webProcess?: BudgetChannel,
): RequestBudgetStore {
  if (isPostgresUrl(databaseUrl)) return createPostgresBudgetStore(db, { scope: serviceUrl });
  return webProcess ? createParentBudgetStore(webProcess) : createMemoryBudgetStore();
}
