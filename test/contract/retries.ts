// The client's retry policy and request budget against the sandbox's fault injection (README
// "Faults"): 429 and 5xx are retried then succeed, no 4xx is retried, a dropped connection is, and
// a budget matching the service's limit never meets a 429. The sandbox's request log is the witness.
import { describe, expect, onTestFinished, test } from "vitest";
import {
  DeliveryConnectionError,
  DeliveryRateLimitError,
  DeliveryServerError,
  DeliveryValidationError,
} from "~/delivery";
import { contractContext, refusal, sandboxContext, type SandboxContext } from "../support/contract-kit";

const CORRIDORS = "/v1/public-api/corridors";
// Short backoff so the suite runs in seconds; the policy itself is the client's default.
const fastRetry = { initialDelayMs: 1, maxDelayMs: 5 };

export function retriesContract(s: SandboxContext): void {
  const fault = (body: Record<string, unknown>) => s.sandbox("POST", "/faults", body);
  const statuses = async (path: string) => (await s.requests(path)).map((r) => (r.dropped ? "dropped" : r.status));

  describe("retries against injected faults", () => {
    test("a 429 is waited out for at least its Retry-After, then the call succeeds", async () => {
      await fault({ kind: "rate_limit", count: 1, retryAfterSeconds: 1, path: CORRIDORS });
      const waits: number[] = [];
      // The injected sleep records how long the client chose to wait instead of waiting it.
      const client = s.client({ retry: fastRetry, sleep: async (ms) => void waits.push(ms) });
      expect((await client.listCorridors()).corridors.length).toBeGreaterThan(0);
      expect(await statuses("/corridors")).toEqual([429, 200]);
      expect(waits).toHaveLength(1);
      expect(waits[0]).toBeGreaterThanOrEqual(1000);
    });

    test("a 429 on order creation is resent even without an Idempotency-Key, since nothing was processed", async () => {
      await fault({
        kind: "rate_limit",
        count: 1,
        retryAfterSeconds: 0,
        method: "POST",
        path: "/v1/public-api/orders",
      });
      const client = s.client({ retry: fastRetry });
      await client.createOrder(s.order());
      expect(await statuses("/orders")).toEqual([429, 201]);
    });

    test("a Retry-After beyond the minute window is reported, not waited for", async () => {
      await fault({ kind: "rate_limit", count: 1, retryAfterSeconds: 120, path: CORRIDORS });
      const error = await refusal(s.client({ retry: fastRetry }).listCorridors());
      expect(error).toBeInstanceOf(DeliveryRateLimitError);
      expect(error).toMatchObject({ statusCode: 429, code: "RATE_LIMITED", retryAfterMs: 120_000 });
      expect(await statuses("/corridors")).toEqual([429]);
    });

    test("a 503 on a read is retried and the call then succeeds", async () => {
      await fault({ kind: "error", status: 503, count: 1, path: CORRIDORS });
      await s.client({ retry: fastRetry }).listCorridors();
      expect(await statuses("/corridors")).toEqual([503, 200]);
    });

    test("a 503 on order creation is retried with an Idempotency-Key and creates one order", async () => {
      await fault({ kind: "error", status: 503, count: 1, method: "POST", path: "/v1/public-api/orders" });
      const client = s.client({ retry: fastRetry });
      const params = s.order();
      await client.createOrder(params, { idempotencyKey: `idem-${params.externalOrderRef}` });
      expect(await statuses("/orders")).toEqual([503, 201]);
      expect((await client.listOrders()).total).toBe(1);
    });

    test("a 503 on order creation without an Idempotency-Key is not resent, since it may have been processed", async () => {
      await fault({ kind: "error", status: 503, count: 1, method: "POST", path: "/v1/public-api/orders" });
      const error = await refusal(s.client({ retry: fastRetry }).createOrder(s.order()));
      expect(error).toBeInstanceOf(DeliveryServerError);
      expect(error).toMatchObject({ statusCode: 503, retryable: true });
      expect(await statuses("/orders")).toEqual([503]);
    });

    test("a 503 on mark-paid is not resent: a second one would be refused and hide the first one's success", async () => {
      const params = s.order();
      const client = s.client({ retry: fastRetry });
      await client.createOrder(params);
      const path = `/orders/${params.externalOrderRef}/mark-paid`;
      await fault({ kind: "error", status: 503, count: 1, method: "POST", path: `/v1/public-api${path}` });
      const error = await refusal(
        client.markPaid(params.externalOrderRef, {
          paidVia: "manual_bank_transfer",
          reference: "VIR-1",
          paidAt: "2026-11-20T10:00:00.000Z",
        }),
      );
      expect(error).toMatchObject({ statusCode: 503, retryable: true });
      expect(await statuses(path)).toEqual([503]);
    });

    test("retries stop after maxRetries and the last 5xx is reported", async () => {
      await fault({ kind: "error", status: 502, count: 5, path: CORRIDORS });
      const error = await refusal(s.client({ retry: { ...fastRetry, maxRetries: 2 } }).listCorridors());
      expect(error).toMatchObject({ statusCode: 502, code: "SANDBOX_FAULT" });
      expect(await statuses("/corridors")).toEqual([502, 502, 502]);
    });

    test("no 4xx is retried: each is sent once", async () => {
      const client = s.client({ retry: fastRetry });
      for (const status of [400, 401, 403, 404, 409, 422]) {
        await s.sandbox("DELETE", "/requests");
        await fault({ kind: "error", status, count: 1, path: CORRIDORS });
        expect((await refusal(client.listCorridors())).statusCode).toBe(status);
        expect(await statuses("/corridors")).toEqual([status]);
      }
      await s.sandbox("DELETE", "/requests");
      const quote = {
        routeScope: "cross_border_intra_africa",
        originCountryCode: "CI",
        destinationCountryCode: "GH",
        serviceCode: "express",
        weightGrams: 500,
      };
      expect(await refusal(client.createQuote(quote))).toBeInstanceOf(DeliveryValidationError);
      expect(await statuses("/quotes")).toEqual([400]);
    });

    test("a dropped connection on a read is retried and the call then succeeds", async () => {
      await fault({ kind: "drop", count: 1, path: CORRIDORS });
      await s.client({ retry: fastRetry }).listCorridors();
      expect(await statuses("/corridors")).toEqual(["dropped", 200]);
    });

    test("a dropped connection on order creation is resent only with an Idempotency-Key", async () => {
      const client = s.client({ retry: fastRetry });
      await fault({ kind: "drop", count: 1, method: "POST", path: "/v1/public-api/orders" });
      expect(await refusal(client.createOrder(s.order()))).toBeInstanceOf(DeliveryConnectionError);
      expect(await statuses("/orders")).toEqual(["dropped"]);

      await s.sandbox("DELETE", "/requests");
      await fault({ kind: "drop", count: 1, method: "POST", path: "/v1/public-api/orders" });
      const params = s.order();
      await client.createOrder(params, { idempotencyKey: `idem-${params.externalOrderRef}` });
      expect(await statuses("/orders")).toEqual(["dropped", 201]);
    });

    const startRateLimited = s.control.startRateLimited;
    if (startRateLimited) {
      test("a client whose budget equals the service's rate limit is never answered 429", async () => {
        const LIMIT = 5;
        const WINDOW_MS = 400;
        const CALLS = 3 * LIMIT + 1;
        const limited = await startRateLimited(LIMIT, WINDOW_MS);
        onTestFinished(() => limited.close());
        const l = sandboxContext(contractContext(limited), limited.control!);
        const client = l.client({ budget: { limitPerWindow: LIMIT, windowMs: WINDOW_MS } });
        for (let i = 0; i < CALLS; i += 1) await client.listCorridors();
        expect((await l.requests("/corridors")).map((r) => r.status)).toEqual(Array(CALLS).fill(200));
      });
    }
  });
}
