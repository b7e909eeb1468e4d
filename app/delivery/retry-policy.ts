/**
 * When and how long to wait before sending a failed request again. Pure.
 * Modelled on stripe-node's `RequestSender._shouldRetry` / `_getSleepTimeInMS`.
 */
import {
  DeliveryConnectionError,
  DeliveryError,
  DeliveryErrorCode,
  DeliveryRateLimitError,
  DeliveryServerError,
} from "./errors";

export const DEFAULT_MAX_RETRIES = 2;
export const INITIAL_RETRY_DELAY_MS = 500;
export const MAX_RETRY_DELAY_MS = 5_000;
/** spec §8: a 429 lasts "until the minute window passes"; a longer Retry-After is not waited for. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Tunables of the retry loop. */
export type RetrySettings = {
  /** Retries after the first attempt; 0 disables retrying. Default 2. */
  maxRetries: number;
  /** Delay before the first retry. Default 500 ms. */
  initialDelayMs: number;
  /** Cap of the exponential backoff (not of Retry-After). Default 5000 ms. */
  maxDelayMs: number;
};

export type RetryQuestion = {
  error: DeliveryError;
  /** Retries already made for this call. */
  retriesDone: number;
  settings: RetrySettings;
  /**
   * Whether sending the request twice is harmless even if the first one was processed.
   * Decided per operation in orders.server.ts / pricing.server.ts / tracking.server.ts.
   */
  repeatSafe: boolean;
  /** False when the failure proves the request never reached the service (connection refused). */
  mayHaveReachedServer: boolean;
};

/** One flat list of cases, each with its reason. */
export function shouldRetry(question: RetryQuestion): boolean {
  const { error, retriesDone, settings, repeatSafe, mayHaveReachedServer } = question;
  if (retriesDone >= settings.maxRetries) return false;

  // A 429 refuses the request before any work is done, so even a non-repeatable POST may be
  // resent; but a Retry-After beyond a minute is longer than §8's window: give up and report it.
  if (error instanceof DeliveryRateLimitError) {
    if (error.code === DeliveryErrorCode.REQUEST_BUDGET_EXHAUSTED) return false; // the caller's own deadline
    return error.retryAfterMs === undefined || error.retryAfterMs <= MAX_RETRY_AFTER_MS;
  }

  if (error instanceof DeliveryConnectionError) {
    // The caller aborted: that is a decision, not a fault.
    if (error.code === DeliveryErrorCode.REQUEST_ABORTED) return false;
    // Connection refused / name not resolved: nothing was sent, so resending is always safe.
    if (!mayHaveReachedServer) return true;
    // A timeout or a reset may come after the service processed the request: only repeat-safe ones.
    return repeatSafe;
  }

  // A 5xx may come after a partial write; same rule as an uncertain connection failure.
  if (error instanceof DeliveryServerError) return repeatSafe;

  // Every other 4xx (400, 401, 403, 404, 409 …) will fail the same way again.
  return false;
}

/**
 * Delay before retry number `retryNumber` (1-based): initial × 2^(n−1), capped at maxDelayMs,
 * times a jitter of 0.5–1 so that many clients do not retry in step, never below the initial
 * delay; and never before the service's Retry-After.
 */
export function retryDelayMs(
  retryNumber: number,
  settings: RetrySettings,
  random: () => number,
  retryAfterMs?: number,
): number {
  const backoff = Math.min(settings.initialDelayMs * 2 ** (retryNumber - 1), settings.maxDelayMs);
  const jittered = Math.max(settings.initialDelayMs, backoff * (0.5 + random() * 0.5));
  return Math.round(retryAfterMs === undefined ? jittered : Math.max(jittered, retryAfterMs));
}
