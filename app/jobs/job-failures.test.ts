import { describe, expect, test } from "vitest";
import { z } from "zod";
import { defineJob } from "./define-job";
import { outputFailure, queueOptions } from "./pg-boss-tables.server";
import { describeFailure, errorMessage, LEASE_EXPIRED, MAX_ERROR_MESSAGE_LENGTH } from "./run-job.server";

describe("what is kept of a failure", () => {
  test("the message and a stable code, nothing else of the error", () => {
    const error = Object.assign(new Error("rate limited"), { code: "RATE_LIMITED", apiKey: "sk_live_x", details: { phone: "+225" } });
    expect(describeFailure(error)).toEqual({ message: "rate limited", code: "RATE_LIMITED" });
    expect(describeFailure(Object.assign(new Error("odd"), { code: 42 }))).toEqual({ message: "odd" });
    expect(describeFailure("a string was thrown")).toEqual({ message: "a string was thrown" });
  });

  test("a long message is cut to the stored maximum", () => {
    expect(errorMessage(new Error("x".repeat(5000)))).toHaveLength(MAX_ERROR_MESSAGE_LENGTH);
  });

  test("pg-boss's own failures read like the SQLite queue's", () => {
    expect(outputFailure({ message: "no", code: "REFUSED" })).toEqual({ message: "no", code: "REFUSED" });
    expect(outputFailure({ value: { message: "job timed out" } })).toEqual(LEASE_EXPIRED);
    expect(outputFailure({ name: "Error", message: "handler execution exceeded 300s", stack: "…" })).toEqual(LEASE_EXPIRED);
    expect(outputFailure({ value: "pg-boss shut down while active" })?.code).toBe("SHUTDOWN");
    expect(outputFailure(null)).toBeNull();
  });
});

describe("a definition on pg-boss", () => {
  test("maxAttempts becomes retryLimit, and delays are whole seconds, rounded up", () => {
    const job = defineJob({ name: "orders.sync-order", version: 1, payload: z.object({}), maxAttempts: 6, backoff: { initialMs: 1500, maxMs: 600_000 }, handler: async () => undefined });
    expect(queueOptions(job, 300_000)).toMatchObject({
      retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 300, deadLetter: "orders.sync-order/exhausted",
    });
  });

  test("a name that is not <domain>.<verb-noun> is refused", () => {
    expect(() => defineJob({ name: "SyncOrder", version: 1, payload: z.object({}), handler: async () => undefined })).toThrow(/<domain>\.<verb-noun>/);
  });
});
