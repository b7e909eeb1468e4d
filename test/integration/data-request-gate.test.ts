import { createHmac, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { TEST_API_KEY, TEST_API_SECRET } from "../../stack/test-env";
import { sessionToken } from "../support/browser/session-token";
import { rawRequest } from "../support/raw-http";
import { useStack } from "../support/use-stack";

/*
 * Remix's single-fetch data requests (`<path>.data`) are answered in turbo-stream 2.4.1, which Remix 2 no
 * longer patches (docs/decisions/039). The built app answers them itself only for the admin pages and a
 * valid session token: anything else is refused in plain text before Remix, whatever the body.
 */
let shop: string;

const stack = useStack();

beforeAll(async () => {
  shop = await stack.installShop({ label: "gate" });
});

/** A body in turbo-stream's own format: an error whose "type" is a global constructor to call on decoding. */
const CRAFTED_TURBO_STREAM = '[{"_1":2},"payload",["E","1e10","ArrayBuffer"]]\n';
const TURBO_STREAM_TYPE = "text/x-script";
/** A browser's: Shopify's library answers 410 to what looks like a bot (Node's fetch does). */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

function jwt(payload: Record<string, unknown>, secret = TEST_API_SECRET): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}`;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
}

function claims(overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://${shop}/admin`,
    dest: `https://${shop}`,
    aud: TEST_API_KEY,
    sub: "1",
    exp: now + 60,
    nbf: now - 5,
    iat: now - 5,
    jti: randomUUID(),
    sid: randomUUID(),
    ...overrides,
  };
}

async function dataRequest(path: string, init: { token?: string; body?: string } = {}) {
  const headers: Record<string, string> = { "User-Agent": BROWSER };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body) headers["Content-Type"] = TURBO_STREAM_TYPE;
  return fetch(`${stack.app.url}${path}`, {
    method: init.body ? "POST" : "GET",
    headers,
    body: init.body,
    redirect: "manual",
  });
}

async function expectRefused(response: Response, status: number, reason: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toContain(reason);
}

describe("single-fetch data requests without a valid admin session never reach Remix", () => {
  test("outside /app: 404 in plain text, GET or POST with a turbo-stream body", async () => {
    for (const path of ["/anything.data?_routes=root", "/_root.data", "/auth/login.data", "/healthz.data"]) {
      await expectRefused(await dataRequest(path), 404, "only for the app's admin pages");
    }
    for (const path of ["/webhooks/compliance.data", "/proxy/tracking/abc.data", "/carrier-service/rates.data"]) {
      await expectRefused(
        await dataRequest(path, { body: CRAFTED_TURBO_STREAM }),
        404,
        "only for the app's admin pages",
      );
    }
  });

  test("under /app without a token, or with a forged, expired or foreign one: 401 asking App Bridge for a new token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string | undefined, string][] = [
      ["no token", undefined, "no session token"],
      ["signed with another secret", jwt(claims(), "not-the-app-secret"), "invalid session token"],
      ["expired a minute ago", jwt(claims({ exp: now - 60 })), "invalid session token"],
      ["for another app", jwt(claims({ aud: "another-app" })), "invalid session token"],
      ["not a JWT", "garbage", "invalid session token"],
    ];
    for (const [label, token, reason] of cases) {
      for (const init of [{ token }, { token, body: CRAFTED_TURBO_STREAM }]) {
        const response = await dataRequest(init.body ? "/app/settings.data" : "/app.data?_routes=routes/app", init);
        expect(response.headers.get("x-shopify-retry-invalid-session-request"), label).toBe("1");
        await expectRefused(response, 401, reason);
      }
    }
  });

  test("refusals are logged as sampled security events: a flood writes at most a line, without the token", async () => {
    const forged = jwt(claims(), "not-the-app-secret");
    const refusedLines = () =>
      stack.app
        .output()
        .split("\n")
        .filter((line) => line.includes("data request refused"));
    const before = refusedLines().length;
    for (let i = 0; i < 40; i++) expect((await dataRequest("/app/orders.data", { token: forged })).status).toBe(401);
    for (let i = 0; i < 40; i++) expect((await dataRequest("/_root.data")).status).toBe(404);
    // Each answer came after its log call: all 80 were decided, one line at most (the first of the minute).
    expect(refusedLines().length - before).toBeLessThanOrEqual(1);
    expect(refusedLines().at(-1)).toContain('"securityEvent":"data-request-refused"');
    expect(stack.app.output()).not.toContain(forged.split(".")[2]);
  });
});

