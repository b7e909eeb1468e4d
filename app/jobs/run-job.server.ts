import type { z } from "zod";
import type { AnyJobDefinition } from "./define-job";
import { JobPayloadError, PermanentJobError } from "./errors";
import type { JobContext } from "./job-queue";

/*
 * What both queue implementations do with one claimed job: check the payload, call the handler,
 * and reduce whatever happened to an outcome the runner can store. Retry timing is not here: the
 * SQLite runner computes it (backoff.ts), pg-boss computes it on PostgreSQL.
 */

/** Longest error message kept in the database. */
export const MAX_ERROR_MESSAGE_LENGTH = 1000;

export type JobOutcome = { ok: true } | { ok: false; permanent: boolean; message: string };

export async function runJob(definition: AnyJobDefinition, payload: unknown, ctx: JobContext): Promise<JobOutcome> {
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success) return { ok: false, permanent: true, message: payloadProblem(definition, parsed.error) };
  try {
    await definition.handler(parsed.data, ctx);
    return { ok: true };
  } catch (error) {
    return { ok: false, permanent: error instanceof PermanentJobError, message: errorMessage(error) };
  }
}

/** Calls the definition's onExhausted, if any, with the job's last error. Throws what it throws. */
export async function notifyExhausted(definition: AnyJobDefinition, payload: unknown, message: string, ctx: JobContext) {
  if (!definition.onExhausted) return;
  const parsed = definition.payload.safeParse(payload);
  // A payload that no longer parses cannot be handed to typed code; the job's own FAILED state and
  // lastError are then the visible record.
  if (!parsed.success) return;
  await definition.onExhausted(parsed.data, new Error(message), ctx);
}

/** The enqueue-time check: the payload as given, or JobPayloadError naming the bad fields. */
export function checkPayload(definition: AnyJobDefinition, payload: unknown): unknown {
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success) throw new JobPayloadError(payloadProblem(definition, parsed.error));
  // The payload is stored as given, not as parsed: it is parsed again at run time, and a schema
  // with transforms need not accept its own output.
  return payload;
}

/** The message only: stacks and error objects can carry request data, and this is shown to merchants. */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_MESSAGE_LENGTH ? `${message.slice(0, MAX_ERROR_MESSAGE_LENGTH - 1)}…` : message;
}

// Paths and zod's messages only; zod's messages do not repeat the offending values.
function payloadProblem(definition: AnyJobDefinition, error: z.ZodError): string {
  const problems = error.issues.map((issue) => `${issue.path.join(".") || "(payload)"}: ${issue.message}`);
  return errorMessage(`Payload of job ${definition.name} (v${definition.version}) is invalid: ${problems.join("; ")}`);
}
