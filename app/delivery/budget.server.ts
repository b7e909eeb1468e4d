/**
 * The client's own request budget, so it waits before sending instead of being refused:
 * spec §8 "120 requests per minute per key; above it, HTTP 429 until the minute window passes".
 *
 * The store is pluggable so that several processes can share one budget (the app keeps it in its
 * database: app/shops/request-budget-store.server.ts); the memory store covers one process.
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
  /**
   * A slot taken at `takenAt` for another process was used only at `usedAt` (its answer travelled back first):
   * it counts from then, so it is not freed before the request's own window has passed (docs/decisions/100).
   */
  redate?(key: string, takenAt: number, usedAt: number): void;
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
 * Spare time added to the window: a request sent just after the window passes on our clock may
 * arrive at the service a little earlier on its own (queues, connection setup). The floor is for
 * short windows (tests, benches): the time between taking a slot and the request's arrival does
 * not shrink with the window, and on a busy machine it passed 50 ms (docs/decisions/028).
 */
export const BUDGET_WINDOW_MARGIN_MIN_MS = 250;
export const BUDGET_WINDOW_MARGIN_RATIO = 0.02;

/**
 * A sliding log of send times in this process's memory: at most `limit` requests in any span of
 * `windowMs` (plus a margin). The service's window alignment is not shown (§8: "until the minute
 * window passes"; it may start at a key's first request), so a budget that holds for every
 * possible window start is the only one that can never meet its 429.
 */
export function createMemoryBudgetStore(): Required<RequestBudgetStore> {
  const sent = new Map<string, number[]>();
  return {
    async take(key, limit, windowMs, now) {
      const span = budgetSpanMs(windowMs);
      const times = (sent.get(key) ?? []).filter((time) => time > now - span);
      if (times.length >= limit) {
        sent.set(key, times);
        return { ok: false, retryAfterMs: Math.max(1, times[times.length - limit] + span - now) };
      }
      times.push(now);
      sent.set(key, times);
      if (sent.size > 1000) forgetIdleKeys(sent, now - span);
      return { ok: true };
    },
    redate(key, takenAt, usedAt) {
      const times = sent.get(key);
      const index = times?.lastIndexOf(takenAt) ?? -1;
      if (!times || index < 0 || usedAt <= takenAt) return;
      // Kept in order: the oldest slot is first, as `take` reads it to say when one is free again.
      times.splice(index, 1);
      const after = times.findIndex((time) => time > usedAt);
      times.splice(after < 0 ? times.length : after, 0, usedAt);
    },
  };
}

/** The span a store counts requests over: the window plus its margin. */
export function budgetSpanMs(windowMs: number): number {
  return windowMs + Math.max(BUDGET_WINDOW_MARGIN_MIN_MS, windowMs * BUDGET_WINDOW_MARGIN_RATIO);
}

function forgetIdleKeys(sent: Map<string, number[]>, before: number): void {
  for (const [key, times] of sent) if ((times[times.length - 1] ?? 0) <= before) sent.delete(key);
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
