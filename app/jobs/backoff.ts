import { scaledMs } from "~/time-scale";

/*
 * Retry timing, computed by the runner and never by handlers (docs/reference/house-style.md §5.5).
 */

export type Backoff = { initialMs: number; maxMs: number };

/** Attempts a job gets unless its definition or the enqueue call says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 8;
/** With 8 attempts this spreads retries over roughly 20–40 minutes before a job fails for good. */
export const DEFAULT_BACKOFF: Backoff = { initialMs: 10_000, maxMs: 60 * 60_000 };

/** A definition's backoff as this process waits it (TIME_SCALE, app/time-scale.ts). */
export function scaledBackoff(backoff: Backoff, timeScale: number): Backoff {
  return { initialMs: scaledMs(backoff.initialMs, timeScale), maxMs: scaledMs(backoff.maxMs, timeScale) };
}

/**
 * How long to wait after failed attempt number `attempt` (1-based) before the next one: capped
 * exponential with jitter, `initialMs · 2^(attempt−1) · (1 + random)`. It is the same curve
 * pg-boss uses for `retryBackoff` (its `retryDelay · 2^e/2 · (1 + random)` with e = retryCount + 1),
 * so a job retries on the same schedule whichever database runs it.
 */
export function retryDelayMs(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const exponent = Math.min(16, Math.max(1, attempt)) - 1;
  const delay = backoff.initialMs * 2 ** exponent * (1 + random());
  return Math.round(Math.min(backoff.maxMs, delay));
}
