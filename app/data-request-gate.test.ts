import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { parseEnv } from "~/env.server";
import { dataRequestRefusal, previewCrossSiteRefusal } from "./data-request-gate.server";
import type { IncomingRequest } from "./http/incoming-request.server";

// Which requests the guard in front of Remix lets through (the HTTP behaviour: test/integration/data-request-gate.test.ts).
const env = parseEnv({ NODE_ENV: "test", SHOPIFY_API_KEY: "key", SHOPIFY_API_SECRET: "secret" });
const previewEnv = { ...env, ADMIN_PREVIEW: "on" as const };

function request(url: string, headers: Record<string, string> = {}, method = "GET"): IncomingRequest {
  return {
    method,
    url,
    header: (name) => headers[name.toLowerCase()] ?? null,
    readBody: () => Promise.reject(new Error("the guard never reads a body")),
  };
}

function token(aud: string, secret: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: "HS256", typ: "JWT" })}.${part({ aud, exp: now + 60, nbf: now - 5, dest: "https://a.myshopify.com" })}`;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
}

describe("dataRequestRefusal", () => {
  test("leaves every request that is not a data request to Remix", async () => {
    for (const url of ["/", "/app", "/app/orders?q=x.data", "/webhooks/compliance", "/data"]) {
      expect(await dataRequestRefusal({ env }, request(url))).toBeNull();
    }
  });

  test("refuses data requests outside /app, even with a valid token (a name that only starts like /app included)", async () => {
    const authorization = `Bearer ${token("key", "secret")}`;
    for (const url of ["/_root.data", "/apple.data", "/auth/login.data", "/webhooks/compliance.data?x=1"]) {
      expect((await dataRequestRefusal({ env }, request(url, { authorization })))?.status, url).toBe(404);
    }
  });

  test("lets /app data requests through with a token of this app only", async () => {
    const ok = request("/app/orders.data?_routes=routes%2Fapp.orders._index", {
      authorization: `Bearer ${token("key", "secret")}`,
    });
    expect(await dataRequestRefusal({ env }, ok)).toBeNull();
    const foreign = request("/app.data", { authorization: `Bearer ${token("other", "secret")}` });
    expect((await dataRequestRefusal({ env }, foreign))?.reason).toMatch(/^invalid session token/);
    const forged = request("/app.data", { authorization: `Bearer ${token("key", "guess")}` });
    expect((await dataRequestRefusal({ env }, forged))?.status).toBe(401);
    expect((await dataRequestRefusal({ env }, request("/app.data")))?.reason).toBe("no session token");
  });

  test("the local preview needs no token, on this machine only and never in production", async () => {
    expect(await dataRequestRefusal({ env: previewEnv }, request("/app.data", { host: "127.0.0.1:3000" }))).toBeNull();
    expect(await dataRequestRefusal({ env: previewEnv }, request("/app.data", { host: "localhost" }))).toBeNull();
    expect(
      (await dataRequestRefusal({ env: previewEnv }, request("/app.data", { host: "shop.example" })))?.status,
    ).toBe(401);
    const production = { ...previewEnv, NODE_ENV: "production" as const };
    expect((await dataRequestRefusal({ env: production }, request("/app.data", { host: "127.0.0.1" })))?.status).toBe(
      401,
    );
  });

  test("reads the path the router reads: a fragment, a backslash or a dot segment does not hide a .data", async () => {
    const authorization = `Bearer ${token("key", "secret")}`;
    for (const url of [
      "/_root.data#",
      "/webhooks/compliance.data#x",
      "/app/../_root.data",
      "/app/%2e%2e/_root.data#",
      "/app\\..\\_root.data",
      "//_root.data",
      "//app/settings.data",
      "/?_data=root",
      "/app?_data=routes%2Fapp",
    ]) {
      expect((await dataRequestRefusal({ env }, request(url, { authorization })))?.status, url).toBe(404);
    }
    for (const url of ["/app/settings.data#", "/app/./orders.data?x=1#y"]) {
      expect((await dataRequestRefusal({ env }, request(url)))?.reason, url).toBe("no session token");
    }
    expect((await dataRequestRefusal({ env }, request("*")))?.status).toBe(400);
  });
});

describe("previewCrossSiteRefusal", () => {
  const local = { host: "localhost:3000" };
  test("refuses a change sent from another site to the preview", () => {
    for (const headers of [
      { ...local, origin: "https://evil.example" },
      { ...local, origin: "null" },
      { ...local, "sec-fetch-site": "cross-site" },
      { ...local, "sec-fetch-site": "same-site", origin: "http://localhost:3000" },
    ]) {
      expect(previewCrossSiteRefusal({ env: previewEnv }, request("/app/follow-up/1", headers, "POST"))?.status).toBe(
        403,
      );
    }
  });

  test("takes the preview's own pages, clients that are no browser, reads, and everything outside the preview", () => {
    const cases: Array<[typeof env, Record<string, string>, string]> = [
      [previewEnv, { ...local, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }, "POST"],
      [previewEnv, local, "POST"],
      [previewEnv, { ...local, origin: "https://evil.example", "sec-fetch-site": "cross-site" }, "GET"],
      [previewEnv, { host: "app.example.com", origin: "https://admin.shopify.com" }, "POST"],
      [env, { ...local, origin: "https://evil.example" }, "POST"],
    ];
    for (const [which, headers, method] of cases) {
      expect(previewCrossSiteRefusal({ env: which }, request("/app/settings", headers, method))).toBeNull();
    }
  });
});
