import { AppError } from "~/errors";

/*
 * The job queue's errors, in the one family of app/errors.ts (docs/decisions/030-one-error-family.md).
 */

// The runner's question, "may trying again help", has one answer for the whole app.
export { retryHelps } from "~/errors";

/**
 * Thrown by a handler when trying again cannot help (the input is wrong, the other side refused for
 * good): the job fails at once, without using its remaining attempts, and `onExhausted` runs.
 */
export class PermanentJobError extends AppError {
  override name = "PermanentJobError";
  readonly retryable = false;
  constructor(
    message: string,
    readonly code: string = "PERMANENT_FAILURE",
  ) {
    super(message);
  }
}

/**
 * A payload that does not match its job's schema. Thrown to the caller of `enqueue`; at run time
 * (a row written by an older version of the app) it fails the job at once, as a permanent error.
 */
export class JobPayloadError extends PermanentJobError {
  override name = "JobPayloadError";
  constructor(message: string) {
    super(message, "INVALID_PAYLOAD");
  }
}

/**
 * What onExhausted receives: the last attempt's error message and its stable `code` (a
 * DeliveryError's code; LEASE_EXPIRED when the worker died or ran past its time limit;
 * INVALID_PAYLOAD), or RETRIES_EXHAUSTED when that error had none (one not of ours, retried to the
 * end). Rebuilt from what was stored, so it is the same on every database and after a restart.
 */
export class JobFailedError extends AppError {
  override name = "JobFailedError";
  /** The job is over: its attempts are used up or it failed for good. */
  readonly retryable = false;
  readonly code: string;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code ?? "RETRIES_EXHAUSTED";
  }
}

/**
 * `enqueue` named a job that no module registered (see registry.server.ts). The registry is built
 * when the process starts, so asking again in the same process cannot find it.
 */
export class UnknownJobError extends AppError {
  override name = "UnknownJobError";
  readonly code = "UNKNOWN_JOB";
  readonly retryable = false;
  constructor(jobName: string) {
    super(
      `No job named "${jobName}" is registered. Give the queue a registry that holds its definition (createJobRegistry).`,
    );
  }
}

/** `drain` ran out of time with jobs still due or running: they may finish, so draining again may help. */
export class JobDrainTimeoutError extends AppError {
  override name = "JobDrainTimeoutError";
  readonly code = "JOB_DRAIN_TIMEOUT";
  readonly retryable = true;
  constructor(timeoutMs: number, pending: number) {
    super(
      `${pending} job(s) were still due or running after ${timeoutMs} ms. Is a handler stuck, or held by another instance?`,
    );
  }
}
