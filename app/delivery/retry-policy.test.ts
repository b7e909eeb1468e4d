import { describe, expect, test } from "vitest";
import {
  DeliveryConnectionError,
  DeliveryErrorCode,
  deliveryErrorFromResponse,
  DeliveryRateLimitError,
} from "./errors";
import { retryDelayMs, shouldRetry, type RetrySettings } from "./retry-policy";

const SETTINGS: RetrySettings = { maxRetries: 3, initialDelayMs: 500, maxDelayMs: 5000 };

describe("retryDelayMs", () => {
  test("doubles from the initial delay and stops at the cap when the jitter is at its top", () => {
    const top = () => 0.999999;
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, SETTINGS, top))).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });

  test("halves at most with jitter, but never waits less than the initial delay", () => {
    const bottom = () => 0;
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, SETTINGS, bottom))).toEqual([500, 500, 1000, 2000, 2500]);
  });

  test("waits at least as long as the service's Retry-After, even beyond the backoff cap", () => {
    expect(retryDelayMs(1, SETTINGS, () => 0.5, 30_000)).toBe(30_000);
    expect(retryDelayMs(3, SETTINGS, () => 0.999999, 100)).toBe(2000);
  });
});

describe("shouldRetry", () => {
  const base = { retriesDone: 0, settings: SETTINGS, repeatSafe: false, mayHaveReachedServer: true };
  const serverError = deliveryErrorFromResponse(503, "");
  const timeout = new DeliveryConnectionError({ code: DeliveryErrorCode.TIMEOUT, message: "t", timedOut: true });

  test("retries a 429 even for a request that is not repeat-safe, since nothing was processed", () => {
    expect(shouldRetry({ ...base, error: deliveryErrorFromResponse(429, "", { "retry-after": "3" }) })).toBe(true);
  });

  test("does not wait for a Retry-After longer than the minute window", () => {
    expect(shouldRetry({ ...base, error: deliveryErrorFromResponse(429, "", { "retry-after": "61" }) })).toBe(false);
  });

  test("does not retry the local budget refusal, which is the caller's own deadline", () => {
    const local = new DeliveryRateLimitError({
      code: DeliveryErrorCode.REQUEST_BUDGET_EXHAUSTED,
      message: "m",
      retryAfterMs: 10,
    });
    expect(shouldRetry({ ...base, error: local })).toBe(false);
  });

  test("retries a 5xx or a timeout only when the request is repeat-safe", () => {
    expect(shouldRetry({ ...base, error: serverError })).toBe(false);
    expect(shouldRetry({ ...base, error: serverError, repeatSafe: true })).toBe(true);
    expect(shouldRetry({ ...base, error: timeout })).toBe(false);
    expect(shouldRetry({ ...base, error: timeout, repeatSafe: true })).toBe(true);
  });

  test("retries a refused connection whatever the request, since nothing was sent", () => {
    const refused = new DeliveryConnectionError({ code: DeliveryErrorCode.CONNECTION_FAILED, message: "r" });
    expect(shouldRetry({ ...base, error: refused, mayHaveReachedServer: false })).toBe(true);
  });

  test("never retries a 4xx other than 429, nor a caller's abort", () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(
        shouldRetry({ ...base, repeatSafe: true, error: deliveryErrorFromResponse(status, "") }),
        String(status),
      ).toBe(false);
    }
    const aborted = new DeliveryConnectionError({ code: DeliveryErrorCode.REQUEST_ABORTED, message: "a" });
    expect(shouldRetry({ ...base, repeatSafe: true, error: aborted })).toBe(false);
  });

  test("stops once maxRetries retries were made", () => {
    expect(shouldRetry({ ...base, repeatSafe: true, error: serverError, retriesDone: 2 })).toBe(true);
    expect(shouldRetry({ ...base, repeatSafe: true, error: serverError, retriesDone: 3 })).toBe(false);
  });
});
