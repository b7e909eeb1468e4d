/**
 * Sends one API call: request budget → fetch with a per-attempt timeout → error mapping →
 * zod parsing, retried by the policy in retry-policy.ts.
 */
import type { z } from "zod";
import { waitForBudget, type RequestBudget } from "./budget.server";
import {
  DeliveryConnectionError,
  DeliveryError,
  DeliveryErrorCode,
  DeliveryRateLimitError,
  DeliveryResponseError,
  deliveryErrorFromResponse,
} from "./errors";
import type { DeliveryLogger } from "./logger";
import { retryDelayMs, shouldRetry, type RetrySettings } from "./retry-policy";

/** Languages the service writes its messages in (spec §7). */
export type DeliveryLocale = "en" | "fr";

/** Per-call options, the second argument of every resource method. */
export type RequestOptions = {
  /** Sent as `Idempotency-Key` (spec §4 POST /orders). Derive it from the order so a re-run job reuses it. */
  idempotencyKey?: string;
  /** Aborts the call, including its retries; it then fails with code `REQUEST_ABORTED`. */
  signal?: AbortSignal;
  /** Per attempt, overriding the client's `timeoutMs`. */
  timeoutMs?: number;
  /** Overrides the client's locale for this call's `Accept-Language`. */
  locale?: DeliveryLocale;
  /** Overrides the budget's `maxWaitMs` for this call. */
  budgetMaxWaitMs?: number;
};

/** Everything `sendRequest` needs, resolved once by createDeliveryClient. */
export type RequestConfig = {
  apiBaseUrl: string;
  apiKey: string;
  authHeader: "bearer" | "x-api-key";
  locale: DeliveryLocale | undefined;
  fetch: typeof fetch;
  timeoutMs: number;
  retry: RetrySettings;
  budget: (Required<Pick<RequestBudget, "store" | "limitPerWindow" | "windowMs">> & { maxWaitMs?: number }) | null;
  budgetKey: string;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  now: () => number;
  logger: DeliveryLogger | undefined;
};

/** One API call as a resource method describes it. */
export type RequestSpec<T> = {
  method: "GET" | "POST";
  /** Below `/v1/public-api`, with any `{reference}` already URL-encoded. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Whether sending it twice is harmless even if the first was processed (see retry-policy.ts). */
  repeatSafe: boolean;
  schema: z.ZodType<T>;
};

/** The function resource modules call. */
export type Send = <T>(spec: RequestSpec<T>, options?: RequestOptions) => Promise<T>;

type AttemptOutcome<T> = { ok: true; value: T } | { ok: false; error: DeliveryError; mayHaveReachedServer: boolean };

/** Sends `spec`, retrying as the policy allows; resolves with the parsed body or throws a DeliveryError. */
export async function sendRequest<T>(
  config: RequestConfig,
  spec: RequestSpec<T>,
  options: RequestOptions = {},
): Promise<T> {
  for (let retriesDone = 0; ; retriesDone += 1) {
    throwIfAborted(options.signal);
    if (config.budget) {
      const maxWaitMs = options.budgetMaxWaitMs ?? config.budget.maxWaitMs;
      const { now, sleep, logger } = config;
      await waitForBudget({ budget: config.budget, key: config.budgetKey, maxWaitMs, now, sleep, logger });
    }
    const outcome = await attempt(config, spec, options);
    if (outcome.ok) return outcome.value;
    const { error, mayHaveReachedServer } = outcome;
    if (
      !shouldRetry({ error, retriesDone, settings: config.retry, repeatSafe: spec.repeatSafe, mayHaveReachedServer })
    ) {
      throw error;
    }
    const retryAfterMs = error instanceof DeliveryRateLimitError ? error.retryAfterMs : undefined;
    const delayMs = retryDelayMs(retriesDone + 1, config.retry, config.random, retryAfterMs);
    config.logger?.warn("delivery: retrying request", {
      method: spec.method,
      path: spec.path,
      retry: retriesDone + 1,
      delayMs,
      statusCode: error.statusCode,
      code: error.code,
    });
    await config.sleep(delayMs);
  }
}

