import { describe, expect, test } from "vitest";
import { CHECKOUT_KEY, useSandbox } from "./test-support";

const t = useSandbox();

describe("fault injection (POST /__sandbox/faults)", () => {
  test("an error fault answers the next matching requests with that status and a spec §7 body, then stops", async () => {
    const added = await t.control("POST", "/faults", { kind: "error", status: 503, count: 2 });
    expect(added.status).toBe(201);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await t.api("GET", "/corridors"));
    expect(statuses.map((a) => a.status)).toEqual([503, 503, 200]);
    expect(statuses[0]?.body).toMatchObject({
      error: "Service Unavailable",
      statusCode: 503,
      code: "SANDBOX_FAULT",
      message: expect.any(String),
    });
  });

  test("a path filter limits the fault to one endpoint", async () => {
    await t.control("POST", "/faults", {
      kind: "error",
      status: 500,
      count: 1,
      path: "/v1/public-api/checkout/rates",
      code: "INTERNAL_ERROR",
    });
    expect((await t.api("GET", "/corridors")).status).toBe(200);
    const rates = await t.api("POST", "/checkout/rates", {
      key: CHECKOUT_KEY,
      body: { destination: { countryCode: "CI" }, currency: "XOF" },
    });
    expect([rates.status, rates.body.code]).toEqual([500, "INTERNAL_ERROR"]);
  });

  test("a drop fault closes the connection without an answer", async () => {
    await t.control("POST", "/faults", { kind: "drop", count: 1 });
    await expect(t.api("GET", "/corridors")).rejects.toThrow();
    expect((await t.api("GET", "/corridors")).status).toBe(200);
    const log = (await t.control("GET", "/requests")).body.requests;
    expect(log[0]).toMatchObject({ path: "/v1/public-api/corridors", status: null, dropped: true });
  });

  test("a lose_answer fault does the request, then closes the connection without its answer", async () => {
    await t.control("POST", "/faults", {
      kind: "lose_answer",
      count: 1,
      method: "POST",
      path: "/v1/public-api/orders",
    });
    await expect(t.api("POST", "/orders", { body: {} })).rejects.toThrow();
    const log = (await t.control("GET", "/requests")).body.requests;
    expect(log[0]).toMatchObject({ path: "/v1/public-api/orders", dropped: true });
    expect(log[0].status).not.toBeNull();
    expect((await t.api("GET", "/corridors")).status).toBe(200);
  });

  test("a rate_limit fault answers 429 with Retry-After", async () => {
    await t.control("POST", "/faults", { kind: "rate_limit", count: 1, retryAfterSeconds: 7 });
    const answer = await t.api("GET", "/corridors");
    expect([answer.status, answer.body.code, answer.headers.get("retry-after")]).toEqual([429, "RATE_LIMITED", "7"]);
  });

  test("a latency fault still answers normally and is used up", async () => {
    await t.control("POST", "/faults", { kind: "latency", latencyMs: 50, count: 1 });
    expect((await t.api("GET", "/corridors")).status).toBe(200);
    expect((await t.control("GET", "/faults")).body.faults).toEqual([]);
  });

  test("a hold fault keeps its request out until the faults are cleared, then it is answered normally", async () => {
    await t.control("POST", "/faults", { kind: "hold", latencyMs: 120_000, count: 1 });
    let answered = false;
    const held = t.api("GET", "/corridors").then((answer) => ((answered = true), answer));
    await expect
      .poll(async () => (await t.control("GET", "/requests")).body.requests.map((r: { status: unknown }) => r.status))
      .toEqual([null]);
    expect(answered).toBe(false);
    await t.control("DELETE", "/faults");
    expect((await held).status).toBe(200);
  });

  test("a hold_answer fault does the request at once and holds only its answer until the faults are cleared", async () => {
    await t.control("POST", "/faults", { kind: "hold_answer", latencyMs: 120_000, count: 1, method: "POST" });
    let answered = false;
    const held = t.api("POST", "/quotes", { body: { weightGrams: 1 } }).then((answer) => ((answered = true), answer));
    // Done: the request log has its status while the caller still waits for the answer.
    await expect
      .poll(async () => (await t.control("GET", "/requests")).body.requests.map((r: { status: unknown }) => r.status))
      .toEqual([400]);
    expect(answered).toBe(false);
    await t.control("DELETE", "/faults");
    expect((await held).status).toBe(400);
  });

  test("DELETE /__sandbox/faults clears every pending fault", async () => {
    await t.control("POST", "/faults", { kind: "error", count: 5 });
    expect((await t.control("GET", "/faults")).body.faults).toHaveLength(1);
    await t.control("DELETE", "/faults");
    expect((await t.api("GET", "/corridors")).status).toBe(200);
  });

  test("an unknown fault kind is a validation failure", async () => {
    const answer = await t.control("POST", "/faults", { kind: "earthquake" });
    expect([answer.status, answer.body.details.fields]).toEqual([400, ["kind"]]);
  });
});

describe("request log (GET /__sandbox/requests)", () => {
  test("records method, path, headers without the key value, body and status", async () => {
    await t.api("POST", "/quotes", { body: { weightGrams: 1 } });
    await t.api("GET", "/corridors", { key: null, headers: { "X-API-Key": "svc_live_sandbox_all" } });
    const [quote, corridors] = (await t.control("GET", "/requests")).body.requests;
    expect(quote).toMatchObject({
      method: "POST",
      path: "/v1/public-api/quotes",
      body: { weightGrams: 1 },
      status: 400,
    });
    expect(quote.headers.authorization).toBe("Bearer [redacted]");
    expect(corridors.headers["x-api-key"]).toBe("[redacted]");
    expect(JSON.stringify([quote, corridors])).not.toContain("svc_live_sandbox_all");
  });
});
