import type { AppContext } from "~/app-context";
import type { Logger } from "~/logger.server";
import { DEFAULT_BACKOFF, retryDelayMs, scaledBackoff } from "./backoff";
import type { AnyJobDefinition } from "./define-job";
import type { JobContext, JobEnqueuer } from "~/app-context";
import * as store from "./prisma-job-store.server";
import type { JobRow } from "./prisma-job-store.server";
import { leaseRenewalMs, type QueueSettings } from "./queue-settings";
import { isOrphanedClaim } from "./worker-identity";
import {
  errorMessage,
  LEASE_EXPIRED,
  notifyExhausted,
  runJob,
  type JobFailure,
  type JobOutcome,
} from "./run-job.server";

/*
 * Runs claimed rows of the Job table and settles them: DONE, back to QUEUED after the runner's
 * backoff, or FAILED after the last attempt (onExhausted first). While a job runs its lease is
 * renewed (a heartbeat), so only a dead worker's job is ever taken over: on every poll, a RUNNING
 * row whose lease ran out; at start, the rows a killed predecessor of this process left behind.
 */

export class PrismaJobRunner {
  private readonly controllers = new Set<AbortController>();

  constructor(
    private readonly ctx: AppContext,
    private readonly logger: Logger,
    private readonly settings: QueueSettings,
    private readonly jobs: JobEnqueuer,
  ) {}

  async execute(row: JobRow) {
    const definition = this.settings.registry.require(row.queue);
    const controller = new AbortController();
    this.logger.info(logFields(row), "job started");
    const heartbeat = this.renewWhileRunning(row, controller);
    let outcome: JobOutcome;
    try {
      outcome = await this.runWithinTimeLimit(definition, row, controller);
    } finally {
      await heartbeat.stop();
    }
    if (outcome.ok) {
      const held = await store.finish(this.ctx.db, row, "DONE", null);
      this.logger.info(logFields(row), held ? "job done" : "job done, but another worker had taken it over");
    } else if (outcome.permanent || row.attempts >= row.maxAttempts) {
      await this.failForGood(row, definition, outcome);
    } else {
      await this.retryLater(row, definition, outcome.message);
    }
  }

  /** Crash recovery on every poll: a RUNNING row whose lease was not renewed in time. */
  async recoverExpiredLeases(names: string[]) {
    const now = this.ctx.now();
    for (const row of await store.takeOverExpiredLeases(
      this.ctx.db,
      names,
      now,
      this.settings.leaseMs,
      this.settings.workerId,
    )) {
      this.logger.warn(logFields(row), "a job's worker stopped mid-job (lease expired)");
      await this.retryTakenOver(row, "backoff");
    }
  }

  /**
   * Crash recovery at start: jobs left RUNNING by a killed process of this machine (see
   * worker-identity.ts) are run again now rather than once their lease runs out. The killed run
   * still counts as an attempt, so a job that kills its process every time cannot loop forever.
   */
  async recoverOrphans(names: string[]) {
    const orphans = await store.takeOverOrphans(
      this.ctx.db,
      names,
      this.ctx.now(),
      this.settings.workerId,
      (lockedBy) => isOrphanedClaim(lockedBy),
    );
    for (const row of orphans) {
      this.logger.warn(logFields(row), "a job was left running by a process that stopped; it runs again now");
      await this.retryTakenOver(row, "now");
    }
  }

  /** Shutdown: tells handlers still running (through ctx.signal) to give up. */
  abortAll(reason: string) {
    for (const controller of this.controllers) controller.abort(new Error(reason));
  }

  private async retryTakenOver(row: JobRow, when: "now" | "backoff") {
    const definition = this.settings.registry.require(row.queue);
    if (row.attempts >= row.maxAttempts) await this.failForGood(row, definition, LEASE_EXPIRED);
    else if (when === "backoff") await this.retryLater(row, definition, LEASE_EXPIRED.message);
    else await store.requeue(this.ctx.db, row, this.ctx.now(), LEASE_EXPIRED.message);
  }

