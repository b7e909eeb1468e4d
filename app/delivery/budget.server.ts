/**
 * The client's own request budget, so it waits before sending instead of being refused:
 * spec §8 "120 requests per minute per key; above it, HTTP 429 until the minute window passes".
 *
 * The store is pluggable so several app instances can share one budget later (a Redis or
 * Postgres store implementing {@link RequestBudgetStore}); the memory store covers one process.
 * Stores only ever see a hash of the API key, never the key.
 */
import { createHash } from "node:crypto";
import { DeliveryErrorCode, DeliveryRateLimitError } from "./errors";
import type { DeliveryLogger } from "./logger";

/** spec §8: 120 requests per minute per key. */
export const DEFAULT_REQUESTS_PER_WINDOW = 120;
export const DEFAULT_BUDGET_WINDOW_MS = 60_000;

/** Outcome of asking the store for one request slot. */
export type BudgetTakeResult = { ok: true } | { ok: false; retryAfterMs: number };

/** Where request counts live. `key` is already a hash; `now` is the caller's clock in ms. */
export interface RequestBudgetStore {
  take(key: string, limit: number, windowMs: number, now: number): Promise<BudgetTakeResult>;
}

/** How a client rations its requests. Clients built with the same store and API key share one budget. */
export type RequestBudget = {
  /** Defaults to a memory store private to the client. Pass one shared store to share the budget. */
  store?: RequestBudgetStore;
  /** Requests allowed per window; default 120 (§8). Lower it to leave room for other users of the key. */
  limitPerWindow?: number;
  /** Default 60 000 (§8's minute). A benchmark can scale both down. */
  windowMs?: number;
  /**
   * Longest the client waits for a slot before throwing a local `DeliveryRateLimitError`
   * (code `REQUEST_BUDGET_EXHAUSTED`). Unset: wait as long as it takes. A request's own
   * `budgetMaxWaitMs` option overrides it (e.g. a checkout callback with a deadline).
   */
  maxWaitMs?: number;
};

/**
 * A fixed-window counter in this process's memory. Windows are aligned on multiples of
 * `windowMs` from the epoch; the service's window alignment is not shown (§8), so a burst
 * straddling two windows can still meet a 429, which the retry policy then handles.
 */
export function createMemoryBudgetStore(): RequestBudgetStore {
  const windows = new Map<string, { windowStart: number; count: number }>();
  return {
    async take(key, limit, windowMs, now) {
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const current = windows.get(key);
      const entry = current && current.windowStart === windowStart ? current : { windowStart, count: 0 };
      if (entry.count >= limit) return { ok: false, retryAfterMs: windowStart + windowMs - now };
      entry.count += 1;
      windows.set(key, entry);
      if (windows.size > 1000) forgetEndedWindows(windows, windowStart);
      return { ok: true };
    },
  };
}

function forgetEndedWindows(windows: Map<string, { windowStart: number }>, currentStart: number): void {
  for (const [key, entry] of windows) if (entry.windowStart < currentStart) windows.delete(key);
}

/** The store key for an API key: a SHA-256 prefix, so no store, log or metric ever holds the key. */
export function budgetKeyForApiKey(apiKey: string): string {
  return `delivery-api-key:${createHash("sha256").update(apiKey).digest("hex").slice(0, 32)}`;
}

export type WaitForBudgetParams = {
  budget: Required<Pick<RequestBudget, "store" | "limitPerWindow" | "windowMs">>;
  key: string;
  maxWaitMs: number | undefined;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  logger?: DeliveryLogger;
};

/** Resolves once a request slot is taken; throws a local DeliveryRateLimitError past `maxWaitMs`. */
export async function waitForBudget(params: WaitForBudgetParams): Promise<void> {
  const { budget, key, maxWaitMs, now, sleep, logger } = params;
  let waitedMs = 0;
  for (;;) {
    const result = await budget.store.take(key, budget.limitPerWindow, budget.windowMs, now());
    if (result.ok) return;
    const waitMs = Math.max(1, Math.ceil(result.retryAfterMs));
    if (maxWaitMs !== undefined && waitedMs + waitMs > maxWaitMs) {
      throw new DeliveryRateLimitError({
        code: DeliveryErrorCode.REQUEST_BUDGET_EXHAUSTED,
        message:
          `The request budget of ${budget.limitPerWindow} requests per ${budget.windowMs} ms is used up ` +
          `and the next slot opens in ${waitMs} ms, beyond the allowed wait of ${maxWaitMs} ms. Try again later.`,
        retryAfterMs: waitMs,
      });
    }
    logger?.debug("delivery: waiting for request budget", { waitMs, limitPerWindow: budget.limitPerWindow });
    await sleep(waitMs);
    waitedMs += waitMs;
  }
}
