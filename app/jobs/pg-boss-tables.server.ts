import type { PgBoss, Queue } from "pg-boss";
import { DEFAULT_BACKOFF, DEFAULT_MAX_ATTEMPTS, scaledBackoff } from "./backoff";
import type { AnyJobDefinition } from "./define-job";
import type { JobSnapshot, JobState, QueueStats } from "./job-queue";
import { FINISHED_JOB_RETENTION_MS } from "./queue-settings";
import { LEASE_EXPIRED, type JobFailure } from "./run-job.server";

/*
 * How our job definitions map onto pg-boss queues, and the few reads pg-boss has no call for
 * (fresh counts, one job by id without its queue name). Those read pg-boss's own tables in its
 * schema; pg-boss's schema is versioned and migrated by pg-boss itself.
 */

export const PGBOSS_SCHEMA = "pgboss";
/** Where pg-boss moves a job that failed for good (its dead letter queue); a worker there calls onExhausted. */
export const EXHAUSTED_SUFFIX = "/exhausted";
/** onExhausted itself is retried this many times (pg-boss retryLimit) if it throws. */
const EXHAUSTED_RETRY_LIMIT = 4;
/** A job may wait this long for a worker before pg-boss deletes it (its default, 14 days, is too short to be safe). */
const QUEUED_RETENTION_SEC = 90 * 24 * 60 * 60;

/** A job's data: its payload and shop, and the process running it once fetched (pg-boss-holders.server.ts). */
export type Envelope = { payload: unknown; shopId: string | null; holder?: string };

export const exhaustedQueue = (name: string) => `${name}${EXHAUSTED_SUFFIX}`;

/** pg-boss refuses a heartbeat under 10 s. */
const MIN_HEARTBEAT_SECONDS = 10;

/** The lease as pg-boss's heartbeatSeconds: its workers renew it every half, its supervisor fails a job not renewed in time. */
export function heartbeatSecondsFor(leaseMs: number): number {
  return Math.max(MIN_HEARTBEAT_SECONDS, Math.ceil(leaseMs / 1000));
}

export type LeaseSettings = { leaseMs: number; maxRunMs: number; timeScale?: number };

/**
 * maxAttempts → retryLimit (retries after the first run); backoff → retryDelay/retryDelayMax with
 * retryBackoff (the curve backoff.ts copies). pg-boss counts whole seconds: delays are rounded up,
 * so a job never retries sooner than its definition asks. The lease is pg-boss's heartbeat
 * (heartbeatSeconds), renewed by its workers while a job runs; maxRunMs is expireInSeconds.
 */
export function queueOptions(definition: AnyJobDefinition, lease: LeaseSettings) {
  const timeScale = lease.timeScale ?? 1;
  const backoff = scaledBackoff(definition.backoff ?? DEFAULT_BACKOFF, timeScale);
  // Under TIME_SCALE (tests) a curve that starts below pg-boss's one second cannot keep its shape (1, 2, 4, 8 s
  // would be far slower than the scaled curve): its retries come one second apart instead.
  const flat = timeScale < 1 && backoff.initialMs < 1000;
  return {
    retryLimit: (definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) - 1,
    retryDelay: Math.max(1, Math.ceil(backoff.initialMs / 1000)),
    retryBackoff: !flat,
    // pg-boss takes a cap only with its backoff on.
    ...(!flat && { retryDelayMax: Math.max(1, Math.ceil(backoff.maxMs / 1000)) }),
    heartbeatSeconds: heartbeatSecondsFor(lease.leaseMs),
    expireInSeconds: Math.max(1, Math.ceil(lease.maxRunMs / 1000)),
    retentionSeconds: QUEUED_RETENTION_SEC,
    deleteAfterSeconds: FINISHED_JOB_RETENTION_MS / 1000,
    deadLetter: exhaustedQueue(definition.name),
    // A new job NOTIFYs the listening instances (useListenNotify), so idle workers start it at once.
    notify: true,
  } satisfies Omit<Queue, "name">;
}

/**
 * Creates (or updates) the job's queue and its dead letter queue. The "exclusive" policy allows
 * one queued-or-active job per singletonKey: that is our dedupeKey, and jobs without one get a
 * key of their own (see enqueue), so they never block each other.
 */
