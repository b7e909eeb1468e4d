import type { AppContext } from "~/context.server";
import type { Logger } from "~/logger.server";
import { DEFAULT_BACKOFF, retryDelayMs } from "./backoff";
import type { AnyJobDefinition } from "./define-job";
import type { JobContext } from "./job-queue";
import * as store from "./prisma-job-store.server";
import type { JobRow } from "./prisma-job-store.server";
import type { QueueSettings } from "./queue-settings";
import { errorMessage, LEASE_EXPIRED, notifyExhausted, runJob, type JobFailure, type JobOutcome } from "./run-job.server";

/*
 * Runs claimed rows of the Job table and settles them: DONE, back to QUEUED after the runner's
 * backoff, or FAILED after the last attempt (onExhausted first). Also brings back jobs whose
 * worker died: a RUNNING row older than the lease is taken over and retried or failed.
 */

export class PrismaJobRunner {
  private readonly controllers = new Set<AbortController>();

  constructor(
    private readonly ctx: AppContext,
    private readonly logger: Logger,
    private readonly settings: QueueSettings,
    private readonly enqueue: JobContext["enqueue"],
  ) {}

  async execute(row: JobRow) {
    const definition = this.settings.registry.require(row.queue);
    const controller = new AbortController();
    this.logger.info(logFields(row), "job started");
    const outcome = await this.runWithinLease(definition, row, controller);
    if (outcome.ok) {
      const held = await store.finish(this.ctx.db, row, "DONE", null);
      this.logger.info(logFields(row), held ? "job done" : "job done, but another worker had taken it over");
    } else if (outcome.permanent || row.attempts >= row.maxAttempts) {
      await this.failForGood(row, definition, outcome);
    } else {
      await this.retryLater(row, definition, outcome.message);
    }
  }

  /** Crash recovery, on start and on every poll: "durable across restarts". */
  async recoverExpiredLeases(names: string[]) {
    const now = this.ctx.now();
    for (const row of await store.takeOverExpiredLeases(this.ctx.db, names, now, this.settings.leaseMs, this.settings.workerId)) {
      const definition = this.settings.registry.require(row.queue);
      this.logger.warn(logFields(row), "a job's worker stopped mid-job (lease expired)");
      if (row.attempts >= row.maxAttempts) await this.failForGood(row, definition, LEASE_EXPIRED);
      else await this.retryLater(row, definition, LEASE_EXPIRED.message);
    }
  }

  /** Shutdown: tells handlers still running (through ctx.signal) to give up. */
  abortAll(reason: string) {
    for (const controller of this.controllers) controller.abort(new Error(reason));
  }

  // The lease holds in this process too, as in pg-boss: a handler that runs past it counts as a
  // failed attempt and frees its slot (its row would be taken over by then anyway), and its
  // ctx.signal is aborted.
  private async runWithinLease(definition: AnyJobDefinition, row: JobRow, controller: AbortController): Promise<JobOutcome> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const leaseEnd = new Promise<JobOutcome>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new Error(LEASE_EXPIRED.message));
        resolve({ ok: false, permanent: false, ...LEASE_EXPIRED });
      }, this.settings.leaseMs);
    });
    this.controllers.add(controller);
    try {
      return await Promise.race([runJob(definition, parseJson(row.payloadJson), this.jobContext(row, controller.signal)), leaseEnd]);
    } finally {
      clearTimeout(timer);
      this.controllers.delete(controller);
    }
  }

  private async retryLater(row: JobRow, definition: AnyJobDefinition, message: string) {
    const retryAt = new Date(this.ctx.now().getTime() + retryDelayMs(row.attempts, definition.backoff ?? DEFAULT_BACKOFF));
    const held = await store.requeue(this.ctx.db, row, retryAt, message);
    this.logger.warn({ ...logFields(row), err: message, retryAt }, held ? "job failed; it will be retried" : "job failed, but another worker had taken it over");
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
      await notifyExhausted(definition, parseJson(row.payloadJson), failure, this.jobContext(row, new AbortController().signal));
    } catch (error) {
      this.logger.error({ ...logFields(row), err: errorMessage(error) }, "onExhausted failed; the job is FAILED all the same");
    }
    await store.finish(this.ctx.db, row, "FAILED", failure.message);
    this.logger.error({ ...logFields(row), err: failure.message, code: failure.code }, "job failed for good");
  }

  private jobContext(row: JobRow, signal: AbortSignal): JobContext {
    const logger = this.logger.child(logFields(row));
    return { ...this.ctx, logger, jobId: row.id, attempt: row.attempts, maxAttempts: row.maxAttempts, signal, enqueue: this.enqueue };
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
