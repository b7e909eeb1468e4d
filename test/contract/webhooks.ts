// The sandbox's webhook sender against the client's verifier (spec §6): signatures verify, a tampered
// body or a stale timestamp does not, retries follow 1 min / 5 min / 30 min / 2 h / 12 h, the endpoint
// is disabled after 15 consecutive failures, and duplicates carry the same id. Time is the sandbox's
// clock, moved through the control API; nothing waits on the wall clock.
import { describe, expect, onTestFinished, test } from "vitest";
import { signDeliveryPayload, verifyDeliverySignature } from "~/delivery";
import type { SandboxContext } from "../support/contract-kit";
import { startWebhookReceiver } from "./webhook-receiver";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface DeliveryLog {
  id: string;
  status: string;
  deadLettered: boolean;
  nextAttemptAt: string | null;
  attempts: { at: string; statusCode: number | null; signatureTimestamp: number; duplicate: boolean }[];
}
interface EndpointState {
  id: string;
  secret: string;
  enabled: boolean;
  consecutiveFailures: number;
}

export function webhooksContract(s: SandboxContext): void {
  // A receiver whose own clock agrees with the sandbox's at the start of the test, as an NTP-synced
  // server's would; advancing the sandbox clock afterwards puts the two apart.
  async function hookUp(events: string[] = ["*"]) {
    const skewMs = Date.parse((await s.sandbox("GET", "/clock")).now) - Date.now();
    const receiverNow = () => Date.now() + skewMs;
    const receiver = await startWebhookReceiver(receiverNow);
    onTestFinished(async () => {
      await receiver.close();
      // Every delivery the receiver got could be read; one that could not is named here.
      expect(receiver.unreadable).toEqual([]);
    });
    const endpoint: EndpointState = await s.sandbox("POST", "/webhook-endpoints", { url: receiver.url, events });
    receiver.secret = endpoint.secret;
    return { receiver, endpoint, receiverNow };
  }
  const flush = () => s.sandbox("POST", "/webhooks/flush");
  const advance = (ms: number) => s.sandbox("POST", "/clock/advance", { ms });
  const deliveries = async (endpointId: string): Promise<DeliveryLog[]> =>
    (await s.sandbox("GET", `/deliveries?endpointId=${endpointId}`)).deliveries;
  const endpointState = async (id: string): Promise<EndpointState> =>
    ((await s.sandbox("GET", "/webhook-endpoints")).endpoints as EndpointState[]).find((e) => e.id === id)!;

  describe("webhooks", () => {
    test("every delivery verifies with the client's verifier and carries its id, event and user agent in the headers", async () => {
      const { receiver } = await hookUp();
      const client = s.client();
      const order = await client.createOrder(s.order());
      for (const event of ["shipment.assigned", "shipment.in_transit", "shipment.arriving", "shipment.delivered"])
        await s.move(order.orderId, event);
      await flush();
      expect(receiver.received.map((d) => d.body.event)).toEqual([
        "shipment.created",
        "shipment.assigned",
        "shipment.in_transit",
        "shipment.arriving",
        "shipment.delivered",
      ]);
      for (const delivery of receiver.received) {
        expect(delivery.verification).toMatchObject({ ok: true });
        expect(delivery.headers).toMatchObject({
          "content-type": "application/json",
          "user-agent": "Service-Webhooks/1.0",
          "x-service-delivery": delivery.body.id,
          "x-service-event": delivery.body.event,
        });
        expect(delivery.body.data).toMatchObject({
          orderId: order.orderId,
          externalOrderRef: order.externalOrderRef,
          shipmentId: order.shipmentId,
        });
      }
      expect(new Set(receiver.received.map((d) => d.body.id)).size).toBe(5);
      // spec §3: delivered comes from arriving; the webhook and the client's tracking agree.
      expect(receiver.received[4]?.body.data).toMatchObject({ previousState: "arriving", shipmentState: "delivered" });
      expect((await client.getTracking(order.orderId)).shipment.shipmentState).toBe("delivered");
    });

    test("a tampered body fails as a bad signature and an old timestamp as a stale one", async () => {
      const { receiver, receiverNow } = await hookUp();
      await s.client().createOrder(s.order());
      await flush();
      const [delivery] = receiver.received;
      const header = String(delivery?.headers["x-service-signature"]);
      const rawBody = delivery!.rawBody.toString("utf8");
      const secrets = [receiver.secret];
      const tampered = rawBody.replace('"shipmentState":"created"', '"shipmentState":"delivered"');
      expect(tampered).not.toBe(rawBody);
      expect(verifyDeliverySignature({ rawBody: tampered, header, secrets, now: receiverNow() })).toEqual({
        ok: false,
        reason: "bad-signature",
      });

      // Re-signed with the endpoint's secret: 300 s of tolerance (spec §6.3), not one second more.
      const nowSec = Math.floor(receiverNow() / 1000);
      const resign = (ageSec: number) =>
        signDeliveryPayload({ rawBody, secret: receiver.secret, timestamp: nowSec - ageSec });
      expect(verifyDeliverySignature({ rawBody, header: resign(290), secrets, now: nowSec * 1000 })).toMatchObject({
        ok: true,
      });
      expect(verifyDeliverySignature({ rawBody, header: resign(301), secrets, now: nowSec * 1000 })).toEqual({
        ok: false,
        reason: "stale-timestamp",
      });
    });

    test("a delivery signed six minutes ahead of the receiver's clock is refused as stale, and the refusal is a failed attempt", async () => {
      const { receiver, endpoint } = await hookUp(["shipment.assigned"]);
      const order = await s.client().createOrder(s.order());
      await advance(6 * MINUTE);
      await s.move(order.orderId, "shipment.assigned");
      await flush();
      expect(receiver.received.map((d) => d.verification)).toEqual([{ ok: false, reason: "stale-timestamp" }]);
      expect(await deliveries(endpoint.id)).toEqual([
        expect.objectContaining({ status: "pending", attempts: [expect.objectContaining({ statusCode: 401 })] }),
      ]);
    });

    test("after a rotation only the new secret verifies, and a receiver holding both keeps accepting", async () => {
      const { receiver, endpoint } = await hookUp();
      const oldSecret = receiver.secret;
      receiver.secret = (await s.sandbox("POST", `/webhook-endpoints/${endpoint.id}/rotate-secret`)).secret;
      await s.client().createOrder(s.order());
      await flush();
      const [delivery] = receiver.received;
      const check = (secrets: string[]) =>
        verifyDeliverySignature({
          rawBody: delivery!.rawBody,
          header: String(delivery!.headers["x-service-signature"]),
          secrets,
          now: delivery!.verification.ok ? delivery!.verification.timestamp * 1000 : 0,
        });
      expect(delivery?.verification).toMatchObject({ ok: true });
      expect(check([oldSecret])).toEqual({ ok: false, reason: "bad-signature" });
      expect(check([oldSecret, receiver.secret])).toMatchObject({ ok: true, secretIndex: 1 });
    });

    test("a failing delivery is retried after 1 min, 5 min, 30 min, 2 h and 12 h with the same bytes, then dead-lettered", async () => {
      const { receiver, endpoint } = await hookUp(["shipment.created"]);
      receiver.respondWith(() => 500);
      await s.client().createOrder(s.order());
      await flush();
      const [first] = await deliveries(endpoint.id);
      expect(Date.parse(first!.nextAttemptAt!) - Date.parse(first!.attempts[0]!.at)).toBe(MINUTE);
      await advance(MINUTE - 1);
      expect(receiver.received).toHaveLength(1);
      await advance(1);
      expect(receiver.received).toHaveLength(2);
      await advance(24 * HOUR);

      const [delivery] = await deliveries(endpoint.id);
      const times = delivery!.attempts.map((a) => Date.parse(a.at));
      expect(times.slice(1).map((time, i) => time - times[i]!)).toEqual([
        MINUTE,
        5 * MINUTE,
        30 * MINUTE,
        2 * HOUR,
        12 * HOUR,
      ]);
      expect(delivery).toMatchObject({ status: "dead_lettered", deadLettered: true, nextAttemptAt: null });
      expect(receiver.received).toHaveLength(6);
      expect(new Set(receiver.received.map((d) => d.headers["x-service-delivery"]))).toEqual(new Set([delivery!.id]));
      expect(new Set(receiver.received.map((d) => d.rawBody.toString("base64"))).size).toBe(1);
      // Each retry is signed afresh with its own timestamp, valid at the moment it was sent.
      receiver.received.forEach((d, i) => {
        const header = String(d.headers["x-service-signature"]);
        expect(header.startsWith(`t=${delivery!.attempts[i]!.signatureTimestamp},`)).toBe(true);
        expect(
          verifyDeliverySignature({ rawBody: d.rawBody, header, secrets: [receiver.secret], now: times[i]! }),
        ).toMatchObject({ ok: true });
      });
      await advance(24 * HOUR);
      expect(receiver.received).toHaveLength(6);
    });

    test("after 15 consecutive failed attempts the endpoint is disabled and its owner notified; re-enabling resumes held deliveries", async () => {
      const { receiver, endpoint } = await hookUp(["shipment.created"]);
      receiver.respondWith(() => 500);
      for (let i = 0; i < 3; i += 1) {
        await s.client().createOrder(s.order()); // three deliveries, ten seconds apart
        await flush();
        await advance(10_000);
      }
      await advance(24 * HOUR);
      expect(receiver.received).toHaveLength(15);
      expect(await endpointState(endpoint.id)).toMatchObject({ enabled: false, consecutiveFailures: 15 });
      expect((await s.sandbox("GET", "/notifications")).notifications).toEqual([
        expect.objectContaining({ kind: "endpoint_disabled", endpointId: endpoint.id }),
      ]);
      await s.client().createOrder(s.order());
      await flush();
      expect(receiver.received).toHaveLength(15);

      receiver.respondWith(() => 200);
      await s.sandbox("POST", `/webhook-endpoints/${endpoint.id}/enable`);
      expect(await endpointState(endpoint.id)).toMatchObject({ enabled: true, consecutiveFailures: 0 });
      await advance(24 * HOUR);
      expect((await deliveries(endpoint.id)).map((d) => d.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
      expect(receiver.received).toHaveLength(18);
    });

    test("the duplicate_delivery fault sends one delivery twice with the same id and body, both verifiable", async () => {
      const { receiver, endpoint } = await hookUp(["shipment.created"]);
      await s.sandbox("POST", "/faults", { kind: "duplicate_delivery", count: 1 });
      await s.client().createOrder(s.order());
      await flush();
      const [a, b] = receiver.received;
      expect(receiver.received).toHaveLength(2);
      expect(a?.headers["x-service-delivery"]).toBe(b?.headers["x-service-delivery"]);
      expect(a?.body.id).toBe(b?.body.id);
      expect(a?.rawBody.equals(b!.rawBody)).toBe(true);
      expect([a?.verification.ok, b?.verification.ok]).toEqual([true, true]);
      expect((await deliveries(endpoint.id))[0]).toMatchObject({
        status: "succeeded",
        attempts: [{ duplicate: false }, { duplicate: true }],
      });
    });
  });
}
