import { describe, expect, test } from "vitest";
import { manualClock, TRACKING_KEY, useSandbox, validOrder } from "./test-support";

const clock = manualClock("2026-03-10T09:00:00.000Z");
const t = useSandbox(() => ({ clock: clock.now }));

async function createOrder(overrides: Record<string, unknown> = {}) {
  const answer = await t.api("POST", "/orders", { body: validOrder(overrides) });
  expect(answer.status).toBe(201);
  return answer.body as { orderId: string; shipmentId: string; externalOrderRef: string };
}

describe("GET /orders/{reference}", () => {
  test("the later form carries the stored address, buyer, fiscal block, payment and timeline", async () => {
    const created = await createOrder({
      externalOrderRef: "READ-1",
      orderPlacedAt: "2026-03-10T08:59:00Z",
      deliveryAddress: {
        freeTextAddress: "Rue des Jardins",
        city: "Abidjan",
        state: "Lagunes",
        landmark: "Near the pharmacy",
      },
      metadata: { shopifyOrderId: 42 },
    });
    const answer = await t.api("GET", `/orders/${created.orderId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      orderId: created.orderId,
      externalOrderRef: "READ-1",
      createdAt: "2026-03-10T09:00:00.000Z",
      orderPlacedAt: "2026-03-10T08:59:00.000Z",
      cancelledAt: null,
      currency: "XOF",
      paymentType: "MobileMoney",
      codAmountMinor: 1_500_000,
      payment: null,
      metadata: { shopifyOrderId: 42 },
      customer: { fullName: "Awa Koné", phoneE164: "+2250707070707" },
      deliveryAddress: {
        freeTextAddress: "Rue des Jardins",
        landmark: "Near the pharmacy",
        accessNotes: null,
        city: "Abidjan",
        stateRegion: "Lagunes",
        postalCode: null,
        countryCode: "CI",
      },
      buyer: {
        customerType: "B2C",
        customerCountry: "CI",
        transactionScope: "DOMESTIC",
        businessName: null,
        taxId: null,
        taxIdStatus: "NOT_REQUIRED",
      },
      fiscal: { sale: null, corrections: [] },
      items: [{ sku: "TSHIRT-M", name: "T-shirt", quantity: 2, unitPriceMinor: 750_000 }],
      shipment: {
        shipmentId: created.shipmentId,
        shipmentState: "created",
        paymentState: "expected",
        deliveredAt: null,
        etaAt: null,
        timeline: [{ eventType: "shipment.created", occurredAt: "2026-03-10T09:00:00.000Z", newState: "created" }],
      },
    });
  });

  test("the earlier form leaves out the later form's fields", async () => {
    await createOrder({ externalOrderRef: "READ-2" });
    await t.control("PATCH", "/account", { responseForm: "earlier" });
    const answer = await t.api("GET", "/orders/READ-2");
    for (const field of ["orderPlacedAt", "payment", "deliveryAddress", "buyer", "fiscal"])
      expect(answer.body).not.toHaveProperty(field);
    expect(answer.body.shipment.timeline).toHaveLength(1);
  });

  test("an externalOrderRef with reserved characters is found once URL-encoded", async () => {
    const created = await createOrder({ externalOrderRef: "#1001/B é" });
    const answer = await t.api("GET", `/orders/${encodeURIComponent("#1001/B é")}`);
    expect(answer.body.orderId).toBe(created.orderId);
  });

  test("an unknown reference is 404 ORDER_NOT_FOUND", async () => {
    const answer = await t.api("GET", "/orders/nope");
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: "Not Found", statusCode: 404, code: "ORDER_NOT_FOUND" });
  });
});

describe("GET /orders/{reference}/tracking", () => {
  test("returns status and events with previous and new states, and no customer or items", async () => {
    const created = await createOrder({ externalOrderRef: "TRACK-1" });
    await t.control("POST", "/orders/TRACK-1/events", { event: "shipment.assigned" });
    await t.control("POST", "/orders/TRACK-1/events", {
      event: "shipment.leg_started",
      etaAt: "2026-03-12T17:00:00.000Z",
    });
    await t.control("POST", "/orders/TRACK-1/events", {
      event: "shipment.leg_checkpoint",
      checkpoint: { name: "Noé border post", countryCode: "CI" },
    });
    const answer = await t.api("GET", "/orders/TRACK-1/tracking", { key: TRACKING_KEY });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty("customer");
    expect(answer.body).not.toHaveProperty("items");
    expect(answer.body.orderId).toBe(created.orderId);
    expect(answer.body.shipment).toMatchObject({
      shipmentId: created.shipmentId,
      shipmentState: "in_transit",
      paymentState: "expected",
      deliveredAt: null,
      etaAt: "2026-03-12T17:00:00.000Z",
    });
    expect(
      answer.body.shipment.events.map((e: Record<string, unknown>) => [
        e.eventType,
        e.previousState,
        e.newState,
        e.checkpoint,
      ]),
    ).toEqual([
      ["shipment.created", null, "created", null],
      ["shipment.assigned", "created", "assigned", null],
      ["shipment.leg_started", "assigned", "in_transit", null],
      ["shipment.leg_checkpoint", null, null, { name: "Noé border post", countryCode: "CI" }],
    ]);
  });
});
