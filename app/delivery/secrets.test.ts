/**
 * No API key or webhook secret may appear in an error (message, stack, JSON, inspection,
 * cause) or in anything the client logs (task brief; docs/reference/house-style.md §5.3).
 */
import { inspect } from "node:util";
import { afterEach, describe, expect, test } from "vitest";
import { createDeliveryClient, type DeliveryClientOptions } from "./client.server";
import { DeliveryError } from "./errors";
import type { DeliveryLogger } from "./logger";
import { sendJson, startOneOffServer, type OneOffHandler, type OneOffServer } from "./one-off-server";
import { signDeliveryPayload, verifyDeliverySignature } from "./signature.server";

const API_KEY = "svc_live_TOPSECRET_4f9c2a7e";
const WEBHOOK_SECRET = "whsec_TOPSECRET_b81d55";
const SECRET_PARTS = ["TOPSECRET", API_KEY, WEBHOOK_SECRET];

let server: OneOffServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Everything a log line or an error report could show of an error. */
function everythingShownOf(error: unknown): string {
  const asError = error as Error & { cause?: unknown };
  return [
    String(error),
    asError.message,
    asError.stack,
    JSON.stringify(error),
    inspect(error, { depth: 10 }),
    inspect(asError.cause, { depth: 10 }),
  ].join("\n");
}

function expectNoSecret(text: string) {
  for (const secret of SECRET_PARTS) expect(text).not.toContain(secret);
}

async function failingCall(handler: OneOffHandler, options: Partial<DeliveryClientOptions> = {}) {
  server = await startOneOffServer(handler);
  const logs: string[] = [];
  const record = (level: string) => (message: string, data?: object) =>
    void logs.push(`${level} ${message} ${JSON.stringify(data)}`);
  const logger: DeliveryLogger = {
    debug: record("debug"),
    info: record("info"),
    warn: record("warn"),
    error: record("error"),
  };
  const client = createDeliveryClient({
    baseUrl: server.url,
    apiKey: API_KEY,
    logger,
    sleep: async () => {},
    timeoutMs: 50,
    ...options,
  });
  const error = await client.getOrder("#1001").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  return { error, logs };
}

describe("secrets stay out of errors and logs", () => {
  test("an authentication error whose body echoes the key shows it nowhere", async () => {
    const { error, logs } = await failingCall((req, res) =>
      sendJson(res, 401, {
        code: "API_KEY_INVALID",
        message: `Key ${req.headers.authorization} is invalid`,
        details: { header: req.headers.authorization },
      }),
    );
    expectNoSecret(everythingShownOf(error));
    expectNoSecret(logs.join("\n"));
  });

  test("a non-JSON error page that echoes the request headers shows the key nowhere", async () => {
    const { error } = await failingCall(
      (req, res) => {
        res.writeHead(502, { "Content-Type": "text/html" });
        res.end(`<pre>${JSON.stringify(req.headers)}</pre>`);
      },
      { retry: { maxRetries: 0 } },
    );
    expectNoSecret(everythingShownOf(error));
  });

  test("retried server errors are logged without the key, in either header form", async () => {
    for (const authHeader of ["bearer", "x-api-key"] as const) {
      const { error, logs } = await failingCall((_req, res) => sendJson(res, 503, { code: "DOWN" }), { authHeader });
      expect(logs.some((line) => line.startsWith("warn delivery: retrying request"))).toBe(true);
      expectNoSecret(everythingShownOf(error));
      expectNoSecret(logs.join("\n"));
      await server?.close();
      server = undefined;
    }
  });

  test("timeouts, refused connections and malformed answers show the key nowhere", async () => {
    const timeout = await failingCall(() => {});
    expectNoSecret(everythingShownOf(timeout.error));
    expectNoSecret(timeout.logs.join("\n"));

    const malformed = await failingCall((_req, res) => sendJson(res, 200, { unexpected: API_KEY }));
    expectNoSecret(everythingShownOf(malformed.error));

    const closed = await startOneOffServer(() => {});
    await closed.close();
    const refused = await createDeliveryClient({ baseUrl: closed.url, apiKey: API_KEY, sleep: async () => {} })
      .getOrder("x")
      .catch((e: unknown) => e);
    expectNoSecret(everythingShownOf(refused));
  });

  test("the local budget refusal shows the key nowhere", async () => {
    const { error } = await failingCall((_req, res) => sendJson(res, 500, {}), {
      budget: { limitPerWindow: 1, maxWaitMs: 0 },
    });
    expect(error).toMatchObject({ code: "REQUEST_BUDGET_EXHAUSTED" });
    expectNoSecret(everythingShownOf(error));
  });

  test("invalid client options are reported without echoing the key", () => {
    for (const apiKey of [`${API_KEY}\n`, `${API_KEY}é`]) {
      const error = (() => {
        try {
          createDeliveryClient({ baseUrl: "not a url", apiKey });
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toContain("apiKey");
      expectNoSecret(everythingShownOf(error));
    }
  });

  test("signature results and the no-secret error never contain a webhook secret", () => {
    const header = signDeliveryPayload({ rawBody: "{}", secret: WEBHOOK_SECRET, timestamp: 1_790_000_000 });
    expectNoSecret(header);
    expectNoSecret(
      JSON.stringify(verifyDeliverySignature({ rawBody: "{}", header, secrets: [WEBHOOK_SECRET], now: 0 })),
    );
    expectNoSecret(
      JSON.stringify(verifyDeliverySignature({ rawBody: "{x}", header, secrets: [WEBHOOK_SECRET], now: 0 })),
    );
    const thrown = (() => {
      try {
        verifyDeliverySignature({ rawBody: "{}", header, secrets: [] });
      } catch (e) {
        return e;
      }
    })();
    expectNoSecret(everythingShownOf(thrown));
  });
});
