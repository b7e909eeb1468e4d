/*
 * The job queue's errors, and the one contract every error a job can throw keeps. A leaf: imports
 * nothing of ours.
 */

/**
 * What every error of ours says (DeliveryError, ShopifyAdminError, TrackingRetryableError, the
 * job errors below): a stable `code` (logs, OrderSync.lastErrorCode and decisions use it, never the
 * message) and whether trying again later can help. The runner fails a job at once on an error
 * that says it cannot (`retryable: false`), and retries anything else, including errors that are
 * not ours (a dropped database connection, a bug): those may pass, and their attempts are bounded.
 * docs/decisions/030-one-error-family.md.
 */
export type ClassifiedError = Error & { readonly code: string; readonly retryable: boolean };

export function isClassifiedError(error: unknown): error is ClassifiedError {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { retryable?: unknown }).retryable === "boolean"
  );
}

/** Whether running the job again may succeed: false only when the error says so. */
export function retryHelps(error: unknown): boolean {
  return !isClassifiedError(error) || error.retryable;
}

/**
 * Thrown by a handler when trying again cannot help (the input is wrong, the other side refused for
 * good): the job fails at once, without using its remaining attempts, and `onExhausted` runs.
 */
export class PermanentJobError extends Error {
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
 * What onExhausted receives: the last attempt's error message and, if that error had one, its
 * stable `code` (a DeliveryError's code; LEASE_EXPIRED when the worker died or ran past its time limit;
 * INVALID_PAYLOAD). Rebuilt from what was stored, so it is the same on every database and after a
 * restart.
 */
export class JobFailedError extends Error {
  override name = "JobFailedError";
  /** The job is over: its attempts are used up or it failed for good. */
  readonly retryable = false;
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** `enqueue` named a job that no module registered (see registry.server.ts). */
export class UnknownJobError extends Error {
  override name = "UnknownJobError";
  constructor(jobName: string) {
    super(
      `No job named "${jobName}" is registered. Call registerJobs([...]) with its definition before enqueueing it.`,
    );
  }
}

/** `drain` ran out of time with jobs still due or running. */
export class JobDrainTimeoutError extends Error {
  override name = "JobDrainTimeoutError";
  constructor(timeoutMs: number, pending: number) {
    super(
      `${pending} job(s) were still due or running after ${timeoutMs} ms. Is a handler stuck, or held by another instance?`,
    );
  }
}
