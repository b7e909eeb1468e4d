/*
 * The job queue's errors. A leaf: imports nothing of ours.
 */

/**
 * Thrown by a handler when trying again cannot help (the input is wrong, the other side refused for
 * good): the job fails at once, without using its remaining attempts, and `onExhausted` runs.
 */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}

/**
 * A payload that does not match its job's schema. Thrown to the caller of `enqueue`; at run time
 * (a row written by an older version of the app) it fails the job at once, as a permanent error.
 */
export class JobPayloadError extends PermanentJobError {
  override name = "JobPayloadError";
}

/**
 * What onExhausted receives: the last attempt's error message and, if that error had one, its
 * stable `code` (a DeliveryError's code; LEASE_EXPIRED when the worker died or ran past its lease;
 * INVALID_PAYLOAD). Rebuilt from what was stored, so it is the same on every database and after a
 * restart.
 */
export class JobFailedError extends Error {
  override name = "JobFailedError";
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
    super(`No job named "${jobName}" is registered. Call registerJobs([...]) with its definition before enqueueing it.`);
  }
}

/** `drain` ran out of time with jobs still due or running. */
export class JobDrainTimeoutError extends Error {
  override name = "JobDrainTimeoutError";
  constructor(timeoutMs: number, pending: number) {
    super(`${pending} job(s) were still due or running after ${timeoutMs} ms. Is a handler stuck, or held by another instance?`);
  }
}
