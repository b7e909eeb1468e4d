import type { JobRegistry } from "./registry.server";
import { PROCESS_ID } from "./worker-identity";

/** Jobs of one queue run at once in one instance unless told otherwise. */
export const DEFAULT_CONCURRENCY = 2;
/**
 * A running job holds a lease that its worker renews while it runs (a heartbeat: leaseMs / 2 on
 * pg-boss, leaseMs / 3 here). A lease not renewed in time means the worker died (a crash, a kill):
 * another worker takes the job over. Short, so dead work resumes within a minute; a slow job that
 * is still running keeps renewing and is never taken over (docs/decisions/025).
 */
export const DEFAULT_LEASE_MS = 10_000;
/**
 * The longest one attempt may run, heartbeat or not: a handler stuck past it is given up (its
 * ctx.signal aborted) and counts as a failed attempt. Far beyond any real handler (delivery calls
 * time out in seconds); it only frees the slot of a handler that hangs.
 */
export const DEFAULT_MAX_RUN_MS = 15 * 60_000;
/** How long stop() waits for running jobs (platforms allow ~30 s between SIGTERM and SIGKILL). */
export const DEFAULT_STOP_TIMEOUT_MS = 25_000;
/**
 * How often a running queue looks again for jobs left running by a process of this machine that is gone, besides
 * at its start: a killed web process's job worker process can outlive it by a moment, still holding its jobs when
 * the next one starts, and then die without settling them; they would wait out their whole lease.
 */
export const ORPHAN_CHECK_INTERVAL_MS = 1_000;
/** How often a running queue looks for RUNNING jobs whose lease ran out (at most; twice a lease when leases are shorter). */
export const EXPIRED_LEASE_CHECK_INTERVAL_MS = 1_000;
export const DEFAULT_DRAIN_TIMEOUT_MS = 30_000;
/** Finished jobs are kept this long (for the dashboard and support), then deleted. */
export const FINISHED_JOB_RETENTION_MS = 14 * 24 * 60 * 60_000;

export type JobQueueOptions = {
  /** How often idle workers look for due jobs. Default 250 ms on SQLite, 2 s on PostgreSQL (pg-boss's minimum is 500 ms). */
  pollIntervalMs?: number;
  /** Names this instance in lockedBy and logs. Default host:pid:random (worker-identity.ts), which lets a restart take back its orphans. */
  workerId?: string;
  /** Jobs of one queue running at once in this instance (on PostgreSQL also the batch a worker fetches). */
  concurrency?: number;
  /** A running job's lease, renewed while it runs (DEFAULT_LEASE_MS; pg-boss takes 10 s at least). */
  leaseMs?: number;
  /** The longest one attempt may run (DEFAULT_MAX_RUN_MS). */
  maxRunMs?: number;
  /** TIME_SCALE (tests only): retry backoff is multiplied by it (app/time-scale.ts). Default 1. */
  timeScale?: number;
  /** The jobs this queue runs: built by the caller (the composition root, or a test), never looked up. */
  registry: JobRegistry;
};

export type QueueSettings = Required<Omit<JobQueueOptions, "pollIntervalMs">> & { pollIntervalMs?: number };

export function resolveSettings(options: JobQueueOptions): QueueSettings {
  return {
    pollIntervalMs: options.pollIntervalMs,
    workerId: options.workerId ?? PROCESS_ID,
    concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    maxRunMs: options.maxRunMs ?? DEFAULT_MAX_RUN_MS,
    timeScale: options.timeScale ?? 1,
    registry: options.registry,
  };
}

/** How often a worker renews the lease of a job it runs on SQLite: three chances before it runs out. */
export function leaseRenewalMs(leaseMs: number): number {
  return Math.max(100, Math.floor(leaseMs / 3));
}

/** Resolves true once `done` holds, false at the deadline (Date.now()-based: drain bounds real time). */
export async function waitUntil(done: () => Promise<boolean>, deadline: number, intervalMs: number): Promise<boolean> {
  for (;;) {
    if (await done()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, Math.max(1, deadline - Date.now()))));
  }
}
