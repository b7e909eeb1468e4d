import { describe, expect, test } from "vitest";
import { backingOff, MAX_SKIPPED_TICKS } from "./background-work.server";

/** Runs `ticks` ticks of a periodic write whose outcome `outcomes` gives, try by try; returns the ticks it ran at. */
async function ticksTried(outcomes: boolean[], ticks: number) {
  const tried: number[] = [];
  let attempt = 0;
  let tick = 0;
  const run = backingOff(async () => {
    tried.push(tick);
    return outcomes[attempt++] ?? true;
  });
  for (; tick < ticks; tick++) await run();
  return tried;
}

describe("a periodic write that fails", () => {
  test("runs at every tick while it succeeds", async () => {
    expect(await ticksTried([true, true, true], 4)).toEqual([0, 1, 2, 3]);
  });

  test("skips 1, 3, 7… ticks after each failure in a row, and runs at every tick again once it succeeds", async () => {
    // Fails at ticks 0, 2 and 6; succeeds at 14; then every tick.
    expect(await ticksTried([false, false, false, true], 17)).toEqual([0, 2, 6, 14, 15, 16]);
  });

  test("never skips more than MAX_SKIPPED_TICKS ticks", async () => {
    const tried = await ticksTried(Array<boolean>(10).fill(false), 300);
    const gaps = tried.slice(1).map((tick, index) => tick - tried[index] - 1);
    expect(Math.max(...gaps)).toBe(MAX_SKIPPED_TICKS);
  });

  test("a tick that comes while the previous try still runs does not start another", async () => {
    let release!: () => void;
    let tries = 0;
    const run = backingOff(async () => {
      tries++;
      await new Promise<void>((resolve) => (release = resolve));
      return true;
    });
    const first = run();
    await run();
    release();
    await first;
    expect(tries).toBe(1);
  });
});
