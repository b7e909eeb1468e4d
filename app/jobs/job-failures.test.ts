import { describe, expect, test } from "vitest";
import { z } from "zod";
import { defineJob } from "./define-job";
import { outputFailure, queueOptions } from "./pg-boss-tables.server";
import { PermanentJobError, retryHelps } from "./errors";
import { describeFailure, errorMessage, LEASE_EXPIRED, MAX_ERROR_MESSAGE_LENGTH, runJob } from "./run-job.server";

describe("what is kept of a failure", () => {
  test("the message and a stable code, nothing else of the error", () => {
    const error = Object.assign(new Error("rate limited"), {
      code: "RATE_LIMITED",
      apiKey: "sk_live_x",
      details: { phone: "+225" },
    });
    expect(describeFailure(error)).toEqual({ message: "rate limited", code: "RATE_LIMITED" });
    expect(describeFailure(Object.assign(new Error("odd"), { code: 42 }))).toEqual({ message: "odd" });
    expect(describeFailure("a string was thrown")).toEqual({ message: "a string was thrown" });
  });

  test("an error thrown or emitted as a plain object keeps its message", () => {
    expect(errorMessage({ message: "Connection terminated unexpectedly", queue: "orders.sync-order" })).toBe(
      "Connection terminated unexpectedly",
    );
    expect(errorMessage({ reason: "x" })).toBe("[object Object]");
  });

  test("a long message is cut to the stored maximum", () => {
    expect(errorMessage(new Error("x".repeat(5000)))).toHaveLength(MAX_ERROR_MESSAGE_LENGTH);
  });

  test("pg-boss's own failures read like the SQLite queue's", () => {
    expect(outputFailure({ message: "no", code: "REFUSED" })).toEqual({ message: "no", code: "REFUSED" });
    expect(outputFailure({ value: { message: "job timed out" } })).toEqual(LEASE_EXPIRED);
    expect(outputFailure({ name: "Error", message: "handler execution exceeded 300s", stack: "…" })).toEqual(
      LEASE_EXPIRED,
    );
    expect(outputFailure({ value: "pg-boss shut down while active" })?.code).toBe("SHUTDOWN");
    expect(outputFailure({ value: { message: "job heartbeat timeout" } })).toEqual(LEASE_EXPIRED);
    expect(outputFailure(null)).toBeNull();
  });
});

describe("a definition on pg-boss", () => {
  test("maxAttempts becomes retryLimit, and delays are whole seconds, rounded up", () => {
    const job = defineJob({
      name: "orders.sync-order",
      version: 1,
      payload: z.object({}),
      maxAttempts: 6,
      backoff: { initialMs: 1500, maxMs: 600_000 },
      handler: async () => undefined,
    });
    expect(queueOptions(job, { leaseMs: 20_000, maxRunMs: 900_000 })).toMatchObject({
      retryLimit: 5,
      retryDelay: 2,
      retryBackoff: true,
      retryDelayMax: 600,
      deadLetter: "orders.sync-order/exhausted",
    });
  });

  test("TIME_SCALE shrinks the retry delays pg-boss is given, never below its one second (then flat)", () => {
    const job = defineJob({
      name: "orders.sync-order",
      version: 1,
      payload: z.object({}),
      backoff: { initialMs: 30_000, maxMs: 600_000 },
      handler: async () => undefined,
    });
    const flat = queueOptions(job, { leaseMs: 10_000, maxRunMs: 900_000, timeScale: 0.02 });
    expect(flat).toMatchObject({ retryDelay: 1, retryBackoff: false });
    // pg-boss refuses a cap without its backoff (it threw at start on PostgreSQL).
    expect(flat).not.toHaveProperty("retryDelayMax");
    expect(queueOptions(job, { leaseMs: 10_000, maxRunMs: 900_000, timeScale: 0.1 })).toMatchObject({
      retryDelay: 3,
      retryBackoff: true,
      retryDelayMax: 60,
    });
  });

  test("the lease is pg-boss's heartbeat (10 s at least, its minimum) and the longest run its expireInSeconds", () => {
    const job = defineJob({
      name: "orders.sync-order",
      version: 1,
      payload: z.object({}),
      handler: async () => undefined,
    });
    expect(queueOptions(job, { leaseMs: 20_000, maxRunMs: 900_000 })).toMatchObject({
      heartbeatSeconds: 20,
      expireInSeconds: 900,
    });
    expect(queueOptions(job, { leaseMs: 1_000, maxRunMs: 1_500 })).toMatchObject({
      heartbeatSeconds: 10,
      expireInSeconds: 2,
    });
  });

  test("a name that is not <domain>.<verb-noun> is refused", () => {
    expect(() =>
      defineJob({ name: "SyncOrder", version: 1, payload: z.object({}), handler: async () => undefined }),
    ).toThrow(/<domain>\.<verb-noun>/);
  });
});

describe("one error family: the runner asks the error whether retrying helps", () => {
  const handlerThrowing = (error: unknown) =>
    defineJob({
      name: "tests.family",
      version: 1,
      payload: z.object({}),
      handler: async () => {
        throw error;
      },
    });
  const ctx = {} as Parameters<typeof runJob>[2];

  test("an error that says it cannot be helped by retrying is permanent, with its code", async () => {
    expect(await runJob(handlerThrowing(new PermanentJobError("no", "DELIVERY_UNREADABLE")), {}, ctx)).toEqual({
      ok: false,
      permanent: true,
      message: "no",
      code: "DELIVERY_UNREADABLE",
    });
    expect(
      await runJob(
        handlerThrowing(Object.assign(new Error("refused"), { code: "SHOPIFY_REFUSED", retryable: false })),
        {},
        ctx,
      ),
    ).toMatchObject({ permanent: true, code: "SHOPIFY_REFUSED" });
  });

  test("one that says it can, and anything that says nothing (a dropped connection, a bug), is retried", async () => {
    expect(
      await runJob(
        handlerThrowing(Object.assign(new Error("busy"), { code: "SHOPIFY_THROTTLED", retryable: true })),
        {},
        ctx,
      ),
    ).toMatchObject({ permanent: false, code: "SHOPIFY_THROTTLED" });
    expect(await runJob(handlerThrowing(new Error("Connection terminated")), {}, ctx)).toEqual({
      ok: false,
      permanent: false,
      message: "Connection terminated",
    });
    expect(retryHelps(Object.assign(new Error("x"), { retryable: false }))).toBe(true); // no code: not one of ours
    expect(retryHelps("a string")).toBe(true);
  });
});