async function attempt<T>(
  config: RequestConfig,
  spec: RequestSpec<T>,
  options: RequestOptions,
): Promise<AttemptOutcome<T>> {
  // Built before the try: a mistake here is a programming error, not a connection failure.
  const url = buildUrl(config.apiBaseUrl, spec);
  const headers = buildHeaders(config, spec, options);
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? config.timeoutMs);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener("abort", abortFromCaller, { once: true });
  const startedAt = config.now();
  try {
    const response = await config.fetch(url, { method: spec.method, headers, body, signal: controller.signal });
    // Read the body under the same timer: a body that stalls after the headers times out too.
    const text = redactApiKey(await response.text(), config.apiKey);
    config.logger?.debug("delivery: response", {
      method: spec.method,
      path: spec.path,
      statusCode: response.status,
      durationMs: config.now() - startedAt,
    });
    if (!response.ok) {
      const error = deliveryErrorFromResponse(response.status, text, response.headers, config.now());
      return { ok: false, error, mayHaveReachedServer: true };
    }
    return parseBody(text, spec, response.status);
  } catch (cause) {
    return { ok: false, ...connectionFailure(cause, spec, timedOut, options.signal?.aborted ?? false) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abortFromCaller);
  }
}

function parseBody<T>(text: string, spec: RequestSpec<T>, status: number): AttemptOutcome<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return responseError(
      `The delivery service answered ${spec.method} ${spec.path} with a body that is not JSON.`,
      status,
      [],
    );
  }
  const parsed = spec.schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  // Paths and zod's messages only: the values themselves may be customer data.
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const summary = issues
    .slice(0, 5)
    .map((issue) => `${issue.path || "(body)"}: ${issue.message}`)
    .join("; ");
  return responseError(
    `The delivery service's answer to ${spec.method} ${spec.path} has an unexpected shape (${summary}). ` +
      "Check that baseUrl points at the delivery service.",
    status,
    issues,
  );
}

function responseError(message: string, statusCode: number, issues: unknown[]): AttemptOutcome<never> {
  const error = new DeliveryResponseError({
    message,
    statusCode,
    code: DeliveryErrorCode.INVALID_RESPONSE,
    details: { issues },
  });
  return { ok: false, error, mayHaveReachedServer: true };
}

function connectionFailure(cause: unknown, spec: RequestSpec<unknown>, timedOut: boolean, callerAborted: boolean) {
  const what = `${spec.method} ${spec.path}`;
  if (callerAborted && !timedOut) {
    const error = new DeliveryConnectionError({
      code: DeliveryErrorCode.REQUEST_ABORTED,
      message: `${what} was aborted by the caller.`,
    });
    return { error, mayHaveReachedServer: true };
  }
  if (timedOut) {
    const error = new DeliveryConnectionError({
      code: DeliveryErrorCode.TIMEOUT,
      timedOut: true,
      message: `${what} got no complete answer from the delivery service in time.`,
    });
    return { error, mayHaveReachedServer: true };
  }
  const errno = errnoCode(cause);
  const error = new DeliveryConnectionError({
    code: DeliveryErrorCode.CONNECTION_FAILED,
    message: `${what} could not reach the delivery service${errno ? ` (${errno})` : ""}. Check baseUrl and the network.`,
    cause,
  });
  // These failures happen before a byte of the request is sent.
  const neverSent = errno === "ECONNREFUSED" || errno === "ENOTFOUND" || errno === "EAI_AGAIN";
  return { error, mayHaveReachedServer: !neverSent };
}

function buildUrl(apiBaseUrl: string, spec: RequestSpec<unknown>): string {
  const url = new URL(apiBaseUrl + spec.path);
  for (const [name, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function buildHeaders(
  config: RequestConfig,
  spec: RequestSpec<unknown>,
  options: RequestOptions,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // spec §5.2: either form is accepted.
  if (config.authHeader === "x-api-key") headers["X-API-Key"] = config.apiKey;
  else headers.Authorization = `Bearer ${config.apiKey}`;
  const locale = options.locale ?? config.locale;
  // spec §7: messages come in French when Accept-Language prefers it; codes are the same.
  if (locale) headers["Accept-Language"] = locale;
  if (spec.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  return headers;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) {
    throw new DeliveryConnectionError({
      code: DeliveryErrorCode.REQUEST_ABORTED,
      message: "The request was aborted by the caller.",
    });
  }
}

/** A misbehaving proxy could echo request headers into its error page; the key never leaves in an error. */
function redactApiKey(text: string, apiKey: string): string {
  return apiKey ? text.split(apiKey).join("[redacted]") : text;
}

function errnoCode(cause: unknown): string | undefined {
  for (let current = cause, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
