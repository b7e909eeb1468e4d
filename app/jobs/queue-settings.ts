import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { JobRegistry } from "./registry.server";

/** Jobs of one queue run at once in one instance unless told otherwise. */
export const DEFAULT_CONCURRENCY = 2;
/**
 * A running job whose worker has not finished it within the lease is presumed dead (a crash, a
 * kill) and is run again. Longer than any handler should take: delivery calls time out in seconds.
 */
export const DEFAULT_LEASE_MS = 5 * 60_000;
/** How long stop() waits for running jobs (platforms allow ~30 s between SIGTERM and SIGKILL). */
export const DEFAULT_STOP_TIMEOUT_MS = 25_000;
export const DEFAULT_DRAIN_TIMEOUT_MS = 30_000;
/** Finished jobs are kept this long (for the dashboard and support), then deleted. */
export const FINISHED_JOB_RETENTION_MS = 14 * 24 * 60 * 60_000;

export type JobQueueOptions = {
  /** How often idle workers look for due jobs. Default 250 ms on SQLite, 2 s on PostgreSQL (pg-boss's minimum is 500 ms). */
  pollIntervalMs?: number;
  /** Names this instance in lockedBy and logs. Default host:pid:random. */
  workerId?: string;
  /** Jobs of one queue running at once in this instance. */
  concurrency?: number;
  leaseMs?: number;
  /** Default: the app's registry (registerJobs). */
  registry?: JobRegistry;
};

export type QueueSettings = Required<Omit<JobQueueOptions, "pollIntervalMs">> & { pollIntervalMs?: number };

export function resolveSettings(options: JobQueueOptions, registry: JobRegistry): QueueSettings {
  return {
    pollIntervalMs: options.pollIntervalMs,
    workerId: options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`,
    concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    registry: options.registry ?? registry,
  };
}

/** Resolves true once `done` holds, false at the deadline (Date.now()-based: drain bounds real time). */
export async function waitUntil(done: () => Promise<boolean>, deadline: number, intervalMs: number): Promise<boolean> {
  for (;;) {
    if (await done()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, Math.max(1, deadline - Date.now()))));
  }
}
