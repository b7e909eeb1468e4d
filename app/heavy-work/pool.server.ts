import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { AppError, isAppError } from "~/errors";
import type { HeavyWork, HeavyWorkStats } from "./heavy-work";

/*
 * Heavy work off the request path (docs/decisions/069): label PDFs, CSV exports, long performance reports run in
 * worker threads of one pool per instance (piscina), so the event loop keeps answering carrier callbacks and
 * webhooks meanwhile. At most `threads` tasks run at once and `queue` more wait; beyond that a task is refused at
 * once (HeavyWorkBusyError: a 503 with Retry-After). Threads are started on demand and stopped once idle for
 * `idleMs`, which gives their memory back; a task that outgrows `maxHeapMb` ends its thread (the task fails) instead
 * of the process. No lower priority (nice) for the threads: the event loop's thread sleeps between requests, so the
 * kernel's scheduler lets it run as soon as it wakes, and on a shared machine a niced thread starved for minutes.
 */

export type HeavyWorkOptions = {
  threads: number;
  queue: number;
  idleMs: number;
  maxHeapMb?: number;
};

export class HeavyWorkBusyError extends AppError {
  readonly code = "HEAVY_WORK_BUSY";
  readonly retryable = true;
  constructor(readonly retryAfterSec: number) {
    super(`Too much heavy work queued in this instance: try again in ${retryAfterSec} s.`);
  }
}

/** Whether the error is the pool's refusal, whichever copy of this module made it (errors.ts's isAppError). */
export function isHeavyWorkBusy(error: unknown): error is HeavyWorkBusyError {
  return isAppError(error) && error.code === "HEAVY_WORK_BUSY";
}

/** The answer to a request whose heavy work the pool refused: 503, when to ask again, and why in `message`. */
export function busyResponse(error: HeavyWorkBusyError, message: string): Response {
  return new Response(`${message}\n`, {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(error.retryAfterSec),
    },
  });
}

export type HeavyWorkPool = HeavyWork & { close(): Promise<void> };

/** The pool; no thread is started before the first task. */
export function createHeavyWork(options: HeavyWorkOptions): HeavyWorkPool {
  let pool: Piscina | undefined;
  let refused = 0;
  let inFlight = 0;
  const open = () =>
    (pool ??= new Piscina({
      filename: workerEntry(),
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.queue,
      idleTimeout: options.idleMs,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
    }));
  return {
    async run<Input, Output>(module: string, input: Input, signal?: AbortSignal): Promise<Output> {
      const running = open();
      // The bound is counted here: piscina keeps a task with an abort signal (a request's) out of the queue it
      // bounds, so with signals its maxQueue alone bounded nothing.
      if (inFlight >= options.threads + options.queue) {
        refused++;
        throw new HeavyWorkBusyError(retryAfterSec(running, inFlight, options));
      }
      inFlight++;
      try {
        return (await running.run({ module, input }, { signal })) as Output;
      } catch (error) {
        // Piscina's own refusals when every thread is busy and the queue is full (or there is none).
        if (error instanceof Error && QUEUE_FULL.has(error.message)) {
          refused++;
          throw new HeavyWorkBusyError(retryAfterSec(running, inFlight, options));
        }
        throw error;
      } finally {
        inFlight--;
      }
    },
    stats(): HeavyWorkStats {
      return {
        threads: pool?.threads.length ?? 0,
        maxThreads: options.threads,
        running: Math.min(inFlight, options.threads),
        queued: Math.max(0, inFlight - options.threads),
        maxQueue: options.queue,
        completed: pool?.completed ?? 0,
        refused,
      };
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

const QUEUE_FULL = new Set(["Task queue is at limit", "No task queue available and all Workers are busy"]);

/** When the tasks ahead are likely done: at the mean run time so far, spread over the threads; 1–60 s. */
function retryAfterSec(pool: Piscina, inFlight: number, options: HeavyWorkOptions): number {
  const meanMs = pool.histogram.runTime.mean;
  const perTaskMs = Number.isFinite(meanMs) && meanMs > 0 ? meanMs : 2_000;
  const seconds = Math.ceil((inFlight * perTaskMs) / options.threads / 1000);
  return Math.min(60, Math.max(1, seconds));
}

/**
 * app/heavy-work/worker.mjs of the project: found from this module's place, which is app/heavy-work/ from the
 * sources (vitest, `shopify app dev`) and build/server/ once built (server.mjs). Either way the project's root
 * holds app/heavy-work/worker.mjs, loaded as it is.
 */
function workerEntry(): string {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const entry = join(directory, "app", "heavy-work", "worker.mjs");
    if (existsSync(entry)) return entry;
    const parent = dirname(directory);
    if (parent === directory) throw new Error("app/heavy-work/worker.mjs not found above the running module");
    directory = parent;
  }
}
