import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { describeOrderTracking } from "~/tracking/describe-order-tracking.server";
import type { Stack } from "../../stack/stack";
import {
  control,
  eventually,
  minute,
  move,
  OLD_SECRET,
  postSigned,
  SECRET,
  settled,
  shipmentBody,
  shopifyFulfillments,
  trackedOrder,
  useTrackingStack,
} from "../support/tracking-kit";

/* The receiver of the service's webhooks (spec §6): what it refuses, and what it takes only once. */
let stack: Stack;
useTrackingStack((started) => (stack = started));

const nowSec = () => Math.floor(Date.now() / 1000);

describe("the delivery webhook receiver", () => {
  test("refuses what it cannot trust or read, stores nothing for it, then takes a valid delivery", async () => {
    const order = await trackedOrder(stack, { endpointSecret: null });
    const body = shipmentBody(order, "picked_up", minute(0));
    const raw = JSON.stringify(body);
    const unsigned = await fetch(order.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Service-Delivery": body.id },
      body: raw,
    });
    const statuses = {
      badSignature: (await postSigned(order.url, body, { secret: "whsec_not_the_shops" })).status,
      missingSignature: unsigned.status,
      // A minute beyond the 300 s bound: nowSec() rounds down and the app reads its clock later, so
      // +301 was inside the bound whenever a second boundary passed in between (CI, once). The exact
      // bound is app/delivery/signature.server.test.ts's.
      stale: (await postSigned(order.url, body, { timestamp: nowSec() - 360 })).status,
      fromTheFuture: (await postSigned(order.url, body, { timestamp: nowSec() + 360 })).status,
      wrongDeliveryHeader: (await postSigned(order.url, body, { deliveryId: "evt_someone_else" })).status,
      missingDeliveryHeader: (await postSigned(order.url, body, { deliveryId: null })).status,
      malformedJson: (await postSigned(order.url, { event: "x" }, { raw: "{not json", deliveryId: body.id })).status,
      notAnEvent: (await postSigned(order.url, { id: body.id }, { deliveryId: body.id })).status,
      get: (await fetch(order.url)).status,
      put: (await fetch(order.url, { method: "PUT", body: raw })).status,
    };
    expect(statuses).toEqual({
      badSignature: 401,
      missingSignature: 401,
      stale: 401,
      fromTheFuture: 401,
      wrongDeliveryHeader: 400,
      missingDeliveryHeader: 400,
      malformedJson: 400,
      notAnEvent: 400,
      get: 405,
      put: 405,
    });

    const unknown = await postSigned(
      `${stack.app.url}/webhooks/delivery/${randomBytes(24).toString("base64url")}`,
      body,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Not found." });
    const huge = await postSigned(order.url, { ...body, padding: "x".repeat(100_000) });
    expect(huge.status).toBe(413);
    expect(huge.headers.get("connection")).toBe("close");

    expect(await stack.db.deliveryWebhookReceipt.count({ where: { shopId: order.shop.id } })).toBe(0);
    expect(await stack.db.shipmentEvent.count({ where: { orderSyncId: order.orderSyncId } })).toBe(0);
    expect((await stack.db.shop.findUniqueOrThrow({ where: { id: order.shop.id } })).lastDeliveryAt).toBeNull();

    const accepted = await postSigned(order.url, body);
    expect(accepted.status).toBe(200);
    await settled(stack, order, 1);
    expect(shopifyFulfillments(stack, order).map((f) => f.events)).toEqual([["CARRIER_PICKED_UP"]]);
    expect((await stack.db.shop.findUniqueOrThrow({ where: { id: order.shop.id } })).lastDeliveryAt).not.toBeNull();
  });

  test("the signature is checked over the bytes received, even where they are not valid UTF-8", async () => {
    const order = await trackedOrder(stack, { endpointSecret: null });
    const body = shipmentBody(order, "picked_up", minute(0), { note: "PLACEHOLDER" });
    // A byte that is not UTF-8 inside a string value: read as text it would become U+FFFD and change the bytes.
    const [before, after] = JSON.stringify(body).split("PLACEHOLDER");
    const raw = Buffer.concat([Buffer.from(before), Buffer.from([0x41, 0xff, 0x42]), Buffer.from(after)]);
    const accepted = await postSigned(order.url, body, { raw });
    expect(accepted.status).toBe(200);
    await settled(stack, order, 1);
  });

  test("during a secret rotation both of the shop's secrets are accepted, and only those", async () => {
    const order = await trackedOrder(stack, { webhookSecrets: [SECRET, OLD_SECRET], endpointSecret: OLD_SECRET });
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);
    await control(stack, "POST", `/webhook-endpoints/${order.endpointId}/rotate-secret`, { secret: SECRET });
    await move(stack, order, "in_transit", { occurredAt: minute(1) });
    await settled(stack, order, 2);
    expect(shopifyFulfillments(stack, order)[0].events).toEqual(["CARRIER_PICKED_UP", "IN_TRANSIT"]);
    expect(
      (await postSigned(order.url, shipmentBody(order, "arriving", minute(2)), { secret: "whsec_a_third_one" })).status,
    ).toBe(401);

    // The rotation is over: the shop keeps only the new secret, and the old one signs nothing valid.
    await stack.db.serviceConnection.update({
      where: { shopId: order.shop.id },
      data: { webhookSecretsCiphertext: stack.secrets.encrypt(JSON.stringify([SECRET])) },
    });
    expect(
      (await postSigned(order.url, shipmentBody(order, "arriving", minute(2)), { secret: OLD_SECRET })).status,
    ).toBe(401);
    expect((await postSigned(order.url, shipmentBody(order, "arriving", minute(2)), { secret: SECRET })).status).toBe(
      200,
    );
    await settled(stack, order, 3);
  });

  test("a delivery that arrives twice is recorded and applied once", async () => {
    const order = await trackedOrder(stack);
    await control(stack, "POST", "/faults", { kind: "duplicate_delivery", count: 1 });
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);

    const { deliveries } = await control(stack, "GET", `/deliveries?endpointId=${order.endpointId}`);
    expect(
      deliveries[0].attempts.map((a: { statusCode: number; duplicate: boolean }) => [a.statusCode, a.duplicate]),
    ).toEqual([
      [200, false],
      [200, true],
    ]);
    // The service may also send the same event again under a new id: still one timeline entry.
    const again = shipmentBody(
      order,
      "picked_up",
      (
        await stack.db.shipmentEvent.findFirstOrThrow({ where: { orderSyncId: order.orderSyncId } })
      ).occurredAt.toISOString(),
    );
    expect((await postSigned(order.url, again)).status).toBe(200);
    await settled(stack, order, 2);

    expect(await stack.db.deliveryWebhookReceipt.count({ where: { shopId: order.shop.id } })).toBe(2);
    expect(await stack.db.shipmentEvent.count({ where: { orderSyncId: order.orderSyncId } })).toBe(1);
    expect(shopifyFulfillments(stack, order).map((f) => f.events)).toEqual([["CARRIER_PICKED_UP"]]);
    expect(stack.shopify.state.requestsFor("fulfillmentCreate").filter((r) => r.shop === order.domain)).toHaveLength(1);
  });

  test("deliveries out of order never move Shopify or the order backwards", async () => {
    const order = await trackedOrder(stack, { endpointSecret: null });
    // Delivered arrives first and is applied; the older events come after it.
    for (const [index, [event, at]] of (
      [
        ["delivered", 5],
        ["picked_up", 0],
        ["in_transit", 1],
      ] as const
    ).entries()) {
      expect(
        (await postSigned(order.url, shipmentBody(order, event, minute(at), { shipmentState: event }))).status,
      ).toBe(200);
      await settled(stack, order, index + 1);
    }
    expect(shopifyFulfillments(stack, order).map((f) => f.events)).toEqual([["DELIVERED"]]);
    const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } });
    expect(row).toMatchObject({ shipmentState: "delivered", shipmentStateAt: new Date(minute(5)) });
    expect(await stack.db.shipmentEvent.count({ where: { orderSyncId: order.orderSyncId } })).toBe(3);
  });

  test("deliveries racing each other leave one fulfillment whose events only move forward", async () => {
    const order = await trackedOrder(stack, { endpointSecret: null });
    const bodies = [
      shipmentBody(order, "picked_up", minute(0)),
      shipmentBody(order, "in_transit", minute(1)),
      shipmentBody(order, "leg_checkpoint", minute(2), { checkpoint: { name: "Kidira", countryCode: "SN" } }),
      shipmentBody(order, "arriving", minute(3)),
    ];
    const answers = await Promise.all(bodies.map((body) => postSigned(order.url, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    await settled(stack, order, 4);

    const [fulfillment, ...others] = shopifyFulfillments(stack, order);
    expect(others).toEqual([]);
    const rank = { CARRIER_PICKED_UP: 1, IN_TRANSIT: 2, OUT_FOR_DELIVERY: 3 } as Record<string, number>;
    const events = fulfillment.raw.events;
    expect(events.at(-1)?.status).toBe("OUT_FOR_DELIVERY");
    expect(new Set(events.map((e) => `${e.status}${e.happenedAt}`)).size).toBe(events.length);
    events.slice(1).forEach((e, i) => {
      expect(rank[e.status]).toBeGreaterThanOrEqual(rank[events[i].status]);
      expect(Date.parse(e.happenedAt)).toBeGreaterThan(Date.parse(events[i].happenedAt));
    });
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } })).shipmentState).toBe(
      "arriving",
    );
  });

  test("fiscal events are stored and shown, and trigger nothing", async () => {
    const order = await trackedOrder(stack);
    await control(stack, "POST", `/orders/${order.serviceOrderId}/fiscal-events`, {
      event: "fiscal_document.accepted",
    });
    await stack.sandbox.flushWebhooks();
    // The spec does not show whether fiscal events carry an id: one without is identified by its bytes.
    const noId = {
      event: "fiscal_document.needs_attention",
      occurredAt: minute(1),
      data: { orderId: order.serviceOrderId, externalOrderRef: order.externalOrderRef, status: "REQUIRED" },
    };
    for (let i = 0; i < 2; i++) expect((await postSigned(order.url, noId, { deliveryId: null })).status).toBe(200);

    const shown = await eventually(async () => {
      const result = await describeOrderTracking(stack, order.orderSyncId);
      expect(result.fiscalEvents).toHaveLength(2);
      return result;
    });
    expect(shown.fiscalEvents[0]).toMatchObject({
      event: "fiscal_document.accepted",
      status: "ACCEPTED",
      fiscalNumber: `SBX-${order.externalOrderRef}`,
    });
    expect(shown.fiscalEvents[1]).toMatchObject({
      event: "fiscal_document.needs_attention",
      status: "REQUIRED",
      deliveryId: expect.stringMatching(/^sha256:/),
    });
    expect(shown.errors.deliveries).toEqual([]);
    expect(shown.timeline).toEqual([]);
    expect(shopifyFulfillments(stack, order)).toEqual([]);
  });
});
