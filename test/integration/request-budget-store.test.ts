import { randomBytes } from "node:crypto";
import { afterAll, expect, test } from "vitest";
import { createDb, isPostgresUrl } from "~/db.server";
import { budgetSpanMs, type RequestBudgetStore } from "~/delivery";
import { budgetStoreFor } from "~/shops";
import { testDatabaseUrl } from "../../stack/test-env";

/*
 * The request budget's store on the database this run uses (docs/decisions/013, 054): on
 * PostgreSQL one statement per slot on a row every instance shares, here two instances with their
 * own connection pools; on SQLite the one process's memory. spec §8's rule either way: at most
 * `limit` requests in any span of the window (plus its margin), whoever asks.
 */
const url = testDatabaseUrl();
const SHARED = isPostgresUrl(url);
const SERVICE = "http://127.0.0.1:1/v1/public-api";
const dbs = [createDb(url, { poolMax: 8 }), createDb(url, { poolMax: 8 })];
afterAll(() => Promise.all(dbs.map((db) => db.$disconnect())));

const LIMIT = 15;
const WINDOW_MS = 60_000;
const SPAN = budgetSpanMs(WINDOW_MS);
const uniqueKey = () => `delivery-api-key:${randomBytes(8).toString("hex")}`;
/** Two instances of the app: two stores on PostgreSQL, one (the process's memory) on SQLite. */
const stores: RequestBudgetStore[] = SHARED
  ? dbs.map((db) => budgetStoreFor(db, url, SERVICE))
  : [budgetStoreFor(dbs[0], url, SERVICE)];

test("of 40 requests at once from two instances, exactly the limit take a slot; the others learn when to ask again", async () => {
  const key = uniqueKey();
  const now = Date.now();
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, index) => stores[index % stores.length].take(key, LIMIT, WINDOW_MS, now)),
  );
  expect(results.filter((result) => result.ok)).toHaveLength(LIMIT);
  for (const result of results)
    if (!result.ok) {
      expect(result.retryAfterMs).toBeGreaterThanOrEqual(1);
      expect(result.retryAfterMs).toBeLessThanOrEqual(SPAN + 1_000);
    }
  if (SHARED) await expect(timesKept(key)).resolves.toHaveLength(LIMIT);
});

test("a full window frees when its oldest slot leaves the span, and the row keeps only the window", async () => {
  const key = uniqueKey();
  const [store] = stores;
  const start = Date.now();
  for (let index = 0; index < LIMIT; index++)
    expect(await store.take(key, LIMIT, WINDOW_MS, start + index)).toEqual({ ok: true });

  // Refused until the first slot, taken at `start` (dated a few ms later at most), leaves the span.
  const refused = await store.take(key, LIMIT, WINDOW_MS, start + LIMIT);
  expect(refused.ok).toBe(false);
  const retryAfterMs = refused.ok ? 0 : refused.retryAfterMs;
  expect(retryAfterMs).toBeGreaterThanOrEqual(SPAN - LIMIT);
  expect(retryAfterMs).toBeLessThanOrEqual(SPAN - LIMIT + 1_000);

  // A window later every slot is free again: LIMIT more, and not one over.
  const later = start + SPAN + 2_000;
  for (let index = 0; index < LIMIT; index++)
    expect(await store.take(key, LIMIT, WINDOW_MS, later + index)).toEqual({ ok: true });
  expect((await store.take(key, LIMIT, WINDOW_MS, later + LIMIT)).ok).toBe(false);
  if (SHARED) {
    const kept = await timesKept(key);
    expect(kept).toHaveLength(LIMIT);
    expect(Math.min(...kept)).toBeGreaterThanOrEqual(later);
  }
});

test("keys and services keep budgets of their own", async () => {
  const [key, other] = [uniqueKey(), uniqueKey()];
  const [store] = stores;
  const now = Date.now();
  for (let index = 0; index < LIMIT; index++) await store.take(key, LIMIT, WINDOW_MS, now);
  expect((await store.take(key, LIMIT, WINDOW_MS, now)).ok).toBe(false);
  expect(await store.take(other, LIMIT, WINDOW_MS, now)).toEqual({ ok: true });
  const otherService = budgetStoreFor(dbs[0], url, "http://127.0.0.1:2/v1/public-api");
  expect(await otherService.take(key, LIMIT, WINDOW_MS, now)).toEqual({ ok: true });
});

/** The send times PostgreSQL's row holds for a key. */
async function timesKept(key: string): Promise<number[]> {
  const row = await dbs[0].requestBudgetWindow.findUnique({ where: { key: `${SERVICE} ${key}` } });
  return (row?.sentAtMs ?? "").split(",").filter(Boolean).map(Number);
}
