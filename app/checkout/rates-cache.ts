/**
 * In-process cache of checkout-rate answers, built for a callback that must answer within its own
 * deadline (Shopify gives up after 3–10 s, docs/reference/shopify-facts.md §1.5) whatever the service does.
 *
 * Ages of an entry (ageMs = now − time it was stored):
 *   [0, ttlMs)                        fresh: "hit", no call.
 *   [ttlMs, staleTtlMs)               stale: returned at once ("stale"); one background refresh per key.
 *   [staleTtlMs, staleIfErrorTtlMs)   too old to show unasked: we wait for a load (until the deadline)
 *                                     and show the old value only if that load fails ("stale-on-error").
 *   beyond                            dropped.
 * Identical concurrent requests share ONE load (coalescing by key). Only successes are stored.
 * Size is bounded by least-recently-used eviction.
 *
 * A second level (`shared`, on PostgreSQL: every instance's answers) is read before a load and written
 * after one: an answer another instance stored less than ttlMs ago is a hit here too, with its own age,
 * and costs no service call. It is best effort: a second level that fails or is slow is passed over.
 *
 * Deadline vs. load: a caller stops WAITING at its deadline, but the load goes on (up to
 * loadTimeoutMs, then it is aborted through its AbortSignal) so that a slow-but-working service
 * still fills the cache for the next buyer; otherwise a service slower than the deadline would
 * never be cached and every checkout would time out. Set loadTimeoutMs = deadline to cancel at it.
 */
import { classifyLoadError, type LoadErrorKind } from "./classify-load-error";

export const DEFAULT_DEADLINE_MS = 2_500;
export const DEFAULT_LOAD_TIMEOUT_MS = 10_000;
/** A day-old rate beats no rate when the service is down; an hour bounds how wrong it can be. */
export const DEFAULT_STALE_IF_ERROR_TTL_MS = 60 * 60_000;

/** setTimeout/clearTimeout, injectable so tests drive time without touching globals. */
export type Timers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/** A cache shared by the app's instances, behind each one's memory (app/checkout/shared-rates-store.server.ts). */
export type SharedRatesStore<T> = {
  read(key: string): Promise<{ value: T; storedAt: number } | null>;
  write(key: string, value: T, storedAt: number): Promise<void>;
};

export type RatesCacheOptions<T = unknown> = {
  ttlMs: number;
  /** Total age up to which an entry is served at once while it is refreshed (≥ ttlMs). */
  staleTtlMs: number;
  /** Total age up to which an entry is served when a load fails. Default max(staleTtlMs, 1 h). */
  staleIfErrorTtlMs?: number;
  maxEntries: number;
  now: () => number;
  loadTimeoutMs?: number;
  timers?: Timers;
  classifyError?: (error: unknown) => LoadErrorKind;
  shared?: SharedRatesStore<T>;
};

export type RatesCacheResult<T> =
  | { source: "hit" | "stale"; value: T; ageMs: number }
  | { source: "miss"; value: T; joined: boolean }
  | { source: "stale-on-error"; value: T; ageMs: number; errorKind: LoadErrorKind; error: unknown }
  | { source: "error"; errorKind: LoadErrorKind; error: unknown };

export type RatesCache<T> = {
  get(
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
    /** `refresh`: the load of a background refresh, when it differs from a buyer's (a smaller budget share). */
    options?: { deadlineMs?: number; refresh?: (signal: AbortSignal) => Promise<T> },
  ): Promise<RatesCacheResult<T>>;
  /**
   * What `get` answers for a fresh entry, given now and without a promise (touched as `get` touches it): the
   * carrier callback's hit path; undefined when `get` would serve it stale, load it or wait.
   */
  freshHit(key: string): { source: "hit"; value: T; ageMs: number } | undefined;
  /** Whether `get` would answer from memory at once (a fresh or stale entry), without loading. */
  has(key: string): boolean;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
};