  // The heartbeat: the lease is renewed several times per lease; a renewal that finds the job taken
  // over (this worker was presumed dead) aborts ctx.signal, since whatever it settles is ignored.
  private renewWhileRunning(row: JobRow, controller: AbortController) {
    let renewing: Promise<unknown> = Promise.resolve();
    const renew = async () => {
      try {
        if (!(await store.renewLease(this.ctx.db, row, this.ctx.now()))) {
          this.logger.warn(logFields(row), "job taken over by another worker while it ran");
          controller.abort(new Error("Another worker took this job over."));
        }
      } catch (error) {
        this.logger.warn(
          { ...logFields(row), err: errorMessage(error) },
          "could not renew a running job's lease; trying again",
        );
      }
    };
    const timer = setInterval(() => (renewing = renew()), leaseRenewalMs(this.settings.leaseMs));
    return {
      stop: async () => {
        clearInterval(timer);
        await renewing;
      },
    };
  }

  // A handler that runs past maxRunMs counts as a failed attempt and frees its slot, as on pg-boss
  // (expireInSeconds); its ctx.signal is aborted.
  private async runWithinTimeLimit(
    definition: AnyJobDefinition,
    row: JobRow,
    controller: AbortController,
  ): Promise<JobOutcome> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeUp = new Promise<JobOutcome>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new Error(LEASE_EXPIRED.message));
        resolve({ ok: false, permanent: false, ...LEASE_EXPIRED });
      }, this.settings.maxRunMs);
    });
    this.controllers.add(controller);
    try {
      return await Promise.race([
        runJob(definition, parseJson(row.payloadJson), this.jobContext(row, controller.signal)),
        timeUp,
      ]);
    } finally {
      clearTimeout(timer);
      this.controllers.delete(controller);
    }
  }

  private async retryLater(row: JobRow, definition: AnyJobDefinition, message: string) {
    const retryAt = new Date(
      this.ctx.now().getTime() +
        retryDelayMs(row.attempts, scaledBackoff(definition.backoff ?? DEFAULT_BACKOFF, this.settings.timeScale)),
    );
    const held = await store.requeue(this.ctx.db, row, retryAt, message);
    this.logger.warn(
      { ...logFields(row), err: message, retryAt },
      held ? "job failed; it will be retried" : "job failed, but another worker had taken it over",
    );
  }

  // onExhausted first, FAILED second: a crash in between leaves the row RUNNING, its lease runs
  // out, and recovery comes back here. So onExhausted runs at least once, never zero times.
  private async failForGood(row: JobRow, definition: AnyJobDefinition, failure: JobFailure) {
    // Held afresh first, so a worker recovering expired leases cannot fail it (and call onExhausted) too.
    if (!(await store.renewLease(this.ctx.db, row, this.ctx.now()))) {
      this.logger.warn(logFields(row), "job failed, but another worker had taken it over");
      return;
    }
    try {
      await notifyExhausted(
        definition,
        parseJson(row.payloadJson),
        failure,
        this.jobContext(row, new AbortController().signal),
      );
    } catch (error) {
      this.logger.error(
        { ...logFields(row), err: errorMessage(error) },
        "onExhausted failed; the job is FAILED all the same",
      );
    }
    await store.finish(this.ctx.db, row, "FAILED", failure.message);
    this.logger.error({ ...logFields(row), err: failure.message, code: failure.code }, "job failed for good");
  }

  private jobContext(row: JobRow, signal: AbortSignal): JobContext {
    const logger = this.logger.child(logFields(row));
    return {
      ...this.ctx,
      logger,
      jobId: row.id,
      attempt: row.attempts,
      maxAttempts: row.maxAttempts,
      signal,
      // Follow-up work goes on the queue running this job (ctx.jobs, the one way to enqueue).
      jobs: this.jobs,
    };
  }
}

export function logFields(row: JobRow) {
  return { job: row.id, queue: row.queue, attempt: row.attempts };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
