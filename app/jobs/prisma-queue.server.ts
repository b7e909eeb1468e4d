import type { AppContext } from "~/app-context";
import { plainExecuteTogether, type PlainStatement } from "~/db.server";
import type { Logger } from "~/logger.server";
import { DEFAULT_MAX_ATTEMPTS } from "./backoff";
import { JobDrainTimeoutError } from "./errors";
import type { JobEnqueuer } from "~/app-context";
import type { EnqueueWithResult, JobOptions, JobQueue } from "./job-queue";
import { createPoller, type Poller } from "./poller";
import * as store from "./prisma-job-store.server";
import type { JobRow } from "./prisma-job-store.server";
import { logFields, PrismaJobRunner } from "./prisma-job-runner.server";
import {
  DEFAULT_DRAIN_TIMEOUT_MS,
  DEFAULT_STOP_TIMEOUT_MS,
  EXPIRED_LEASE_CHECK_INTERVAL_MS,
  FINISHED_JOB_RETENTION_MS,
  ORPHAN_CHECK_INTERVAL_MS,
  waitUntil,
  type QueueSettings,
} from "./queue-settings";
import { checkJobOptions, checkPayload, errorMessage } from "./run-job.server";

/*
 * The queue on SQLite (and any database Prisma reaches): jobs are rows in the Job table, so they
 * survive restarts; a poller claims due rows (see prisma-job-store.server.ts for the fencing that
 * makes each claim exclusive, across processes too) and hands them to the runner
 * (prisma-job-runner.server.ts), which settles them.
 */

export const SQLITE_POLL_INTERVAL_MS = 250;
const CLEANUP_INTERVAL_MS = 60 * 60_000;
const DRAIN_CHECK_INTERVAL_MS = 20;

type LooseQueue = JobQueue<Record<string, unknown>>;

export function createPrismaJobQueue(ctx: AppContext, settings: QueueSettings): LooseQueue {
  return new PrismaJobQueue(ctx, settings);
}

