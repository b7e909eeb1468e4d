import { AppError } from "~/errors";

/**
 * The delivery client's error family (spec §7), under the app's root (app/errors.ts, a leaf that
 * imports nothing): the client depends on nothing else in the app.
 *
 * Callers branch on `error.code` (stable, spec §9.2) or on the class, never on `message`:
 * the message is the service's sentence for a person, in the request's language (§7).
 */

/** Every code the client can put on a {@link DeliveryError}. */
export const DeliveryErrorCode = {
  // Codes the service sends (spec §7 table). They never change (§9.2).
  VALIDATION_FAILED: "VALIDATION_FAILED",
  API_KEY_REQUIRED: "API_KEY_REQUIRED",
  API_KEY_INVALID: "API_KEY_INVALID",
  API_KEY_SCOPE_MISSING: "API_KEY_SCOPE_MISSING",
  IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD: "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD",
  CROSS_BORDER_NOT_INCLUDED_IN_PLAN: "CROSS_BORDER_NOT_INCLUDED_IN_PLAN",
  CUSTOMER_BUSINESS_NAME_REQUIRED: "CUSTOMER_BUSINESS_NAME_REQUIRED",
  CUSTOMER_TYPE_B2C_HAS_BUSINESS_DETAILS: "CUSTOMER_TYPE_B2C_HAS_BUSINESS_DETAILS",
  CUSTOMER_TAX_ID_FORMAT: "CUSTOMER_TAX_ID_FORMAT",
  CUSTOMER_PHONE_INVALID: "CUSTOMER_PHONE_INVALID",
  // Codes the client assigns itself when the service sent none (the 429 body, 404s and
  // refusals of mark-paid/payment-link are "not shown" in §7) or when there was no answer.
  RATE_LIMITED: "RATE_LIMITED",
  REQUEST_BUDGET_EXHAUSTED: "REQUEST_BUDGET_EXHAUSTED",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  SERVER_ERROR: "SERVER_ERROR",
  UNKNOWN_ERROR: "UNKNOWN_ERROR",
  CONNECTION_FAILED: "CONNECTION_FAILED",
  TIMEOUT: "TIMEOUT",
  REQUEST_ABORTED: "REQUEST_ABORTED",
  INVALID_RESPONSE: "INVALID_RESPONSE",
} as const;

export type DeliveryErrorCode = (typeof DeliveryErrorCode)[keyof typeof DeliveryErrorCode];

/** `details` of an error body (§7), kept as sent; the known keys are typed. */
export type DeliveryErrorDetails = { missingScopes?: string[]; fields?: unknown; [key: string]: unknown };

/** What every error of the family is built from. */
export type DeliveryErrorInit = {
  message: string;
  code: string;
  statusCode?: number;
  details?: DeliveryErrorDetails;
  requestId?: string;
  /** The parsed error body (or its text, shortened), for diagnosis. */
  raw?: unknown;
  retryAfterMs?: number;
  cause?: unknown;
};

/** Base of every error the delivery client throws. `retryable` is decided by the class. */
export class DeliveryError extends AppError {
  readonly statusCode: number | undefined;
  readonly code: string;
  readonly details: DeliveryErrorDetails;
  readonly requestId: string | undefined;
  readonly raw: unknown;
  /** Whether sending the same request again later may succeed (used by job runners). */
  readonly retryable: boolean = false;

  constructor(init: DeliveryErrorInit) {
    super(init.message, { cause: init.cause });
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.details = init.details ?? {};
    this.requestId = init.requestId;
    this.raw = init.raw;
  }

  /** A plain object for logs: no stack, no cause, no headers (so no credentials). */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      code: this.code,
      statusCode: this.statusCode,
      details: this.details,
      requestId: this.requestId,
      retryable: this.retryable,
    };
  }
}

/** 400: a request field failed validation; `fields` lists the dotted paths (§7). */
export class DeliveryValidationError extends DeliveryError {
  readonly fields: string[];
  constructor(init: DeliveryErrorInit) {
    super(init);
    this.fields = fieldPaths(init.details?.fields);
  }
}

/**
 * 400 `CUSTOMER_*`: the buyer's details were refused (§4 POST /orders rules 2–5). A subclass of
 * the validation error, so `instanceof DeliveryValidationError` still catches every 400, while
 * a caller can tell "the merchant must correct the customer" from "our request was malformed".
 */
export class DeliveryCustomerError extends DeliveryValidationError {}

/** 401 `API_KEY_REQUIRED` / `API_KEY_INVALID`: the key is missing, unknown or revoked (§5.4). */
export class DeliveryAuthenticationError extends DeliveryError {}

/** 403: the key lacks a scope; `missingScopes` lists them (§5.3). */
export class DeliveryPermissionError extends DeliveryError {
  readonly missingScopes: string[];
  constructor(init: DeliveryErrorInit) {
    super(init);
    const scopes = init.details?.missingScopes;
    this.missingScopes = Array.isArray(scopes) ? scopes.filter((s) => typeof s === "string") : [];
  }
}

