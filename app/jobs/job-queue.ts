/*
 * The one interface of background jobs. The rest of the app enqueues through it and never learns
 * which implementation runs the jobs: rows in the Job table on SQLite (prisma-queue.server.ts) or
 * pg-boss on PostgreSQL (pg-boss-queue.server.ts). A leaf of types.
 */
import type { PlainStatement } from "~/db.server";

/**
 * Payload types by job name. Each domain adds its jobs by declaration merging, next to its
 * definition, so `enqueue` is typed without this folder importing the domain:
 *
 *   declare module "~/jobs/job-queue" {
 *     interface JobPayloads { "orders.sync-order": z.input<typeof syncOrderJob.payload> }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobOptions = {
  /**
   * At most one job with this key per job name is queued or running at a time: a second enqueue
   * returns the first job's id with `deduplicated: true`. Once that job is DONE or FAILED the key
   * is free again, so a later, legitimate retry can be enqueued.
   */
  dedupeKey?: string;
  delayMs?: number;
  runAt?: Date;
  /** Overrides the definition's maxAttempts for this one job. */
  maxAttempts?: number;
  shopId?: string;
};

export type EnqueueResult = { id: string; deduplicated: boolean };

/** What enqueueWith did: the rows its write changed, and whether a new job was stored. */
export type EnqueueWithResult = { written: number; queued: boolean };

export type JobState = "QUEUED" | "RUNNING" | "DONE" | "FAILED";

/** One job as the queue sees it, for the CLI, the dashboard and tests. */
export type JobSnapshot = {
  id: string;
  name: string;
  state: JobState;
  /** Attempts started so far. */
  attempts: number;
  maxAttempts: number;
  /** The last failure's message (never a stack, never the payload). */
  lastError: string | null;
  shopId: string | null;
};

export type QueueStats = { queue: string; queued: number; running: number; failed: number };

export interface JobQueue<Payloads extends object = JobPayloads> {
  /** Validates the payload (throws JobPayloadError) and stores the job; durable once this resolves. */
  enqueue<N extends Extract<keyof Payloads, string>>(
    name: N,
    payload: Payloads[N],
    options?: JobOptions,
  ): Promise<EnqueueResult>;
  /**
   * Makes `write` (one INSERT, UPDATE or DELETE) and queues the job if `queueIf` (a SELECT) then finds a row, as one
   * commit where the jobs are rows of the app's database (SQLite: one sync to disk, not two; docs/decisions/105), else
   * the write and then `enqueue` (pg-boss), reading `queueIf` only when the write changed nothing. So `queueIf` must
   * hold for a row `write` wrote. `queued` is false when `queueIf` found nothing or a job with the dedupe key is
   * already pending (that job does the work). On PostgreSQL a write that is an insert changing nothing when its row is
   * there goes with the same inserts of other calls made meanwhile, as one statement (docs/decisions/124).
   */
  enqueueWith<N extends Extract<keyof Payloads, string>>(
    write: PlainStatement,
    queueIf: PlainStatement,
    name: N,
    payload: Payloads[N],
    options?: JobOptions,
  ): Promise<EnqueueWithResult>;
  /**
   * Sets up what the first enqueue would otherwise wait for (pg-boss: its start and every registered queue), without
   * starting workers: a web process calls it as it starts, so its first webhooks do not pay for it.
   */
  prepare(): Promise<void>;
  /** Start workers for every registered job definition; returns when they are polling. */
  start(): Promise<void>;
  /**
   * Another process of this instance enqueued a job on this queue (the web process, beside a job worker process):
   * started workers look for it now instead of at their next poll. Does nothing where no worker runs.
   */
  wake(queue: string): void;
  /**
   * Stop taking jobs and wait for running ones to finish (graceful shutdown), at most `timeoutMs`
   * (default 30 s). A job still running then is retried later, by this or another instance.
   * A stopped queue is done: make a new one to start again.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /**
   * Tests and the CLI: run every job that is due now (or becomes due before the timeout), until
   * none is left or running. Throws JobDrainTimeoutError after `timeoutMs` (default 30 s).
   */
  drain(options?: { timeoutMs?: number }): Promise<void>;
  /** Failed and pending counts per queue, for the dashboard/metrics. */
  stats(): Promise<QueueStats[]>;
  /** One job by the id `enqueue` returned; null once it is unknown or cleaned up. */
  getJob(id: string): Promise<JobSnapshot | null>;
}
