import { describe, expect, test, vi } from "vitest";
import { createRatesCache, type RatesCacheOptions } from "./rates-cache";
import { createFakeClock, deferred, settle } from "../../test/support/fake-clock";

const SECOND = 1_000;

function setup(overrides: Partial<RatesCacheOptions<string>> = {}) {
  const clock = createFakeClock();
  const cache = createRatesCache<string>({
    ttlMs: 60 * SECOND,
    staleTtlMs: 300 * SECOND,
    staleIfErrorTtlMs: 3_600 * SECOND,
    maxEntries: 100,
    loadTimeoutMs: 10 * SECOND,
    now: clock.now,
    timers: clock.timers,
    ...overrides,
  });
  return { clock, cache };
}

const rateLimited = Object.assign(new Error("Too many requests"), { statusCode: 429, code: "RATE_LIMITED" });

describe("createRatesCache", () => {
  test("loads on a miss, then answers from the cache while fresh", async () => {
    const { clock, cache } = setup();
    const load = vi.fn(async () => "rates-1");
    expect(await cache.get("k", load)).toEqual({ source: "miss", value: "rates-1", joined: false });
    await clock.advance(59 * SECOND);
    expect(await cache.get("k", load)).toEqual({ source: "hit", value: "rates-1", ageMs: 59 * SECOND });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("gives a fresh entry at once, without a promise; nothing for a missing or stale one", async () => {
    const { clock, cache } = setup({ maxEntries: 2 });
    expect(cache.freshHit("a")).toBeUndefined();
    await cache.get("a", async () => "A");
    await cache.get("b", async () => "B");
    await clock.advance(59 * SECOND);
    expect(cache.freshHit("a")).toEqual({ source: "hit", value: "A", ageMs: 59 * SECOND });
    // Touched as get touches it: b is now the least recently used and goes first.
    await cache.get("c", async () => "C");
    expect([cache.freshHit("a")?.value, cache.freshHit("b")]).toEqual(["A", undefined]);
    await clock.advance(2 * SECOND);
    expect(cache.freshHit("a")).toBeUndefined();
    expect(await cache.get("a", async () => "unused")).toMatchObject({ source: "stale", value: "A" });
  });

  test("serves a stale entry at once and refreshes it in the background, one refresh at a time", async () => {
    const { clock, cache } = setup();
    await cache.get("k", async () => "old");
    await clock.advance(61 * SECOND);
    const refresh = deferred<string>();
    const load = vi.fn(() => refresh.promise);
    expect(await cache.get("k", load)).toMatchObject({ source: "stale", value: "old" });
    expect(await cache.get("k", load)).toMatchObject({ source: "stale", value: "old" });
    expect(load).toHaveBeenCalledTimes(1);
    refresh.resolve("new");
    await settle();
    expect(await cache.get("k", load)).toMatchObject({ source: "hit", value: "new" });
  });

  test("refreshes a stale entry with the refresh load when one is given; a buyer's miss uses the buyer's", async () => {
    const { clock, cache } = setup();
    const buyer = vi.fn(async () => "for a buyer");
    const refresh = vi.fn(async () => "refreshed");
    expect(await cache.get("k", buyer, { refresh })).toMatchObject({ source: "miss", value: "for a buyer" });
    await clock.advance(61 * SECOND);
    expect(await cache.get("k", buyer, { refresh })).toMatchObject({ source: "stale", value: "for a buyer" });
    await settle();
    expect(await cache.get("k", buyer, { refresh })).toMatchObject({ source: "hit", value: "refreshed" });
    expect([buyer.mock.calls.length, refresh.mock.calls.length]).toEqual([1, 1]);
  });

  test("keeps serving the stale entry when its background refresh fails", async () => {
    const { clock, cache } = setup();
    await cache.get("k", async () => "old");
    await clock.advance(61 * SECOND);
    expect(await cache.get("k", async () => Promise.reject(rateLimited))).toMatchObject({ source: "stale" });
    await settle();
    expect(await cache.get("k", async () => "new")).toMatchObject({ source: "stale", value: "old" });
  });

  test("shares one load between ten identical concurrent requests", async () => {
    const { cache } = setup();
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const pending = Array.from({ length: 10 }, () => cache.get("k", load));
    answer.resolve("rates");
    const results = await Promise.all(pending);
    expect(load).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.source === "miss" && result.value === "rates")).toBe(true);
    expect(results.filter((result) => result.source === "miss" && !result.joined)).toHaveLength(1);
  });

  test("answers at the deadline when the load never resolves, and aborts the load later", async () => {
    const { clock, cache } = setup();
    let signal: AbortSignal | undefined;
    const load = (s: AbortSignal) => {
      signal = s;
      return new Promise<string>(() => {});
    };
    let result: unknown;
    void cache.get("k", load, { deadlineMs: 2_500 }).then((r) => (result = r));
    await clock.advance(2_499);
    expect(result).toBeUndefined();
    await clock.advance(1);
    expect(result).toMatchObject({ source: "error", errorKind: "timeout" });
    expect(signal?.aborted).toBe(false); // still allowed to fill the cache
    await clock.advance(10 * SECOND);
    expect(signal?.aborted).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });

  test("frees the key after the load timeout even if the loader ignores its signal", async () => {
    const { clock, cache } = setup();
    void cache.get("k", () => new Promise<string>(() => {}), { deadlineMs: 100 });
    await clock.advance(10 * SECOND);
    const load = vi.fn(async () => "rates");
    expect(await cache.get("k", load)).toMatchObject({ source: "miss", value: "rates" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("stores the answer of a load that finishes after the caller's deadline", async () => {
    const { clock, cache } = setup();
    const slow = deferred<string>();
    const first = cache.get("k", () => slow.promise, { deadlineMs: 2_500 });
    await clock.advance(2_500);
    expect(await first).toMatchObject({ source: "error", errorKind: "timeout" });
    slow.resolve("late rates");
    await settle();
    expect(await cache.get("k", async () => "unused")).toMatchObject({ source: "hit", value: "late rates" });
  });

  test("serves an old entry when the load is rate-limited (429)", async () => {
    const { clock, cache } = setup();
    await cache.get("k", async () => "old");
    await clock.advance(400 * SECOND);
    const result = await cache.get("k", async () => Promise.reject(rateLimited));
    expect(result).toMatchObject({ source: "stale-on-error", value: "old", errorKind: "rate_limited" });
  });

  test("serves an old entry when the load times out", async () => {
    const { clock, cache } = setup();
    await cache.get("k", async () => "old");
    await clock.advance(400 * SECOND);
    const pending = cache.get("k", () => new Promise<string>(() => {}), { deadlineMs: 2_500 });
    await clock.advance(2_500);
    expect(await pending).toMatchObject({ source: "stale-on-error", value: "old", errorKind: "timeout" });
  });

  test("reports an error with its kind when there is nothing to fall back on, and caches no failure", async () => {
    const { cache } = setup();
    const failing = vi.fn(async () => Promise.reject(new Error("500 from the service")));
    expect(await cache.get("k", failing)).toMatchObject({ source: "error", errorKind: "service_error" });
    expect(await cache.get("k", async () => Promise.reject(rateLimited))).toMatchObject({ errorKind: "rate_limited" });
    expect(await cache.get("k", failing)).toMatchObject({ source: "error" });
    expect(failing).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  test("drops an entry older than the stale-if-error window", async () => {
    const { clock, cache } = setup();
    await cache.get("k", async () => "ancient");
    await clock.advance(3_601 * SECOND);
    expect(await cache.get("k", async () => Promise.reject(rateLimited))).toMatchObject({ source: "error" });
  });

  test("keeps at most maxEntries, evicting the least recently used", async () => {
    const { cache } = setup({ maxEntries: 2 });
    await cache.get("a", async () => "A");
    await cache.get("b", async () => "B");
    await cache.get("a", async () => "unused"); // a is now the most recently used
    await cache.get("c", async () => "C");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "A2")).toMatchObject({ source: "hit", value: "A" });
    expect(await cache.get("b", async () => "B2")).toMatchObject({ source: "miss", value: "B2" });
  });

  test("refuses options where the stale window is shorter than the fresh one", () => {
    expect(() => createRatesCache({ ttlMs: 10, staleTtlMs: 5, maxEntries: 1, now: () => 0 })).toThrow(RangeError);
  });
});

describe("the second level shared by instances", () => {
  /** Two instances' caches over one shared store (on PostgreSQL, a table: shared-rates-store.server.ts). */
  function twoInstances(shared = sharedStore()) {
    const clock = createFakeClock();
    const options = {
      ttlMs: 60 * SECOND,
      staleTtlMs: 300 * SECOND,
      maxEntries: 100,
      now: clock.now,
      timers: clock.timers,
      shared,
    };
    return { clock, shared, first: createRatesCache<string>(options), second: createRatesCache<string>(options) };
  }
  function sharedStore() {
    const rows = new Map<string, { value: string; storedAt: number }>();
    return {
      rows,
      read: async (key: string) => rows.get(key) ?? null,
      write: async (key: string, value: string, storedAt: number) => void rows.set(key, { value, storedAt }),
    };
  }

  test("a cart one instance answered is a hit on another, with its age, and costs no service call", async () => {
    const { clock, first, second } = twoInstances();
    const load = vi.fn(async () => "rates-1");
    expect(await first.get("k", load)).toMatchObject({ source: "miss", value: "rates-1" });
    await clock.advance(20 * SECOND);
    expect(await second.get("k", load)).toEqual({ source: "hit", value: "rates-1", ageMs: 20 * SECOND });
    expect(load).toHaveBeenCalledTimes(1);
    // The age carried over: 40 s later the second instance's copy is no longer fresh either.
    await clock.advance(40 * SECOND);
    expect(await second.get("k", async () => "rates-2")).toMatchObject({ source: "stale", value: "rates-1" });
  });

  test("an answer older than the fresh window in the second level is not used: the service is asked", async () => {
    const { clock, first, second } = twoInstances();
    await first.get("k", async () => "rates-1");
    await clock.advance(61 * SECOND);
    const load = vi.fn(async () => "rates-2");
    expect(await second.get("k", load)).toMatchObject({ source: "miss", value: "rates-2" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("a second level that fails is passed over: the buyer still gets the service's rates", async () => {
    const broken = {
      read: async () => Promise.reject(new Error("database down")),
      write: async () => Promise.reject(new Error("database down")),
    };
    const { first } = twoInstances(broken as never);
    expect(await first.get("k", async () => "rates-1")).toMatchObject({ source: "miss", value: "rates-1" });
    expect(await first.get("k", async () => "rates-2")).toMatchObject({ source: "hit", value: "rates-1" });
  });
});
