/**
 * Sorts a failed service call into the three kinds the checkout callback reports. A leaf.
 *
 * Duck-typed rather than `instanceof`, so this folder needs no import of app/delivery: the client's
 * errors carry `statusCode`, a stable `code` (spec §7, §9.2) and, for connection errors, `timedOut`.
 */

export type LoadErrorKind = "timeout" | "rate_limited" | "service_error";

/** Codes the delivery client puts on errors it raises itself (app/delivery/errors.ts). */
const RATE_LIMIT_CODES = new Set(["RATE_LIMITED", "REQUEST_BUDGET_EXHAUSTED"]);
const TIMEOUT_CODES = new Set(["TIMEOUT"]);
const TIMEOUT_NAMES = new Set(["TimeoutError", "AbortError"]);

export function classifyLoadError(error: unknown): LoadErrorKind {
  if (error === null || typeof error !== "object") return "service_error";
  const fields = error as {
    statusCode?: unknown;
    status?: unknown;
    code?: unknown;
    timedOut?: unknown;
    name?: unknown;
  };
  // Spec §8: 429 until the minute window passes.
  if (fields.statusCode === 429 || fields.status === 429) return "rate_limited";
  if (typeof fields.code === "string" && RATE_LIMIT_CODES.has(fields.code)) return "rate_limited";
  if (fields.timedOut === true) return "timeout";
  if (typeof fields.code === "string" && TIMEOUT_CODES.has(fields.code)) return "timeout";
  if (typeof fields.name === "string" && TIMEOUT_NAMES.has(fields.name)) return "timeout";
  return "service_error";
}
