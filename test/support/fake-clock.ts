/**
 * A hand-driven clock and timer queue for tests of deadline and cache-age behaviour, injected into
 * the code under test (docs/reference/house-style.md §5.6: time is injected rather than faked globally).
 */
import type { Timers } from "../../app/checkout/rates-cache";

/** 2026-11-22T09:00:00Z: a fixed "now" so dates in assertions never depend on the real clock. */
export const START_MS = Date.UTC(2026, 10, 22, 9, 0, 0);

export type FakeClock = {
  now: () => number;
  timers: Timers;
  /** Moves time forward, firing due timers in order and letting promises settle after each. */
  advance(ms: number): Promise<void>;
  pendingTimers(): number;
};

export function createFakeClock(startMs = START_MS): FakeClock {
  let current = startMs;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: current + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  async function advance(ms: number): Promise<void> {
    const target = current + ms;
    await settle();
    for (;;) {
      const due = [...pending]
        .filter(([, timer]) => timer.at <= target)
        .sort(([idA, a], [idB, b]) => a.at - b.at || idA - idB)[0];
      if (!due) break;
      pending.delete(due[0]);
      current = due[1].at;
      due[1].callback();
      await settle();
    }
    current = target;
    await settle();
  }
  return { now: () => current, timers, advance, pendingTimers: () => pending.size };
}

/** Lets every queued promise callback run (a macrotask turn drains the microtask queue). */
export async function settle(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A promise the test resolves or rejects when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
