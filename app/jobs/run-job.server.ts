import type { z } from "zod";
import type { AnyJobDefinition } from "./define-job";
import { JobFailedError, JobPayloadError, retryHelps } from "./errors";
import type { JobContext } from "~/app-context";
import type { JobOptions } from "./job-queue";

/*
 * What both queue implementations do with one claimed job: check the payload, call the handler,
 * and reduce whatever happened to an outcome the runner can store. Retry timing is not here: the
 * SQLite runner computes it (backoff.ts), pg-boss computes it on PostgreSQL.
 */

/** lastError of a job that ran past its time limit, or whose worker died (crash, kill) while running it. */
export const LEASE_EXPIRED_MESSAGE =
  "The job did not finish: it ran past its time limit, or the app running it stopped.";
export const LEASE_EXPIRED: JobFailure = { message: LEASE_EXPIRED_MESSAGE, code: "LEASE_EXPIRED" };

/** Longest error message kept in the database. */
export const MAX_ERROR_MESSAGE_LENGTH = 1000;

/** Why an attempt failed: the error's message and, if it had one, its stable code (DeliveryError's, say). */
export type JobFailure = { message: string; code?: string };
export type JobOutcome = { ok: true } | ({ ok: false; permanent: boolean } & JobFailure);

export async function runJob(definition: AnyJobDefinition, payload: unknown, ctx: JobContext): Promise<JobOutcome> {
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success)
    return { ok: false, permanent: true, message: payloadProblem(definition, parsed.error), code: "INVALID_PAYLOAD" };
  try {
    await definition.handler(parsed.data, ctx);
    return { ok: true };
  } catch (error) {
    return { ok: false, permanent: !retryHelps(error), ...describeFailure(error) };
  }
}

/** Calls the definition's onExhausted, if any, with the job's last error. Throws what it throws. */
export async function notifyExhausted(
  definition: AnyJobDefinition,
  payload: unknown,
  failure: JobFailure,
  ctx: JobContext,
) {
  if (!definition.onExhausted) return;
  const parsed = definition.payload.safeParse(payload);
  // A payload that no longer parses cannot be handed to typed code; the job's own FAILED state and
  // lastError are then the visible record.
  if (!parsed.success) return;
  await definition.onExhausted(parsed.data, new JobFailedError(failure.message, failure.code), ctx);
}

/** The enqueue-time check: the payload as given, or JobPayloadError naming the bad fields. */
export function checkPayload(definition: AnyJobDefinition, payload: unknown): unknown {
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success) throw new JobPayloadError(payloadProblem(definition, parsed.error));
  // The payload is stored as given, not as parsed: it is parsed again at run time, and a schema
  // with transforms need not accept its own output.
  return payload;
}

/** Refuses options that would store a job no worker can run as meant. */
export function checkJobOptions(options: JobOptions) {
  const { maxAttempts, delayMs, runAt, dedupeKey } = options;
  if (maxAttempts !== undefined && !(Number.isInteger(maxAttempts) && maxAttempts >= 1))
    throw new RangeError("maxAttempts must be a whole number of at least 1.");
  if (delayMs !== undefined && !(Number.isFinite(delayMs) && delayMs >= 0))
    throw new RangeError("delayMs must be a finite number of milliseconds, 0 or more.");
  if (runAt !== undefined && Number.isNaN(runAt.getTime())) throw new RangeError("runAt must be a valid date.");
  if (dedupeKey !== undefined && dedupeKey.length === 0)
    throw new RangeError("dedupeKey must not be empty; leave it out for no deduplication.");
}

/** Message and code only: stacks and error objects can carry request data, and this is shown to merchants. */
export function describeFailure(error: unknown): JobFailure {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && CODE.test(code)
    ? { message: errorMessage(error), code }
    : { message: errorMessage(error) };
}

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/** The message only: stacks and error objects can carry request data, and this is shown to merchants. */
export function errorMessage(error: unknown): string {
  // pg-boss emits some errors as plain objects with a message (a lost database connection, say).
  const text = (error as { message?: unknown } | null)?.message;
  const message = error instanceof Error ? error.message : typeof text === "string" ? text : String(error);
  return message.length > MAX_ERROR_MESSAGE_LENGTH ? `${message.slice(0, MAX_ERROR_MESSAGE_LENGTH - 1)}…` : message;
}

// Paths and zod's messages only; zod's messages do not repeat the offending values.
function payloadProblem(definition: AnyJobDefinition, error: z.ZodError): string {
  const problems = error.issues.map((issue) => `${issue.path.join(".") || "(payload)"}: ${issue.message}`);
  return errorMessage(`Payload of job ${definition.name} (v${definition.version}) is invalid: ${problems.join("; ")}`);
}
