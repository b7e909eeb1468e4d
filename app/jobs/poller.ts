/*
 * Runs `tick` every `intervalMs` while started, never two ticks at once. `wake()` runs it as soon
 * as possible (an enqueue in this process, a job that just finished) instead of at the next poll.
 * `tick` must not throw.
 */
export type Poller = { start(): void; stop(): void; wake(): void };

export function createPoller(tick: () => Promise<void>, intervalMs: number): Poller {
  let active = false;
  let ticking = false;
  let wakeRequested = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(delayMs: number) {
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  }

  async function run() {
    timer = undefined;
    if (!active) return;
    if (ticking) {
      wakeRequested = true;
      return;
    }
    ticking = true;
    try {
      do {
        wakeRequested = false;
        await tick();
      } while (wakeRequested && active);
    } finally {
      ticking = false;
      if (active) schedule(intervalMs);
    }
  }

  return {
    start() {
      if (active) return;
      active = true;
      schedule(0);
    },
    stop() {
      active = false;
      clearTimeout(timer);
      timer = undefined;
    },
    wake() {
      if (!active) return;
      if (ticking) wakeRequested = true;
      else schedule(0);
    },
  };
}
