import { afterEach, describe, expect, test } from "vitest";
import { createDeliveryClient, type DeliveryClientOptions } from "./client.server";
import { DeliveryCustomerError } from "./errors";
import { sendJson, startOneOffServer, type OneOffHandler, type OneOffServer } from "./one-off-server";

const API_KEY = "svc_live_client_test_key";
const CORRIDORS = { originCountryCode: "SN", corridors: [] };

let server: OneOffServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: OneOffHandler, options: Partial<DeliveryClientOptions> = {}) {
  server = await startOneOffServer(handler);
  const client = createDeliveryClient({ baseUrl: server.url, apiKey: API_KEY, sleep: async () => {}, ...options });
  return { client, requests: server.requests };
}

const answerCorridors: OneOffHandler = (_req, res) => sendJson(res, 200, CORRIDORS);

describe("headers", () => {
  test("sends the key as a bearer token by default", async () => {
    const { client, requests } = await clientFor(answerCorridors);
    await client.listCorridors();
    expect(requests[0].headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(requests[0].headers["x-api-key"]).toBeUndefined();
  });

  test("sends the key in X-API-Key when asked", async () => {
    const { client, requests } = await clientFor(answerCorridors, { authHeader: "x-api-key" });
    await client.listCorridors();
    expect(requests[0].headers["x-api-key"]).toBe(API_KEY);
    expect(requests[0].headers.authorization).toBeUndefined();
  });

  test("sends the client's locale as Accept-Language, and a call can override it", async () => {
    const { client, requests } = await clientFor(answerCorridors, { locale: "fr" });
    await client.listCorridors();
    await client.listCorridors({ locale: "en" });
    expect(requests.map((r) => r.headers["accept-language"])).toEqual(["fr", "en"]);
  });

  test("states no language preference when no locale is set", async () => {
    const { client, requests } = await clientFor(answerCorridors);
    await client.listCorridors();
    // Node's fetch sends "*" by default; either way the service answers in English (§7).
    expect([undefined, "*"]).toContain(requests[0].headers["accept-language"]);
  });

  test("sends the Idempotency-Key given by the caller, and JSON with its content type", async () => {
    const { client, requests } = await clientFor((_req, res) =>
      sendJson(res, 201, {
        orderId: "ord_1",
        externalOrderRef: "#1001",
        shipmentId: "shp_1",
        shipmentState: "created",
        addressAssessment: { confidenceScore: 1, verified: true, needsManualVerification: false },
      }),
    );
    const body = {
      externalOrderRef: "#1001",
      customer: { fullName: "Awa", phoneE164: "+221770000000" },
      deliveryAddress: { freeTextAddress: "Rue 10", city: "Dakar", state: "Dakar" },
      paymentType: "Card" as const,
      codAmountMinor: 0,
      currency: "XOF",
      items: [],
    };
    await client.createOrder(body, { idempotencyKey: "shop-1:42:create" });
    expect(requests[0].headers["idempotency-key"]).toBe("shop-1:42:create");
    expect(requests[0].headers["content-type"]).toBe("application/json");
    expect(JSON.parse(requests[0].body)).toEqual(body);
  });

  test("the service's French message reaches the caller with the same stable code", async () => {
    const { client } = await clientFor(
      (_req, res) =>
        sendJson(res, 400, {
          error: "Bad Request",
          statusCode: 400,
          code: "CUSTOMER_PHONE_INVALID",
          message: "Ce numéro ne peut pas être appelé.",
        }),
      { locale: "fr" },
    );
    const error = await client.getOrder("x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryCustomerError);
    expect(error).toMatchObject({ code: "CUSTOMER_PHONE_INVALID", message: "Ce numéro ne peut pas être appelé." });
  });
});

describe("paths", () => {
  test("appends /v1/public-api to the base URL, with or without a trailing slash", async () => {
    const { requests } = await clientFor(answerCorridors);
    for (const baseUrl of [server!.url, `${server!.url}/`, `${server!.url}/v1/public-api`]) {
      await createDeliveryClient({ baseUrl, apiKey: API_KEY }).listCorridors();
    }
    expect(requests.map((r) => r.url)).toEqual(Array(3).fill("/v1/public-api/corridors"));
  });

  test("URL-encodes a reference into one path segment on every order operation", async () => {
    const { client, requests } = await clientFor((_req, res) => sendJson(res, 500, {}), { retry: { maxRetries: 0 } });
    const reference = "#1001/x y?";
    const calls = [
      client.getOrder(reference),
      client.getTracking(reference),
      client.markPaid(reference, { paidVia: "manual_other", reference: "R", paidAt: "2026-11-20T10:00:00.000Z" }),
      client.createPaymentLink(reference),
      client.cancelOrder(reference, { reason: "buyer asked" }),
    ];
    await Promise.allSettled(calls);
    expect(requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      "GET /v1/public-api/orders/%231001%2Fx%20y%3F",
      "GET /v1/public-api/orders/%231001%2Fx%20y%3F/tracking",
      "POST /v1/public-api/orders/%231001%2Fx%20y%3F/cancel",
      "POST /v1/public-api/orders/%231001%2Fx%20y%3F/mark-paid",
      "POST /v1/public-api/orders/%231001%2Fx%20y%3F/payment-link",
    ]);
  });

  test("refuses an empty, '.' or '..' reference without sending anything", async () => {
    const { client, requests } = await clientFor(answerCorridors);
    for (const reference of ["", ".", ".."]) {
      await expect(client.getOrder(reference)).rejects.toThrow(TypeError);
      await expect(client.cancelOrder(reference)).rejects.toThrow(TypeError);
    }
    expect(requests).toHaveLength(0);
  });

  test("sends payment-link with no body and cancel with its reason", async () => {
    const { client, requests } = await clientFor((req, res) =>
      req.url.endsWith("/cancel")
        ? sendJson(res, 200, {
            orderId: "o",
            externalOrderRef: "#1",
            cancelledAt: "2026-11-20T11:00:00.000Z",
            shipmentState: "cancelled",
          })
        : sendJson(res, 201, {
            orderId: "o",
            externalOrderRef: "#1",
            payment: {
              status: "pending",
              provider: "p",
              paidVia: null,
              paidAt: null,
              amountMinor: 1,
              currency: "XOF",
              paymentLinkUrl: "https://pay.example/x",
              reference: "PL",
            },
          }),
    );
    await client.createPaymentLink("#1");
    const cancelled = await client.cancelOrder("#1", { reason: "buyer asked" });
    expect(requests[0].body).toBe("");
    expect(requests[0].headers["content-type"]).toBeUndefined();
    expect(JSON.parse(requests[1].body)).toEqual({ reason: "buyer asked" });
    expect(cancelled.shipment.shipmentState).toBe("cancelled");
  });
});

describe("listing orders", () => {
  const order = (n: number) => ({ orderId: `ord_${n}`, externalOrderRef: `#${n}` });

  test("sends filters as query parameters", async () => {
    const { client, requests } = await clientFor((_req, res) => sendJson(res, 200, { orders: [] }));
    await client.listOrders({
      limit: 200,
      offset: 400,
      updatedSince: "2026-11-20T00:00:00.000Z",
      paymentType: "COD",
      shipmentState: "delivered",
    });
    const query = new URL(requests[0].url, "http://x").searchParams;
    expect(Object.fromEntries(query)).toEqual({
      limit: "200",
      offset: "400",
      updatedSince: "2026-11-20T00:00:00.000Z",
      paymentType: "COD",
      shipmentState: "delivered",
    });
  });

  test("refuses a limit above 200 or a negative offset without sending anything", async () => {
    const { client, requests } = await clientFor((_req, res) => sendJson(res, 200, []));
    await expect(client.listOrders({ limit: 201 })).rejects.toThrow(RangeError);
    await expect(client.listOrders({ offset: -1 })).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(0);
  });

  test("iterateOrders walks every page until a short page when the body has no paging fields", async () => {
    const all = Array.from({ length: 5 }, (_, i) => order(i + 1));
    const { client, requests } = await clientFor((req, res) => {
      const query = new URL(req.url, "http://x").searchParams;
      const offset = Number(query.get("offset"));
      sendJson(res, 200, all.slice(offset, offset + Number(query.get("limit"))));
    });
    const seen: string[] = [];
    for await (const entry of client.iterateOrders({ limit: 2, shipmentState: "delivered" })) seen.push(entry.orderId);
    expect(seen).toEqual(["ord_1", "ord_2", "ord_3", "ord_4", "ord_5"]);
    expect(requests.map((r) => new URL(r.url, "http://x").searchParams.get("offset"))).toEqual(["0", "2", "4"]);
    expect(requests.every((r) => r.url.includes("shipmentState=delivered"))).toBe(true);
  });

  test("iterateOrders follows hasMore and total when the service sends them", async () => {
    const { client, requests } = await clientFor((req, res) => {
      const offset = Number(new URL(req.url, "http://x").searchParams.get("offset"));
      if (offset === 0) sendJson(res, 200, { data: [order(1), order(2)], hasMore: true });
      else sendJson(res, 200, { orders: [order(3)], total: 3 });
    });
    const seen: string[] = [];
    for await (const entry of client.iterateOrders()) seen.push(entry.orderId);
    expect(seen).toEqual(["ord_1", "ord_2", "ord_3"]);
    expect(new URL(requests[0].url, "http://x").searchParams.get("limit")).toBe("200");
    expect(requests).toHaveLength(2);
  });
});

describe("options", () => {
  test("lists every invalid option in one TypeError", () => {
    const make = () =>
      createDeliveryClient({
        baseUrl: "ftp://example",
        apiKey: "",
        timeoutMs: -1,
        retry: { maxRetries: 1.5 },
        budget: { limitPerWindow: 0 },
      });
    expect(make).toThrow(TypeError);
    expect(make).toThrow(/baseUrl.*apiKey.*timeoutMs.*retry\.maxRetries.*budget\.limitPerWindow/);
  });
});
