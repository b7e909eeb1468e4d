// Helpers for the sandbox's own tests: a sandbox per test on port 0, typed-enough callers for the
// API and the control API, a webhook receiver on port 0, and a hand-driven clock. No mocks.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach } from "vitest";
import { createSandbox, type Sandbox, type SandboxOptions } from "./server";

export const ALL_KEY = "svc_live_sandbox_all";
export const CHECKOUT_KEY = "svc_live_sandbox_checkout";
export const READONLY_KEY = "svc_live_sandbox_readonly";
export const WRITER_KEY = "svc_live_sandbox_writer";
export const TRACKING_KEY = "svc_live_sandbox_tracking";
export const REVOKED_KEY = "svc_live_sandbox_revoked";

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read as loose JSON
  body: any;
  headers: Headers;
}
export interface CallOptions {
  key?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export async function call(url: string, method: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.Authorization ??= `Bearer ${options.key}`;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers["Content-Type"] ??= "application/json";
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
}

export interface SandboxFixture {
  sandbox: Sandbox;
  /** An API call; the key defaults to svc_live_sandbox_all, `key: null` sends none. */
  api(method: string, path: string, options?: CallOptions): Promise<Answer>;
  control(method: string, path: string, body?: unknown): Promise<Answer>;
}

export function fixtureFor(sandbox: Sandbox): SandboxFixture {
  return {
    sandbox,
    api: (method, path, options = {}) =>
      call(sandbox.apiUrl + path, method, { ...options, key: options.key === undefined ? ALL_KEY : options.key }),
    control: (method, path, body) => call(`${sandbox.url}/__sandbox${path}`, method, { body }),
  };
}

/** Starts a fresh sandbox before each test of the file and closes it after. */
export function useSandbox(options: SandboxOptions | (() => SandboxOptions) = {}): SandboxFixture {
  const fixture = {} as SandboxFixture;
  beforeEach(async () => {
    const resolved = typeof options === "function" ? options() : options;
    Object.assign(fixture, fixtureFor(await createSandbox({ port: 0, ...resolved })));
  });
  afterEach(() => fixture.sandbox.close());
  return fixture;
}

export function manualClock(startIso = "2026-03-10T09:00:00.000Z") {
  let nowMs = Date.parse(startIso);
  return { now: () => nowMs, advance: (ms: number) => void (nowMs += ms) };
}

export function validOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    externalOrderRef: `#${Math.floor(Math.random() * 1e9)}`,
    customer: { fullName: "Awa Koné", phoneE164: "+2250707070707" },
    deliveryAddress: { freeTextAddress: "Rue des Jardins, Cocody", city: "Abidjan", state: "Abidjan" },
    paymentType: "MobileMoney",
    codAmountMinor: 1500000,
    currency: "XOF",
    items: [{ sku: "TSHIRT-M", name: "T-shirt", quantity: 2, unitPriceMinor: 750000 }],
    ...overrides,
  };
}

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  rawBody: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read as loose JSON
  body: any;
}

/** A webhook receiver on port 0; `respond` picks the status of the n-th request (0-based). */
export async function startReceiver(respond: (index: number) => number = () => 200) {
  const received: ReceivedDelivery[] = [];
  const waiters: (() => void)[] = [];
  let responder = respond;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const index = received.length;
      received.push({ headers: request.headers, rawBody, body: JSON.parse(rawBody) });
      response.writeHead(responder(index)).end();
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    respondWith: (next: (index: number) => number) => void (responder = next),
    async waitFor(count: number, timeoutMs = 5000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhook deliveries, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
