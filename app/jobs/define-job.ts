import { z } from "zod";
import type { Backoff } from "./backoff";
import type { JobFailedError } from "./errors";
import type { JobContext } from "~/app-context";

/** Job names are `<domain>.<verb-noun>` (docs/reference/house-style.md §5.2), e.g. `orders.sync-order`. */
export const JOB_NAME_PATTERN = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;

/**
 * One kind of background job: its name, the zod schema of its payload (checked when it is enqueued
 * and again when it runs), its retry policy and its handler.
 *
 * The handler throws to be retried (with the runner's backoff); an error that says retrying cannot
 * help (`retryable: false`: a refusal of the service or of Shopify, `PermanentJobError`) fails the
 * job at once (errors.ts). After its last attempt a job ends FAILED with the last error's message, and
 * `onExhausted` runs so the domain can mark its own record as failed where the merchant sees it.
 * A handler may run more than once for one job (a worker that crashed mid-job, a lease that ran
 * out), so every step it takes must be safe to repeat (deterministic idempotency keys, §5.5).
 */
export type JobDefinition<Name extends string = string, Schema extends z.ZodType = z.ZodType> = {
  name: Name;
  /** Bump when the payload's meaning changes; old payloads that no longer parse fail clearly. */
  version: number;
  payload: Schema;
  /** Attempts in all, the first run included. Default 8 (DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** Default {initialMs: 10 s, maxMs: 1 h} (DEFAULT_BACKOFF). PostgreSQL counts in whole seconds. */
  backoff?: Backoff;
  handler: (payload: z.output<Schema>, ctx: JobContext) => Promise<void>;
  /**
   * Called once the job has failed for good (attempts used up, a permanent error, or a crash on the
   * last attempt), with the last error's message and code. Keep it to a small database write: it may run more than
   * once, and it is not called for a payload that no longer parses.
   */
  onExhausted?: (payload: z.output<Schema>, error: JobFailedError, ctx: JobContext) => Promise<void>;
};

// The registry holds definitions of every payload type; handlers are only ever called with a
// payload their own schema produced, so the loose type is safe there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<string, any>;

/** Declares a job. Keeps the literal name and the schema's type, as documenso's `as const satisfies` does. */
export function defineJob<const Name extends string, Schema extends z.ZodType>(
  definition: JobDefinition<Name, Schema>,
): JobDefinition<Name, Schema> {
  if (!JOB_NAME_PATTERN.test(definition.name)) {
    throw new Error(
      `Job name "${definition.name}" must be <domain>.<verb-noun> in lower-case kebab-case, e.g. "orders.sync-order".`,
    );
  }
  if (
    definition.maxAttempts !== undefined &&
    !(Number.isInteger(definition.maxAttempts) && definition.maxAttempts >= 1)
  ) {
    throw new Error(`Job "${definition.name}": maxAttempts must be a whole number of at least 1.`);
  }
  return definition;
}

/** The payload of a job that names one record by its id, e.g. `{ orderSyncId: "…" }`. */
export type IdPayload<Key extends string> = z.ZodObject<Record<Key, z.ZodString>>;

/**
 * Declares a job whose payload is one record's id, as most jobs' are: the handler reads the record
 * when it runs, so a retry acts on its state then, not on a copy taken when the job was queued.
 */
export function defineIdJob<const Name extends string, const Key extends string>(
  name: Name,
  idKey: Key,
  definition: Omit<JobDefinition<Name, IdPayload<Key>>, "name" | "payload">,
): JobDefinition<Name, IdPayload<Key>> {
  const payload = z.object({ [idKey]: z.string().min(1) }) as IdPayload<Key>;
  return defineJob({ name, payload, ...definition });
}

/** The payload types of a list of definitions, keyed by name: `createJobQueue<PayloadsOf<typeof defs>>`. */
export type PayloadsOf<Defs extends readonly AnyJobDefinition[]> = {
  [D in Defs[number] as D["name"]]: z.input<D["payload"]>;
};
