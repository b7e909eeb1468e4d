import { vi } from "vitest";

/*
 * The tests' one poller: a test waits for a condition, never for a time (docs/decisions/036). Vitest's own
 * `vi.waitFor` does the polling; at the deadline the last failure is thrown.
 */

/** Polls until `check` passes (bounded), then returns its value: the tests' one poller. */
export function eventually<T>(check: () => Promise<T> | T, timeoutMs = 45_000, intervalMs = 100): Promise<T> {
  return vi.waitFor(check, { timeout: timeoutMs, interval: intervalMs });
}

/** Polls until `probe` gives a value other than undefined or false, then returns it; fails naming `what`. */
export function until<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  { timeoutMs = 45_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  return eventually(
    async () => {
      const value = await probe();
      if (value === undefined || value === false) throw new Error(`Waited ${timeoutMs} ms for ${what}.`);
      return value;
    },
    timeoutMs,
    intervalMs,
  );
}
