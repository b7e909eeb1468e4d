import type { AppContext } from "~/context.server";
import { DEFAULT_BACKOFF, DEFAULT_MAX_ATTEMPTS, retryDelayMs } from "./backoff";
import type { AnyJobDefinition } from "./define-job";
import { JobDrainTimeoutError } from "./errors";
import type { JobContext, JobOptions, JobQueue } from "./job-queue";
import { createPoller, type Poller } from "./poller";
import * as store from "./prisma-job-store.server";
import type { JobRow } from "./prisma-job-store.server";
import { DEFAULT_DRAIN_TIMEOUT_MS, DEFAULT_STOP_TIMEOUT_MS, FINISHED_JOB_RETENTION_MS, waitUntil, type QueueSettings } from "./queue-settings";
import { checkPayload, errorMessage, notifyExhausted, runJob } from "./run-job.server";

/*
 * The queue on SQLite (and any database Prisma reaches): jobs are rows in the Job table, so they
 * survive restarts; a poller claims due rows (see prisma-job-store.server.ts for the fencing that
 * makes each claim exclusive, across processes too) and runs them here. The runner, not the
 * handler, decides retry timing, and a job ends FAILED after its last attempt.
 */

export const SQLITE_POLL_INTERVAL_MS = 250;
const CLEANUP_INTERVAL_MS = 60 * 60_000;
const DRAIN_CHECK_INTERVAL_MS = 20;
const LEASE_EXPIRED = "The worker running this job stopped before it finished (its lease expired).";

type LooseQueue = JobQueue<Record<string, unknown>>;

export function createPrismaJobQueue(ctx: AppContext, settings: QueueSettings): LooseQueue {
  return new PrismaJobQueue(ctx, settings);
}