class PrismaJobQueue implements LooseQueue {
  private readonly poller: Poller;
  private readonly logger: Logger;
  private readonly runner: PrismaJobRunner;
  private readonly runningByQueue = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();
  private working = false;
  private ticking = false;
  private stopped = false;
  private lastCleanupAt = 0;
  private lastOrphanCheckAt = 0;
  private lastExpiredLeaseCheckAt = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly settings: QueueSettings,
  ) {
    this.poller = createPoller(() => this.tick(), settings.pollIntervalMs ?? SQLITE_POLL_INTERVAL_MS);
    this.logger = ctx.logger.child({ worker: settings.workerId });
    // Handlers enqueue on this queue, and can do nothing else with it.
    const jobs = { enqueue: this.enqueue.bind(this), enqueueWith: this.enqueueWith.bind(this) };
    this.runner = new PrismaJobRunner(ctx, this.logger, settings, jobs as unknown as JobEnqueuer);
  }

  async enqueue(name: string, payload: unknown, options: JobOptions = {}) {
    const job = this.newJob(name, payload, options);
    const result = await store.insertJob(this.ctx.db, job);
    this.logger.debug({ job: result.id, queue: name, deduplicated: result.deduplicated }, "job enqueued");
    if (!result.deduplicated) this.wakeIfDue(job);
    return result;
  }

  async enqueueWith(
    write: PlainStatement,
    queueIf: PlainStatement,
    name: string,
    payload: unknown,
    options: JobOptions = {},
  ): Promise<EnqueueWithResult> {
    const job = this.newJob(name, payload, options);
    const insert = store.jobInsertIf(job, queueIf);
    const [written, queued] = await plainExecuteTogether(this.ctx.db, [write, insert.statement]);
    this.logger.debug({ job: insert.id, queue: name, queued: queued === 1 }, "job enqueued with a write");
    if (queued === 1) this.wakeIfDue(job);
    return { written, queued: queued === 1 };
  }

  /** The job's row as enqueue stores it: its payload checked against the definition, its time and attempts set. */
  private newJob(name: string, payload: unknown, options: JobOptions): store.NewJob {
    const definition = this.settings.registry.require(name);
    checkJobOptions(options);
    const runAt = options.runAt ?? new Date(this.ctx.now().getTime() + (options.delayMs ?? 0));
    const maxAttempts = options.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    return { ...options, queue: name, payload: checkPayload(definition, payload), maxAttempts, runAt };
  }

  private wakeIfDue(job: store.NewJob) {
    if (job.runAt <= this.ctx.now()) this.poller.wake();
  }

  /** The jobs are rows of the app's own tables: nothing to set up before the first. */
  async prepare() {}

  async start() {
    if (this.stopped) throw new Error("This job queue was stopped; create a new one to start again.");
    this.working = true;
    // Before the first poll, so what a killed predecessor left RUNNING resumes now (not after its lease).
    await this.recoverOrphans();
    this.poller.start();
  }

  private async recoverOrphans() {
    this.lastOrphanCheckAt = Date.now();
    await this.runner.recoverOrphans(this.queueNames()).catch((error: unknown) => {
      this.logger.error(
        { err: errorMessage(error) },
        "could not look for jobs left running by a stopped process; their leases will expire",
      );
    });
  }

  wake() {
    this.poller.wake();
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
      const settled = await waitUntil(
        async () => {
          // Jobs due before the deadline count: a retry a few milliseconds away is still "due now".
          const horizon = new Date(this.ctx.now().getTime() + Math.max(0, deadline - Date.now()));
          pending = await store.countUnsettled(this.ctx.db, this.queueNames(), horizon);
          return pending === 0;
        },
        deadline,
        DRAIN_CHECK_INTERVAL_MS,
      );
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
      // A lease runs leaseMs from its last renewal, so looking on every poll (each finished job wakes one) found
      // nothing new and cost a query a job; once per EXPIRED_LEASE_CHECK_INTERVAL_MS (or twice a lease, when shorter)
      // resumes a dead worker's job as soon, give or take that interval.
      const now = Date.now();
      if (now - this.lastExpiredLeaseCheckAt >= Math.min(EXPIRED_LEASE_CHECK_INTERVAL_MS, this.settings.leaseMs / 2)) {
        this.lastExpiredLeaseCheckAt = now;
        await this.runner.recoverExpiredLeases(names);
      }
      if (now - this.lastOrphanCheckAt >= ORPHAN_CHECK_INTERVAL_MS) await this.recoverOrphans();
      await this.deleteOldJobsHourly();
      while (this.working) {
        const free = names.filter((name) => (this.runningByQueue.get(name) ?? 0) < this.settings.concurrency);
        if (free.length === 0) return;
        const row = await store.claimDueJob(this.ctx.db, free, this.ctx.now(), this.settings.workerId);
        if (!row) return;
        this.launch(row);
      }
    } catch (error) {
      this.logger.error({ err: errorMessage(error) }, "job queue poll failed; trying again at the next poll");
    } finally {
      this.ticking = false;
    }
  }

  private launch(row: JobRow) {
    this.runningByQueue.set(row.queue, (this.runningByQueue.get(row.queue) ?? 0) + 1);
    const run: Promise<void> = this.runner
      .execute(row)
      .catch((error) =>
        this.logger.error(
          { ...logFields(row), err: errorMessage(error) },
          "job could not be settled; its lease will expire and it will run again",
        ),
      )
      .finally(() => {
        this.runningByQueue.set(row.queue, (this.runningByQueue.get(row.queue) ?? 1) - 1);
        this.inFlight.delete(run);
        this.poller.wake();
      });
    this.inFlight.add(run);
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
    if (finished) return;
    this.runner.abortAll("The app is shutting down.");
    this.logger.warn(
      { running: this.inFlight.size },
      "jobs still running at shutdown; they will run again once their lease expires",
    );
  }
}
