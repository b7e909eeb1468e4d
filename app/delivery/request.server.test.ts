import { afterEach, describe, expect, test } from "vitest";
import { createDeliveryClient, type DeliveryClientOptions } from "./client.server";
import {
  DeliveryConnectionError,
  DeliveryErrorCode,
  DeliveryRateLimitError,
  DeliveryResponseError,
  DeliveryServerError,
  DeliveryValidationError,
} from "./errors";
import { sendJson, startOneOffServer, type OneOffHandler, type OneOffServer } from "./one-off-server";

const CORRIDORS = { originCountryCode: "SN", corridors: [] };
const ORDER_BODY = {
  externalOrderRef: "#1001",
  customer: { fullName: "Awa Diop", phoneE164: "+221770000000" },
  deliveryAddress: { freeTextAddress: "Rue 10", city: "Dakar", state: "Dakar" },
  paymentType: "COD" as const,
  codAmountMinor: 150_000,
  currency: "XOF",
  items: [{ name: "T-shirt", quantity: 1, unitPriceMinor: 150_000 }],
};
const CREATED = {
  orderId: "ord_1",
  externalOrderRef: "#1001",
  shipmentId: "shp_1",
  shipmentState: "created",
  addressAssessment: { confidenceScore: 0.9, verified: true, needsManualVerification: false },
};

let server: OneOffServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A client on a fresh one-off server whose waits are recorded, not slept. */
async function clientFor(handler: OneOffHandler, options: Partial<DeliveryClientOptions> = {}) {
  server = await startOneOffServer(handler);
  const sleeps: number[] = [];
  const client = createDeliveryClient({
    baseUrl: server.url,
    apiKey: "svc_live_test_key",
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    ...options,
  });
  return { client, sleeps, requests: server.requests };
}

