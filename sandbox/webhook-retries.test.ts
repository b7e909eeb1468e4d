import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { createSandbox } from "./server";
import { fixtureFor, manualClock, startReceiver, validOrder, type SandboxFixture } from "./test-support";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(options: {
  status: (index: number) => number;
  timeScale?: number;
  realClock?: boolean;
  webhookTimeoutMs?: number;
}) {
  const clock = manualClock();
  const sandbox = await createSandbox({
    port: 0,
    clock: options.realClock ? undefined : clock.now,
    timeScale: options.timeScale,
    webhookTimeoutMs: options.webhookTimeoutMs,
  });
  const receiver = await startReceiver(options.status);
  cleanups.push(
    () => sandbox.close(),
    () => receiver.close(),
  );
  const t = fixtureFor(sandbox);
  const endpoint = (await t.control("POST", "/webhook-endpoints", { url: receiver.url, events: ["*"] })).body as {
    id: string;
  };
  return { t, receiver, endpoint, clock };
}

async function createOrder(t: SandboxFixture, ref: string) {
  expect((await t.api("POST", "/orders", { body: validOrder({ externalOrderRef: ref }) })).status).toBe(201);
}

async function deliveries(t: SandboxFixture) {
  return (await t.control("GET", "/deliveries")).body.deliveries as {
    id: string;
    status: string;
    deadLettered: boolean;
    nextAttemptAt: string | null;
    attempts: { at: string; statusCode: number | null; error: string | null }[];
  }[];
}

async function endpointState(t: SandboxFixture, id: string) {
  return (
    (await t.control("GET", "/webhook-endpoints")).body.endpoints as {
      id: string;
      enabled: boolean;
      consecutiveFailures: number;
    }[]
  ).find((e) => e.id === id);
}

describe("webhook retries (spec §6 'Retries and disabling')", () => {
  test("a failing delivery is retried after 1 min, 5 min, 30 min, 2 h and 12 h, then dead-lettered", async () => {
    const { t, receiver } = await setUp({ status: () => 500 });
    await createOrder(t, "RETRY-1");
    await t.sandbox.flushWebhooks();
    expect(receiver.received).toHaveLength(1);
    await t.control("POST", "/clock/advance", { ms: MINUTE - 1 });
    expect(receiver.received).toHaveLength(1);
    await t.control("POST", "/clock/advance", { ms: 1 });
    expect(receiver.received).toHaveLength(2);
    await t.control("POST", "/clock/advance", { ms: 24 * HOUR });
    const [delivery] = await deliveries(t);
    const times = delivery?.attempts.map((a) => Date.parse(a.at)) ?? [];
    expect(times.slice(1).map((time, i) => time - (times[i] ?? 0))).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      12 * HOUR,
    ]);
    expect(delivery).toMatchObject({ status: "dead_lettered", deadLettered: true, nextAttemptAt: null });
    expect(new Set(receiver.received.map((r) => r.headers["x-service-delivery"])).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.rawBody)).size).toBe(1);
  });

  test("a retry that succeeds ends the schedule", async () => {
    const { t, receiver } = await setUp({ status: (i) => (i < 2 ? 503 : 204) });
    await createOrder(t, "RETRY-2");
    await t.control("POST", "/clock/advance", { ms: 24 * HOUR });
    expect(receiver.received).toHaveLength(3);
    expect(await deliveries(t)).toEqual([expect.objectContaining({ status: "succeeded", nextAttemptAt: null })]);
  });

  test("a redirect is a failed attempt, because only 2xx succeeds", async () => {
    const { t } = await setUp({ status: () => 301 });
    await createOrder(t, "RETRY-3");
    await t.sandbox.flushWebhooks();
    expect((await deliveries(t))[0]).toMatchObject({ status: "pending", attempts: [{ statusCode: 301 }] });
  });

  test("an endpoint is disabled after 15 consecutive failed attempts and re-enabled through the control API", async () => {
    const { t, receiver, endpoint, clock } = await setUp({ status: () => 500 });
    for (const ref of ["DIS-1", "DIS-2", "DIS-3"]) {
      await createOrder(t, ref); // three deliveries, ten seconds apart, so attempts never coincide
      await t.sandbox.flushWebhooks();
      clock.advance(10_000);
    }
    await t.control("POST", "/clock/advance", { ms: 24 * HOUR });
    expect(receiver.received).toHaveLength(15);
    expect(await endpointState(t, endpoint.id)).toMatchObject({ enabled: false, consecutiveFailures: 15 });
    expect((await t.control("GET", "/notifications")).body.notifications).toEqual([
      expect.objectContaining({ kind: "endpoint_disabled", endpointId: endpoint.id }),
    ]);

    receiver.respondWith(() => 200);
    expect((await t.control("POST", `/webhook-endpoints/${endpoint.id}/enable`)).status).toBe(200);
    await t.control("POST", "/clock/advance", { ms: 24 * HOUR });
    expect(receiver.received.length).toBeGreaterThan(15);
    expect(await endpointState(t, endpoint.id)).toMatchObject({ enabled: true, consecutiveFailures: 0 });
    expect((await deliveries(t)).map((d) => d.status)).not.toContain("pending");
  });

  test("any success resets the consecutive-failure counter", async () => {
    const { t, endpoint, clock } = await setUp({ status: (i) => (i === 13 ? 200 : 500) });
    for (const ref of ["RESET-1", "RESET-2", "RESET-3"]) {
      await createOrder(t, ref);
      await t.sandbox.flushWebhooks();
      clock.advance(10_000);
    }
    await t.control("POST", "/clock/advance", { ms: 24 * HOUR });
    // 13 failures, one success, then the 3 remaining attempts of the two other deliveries fail.
    expect(await endpointState(t, endpoint.id)).toMatchObject({ enabled: true, consecutiveFailures: 3 });
  });

  test("with a time scale, retries also happen on real timers", async () => {
    const { t, receiver } = await setUp({ status: (i) => (i === 0 ? 500 : 200), timeScale: 0.0001, realClock: true });
    await createOrder(t, "SCALE-1");
    await receiver.waitFor(2);
    await t.sandbox.flushWebhooks();
    expect(receiver.received[1]?.headers["x-service-delivery"]).toBe(
      receiver.received[0]?.headers["x-service-delivery"],
    );
    expect((await deliveries(t))[0]?.status).toBe("succeeded");
  });

  test("a receiver that does not answer within the timeout fails the attempt", async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    cleanups.push(
      () =>
        new Promise((resolve) => {
          silent.closeAllConnections();
          silent.close(() => resolve());
        }),
    );
    const { t } = await setUp({ status: () => 200, webhookTimeoutMs: 100 });
    await t.control("POST", "/webhook-endpoints", {
      url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`,
      events: ["shipment.created"],
    });
    await createOrder(t, "SILENT-1");
    await t.sandbox.flushWebhooks();
    const silentDelivery = (await deliveries(t)).find((d) => d.attempts[0]?.statusCode === null);
    expect(silentDelivery).toMatchObject({ status: "pending", nextAttemptAt: expect.any(String) });
    expect(silentDelivery?.attempts[0]?.error).toMatch(/no answer within 100 ms/);
  });
});