type Entry<T> = { value: T; storedAt: number };
/** `fromShared`: another instance's answer, found in the second level (no service call). */
type LoadOutcome<T> =
  { ok: true; entry: Entry<T>; fromShared: boolean } | { ok: false; kind: LoadErrorKind; error: unknown };

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createRatesCache<T>(options: RatesCacheOptions<T>): RatesCache<T> {
  const { ttlMs, staleTtlMs, maxEntries, now } = options;
  if (!(ttlMs >= 0 && staleTtlMs >= ttlMs && maxEntries >= 1)) {
    throw new RangeError("createRatesCache needs 0 ≤ ttlMs ≤ staleTtlMs and maxEntries ≥ 1.");
  }
  const staleIfErrorTtlMs = Math.max(staleTtlMs, options.staleIfErrorTtlMs ?? DEFAULT_STALE_IF_ERROR_TTL_MS);
  const loadTimeoutMs = options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
  const timers = options.timers ?? realTimers;
  const classify = options.classifyError ?? classifyLoadError;
  // Map iteration order is insertion order: re-inserting on use makes the first key the LRU one.
  const entries = new Map<string, Entry<T>>();
  const inflight = new Map<string, Promise<LoadOutcome<T>>>();

  function touch(key: string, entry: Entry<T>): void {
    entries.delete(key);
    entries.set(key, entry);
  }

  function store(key: string, entry: Entry<T>): void {
    touch(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  /** Another instance's fresh answer, or null (none, too old, or the second level failed). */
  async function readShared(key: string): Promise<Entry<T> | null> {
    try {
      const found = await options.shared?.read(key);
      return found && now() - found.storedAt < ttlMs ? found : null;
    } catch {
      return null;
    }
  }

  function writeShared(key: string, entry: Entry<T>): void {
    options.shared?.write(key, entry.value, entry.storedAt).catch(() => {
      /* best effort: this instance has the answer; the others will ask the service */
    });
  }

  function runLoad(
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
    signal: AbortSignal,
  ): Promise<LoadOutcome<T>> {
    // Settles on abort even if the loader ignores its signal, so a hung call cannot pin the key.
    const aborted = new Promise<LoadOutcome<T>>((resolve) =>
      signal.addEventListener("abort", () => resolve({ ok: false, kind: "timeout", error: signal.reason }), {
        once: true,
      }),
    );
    const loaded = readShared(key)
      .then(async (shared): Promise<LoadOutcome<T>> => {
        if (shared) return { ok: true, entry: shared, fromShared: true };
        const entry = { value: await load(signal), storedAt: now() };
        writeShared(key, entry);
        return { ok: true, entry, fromShared: false };
      })
      .then(
        (outcome) => outcome,
        (error): LoadOutcome<T> => ({ ok: false, kind: signal.aborted ? "timeout" : classify(error), error }),
      );
    return Promise.race([loaded, aborted]);
  }

  /** Joins the key's load in flight, or starts one. The promise never rejects. */
  function startLoad(key: string, load: (signal: AbortSignal) => Promise<T>) {
    const existing = inflight.get(key);
    if (existing) return { promise: existing, joined: true };
    const controller = new AbortController();
    const timer = timers.setTimeout(
      () => controller.abort(timeoutError(`The service call took longer than ${loadTimeoutMs} ms.`)),
      loadTimeoutMs,
    );
    const promise = runLoad(key, load, controller.signal).then((outcome) => {
      timers.clearTimeout(timer);
      inflight.delete(key);
      if (outcome.ok) store(key, outcome.entry);
      return outcome;
    });
    inflight.set(key, promise);
    return { promise, joined: false };
  }

  function withDeadline(promise: Promise<LoadOutcome<T>>, deadlineMs: number): Promise<LoadOutcome<T>> {
    return new Promise((resolve) => {
      const timer = timers.setTimeout(() => {
        const error = timeoutError(`No answer from the service within the ${deadlineMs} ms deadline.`);
        resolve({ ok: false, kind: "timeout", error });
      }, deadlineMs);
      void promise.then((outcome) => {
        timers.clearTimeout(timer);
        resolve(outcome);
      });
    });
  }

  function freshHit(key: string): { source: "hit"; value: T; ageMs: number } | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const ageMs = now() - entry.storedAt;
    if (ageMs >= ttlMs) return undefined;
    touch(key, entry);
    return { source: "hit", value: entry.value, ageMs };
  }

  async function get(
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
    {
      deadlineMs = DEFAULT_DEADLINE_MS,
      refresh,
    }: { deadlineMs?: number; refresh?: (signal: AbortSignal) => Promise<T> } = {},
  ): Promise<RatesCacheResult<T>> {
    const hit = freshHit(key);
    if (hit) return hit;
    const entry = entries.get(key);
    const ageMs = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && ageMs < staleTtlMs) {
      touch(key, entry);
      startLoad(key, refresh ?? load); // background refresh; joins the one in flight if any
      return { source: "stale", value: entry.value, ageMs };
    }
    const old = entry && ageMs < staleIfErrorTtlMs ? entry : undefined;
    if (entry && !old) entries.delete(key);
    const { promise, joined } = startLoad(key, load);
    const outcome = await withDeadline(promise, deadlineMs);
    if (outcome.ok && outcome.fromShared)
      return { source: "hit", value: outcome.entry.value, ageMs: now() - outcome.entry.storedAt };
    if (outcome.ok) return { source: "miss", value: outcome.entry.value, joined };
    const { kind: errorKind, error } = outcome;
    if (old) return { source: "stale-on-error", value: old.value, ageMs: now() - old.storedAt, errorKind, error };
    return { source: "error", errorKind, error };
  }

  return {
    get,
    freshHit,
    has(key) {
      const entry = entries.get(key);
      return entry !== undefined && now() - entry.storedAt < staleTtlMs;
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

function timeoutError(message: string): Error {
  const error = new Error(message);
  error.name = "TimeoutError";
  return error;
}
