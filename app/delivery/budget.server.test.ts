import { setTimeout as pause } from "node:timers/promises";
import { afterEach, describe, expect, test } from "vitest";
import { budgetKeyForApiKey, createMemoryBudgetStore, type RequestBudgetStore } from "./budget.server";
import { createDeliveryClient } from "./client.server";
import { DeliveryErrorCode, DeliveryRateLimitError } from "./errors";
import { sendJson, startOneOffServer, type OneOffServer } from "./one-off-server";

const WINDOW_MS = 60_000;
/** The window plus the store's safety margin (2 % of a minute): when a slot is free again. */
const SPAN_MS = WINDOW_MS * 1.02;
const CORRIDORS = { originCountryCode: "SN", corridors: [] };

/**
 * A clock that moves only when the test says so. `sleep` resolves once the clock reaches the
 * end of the wait, so the server can attribute every request to the window it was sent in.
 */
function manualClock() {
  let now = 0;
  const sleepers: Array<{ until: number; wake: () => void }> = [];
  return {
    now: () => now,
    sleep: (ms: number) => new Promise<void>((wake) => void sleepers.push({ until: now + ms, wake })),
    get sleeping() {
      return sleepers.length;
    },
    advanceTo(time: number) {
      now = time;
      for (const sleeper of sleepers.filter((s) => s.until <= time)) {
        sleepers.splice(sleepers.indexOf(sleeper), 1);
        sleeper.wake();
      }
    },
  };
}

/** Polls until a condition holds (bounded, so a broken test fails instead of hanging). No timing is asserted. */
async function until(condition: () => boolean, description: string) {
  for (let poll = 0; poll < 5_000; poll += 1) {
    if (condition()) return;
    await pause(2);
  }
  throw new Error(`Never happened: ${description}`);
}

let server: OneOffServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server that counts requests per window of the manual clock. */
async function countingServer(clock: ReturnType<typeof manualClock>) {
  const perWindow = new Map<number, number>();
  server = await startOneOffServer((_req, res) => {
    const window = Math.floor(clock.now() / SPAN_MS);
    perWindow.set(window, (perWindow.get(window) ?? 0) + 1);
    sendJson(res, 200, CORRIDORS);
  });
  return { url: server.url, perWindow, requests: server.requests };
}

describe("createMemoryBudgetStore", () => {
  test("allows the limit within any window-long span, then says when the oldest request leaves it", async () => {
    const store = createMemoryBudgetStore();
    for (let i = 0; i < 3; i += 1) expect(await store.take("k", 3, WINDOW_MS, 10_000)).toEqual({ ok: true });
    expect(await store.take("k", 3, WINDOW_MS, 15_000)).toEqual({ ok: false, retryAfterMs: 10_000 + SPAN_MS - 15_000 });
    // A fixed window would reopen at 60 000; the service's window may have started at 10 000.
    expect((await store.take("k", 3, WINDOW_MS, 60_000)).ok).toBe(false);
    expect(await store.take("k", 3, WINDOW_MS, 10_000 + SPAN_MS + 1)).toEqual({ ok: true });
  });

  test("never allows more than the limit in any span, wherever the service's window starts", async () => {
    const store = createMemoryBudgetStore();
    const granted: number[] = [];
    for (let now = 0; now < 5 * WINDOW_MS; now += 997)
      if ((await store.take("k", 5, WINDOW_MS, now)).ok) granted.push(now);
    for (const start of granted)
      expect(granted.filter((time) => time >= start && time < start + WINDOW_MS).length).toBeLessThanOrEqual(5);
    expect(granted.length).toBeGreaterThanOrEqual(20);
  });

  test("counts a slot used after it was taken (by another process) from its use", async () => {
    const store = createMemoryBudgetStore();
    expect(await store.take("k", 2, WINDOW_MS, 10_000)).toEqual({ ok: true });
    expect(await store.take("k", 2, WINDOW_MS, 11_000)).toEqual({ ok: true });
    store.redate("k", 10_000, 12_000);
    // The slot of 11 000 is now the oldest: it frees first, and the one used at 12 000 after it.
    expect(await store.take("k", 2, WINDOW_MS, 11_000 + SPAN_MS + 1)).toEqual({ ok: true });
    expect(await store.take("k", 2, WINDOW_MS, 11_000 + SPAN_MS + 2)).toEqual({
      ok: false,
      retryAfterMs: 12_000 + SPAN_MS - (11_000 + SPAN_MS + 2),
    });
  });

  test("keeps separate counts per key", async () => {
    const store = createMemoryBudgetStore();
    expect(await store.take("a", 1, WINDOW_MS, 0)).toEqual({ ok: true });
    expect(await store.take("b", 1, WINDOW_MS, 0)).toEqual({ ok: true });
    expect((await store.take("a", 1, WINDOW_MS, 0)).ok).toBe(false);
  });
});