export async function ensureQueues(boss: PgBoss, definition: AnyJobDefinition, lease: LeaseSettings) {
  const options = queueOptions(definition, lease);
  const exhausted = {
    retryLimit: EXHAUSTED_RETRY_LIMIT,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds,
    heartbeatSeconds: options.heartbeatSeconds,
    retentionSeconds: QUEUED_RETENTION_SEC,
    deleteAfterSeconds: options.deleteAfterSeconds,
  };
  await boss.createQueue(options.deadLetter, exhausted);
  await boss.createQueue(definition.name, { policy: "exclusive", ...options });
  // createQueue leaves an existing queue alone; a changed definition (or lease) must still take effect.
  await boss.updateQueue(options.deadLetter, exhausted);
  await boss.updateQueue(definition.name, options);
}

export async function findKeyHolder(boss: PgBoss, name: string, singletonKey: string): Promise<string | null> {
  const { rows } = await boss
    .getDb()
    .executeSql(
      `SELECT id FROM ${PGBOSS_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry', 'active') LIMIT 1`,
      [name, singletonKey],
    );
  return rows[0]?.id ?? null;
}

/** Jobs of these queues that are running, or waiting and due within `withinMs`. */
export async function countUnsettled(boss: PgBoss, names: string[], withinMs: number): Promise<number> {
  const { rows } = await boss.getDb().executeSql(
    `SELECT count(*)::int AS count FROM ${PGBOSS_SCHEMA}.job WHERE name = ANY($1::text[])
       AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now() + $2::int * interval '1 millisecond'))`,
    [names, Math.round(withinMs)],
  );
  return rows[0].count;
}

/** Fresh counts (pg-boss's own getQueues() serves a cache refreshed by its monitor). */
export async function readQueueStats(boss: PgBoss, registered: string[]): Promise<QueueStats[]> {
  const { rows } = await boss.getDb().executeSql(
    `SELECT name, state::text AS state, count(*)::int AS count FROM ${PGBOSS_SCHEMA}.job
      WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
  );
  const stats = new Map(registered.map((queue) => [queue, { queue, queued: 0, running: 0, failed: 0 }]));
  for (const { name, state, count } of rows as Array<{ name: string; state: string; count: number }>) {
    if (name.endsWith(EXHAUSTED_SUFFIX)) continue;
    const entry = stats.get(name) ?? { queue: name, queued: 0, running: 0, failed: 0 };
    entry[state === "active" ? "running" : state === "failed" ? "failed" : "queued"] += count;
    stats.set(name, entry);
  }
  return [...stats.values()].sort((a, b) => a.queue.localeCompare(b.queue));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATES: Record<string, JobState> = {
  created: "QUEUED",
  retry: "QUEUED",
  active: "RUNNING",
  completed: "DONE",
  cancelled: "FAILED",
  failed: "FAILED",
};

export async function readJob(boss: PgBoss, id: string): Promise<JobSnapshot | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await boss
    .getDb()
    .executeSql(
      `SELECT name, state::text AS state, retry_count, retry_limit, started_on, output, data FROM ${PGBOSS_SCHEMA}.job WHERE id = $1::uuid`,
      [id],
    );
  const row = rows[0];
  if (!row) return null;
  const state = STATES[row.state] ?? "FAILED";
  return {
    id,
    name: row.name,
    state,
    // retry_count goes up when a retry is claimed, so it counts started attempts minus one.
    attempts: row.started_on ? row.retry_count + 1 : 0,
    maxAttempts: row.retry_limit + 1,
    lastError: state === "DONE" ? null : (outputFailure(row.output)?.message ?? null),
    shopId: (row.data as Envelope | null)?.shopId ?? null,
  };
}

// pg-boss's own failure messages, in the words the SQLite queue uses.
const PG_BOSS_FAILURES: Record<string, JobFailure> = {
  "job timed out": LEASE_EXPIRED,
  // The supervisor's word for a job whose heartbeat stopped: its worker died.
  "job heartbeat timeout": LEASE_EXPIRED,
  "pg-boss shut down while active": { message: "The app shut down while this job was running.", code: "SHUTDOWN" },
};

/** The failure in a job's output: ours is {message, code}; pg-boss writes {value: {message}} or {value: "…"}. */
export function outputFailure(output: unknown): JobFailure | null {
  if (!output || typeof output !== "object") return null;
  const { message, value, code } = output as { message?: unknown; value?: unknown; code?: unknown };
  const text = typeof message === "string" ? message : typeof value === "string" ? value : null;
  if (text === null) return outputFailure(value);
  // pg-boss's worker gives up on a handler that runs past expireInSeconds (our lease).
  if (/^handler execution exceeded \d+s$/.test(text)) return LEASE_EXPIRED;
  return PG_BOSS_FAILURES[text] ?? (typeof code === "string" ? { message: text, code } : { message: text });
}
