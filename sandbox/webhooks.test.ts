import { createHmac, timingSafeEqual } from "node:crypto";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { manualClock, startReceiver, useSandbox, validOrder } from "./test-support";

const clock = manualClock("2026-03-10T09:00:00.000Z");
const t = useSandbox(() => ({ clock: clock.now }));
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(() => receiver.close());

// An independent reading of spec §6 "Signature", as a receiver would write it.
function verify(header: string, rawBody: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function endpoint(events: string[] = ["*"], url = receiver.url) {
  const answer = await t.control("POST", "/webhook-endpoints", { url, events });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; secret: string };
}

async function createOrder(ref: string) {
  const answer = await t.api("POST", "/orders", { body: validOrder({ externalOrderRef: ref }) });
  expect(answer.status).toBe(201);
  return answer.body as { orderId: string; shipmentId: string };
}

describe("webhook deliveries (spec §6)", () => {
  test("carry exactly the spec's headers, a verifiable signature and the shipment event body", async () => {
    const { secret } = await endpoint();
    expect(secret).toMatch(/^whsec_/);
    const order = await createOrder("HOOK-1");
    await t.sandbox.flushWebhooks();
    const [delivery] = receiver.received;
    expect(delivery).toBeDefined();
    if (!delivery) return;
    expect(Object.keys(delivery.headers).sort()).toEqual([
      "connection",
      "content-length",
      "content-type",
      "host",
      "user-agent",
      "x-service-delivery",
      "x-service-event",
      "x-service-signature",
    ]);
    expect(delivery.headers["content-type"]).toBe("application/json");
    expect(delivery.headers["user-agent"]).toBe("Service-Webhooks/1.0");
    expect(delivery.headers["x-service-event"]).toBe("shipment.created");
    expect(delivery.headers["x-service-delivery"]).toBe(delivery.body.id);
    const signature = String(delivery.headers["x-service-signature"]);
    expect(signature).toMatch(new RegExp(`^t=${Math.floor(clock.now() / 1000)},v1=[0-9a-f]{64}$`));
    expect(verify(signature, delivery.rawBody, secret)).toBe(true);
    expect(verify(signature, delivery.rawBody, "whsec_someoneelse")).toBe(false);
    expect(delivery.body).toEqual({
      id: expect.any(String),
      event: "shipment.created",
      occurredAt: "2026-03-10T09:00:00.000Z",
      data: {
        orderId: order.orderId,
        externalOrderRef: "HOOK-1",
        shipmentId: order.shipmentId,
        shipmentState: "created",
        previousState: null,
      },
    });
  });

  test("a delivered event says which state the shipment came from", async () => {
    await endpoint(["shipment.delivered"]);
    await createOrder("HOOK-2");
    for (const event of ["shipment.assigned", "shipment.in_transit", "shipment.arriving", "shipment.delivered"]) {
      await t.control("POST", "/orders/HOOK-2/events", { event });
    }
    await t.sandbox.flushWebhooks();
    expect(receiver.received.map((r) => r.body.event)).toEqual(["shipment.delivered"]);
    expect(receiver.received[0]?.body.data).toMatchObject({
      shipmentState: "delivered",
      previousState: "arriving",
      deliveredAt: expect.any(String),
    });
  });

  test("checkpoint events carry the checkpoint, and the ETA once known", async () => {
    await endpoint(["shipment.leg_checkpoint"]);
    await createOrder("HOOK-3");
    await t.control("POST", "/orders/HOOK-3/events", {
      event: "shipment.leg_checkpoint",
      checkpoint: { name: "Aflao", countryCode: "GH" },
      etaAt: "2026-03-12T12:00:00Z",
    });
    await t.sandbox.flushWebhooks();
    expect(receiver.received[0]?.body.data).toMatchObject({
      previousState: null,
      shipmentState: "created",
      checkpoint: { name: "Aflao", countryCode: "GH" },
      etaAt: "2026-03-12T12:00:00.000Z",
    });
  });

  test("cancelling an order emits shipment.cancelled", async () => {
    await endpoint(["shipment.cancelled"]);
    await createOrder("HOOK-4");
    await t.api("POST", "/orders/HOOK-4/cancel");
    await t.sandbox.flushWebhooks();
    expect(receiver.received[0]?.body).toMatchObject({
      event: "shipment.cancelled",
      data: { shipmentState: "cancelled", previousState: "created" },
    });
  });

  test("after a secret rotation deliveries are signed with the new secret only", async () => {
    const { id, secret: oldSecret } = await endpoint();
    const rotated = await t.control("POST", `/webhook-endpoints/${id}/rotate-secret`);
    expect(rotated.body.secret).not.toBe(oldSecret);
    await createOrder("HOOK-5");
    await t.sandbox.flushWebhooks();
    const [delivery] = receiver.received;
    const signature = String(delivery?.headers["x-service-signature"]);
    expect(verify(signature, delivery?.rawBody ?? "", rotated.body.secret)).toBe(true);
    expect(verify(signature, delivery?.rawBody ?? "", oldSecret)).toBe(false);
  });

  test("a duplicate-delivery fault sends the same delivery twice with the same id", async () => {
    await endpoint();
    await t.control("POST", "/faults", { kind: "duplicate_delivery", count: 1 });
    await createOrder("HOOK-6");
    await t.sandbox.flushWebhooks();
    await t.control("POST", "/orders/HOOK-6/events", { event: "shipment.assigned" });
    await t.sandbox.flushWebhooks();
    const ids = receiver.received.map((r) => r.headers["x-service-delivery"]);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(ids[1]);
    expect(receiver.received[0]?.rawBody).toBe(receiver.received[1]?.rawBody);
    expect(ids[2]).not.toBe(ids[0]);
  });

  test("fiscal events are emitted only on request through the control API", async () => {
    await endpoint(["fiscal_document.accepted"]);
    await createOrder("HOOK-7");
    await t.sandbox.flushWebhooks();
    expect(receiver.received).toHaveLength(0);
    await t.control("POST", "/orders/HOOK-7/fiscal-events", { event: "fiscal_document.accepted" });
    await t.sandbox.flushWebhooks();
    expect(receiver.received[0]?.body).toMatchObject({
      event: "fiscal_document.accepted",
      data: { externalOrderRef: "HOOK-7", status: "ACCEPTED", fiscalNumber: expect.any(String) },
    });
    expect((await t.api("GET", "/orders/HOOK-7")).body.fiscal.sale.status).toBe("ACCEPTED");
  });

  test("a disabled endpoint receives nothing", async () => {
    const { id } = await endpoint();
    await t.control("POST", `/webhook-endpoints/${id}/disable`);
    await createOrder("HOOK-8");
    await t.sandbox.flushWebhooks();
    expect(receiver.received).toHaveLength(0);
  });

  test("an endpoint must subscribe to catalogue events or *", async () => {
    const answer = await t.control("POST", "/webhook-endpoints", {
      url: receiver.url,
      events: ["shipment.teleported"],
    });
    expect([answer.status, answer.body.details.fields]).toEqual([400, ["events.0"]]);
  });

  test("the delivery log shows each delivery with its attempts", async () => {
    const { id } = await endpoint();
    await createOrder("HOOK-9");
    await t.sandbox.flushWebhooks();
    const [logged] = (await t.control("GET", `/deliveries?endpointId=${id}`)).body.deliveries;
    expect(logged).toMatchObject({
      endpointId: id,
      event: "shipment.created",
      status: "succeeded",
      deadLettered: false,
      nextAttemptAt: null,
    });
    expect(logged.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null, duplicate: false })]);
    expect(logged.body.id).toBe(logged.id);
  });
});