describe("request budget", () => {
  test("with a limit of 5 per window, 12 calls never produce more than 5 requests per window at the server", async () => {
    const clock = manualClock();
    const { url, perWindow, requests } = await countingServer(clock);
    const client = createDeliveryClient({
      baseUrl: url,
      apiKey: "svc_live_budget",
      now: clock.now,
      sleep: clock.sleep,
      budget: { limitPerWindow: 5, windowMs: WINDOW_MS },
    });

    const calls = Promise.all(Array.from({ length: 12 }, () => client.listCorridors()));
    await until(() => requests.length === 5 && clock.sleeping === 7, "5 sent, 7 waiting");
    clock.advanceTo(SPAN_MS);
    await until(() => requests.length === 10 && clock.sleeping === 2, "10 sent, 2 waiting");
    clock.advanceTo(2 * SPAN_MS);
    await calls;

    expect(Object.fromEntries(perWindow)).toEqual({ 0: 5, 1: 5, 2: 2 });
  });

  test("two clients sharing a store and a key share one budget", async () => {
    const clock = manualClock();
    const { url, perWindow, requests } = await countingServer(clock);
    const store = createMemoryBudgetStore();
    const make = () =>
      createDeliveryClient({
        baseUrl: url,
        apiKey: "svc_live_shared",
        now: clock.now,
        sleep: clock.sleep,
        budget: { store, limitPerWindow: 5, windowMs: WINDOW_MS },
      });
    const [first, second] = [make(), make()];

    const calls = Promise.all([1, 2, 3].flatMap(() => [first.listCorridors(), second.listCorridors()]));
    await until(() => requests.length === 5 && clock.sleeping === 1, "5 sent, 1 waiting");
    clock.advanceTo(SPAN_MS);
    await calls;

    expect(Object.fromEntries(perWindow)).toEqual({ 0: 5, 1: 1 });
  });

  test("clients with different keys on one store do not eat each other's budget", async () => {
    const clock = manualClock();
    const { url, requests } = await countingServer(clock);
    const store = createMemoryBudgetStore();
    const make = (apiKey: string) =>
      createDeliveryClient({
        baseUrl: url,
        apiKey,
        now: clock.now,
        sleep: clock.sleep,
        budget: { store, limitPerWindow: 2 },
      });
    const [a, b] = [make("svc_live_a"), make("svc_live_b")];
    await Promise.all([a.listCorridors(), a.listCorridors(), b.listCorridors(), b.listCorridors()]);
    expect(requests).toHaveLength(4);
  });

  test("a call with budgetMaxWaitMs fails fast with a local rate-limit error and sends nothing", async () => {
    const clock = manualClock();
    const { url, requests } = await countingServer(clock);
    const client = createDeliveryClient({
      baseUrl: url,
      apiKey: "svc_live_deadline",
      now: clock.now,
      sleep: clock.sleep,
      budget: { limitPerWindow: 1 },
    });
    await client.listCorridors();
    clock.advanceTo(1_000);

    const error = await client.listCorridors({ budgetMaxWaitMs: 2_000 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DeliveryRateLimitError);
    expect(error).toMatchObject({
      code: DeliveryErrorCode.REQUEST_BUDGET_EXHAUSTED,
      statusCode: undefined,
      retryAfterMs: SPAN_MS - 1_000,
      retryable: true,
    });
    expect(requests).toHaveLength(1);
    expect(clock.sleeping).toBe(0);
  });

  test("the budget's own maxWaitMs applies when the call gives none", async () => {
    const clock = manualClock();
    const { url } = await countingServer(clock);
    const client = createDeliveryClient({
      baseUrl: url,
      apiKey: "svc_live_deadline2",
      now: clock.now,
      sleep: clock.sleep,
      budget: { limitPerWindow: 1, maxWaitMs: 0 },
    });
    await client.listCorridors();
    await expect(client.listCorridors()).rejects.toMatchObject({ code: DeliveryErrorCode.REQUEST_BUDGET_EXHAUSTED });
  });

  test("the store is given a hash of the API key, never the key", async () => {
    const keys: string[] = [];
    const memory = createMemoryBudgetStore();
    const recording: RequestBudgetStore = { take: (key, ...rest) => (keys.push(key), memory.take(key, ...rest)) };
    const clock = manualClock();
    const { url } = await countingServer(clock);
    const apiKey = "svc_live_never_in_the_store";
    await createDeliveryClient({ baseUrl: url, apiKey, now: clock.now, budget: { store: recording } }).listCorridors();
    expect(keys).toEqual([budgetKeyForApiKey(apiKey)]);
    expect(keys[0]).not.toContain("never_in_the_store");
  });

  test("by default a client allows 120 requests per minute, as spec §8 says", async () => {
    const clock = manualClock();
    const { url, requests } = await countingServer(clock);
    const client = createDeliveryClient({
      baseUrl: url,
      apiKey: "svc_live_default",
      now: clock.now,
      sleep: clock.sleep,
    });
    const calls = Promise.all(Array.from({ length: 121 }, () => client.listCorridors()));
    await until(() => requests.length === 120 && clock.sleeping === 1, "120 sent, 1 waiting");
    clock.advanceTo(SPAN_MS);
    await calls;
    expect(requests).toHaveLength(121);
  });

  test("budget: false sends more than 120 calls at once without waiting", async () => {
    const clock = manualClock();
    const { url, requests } = await countingServer(clock);
    const client = createDeliveryClient({
      baseUrl: url,
      apiKey: "svc_live_off",
      now: clock.now,
      sleep: clock.sleep,
      budget: false,
    });
    await Promise.all(Array.from({ length: 121 }, () => client.listCorridors()));
    expect(requests).toHaveLength(121);
  });
});