/** 403 `CROSS_BORDER_NOT_INCLUDED_IN_PLAN`: the account's plan, not the key, refuses (§4 rule 1). */
export class DeliveryPlanError extends DeliveryPermissionError {}

/** 404: no such order (the status is "not shown" in §7; a 404 is treated as not found). */
export class DeliveryNotFoundError extends DeliveryError {}

/** 409: e.g. `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD` (§4 idempotency rules). */
export class DeliveryConflictError extends DeliveryError {}

/**
 * 429 from the service (§8), or thrown locally (code `REQUEST_BUDGET_EXHAUSTED`, no
 * `statusCode`) when the client's request budget would make the caller wait too long.
 */
export class DeliveryRateLimitError extends DeliveryError {
  override readonly retryable = true;
  readonly retryAfterMs: number | undefined;
  constructor(init: DeliveryErrorInit) {
    super(init);
    this.retryAfterMs = init.retryAfterMs;
  }
}

/** 5xx: the service failed; worth retrying later. */
export class DeliveryServerError extends DeliveryError {
  override readonly retryable = true;
}

/** No response: the connection failed, timed out (`timedOut`), or the caller aborted. */
export class DeliveryConnectionError extends DeliveryError {
  readonly timedOut: boolean;
  override readonly retryable: boolean;
  constructor(init: DeliveryErrorInit & { timedOut?: boolean }) {
    super(init);
    this.timedOut = init.timedOut ?? false;
    // An abort asked for by the caller is a decision, not a fault: do not retry it.
    this.retryable = init.code !== DeliveryErrorCode.REQUEST_ABORTED;
  }
}

/** A 2xx answer whose body is not JSON or does not match the expected schema. */
export class DeliveryResponseError extends DeliveryError {}

type HeadersLike = Headers | Record<string, string | undefined>;

/**
 * Builds the error for a non-2xx answer (stripe's `generateV1Error`): the class from the status
 * and the stable `code` (§7), whatever the body was (JSON error body, unknown code, not JSON).
 */
export function deliveryErrorFromResponse(
  status: number,
  body: unknown,
  headers: HeadersLike = {},
  now: number = Date.now(),
): DeliveryError {
  const parsed = typeof body === "string" ? parseJson(body) : body;
  const fields = isRecord(parsed) ? parsed : {};
  const code = typeof fields.code === "string" && fields.code ? fields.code : undefined;
  const init: DeliveryErrorInit = {
    statusCode: status,
    code: code ?? fallbackCode(status),
    message:
      typeof fields.message === "string" && fields.message
        ? fields.message
        : `The delivery service answered HTTP ${status}${isRecord(parsed) ? "" : " with a body that is not JSON"}.`,
    details: isRecord(fields.details) ? (fields.details as DeliveryErrorDetails) : {},
    requestId: headerValue(headers, "x-request-id") ?? headerValue(headers, "request-id"),
    raw: typeof body === "string" && !isRecord(parsed) ? body.slice(0, 500) : parsed,
    retryAfterMs: retryAfterMsFromHeader(headerValue(headers, "retry-after"), now),
  };
  return new (errorClassFor(status, code))(init);
}

type ErrorClass = new (init: DeliveryErrorInit) => DeliveryError;

function errorClassFor(status: number, code: string | undefined): ErrorClass {
  if (code === DeliveryErrorCode.CROSS_BORDER_NOT_INCLUDED_IN_PLAN) return DeliveryPlanError;
  if (code?.startsWith("CUSTOMER_") && status === 400) return DeliveryCustomerError;
  if (status === 400 || status === 422) return DeliveryValidationError;
  if (status === 401) return DeliveryAuthenticationError;
  if (status === 403) return DeliveryPermissionError;
  if (status === 404) return DeliveryNotFoundError;
  if (status === 409) return DeliveryConflictError;
  if (status === 429) return DeliveryRateLimitError;
  return status >= 500 ? DeliveryServerError : DeliveryError;
}

function fallbackCode(status: number): string {
  if (status === 404) return DeliveryErrorCode.NOT_FOUND;
  if (status === 409) return DeliveryErrorCode.CONFLICT;
  if (status === 429) return DeliveryErrorCode.RATE_LIMITED;
  return status >= 500 ? DeliveryErrorCode.SERVER_ERROR : DeliveryErrorCode.UNKNOWN_ERROR;
}

/**
 * `Retry-After` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). Returns
 * milliseconds from `now`, or undefined when absent or unreadable.
 */
export function retryAfterMsFromHeader(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** `details.fields` as dotted paths: strings, or objects carrying `path`/`field`, or an object keyed by path. */
function fieldPaths(fields: unknown): string[] {
  if (Array.isArray(fields)) {
    return fields.flatMap((entry) => {
      if (typeof entry === "string") return [entry];
      if (isRecord(entry)) {
        const path = entry.path ?? entry.field;
        if (typeof path === "string") return [path];
        if (Array.isArray(path)) return [path.join(".")];
      }
      return [];
    });
  }
  return isRecord(fields) ? Object.keys(fields) : [];
}

function headerValue(headers: HeadersLike, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return entry?.[1] ?? undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