describe("retries", () => {
  test("a 429 with Retry-After is retried after the delay the service asked for, then succeeds", async () => {
    const { client, sleeps, requests } = await clientFor((_req, res, previous) =>
      previous === 0
        ? sendJson(res, 429, { code: "RATE_LIMITED" }, { "Retry-After": "2" })
        : sendJson(res, 200, CORRIDORS),
    );
    await expect(client.listCorridors()).resolves.toEqual(CORRIDORS);
    expect(requests).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThanOrEqual(2000);
  });

  test("a 503 is retried and the call then succeeds", async () => {
    const { client, requests } = await clientFor((_req, res, previous) =>
      previous === 0 ? sendJson(res, 503, { message: "maintenance" }) : sendJson(res, 200, CORRIDORS),
    );
    await expect(client.listCorridors()).resolves.toEqual(CORRIDORS);
    expect(requests).toHaveLength(2);
  });

  test("a 400 is never retried", async () => {
    const { client, requests, sleeps } = await clientFor((_req, res) =>
      sendJson(res, 400, {
        statusCode: 400,
        code: "VALIDATION_FAILED",
        message: "Bad",
        details: { fields: ["currency"] },
      }),
    );
    const error = await client.getOrder("#1001").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryValidationError);
    expect((error as DeliveryValidationError).fields).toEqual(["currency"]);
    expect(requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  test.each([401, 403, 404, 409])("a %i is never retried", async (status) => {
    const { client, requests } = await clientFor((_req, res) => sendJson(res, status, { code: "SOMETHING" }));
    await expect(client.listCorridors()).rejects.toMatchObject({ statusCode: status });
    expect(requests).toHaveLength(1);
  });

  test("retries stop after maxRetries, with capped exponential waits, and the last error is thrown", async () => {
    const { client, requests, sleeps } = await clientFor((_req, res) => sendJson(res, 500, { code: "BOOM" }), {
      retry: { maxRetries: 4, initialDelayMs: 100, maxDelayMs: 300 },
      random: () => 0.999999,
    });
    await expect(client.listCorridors()).rejects.toBeInstanceOf(DeliveryServerError);
    expect(requests).toHaveLength(5);
    expect(sleeps).toEqual([100, 200, 300, 300]);
  });

  test("maxRetries 0 sends a failing request once", async () => {
    const { client, requests } = await clientFor((_req, res) => sendJson(res, 503, {}), { retry: { maxRetries: 0 } });
    await expect(client.listCorridors()).rejects.toBeInstanceOf(DeliveryServerError);
    expect(requests).toHaveLength(1);
  });

  test("a Retry-After beyond the minute window is reported instead of waited for", async () => {
    const { client, requests } = await clientFor((_req, res) => sendJson(res, 429, {}, { "Retry-After": "3600" }));
    const error = await client.listCorridors().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryRateLimitError);
    expect((error as DeliveryRateLimitError).retryAfterMs).toBe(3_600_000);
    expect(requests).toHaveLength(1);
  });
});

describe("timeouts", () => {
  test("a request with no answer times out, is retried, and fails with a timeout error after the last attempt", async () => {
    const { client, requests } = await clientFor(() => {}, { timeoutMs: 50, retry: { maxRetries: 2 } });
    const error = await client.getOrder("ord_1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryConnectionError);
    expect(error).toMatchObject({ code: DeliveryErrorCode.TIMEOUT, timedOut: true, retryable: true });
    expect(requests).toHaveLength(3);
  });

  test("a body that stalls after the headers times out too", async () => {
    const { client } = await clientFor(
      (_req, res) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.write('{"originCountryCode":');
      },
      { timeoutMs: 50, retry: { maxRetries: 0 } },
    );
    await expect(client.listCorridors()).rejects.toMatchObject({ code: DeliveryErrorCode.TIMEOUT, timedOut: true });
  });

  test("a call's own timeoutMs overrides the client's", async () => {
    const { client } = await clientFor(() => {}, { timeoutMs: 60_000, retry: { maxRetries: 0 } });
    await expect(client.listCorridors({ timeoutMs: 30 })).rejects.toMatchObject({ code: DeliveryErrorCode.TIMEOUT });
  });

  test("the caller's signal aborts the call and no retry follows", async () => {
    const controller = new AbortController();
    const { client, requests } = await clientFor(() => controller.abort(), { retry: { maxRetries: 3 } });
    const error = await client.listCorridors({ signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: DeliveryErrorCode.REQUEST_ABORTED, timedOut: false, retryable: false });
    expect(requests).toHaveLength(1);
  });
});

describe("which POSTs are resent", () => {
  test("POST /orders without an Idempotency-Key is not resent after a 5xx, which may follow a write", async () => {
    const { client, requests } = await clientFor((_req, res) => sendJson(res, 502, {}));
    await expect(client.createOrder(ORDER_BODY)).rejects.toBeInstanceOf(DeliveryServerError);
    expect(requests).toHaveLength(1);
  });

  test("POST /orders with an Idempotency-Key is resent after a 5xx, with the same key and body", async () => {
    const { client, requests } = await clientFor((_req, res, previous) =>
      previous === 0 ? sendJson(res, 500, {}) : sendJson(res, 201, CREATED),
    );
    await expect(client.createOrder(ORDER_BODY, { idempotencyKey: "shop-1:order-42:create" })).resolves.toMatchObject({
      orderId: "ord_1",
    });
    expect(requests.map((r) => r.headers["idempotency-key"])).toEqual([
      "shop-1:order-42:create",
      "shop-1:order-42:create",
    ]);
    expect(requests[1].body).toBe(requests[0].body);
  });

  test("POST /orders without a key is resent after a 429, which processed nothing", async () => {
    const { client, requests } = await clientFor((_req, res, previous) =>
      previous === 0 ? sendJson(res, 429, {}, { "Retry-After": "1" }) : sendJson(res, 201, CREATED),
    );
    await expect(client.createOrder(ORDER_BODY)).resolves.toMatchObject({ orderId: "ord_1" });
    expect(requests).toHaveLength(2);
  });

  test("payment-link and cancel are resent after a timeout; mark-paid is not (a repeat is refused once the first was recorded)", async () => {
    // Counted as the client sends them: with a 30 ms timeout on a loaded machine, an attempt can be given up before
    // the server has read it, so the server's own log may miss one (seen once: four requests instead of five).
    const sent: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      sent.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    };
    const { client } = await clientFor(() => {}, { timeoutMs: 30, retry: { maxRetries: 1 }, fetch: countingFetch });
    await expect(
      client.markPaid("#1", { paidVia: "manual_cash", reference: "R1", paidAt: "2026-11-20T10:00:00.000Z" }),
    ).rejects.toBeInstanceOf(DeliveryConnectionError);
    await expect(client.createPaymentLink("#1")).rejects.toBeInstanceOf(DeliveryConnectionError);
    await expect(client.cancelOrder("#1")).rejects.toBeInstanceOf(DeliveryConnectionError);
    expect(sent).toEqual([
      "/v1/public-api/orders/%231/mark-paid",
      "/v1/public-api/orders/%231/payment-link",
      "/v1/public-api/orders/%231/payment-link",
      "/v1/public-api/orders/%231/cancel",
      "/v1/public-api/orders/%231/cancel",
    ]);
  });

  test("a refused connection is retried even for POST /orders without a key, then reported", async () => {
    const closed = await startOneOffServer(() => {});
    await closed.close();
    const sleeps: number[] = [];
    const client = createDeliveryClient({
      baseUrl: closed.url,
      apiKey: "svc_live_k",
      sleep: async (ms) => void sleeps.push(ms),
    });
    const error = await client.createOrder(ORDER_BODY).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: DeliveryErrorCode.CONNECTION_FAILED, timedOut: false });
    expect((error as Error).message).toContain("ECONNREFUSED");
    expect(sleeps).toHaveLength(2);
  });
});

describe("responses", () => {
  test("a 2xx body that does not match the schema is a response error, not retried", async () => {
    const { client, requests } = await clientFor((_req, res) => sendJson(res, 200, { corridors: "nope" }));
    const error = await client.listCorridors().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryResponseError);
    expect((error as Error).message).toContain("corridors");
    expect(requests).toHaveLength(1);
  });

  test("a 2xx body that is not JSON is a response error", async () => {
    const { client } = await clientFor((_req, res) => res.end("<html>login</html>"));
    await expect(client.listCorridors()).rejects.toMatchObject({ code: DeliveryErrorCode.INVALID_RESPONSE });
  });
});
