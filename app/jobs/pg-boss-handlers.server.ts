import type { JobResult, JobWithMetadata } from "pg-boss";
import type { AppContext } from "~/app-context";
import type { Logger } from "~/logger.server";
import type { AnyJobDefinition } from "./define-job";
import type { JobContext, JobEnqueuer } from "~/app-context";
import { outputFailure, type Envelope } from "./pg-boss-tables.server";
import { errorMessage, notifyExhausted, runJob, type JobFailure } from "./run-job.server";

/*
 * What the PostgreSQL queue's pg-boss workers do with a job: run it and tell pg-boss how it went,
 * or, in a job's dead letter queue, report that it failed for good.
 */

export type BossJob = JobWithMetadata<Envelope>;
export type HandlerDeps = { ctx: AppContext; logger: Logger; jobs: JobEnqueuer };

/**
 * pg-boss settles the job from our result: completed; failed (retried until its retryLimit, then
 * dead-lettered); or deadletter (failed at once: a permanent error or an invalid payload).
 */
export async function handleJob(deps: HandlerDeps, definition: AnyJobDefinition, job: BossJob): Promise<JobResult> {
  const log = { job: job.id, queue: definition.name, attempt: job.retryCount + 1 };
  deps.logger.info(log, "job started");
  const outcome = await runJob(definition, job.data?.payload, jobContext(deps, log, job.retryLimit + 1, job.signal));
  if (outcome.ok) {
    deps.logger.info(log, "job done");
    return { id: job.id, status: "completed" };
  }
  const last = outcome.permanent || job.retryCount >= job.retryLimit;
  deps.logger.warn(
    { ...log, err: outcome.message },
    last ? "job failed on its last attempt" : "job failed; it will be retried",
  );
  const failure: JobFailure = { message: outcome.message, code: outcome.code };
  return { id: job.id, status: outcome.permanent ? "deadletter" : "failed", output: failure };
}

/**
 * Every way a job fails for good (its last attempt failed, a permanent error, its lease ran out on
 * the last attempt) puts a copy in its dead letter queue, so onExhausted is never skipped. If
 * onExhausted throws, pg-boss retries this dead-letter job.
 */
export async function handleExhausted(deps: HandlerDeps, definition: AnyJobDefinition, jobs: BossJob[]) {
  for (const job of jobs) {
    const failure = outputFailure(job.sourceOutput) ?? { message: "unknown error" };
    const log = { job: job.sourceId ?? job.id, queue: definition.name, attempt: (job.sourceRetryCount ?? 0) + 1 };
    deps.logger.error({ ...log, err: failure.message, code: failure.code }, "job failed for good");
    try {
      await notifyExhausted(definition, job.data?.payload, failure, jobContext(deps, log, log.attempt, job.signal));
    } catch (error) {
      // Thrown again, message only: pg-boss stores what it catches, stack and all.
      throw new Error(`onExhausted failed: ${errorMessage(error)}`);
    }
  }
}

function jobContext(
  deps: HandlerDeps,
  log: { job: string; queue: string; attempt: number },
  maxAttempts: number,
  signal: AbortSignal,
): JobContext {
  return {
    ...deps.ctx,
    logger: deps.logger.child(log),
    jobId: log.job,
    attempt: log.attempt,
    maxAttempts,
    signal,
    // Follow-up work goes on the queue running this job (ctx.jobs, the one way to enqueue).
    jobs: deps.jobs,
  };
}