describe("the guard reads the path the router reads (raw request lines, byte for byte)", () => {
  const outsideApp = [
    "/_root.data#",
    "/_root.data#anything",
    "/_root.data?_routes=root#x",
    "/app/../_root.data",
    "/app/%2e%2e/_root.data#",
    "/app/./../_root.data?x=1#y",
    "/app\\..\\_root.data",
    "//_root.data",
    "/%2F_root.data",
    "//app/settings.data",
    "/?_data=root",
    "/app?_data=routes%2Fapp",
  ];

  test("a data request outside /app, in any spelling of its target, is refused before Remix", async () => {
    for (const target of outsideApp) {
      const answer = await rawRequest(stack.app.url, { target, headers: { "User-Agent": BROWSER } });
      expect({ target, status: answer.status, type: answer.headers["content-type"] }).toEqual({
        target,
        status: 404,
        type: "text/plain; charset=utf-8",
      });
    }
    for (const target of [
      "/webhooks/compliance.data#x",
      "/webhooks/compliance.data?x#",
      "/webhooks/x/../compliance.data",
    ]) {
      const answer = await rawRequest(stack.app.url, {
        method: "POST",
        target,
        headers: { "User-Agent": BROWSER, "Content-Type": TURBO_STREAM_TYPE },
        body: CRAFTED_TURBO_STREAM,
      });
      expect({ target, status: answer.status, body: answer.body }).toEqual({
        target,
        status: 404,
        body: "Data request refused: data requests exist only for the app's admin pages.\n",
      });
    }
  });

  test("an /app data request spelled any way still needs a session token", async () => {
    for (const target of [
      "/app/settings.data#",
      "/app/./settings.data",
      "/app/orders/../settings.data?x#y",
      "/app//settings.data",
    ]) {
      const answer = await rawRequest(stack.app.url, { target, headers: { "User-Agent": BROWSER } });
      expect({
        target,
        status: answer.status,
        retry: answer.headers["x-shopify-retry-invalid-session-request"],
      }).toEqual({
        target,
        status: 401,
        retry: "1",
      });
    }
  });

  test("a Host that would put a path in front of the target, or a target that is no path, is answered 400", async () => {
    for (const [target, host] of [
      ["/anything", "x/_root.data#"],
      ["/healthz", "localhost?/_root.data#"],
      ["*", undefined],
      ["http://evil.example/_root.data", undefined],
    ] as const) {
      const answer = await rawRequest(stack.app.url, { target, headers: host ? { Host: host } : {} });
      expect({ target, host, status: answer.status }).toEqual({ target, host, status: 400 });
    }
  });
});

describe("the merchant's own data requests still work", () => {
  test("a valid session token gets the admin layout's data, in turbo-stream", async () => {
    const response = await dataRequest("/app.data?_routes=routes/app", { token: sessionToken(shop) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/x-script/);
    expect(await response.text()).toContain(TEST_API_KEY);
  });

  test("the admin's document request is not a data request: Shopify's own authentication answers it", async () => {
    // Opened without a session token or Shopify's host parameter: the library sends it to the login (not the gate's 401).
    const response = await fetch(`${stack.app.url}/app?shop=${shop}&embedded=1`, {
      headers: { "User-Agent": BROWSER },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/login");
  });
});
