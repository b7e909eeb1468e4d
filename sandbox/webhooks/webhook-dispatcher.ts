import { toIso } from "../clock";
import type { FaultBook } from "../faults";
import { newId } from "../ids";
import type { Delivery, WebhookEndpoint } from "../state";
import type { Store } from "../store";
import { endpointWants } from "./catalogue";
import { postDelivery } from "./post-delivery";
import { signatureHeader } from "./signature";

// spec §6 "Retries and disabling" and §8.
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000];
export const DISABLE_AFTER_CONSECUTIVE_FAILURES = 15;
export const DELIVERY_TIMEOUT_MS = 10_000;
const USER_AGENT = "Service-Webhooks/1.0";
const MAX_TIMER_MS = 2_147_483_647;

export interface WebhookDispatcher {
  emit(event: string, occurredAt: string, data: Record<string, unknown>): void;
  /** Attempts every delivery due on the sandbox clock, then waits for all attempts under way. */
  flush(): Promise<void>;
  /** Moves the sandbox clock forward, attempting each delivery at the moment it falls due. */
  advanceClock(ms: number): Promise<void>;
  /** Arms a timer for every pending delivery (after loading state or re-enabling an endpoint). */
  resume(): void;
  stop(): void;
}

// Retry timing is driven two ways (README): real timers of delay × timeScale, and the sandbox clock
// (advanceClock / flush), so tests can walk the 1 min … 12 h schedule without waiting.
export function createWebhookDispatcher(options: {
  store: Store;
  faults: FaultBook;
  timeScale: number;
  timeoutMs: number;
}): WebhookDispatcher {
  const { store, faults, timeScale, timeoutMs } = options;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();
  const background = new Set<Promise<void>>();

  const track = (work: Promise<void>) => {
    background.add(work);
    void work.finally(() => background.delete(work));
  };
  const endpointOf = (delivery: Delivery) => store.state.endpoints.find((e) => e.id === delivery.endpointId);
  const isDue = (d: Delivery, atMs: number) =>
    d.status === "pending" &&
    d.nextAttemptAtMs !== null &&
    d.nextAttemptAtMs <= atMs &&
    endpointOf(d)?.enabled === true;

  function schedule(delivery: Delivery): void {
    clearTimeout(timers.get(delivery.id));
    if (delivery.nextAttemptAtMs === null) return;
    const waitMs = Math.min(MAX_TIMER_MS, Math.max(0, delivery.nextAttemptAtMs - store.now()));
    const timer = setTimeout(() => {
      timers.delete(delivery.id);
      track(attempt(delivery));
    }, waitMs);
    timer.unref();
    timers.set(delivery.id, timer);
  }

  function attempt(delivery: Delivery): Promise<void> {
    const current = running.get(delivery.id);
    if (current) return current;
    const work = runAttempt(delivery).finally(() => running.delete(delivery.id));
    running.set(delivery.id, work);
    return work;
  }

  async function runAttempt(delivery: Delivery): Promise<void> {
    const endpoint = endpointOf(delivery);
    // A disabled endpoint's deliveries are held until it is re-enabled (README).
    if (delivery.status !== "pending" || !endpoint?.enabled) return;
    clearTimeout(timers.get(delivery.id));
    const ok = await send(endpoint, delivery, false);
    if (ok) {
      delivery.status = "succeeded";
      delivery.nextAttemptAtMs = null;
      endpoint.consecutiveFailures = 0; // spec §6.3: any success resets the counter
    } else {
      recordFailure(endpoint, delivery);
    }
    if (faults.takeDuplicateDelivery()) await send(endpoint, delivery, true);
    store.changed();
  }

  function recordFailure(endpoint: WebhookEndpoint, delivery: Delivery): void {
    const failedAttempts = delivery.attempts.filter((a) => !a.duplicate).length;
    const delayMs = RETRY_DELAYS_MS[failedAttempts - 1];
    if (delayMs === undefined) {
      delivery.status = "dead_lettered"; // spec §6.2: after the last retry, kept visible in the log
      delivery.nextAttemptAtMs = null;
    } else {
      delivery.nextAttemptAtMs = store.now() + delayMs * timeScale;
      schedule(delivery);
    }
    endpoint.consecutiveFailures += 1;
    if (endpoint.enabled && endpoint.consecutiveFailures >= DISABLE_AFTER_CONSECUTIVE_FAILURES) {
      endpoint.enabled = false;
      endpoint.disabledAt = toIso(store.now());
      store.state.notifications.push({
        at: endpoint.disabledAt,
        kind: "endpoint_disabled",
        endpointId: endpoint.id,
        message: `Endpoint ${endpoint.url} was disabled after ${DISABLE_AFTER_CONSECUTIVE_FAILURES} consecutive failed attempts; the owner was e-mailed.`,
      });
    }
  }

  // spec §6 "Delivery format": five headers; the signature is recomputed with the current secret and
  // timestamp on every attempt while the body bytes stay the same.
  async function send(endpoint: WebhookEndpoint, delivery: Delivery, duplicate: boolean): Promise<boolean> {
    const timestamp = Math.floor(store.now() / 1000);
    const headers = {
      "Content-Type": "application/json",
      "User-Agent": USER_AGENT,
      "X-Service-Signature": signatureHeader(endpoint.secret, timestamp, delivery.payload),
      "X-Service-Event": delivery.event,
      "X-Service-Delivery": delivery.id,
    };
    const outcome = await postDelivery(endpoint.url, delivery.payload, headers, timeoutMs);
    delivery.attempts.push({
      at: toIso(store.now()),
      statusCode: outcome.statusCode,
      error: outcome.ok ? null : outcome.error,
      signatureTimestamp: timestamp,
      duplicate,
    });
    return outcome.ok;
  }

  async function settle(): Promise<void> {
    while (background.size > 0 || running.size > 0) await Promise.allSettled([...background, ...running.values()]);
  }

  return {
    emit(event, occurredAt, data) {
      for (const endpoint of store.state.endpoints) {
        if (!endpoint.enabled || !endpointWants(endpoint.events, event)) continue;
        // The delivery id is the body's top-level id and X-Service-Delivery (spec §6).
        const id = newId("evt", 12);
        const delivery: Delivery = {
          id,
          endpointId: endpoint.id,
          event,
          payload: JSON.stringify({ id, event, occurredAt, data }),
          createdAt: toIso(store.now()),
          status: "pending",
          attempts: [],
          nextAttemptAtMs: store.now(),
        };
        store.state.deliveries.push(delivery);
        // First attempt right after the API answer is written.
        track(new Promise<void>((resolve) => setImmediate(resolve)).then(() => attempt(delivery)));
      }
    },
    async flush() {
      await settle();
      const now = store.now();
      await Promise.all(store.state.deliveries.filter((d) => isDue(d, now)).map(attempt));
      await settle();
    },
    async advanceClock(ms) {
      await settle();
      const target = store.now() + ms;
      for (;;) {
        const due = store.state.deliveries.filter((d) => isDue(d, target));
        const next = Math.min(...due.map((d) => d.nextAttemptAtMs ?? Infinity));
        if (!Number.isFinite(next)) break;
        store.state.clockOffsetMs += Math.max(0, next - store.now());
        await Promise.all(due.filter((d) => isDue(d, next)).map(attempt));
        await settle();
      }
      store.state.clockOffsetMs += Math.max(0, target - store.now());
      store.changed();
    },
    resume() {
      for (const delivery of store.state.deliveries) if (delivery.status === "pending") schedule(delivery);
    },
    stop() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
