import { describe, expect, test } from "vitest";
import {
  CHECKOUT_KEY,
  READONLY_KEY,
  REVOKED_KEY,
  TRACKING_KEY,
  useSandbox,
  validOrder,
  WRITER_KEY,
} from "./test-support";

const t = useSandbox();

describe("API keys (spec §5)", () => {
  test("a request without a key is refused with 401 API_KEY_REQUIRED", async () => {
    const answer = await t.api("GET", "/corridors", { key: null });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: "Unauthorized",
      message: expect.any(String),
      statusCode: 401,
      code: "API_KEY_REQUIRED",
    });
  });

  test("unknown, malformed and revoked keys get byte-identical 401 API_KEY_INVALID answers", async () => {
    const answers = await Promise.all(
      ["svc_live_doesnotexist", "not-a-key", REVOKED_KEY].map((key) => t.api("GET", "/corridors", { key })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe("API_KEY_INVALID");
    }
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  test("the key is accepted in the X-API-Key header as well as in Authorization: Bearer", async () => {
    const viaHeader = await t.api("GET", "/corridors", { key: null, headers: { "X-API-Key": READONLY_KEY } });
    const viaBearer = await t.api("GET", "/corridors", { key: READONLY_KEY });
    expect(viaHeader.status).toBe(200);
    expect(viaBearer.status).toBe(200);
  });

  test("an Authorization header of another scheme counts as a malformed key", async () => {
    const answer = await t.api("GET", "/corridors", { key: null, headers: { Authorization: "Basic dXNlcjpwYXNz" } });
    expect(answer.body.code).toBe("API_KEY_INVALID");
  });

  test("a key without the endpoint's scope is refused with 403 and the missing scopes listed", async () => {
    const answer = await t.api("POST", "/orders", { key: READONLY_KEY, body: validOrder() });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      error: "Forbidden",
      statusCode: 403,
      code: "API_KEY_SCOPE_MISSING",
      details: { missingScopes: ["orders:write"] },
    });
  });

  test("each endpoint asks for the scope spec §5 names for it", async () => {
    const created = await t.api("POST", "/orders", { body: validOrder({ externalOrderRef: "SCOPES-1" }) });
    expect(created.status).toBe(201);
    const cases: [string, string, string, string][] = [
      ["GET", "/corridors", TRACKING_KEY, "orders:read"],
      ["POST", "/quotes", READONLY_KEY, "orders:write"],
      ["POST", "/checkout/rates", WRITER_KEY, "checkout:rates"],
      ["GET", "/orders", CHECKOUT_KEY, "orders:read"],
      ["GET", "/orders/SCOPES-1", TRACKING_KEY, "orders:read"],
      ["GET", "/orders/SCOPES-1/tracking", READONLY_KEY, "tracking:read"],
      ["POST", "/orders/SCOPES-1/mark-paid", READONLY_KEY, "orders:write"],
      ["POST", "/orders/SCOPES-1/payment-link", READONLY_KEY, "orders:write"],
      ["POST", "/orders/SCOPES-1/cancel", WRITER_KEY, "orders:cancel"],
    ];
    for (const [method, path, key, scope] of cases) {
      const answer = await t.api(method, path, { key, body: method === "POST" ? {} : undefined });
      expect({ path, status: answer.status, missing: answer.body.details?.missingScopes }).toEqual({
        path,
        status: 403,
        missing: [scope],
      });
    }
  });

  test("the checkout:rates scope allows checkout rates and nothing else", async () => {
    const rates = await t.api("POST", "/checkout/rates", {
      key: CHECKOUT_KEY,
      body: { destination: { countryCode: "CI" }, currency: "XOF" },
    });
    const corridors = await t.api("GET", "/corridors", { key: CHECKOUT_KEY });
    expect(rates.status).toBe(200);
    expect(corridors.status).toBe(403);
  });

  test("a key created through the control API works until it is revoked", async () => {
    const created = await t.control("POST", "/keys", { scopes: ["orders:read"] });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^svc_live_/);
    expect((await t.api("GET", "/corridors", { key: created.body.key })).status).toBe(200);
    expect((await t.control("POST", `/keys/${created.body.key}/revoke`)).status).toBe(200);
    expect((await t.api("GET", "/corridors", { key: created.body.key })).body.code).toBe("API_KEY_INVALID");
  });
});