class PrismaJobQueue implements LooseQueue {
  private readonly poller: Poller;
  private readonly runningByQueue = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();
  private working = false;
  private ticking = false;
  private stopped = false;
  private lastCleanupAt = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly settings: QueueSettings,
  ) {
    this.poller = createPoller(() => this.tick(), settings.pollIntervalMs ?? SQLITE_POLL_INTERVAL_MS);
  }

  async enqueue(name: string, payload: unknown, options: JobOptions = {}) {
    const definition = this.settings.registry.require(name);
    const checked = checkPayload(definition, payload);
    const now = this.ctx.now();
    const runAt = options.runAt ?? new Date(now.getTime() + (options.delayMs ?? 0));
    const maxAttempts = options.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const result = await store.insertJob(this.ctx.db, { ...options, queue: name, payload: checked, maxAttempts, runAt });
    this.ctx.logger.debug({ job: result.id, queue: name, deduplicated: result.deduplicated }, "job enqueued");
    if (!result.deduplicated && runAt <= now) this.poller.wake();
    return result;
  }

  async start() {
    if (this.stopped) throw new Error("This job queue was stopped; create a new one to start again.");
    this.working = true;
    this.poller.start();
  }

  async stop({ timeoutMs = DEFAULT_STOP_TIMEOUT_MS } = {}) {
    this.stopped = true;
    await this.stopWorking(timeoutMs);
  }

  async drain({ timeoutMs = DEFAULT_DRAIN_TIMEOUT_MS } = {}) {
    const temporary = !this.working;
    if (temporary) await this.start();
    const deadline = Date.now() + timeoutMs;
    let pending = 0;
    try {
      const settled = await waitUntil(async () => {
        // Jobs due before the deadline count: a retry a few milliseconds away is still "due now".
        const horizon = new Date(this.ctx.now().getTime() + Math.max(0, deadline - Date.now()));
        pending = await store.countUnsettled(this.ctx.db, this.queueNames(), horizon);
        return pending === 0;
      }, deadline, DRAIN_CHECK_INTERVAL_MS);
      if (!settled) throw new JobDrainTimeoutError(timeoutMs, pending);
    } finally {
      if (temporary) await this.stopWorking(DEFAULT_STOP_TIMEOUT_MS);
    }
  }

  stats() {
    return store.queueStats(this.ctx.db, this.queueNames());
  }

  getJob(id: string) {
    return store.findJob(this.ctx.db, id);
  }

  private queueNames() {
    return this.settings.registry.all().map((definition) => definition.name);
  }

  private async tick() {
    this.ticking = true;
    try {
      const names = this.queueNames();
      await this.recoverExpiredLeases(names);
      await this.deleteOldJobsHourly();
      while (this.working) {
        const free = names.filter((name) => (this.runningByQueue.get(name) ?? 0) < this.settings.concurrency);
        if (free.length === 0) return;
        const row = await store.claimDueJob(this.ctx.db, free, this.ctx.now(), this.settings.workerId);
        if (!row) return;
        this.launch(row);
      }
    } catch (error) {
      this.ctx.logger.error({ err: errorMessage(error) }, "job queue poll failed; trying again at the next poll");
    } finally {
      this.ticking = false;
    }
  }

  private launch(row: JobRow) {
    this.runningByQueue.set(row.queue, (this.runningByQueue.get(row.queue) ?? 0) + 1);
    const run: Promise<void> = this.execute(row)
      .catch((error) => this.ctx.logger.error({ ...logFields(row), err: errorMessage(error) }, "job could not be settled; its lease will expire and it will run again"))
      .finally(() => {
        this.runningByQueue.set(row.queue, (this.runningByQueue.get(row.queue) ?? 1) - 1);
        this.inFlight.delete(run);
        this.poller.wake();
      });
    this.inFlight.add(run);
  }

  private async execute(row: JobRow) {
    const definition = this.settings.registry.require(row.queue);
    const ctx = this.jobContext(row);
    this.ctx.logger.info(logFields(row), "job started");
    const outcome = await runJob(definition, parseJson(row.payloadJson), ctx);
    if (outcome.ok) {
      const held = await store.finish(this.ctx.db, row, "DONE", null);
      this.ctx.logger.info(logFields(row), held ? "job done" : "job done, but another worker had taken it over");
    } else if (outcome.permanent || row.attempts >= row.maxAttempts) {
      await this.failForGood(row, definition, outcome.message);
    } else {
      const retryAt = new Date(this.ctx.now().getTime() + retryDelayMs(row.attempts, definition.backoff ?? DEFAULT_BACKOFF));
      await store.requeue(this.ctx.db, row, retryAt, outcome.message);
      this.ctx.logger.warn({ ...logFields(row), err: outcome.message, retryAt }, "job failed; it will be retried");
    }
  }

  // onExhausted first, FAILED second: a crash in between leaves the row RUNNING, its lease runs
  // out, and recovery comes back here. So onExhausted runs at least once, never zero times.
  private async failForGood(row: JobRow, definition: AnyJobDefinition, message: string) {
    try {
      await notifyExhausted(definition, parseJson(row.payloadJson), message, this.jobContext(row));
    } catch (error) {
      this.ctx.logger.error({ ...logFields(row), err: errorMessage(error) }, "onExhausted failed; the job is FAILED all the same");
    }
    await store.finish(this.ctx.db, row, "FAILED", message);
    this.ctx.logger.error({ ...logFields(row), err: message }, "job failed for good");
  }

  // Crash recovery, on start and on every poll: "durable across restarts".
  private async recoverExpiredLeases(names: string[]) {
    const now = this.ctx.now();
    for (const row of await store.takeOverExpiredLeases(this.ctx.db, names, now, this.settings.leaseMs, this.settings.workerId)) {
      const definition = this.settings.registry.require(row.queue);
      this.ctx.logger.warn(logFields(row), "job's worker stopped mid-job (lease expired)");
      if (row.attempts >= row.maxAttempts) await this.failForGood(row, definition, LEASE_EXPIRED);
      else await store.requeue(this.ctx.db, row, new Date(now.getTime() + retryDelayMs(row.attempts, definition.backoff ?? DEFAULT_BACKOFF)), LEASE_EXPIRED);
    }
  }

  private async deleteOldJobsHourly() {
    const now = this.ctx.now().getTime();
    if (now - this.lastCleanupAt < CLEANUP_INTERVAL_MS) return;
    this.lastCleanupAt = now;
    await store.deleteFinishedJobs(this.ctx.db, new Date(now - FINISHED_JOB_RETENTION_MS));
  }

  private async stopWorking(timeoutMs: number) {
    this.working = false;
    this.poller.stop();
    const finished = await waitUntil(async () => this.inFlight.size === 0 && !this.ticking, Date.now() + timeoutMs, 10);
    if (!finished) this.ctx.logger.warn({ running: this.inFlight.size }, "jobs still running at shutdown; they will run again once their lease expires");
  }

  private jobContext(row: JobRow): JobContext {
    const enqueue = (name: string, payload: unknown, options?: JobOptions) => this.enqueue(name, payload, options);
    return { ...this.ctx, jobId: row.id, attempt: row.attempts, maxAttempts: row.maxAttempts, enqueue: enqueue as JobContext["enqueue"] };
  }
}

function logFields(row: JobRow) {
  return { job: row.id, queue: row.queue, attempt: row.attempts };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
