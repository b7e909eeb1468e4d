import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { AppContext } from "~/app-context";
import {
  control,
  eventually,
  move,
  serviceOrder,
  settled,
  shopifyFulfillments,
  trackedOrder,
} from "../support/tracking-kit";
import { useStack } from "../support/use-stack";

/*
 * Healing: webhooks that never arrived (an endpoint the service disabled after 15 failures, §6) are
 * recovered by refreshShipmentFromTracking, which the reconciliation calls; a delivery for an order
 * the app has not recorded yet waits for it. refreshShipmentFromTracking runs in this process, like
 * a job would, so the app's modules read this stack's environment.
 */
let ctx: AppContext;
let closeContext: (() => Promise<void>) | undefined;
let refreshShipmentFromTracking: typeof import("~/tracking/refresh-shipment.server").refreshShipmentFromTracking;
let ordersShow: typeof import("~/cli/commands/orders-show").ordersShow;
let shipmentsToRefresh: typeof import("~/tracking/shipments-to-refresh.server").shipmentsToRefresh;
// The process's environment before this file set the stack's (the run's DATABASE_URL among it), restored after.
const previousEnv: Record<string, string | undefined> = {};

const stack = useStack();

beforeAll(async () => {
  const env = process.env;
  for (const [key, value] of Object.entries({ ...stack.env, NODE_ENV: "test", LOG_LEVEL: "silent" })) {
    if (!(key in previousEnv)) previousEnv[key] = env[key];
    env[key] = value;
  }
  ({ refreshShipmentFromTracking } = await import("~/tracking/refresh-shipment.server"));
  ({ ordersShow } = await import("~/cli/commands/orders-show"));
  ({ shipmentsToRefresh } = await import("~/tracking/shipments-to-refresh.server"));
  // Its own context, as a CLI run opens one (docs/decisions/050), from the environment set above.
  const { openCliContext } = await import("~/cli/cli-context.server");
  const { parseEnv } = await import("~/env.server");
  const { createLogger } = await import("~/logger.server");
  ({ ctx, close: closeContext } = openCliContext(parseEnv({ ...process.env }), createLogger("silent")));
});
beforeEach(() => stack.sandbox.reset());
afterAll(async () => {
  for (const [key, value] of Object.entries(previousEnv))
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  await closeContext?.();
  stack?.shopify.state.assertNoInvalidDocuments();
});

const base = Date.now() - 2 * 60 * 60_000;
const minute = (n: number) => new Date(base + n * 60_000).toISOString();

describe("recovering what the webhooks did not bring", () => {
  test("after the service disabled the endpoint (15 failed deliveries), a tracking refresh brings Shopify up to date", async () => {
    // The endpoint signs with a secret the shop does not hold: every delivery is refused (401).
    const order = await trackedOrder(stack, { endpointSecret: "whsec_not_what_the_shop_holds" });
    const checkpoints = Array.from(
      { length: 12 },
      (_, i) =>
        ["leg_checkpoint", { checkpoint: { name: `Checkpoint ${i + 1}`, countryCode: i < 6 ? "CI" : "SN" } }] as const,
    );
    const steps = [["picked_up", {}], ["in_transit", {}], ...checkpoints, ["arriving", {}], ["delivered", {}]] as const;
    for (const [index, [event, extra]] of steps.entries())
      await move(stack, order, event, { occurredAt: minute(index), ...extra });

    const { endpoints } = await control(stack, "GET", "/webhook-endpoints");
    expect(endpoints[0]).toMatchObject({ enabled: false, consecutiveFailures: 15 });
    expect((await control(stack, "GET", "/notifications")).notifications).toEqual([
      expect.objectContaining({ kind: "endpoint_disabled" }),
    ]);
    expect(await stack.db.deliveryWebhookReceipt.count({ where: { shopId: order.shop.id } })).toBe(0);
    expect(shopifyFulfillments(stack, order)).toEqual([]);

    // Reconciliation picks the quiet, unfinished shipment; once delivered it is left alone.
    expect(await shipmentsToRefresh(ctx, order.shop.id, { quietForMs: 0 })).toEqual([order.orderSyncId]);
    const result = await refreshShipmentFromTracking(ctx, order.orderSyncId);
    expect(await shipmentsToRefresh(ctx, order.shop.id, { quietForMs: 0 })).toEqual([]);
    expect(result).toEqual({ refreshed: true, newEvents: steps.length + 1, shipmentState: "delivered" });
    const [fulfillment] = shopifyFulfillments(stack, order);
    expect(fulfillment.events).toEqual([
      "CARRIER_PICKED_UP",
      "IN_TRANSIT",
      ...checkpoints.map(() => "IN_TRANSIT"),
      "OUT_FOR_DELIVERY",
      "DELIVERED",
    ]);
    expect(fulfillment.raw.events.filter((e) => e.message?.startsWith("Checkpoint")).map((e) => e.country)).toEqual([
      ...Array(6).fill("CI"),
      ...Array(6).fill("SN"),
    ]);

    // A second refresh finds nothing new and changes nothing in Shopify.
    const eventCount = fulfillment.raw.events.length;
    expect(await refreshShipmentFromTracking(ctx, order.orderSyncId)).toMatchObject({ refreshed: true, newEvents: 0 });
    expect(shopifyFulfillments(stack, order)[0].raw.events).toHaveLength(eventCount);
    const timeline = await stack.db.shipmentEvent.findMany({ where: { orderSyncId: order.orderSyncId } });
    expect(timeline.every((event) => event.source === "tracking" && event.appliedToShopifyAt)).toBe(true);
  });

  test("a delivery for an order the app has not recorded yet is applied once the order is there", async () => {
    const order = await trackedOrder(stack, { withOrderSync: false });
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await eventually(async () => {
      const [receipt] = await stack.db.deliveryWebhookReceipt.findMany({ where: { shopId: order.shop.id } });
      expect(receipt.lastError).toMatch(/No order of this shop matches/);
    });

    await stack.db.orderSync.create({ data: order.row });
    await settled(stack, order, 1);
    expect(shopifyFulfillments(stack, order).map((f) => f.events)).toEqual([["CARRIER_PICKED_UP"]]);
  });

  test("a delivery about an order the app did not send for the shop (the service's dashboard, another store) is set aside at once, never retried", async () => {
    const order = await trackedOrder(stack);
    // Same service account, so the shop's endpoint hears it (spec §6); a reference the app never makes for this shop.
    const elsewhere = await serviceOrder(stack, `DASHBOARD-${order.externalOrderRef}`);
    await move(stack, { ...order, serviceOrderId: elsewhere.orderId }, "picked_up", { occurredAt: minute(0) });

    const receipt = await eventually(async () => {
      const [found] = await stack.db.deliveryWebhookReceipt.findMany({ where: { shopId: order.shop.id } });
      expect(found?.processedAt).toBeInstanceOf(Date);
      return found;
    });
    expect(receipt.lastError).toBeNull();
    expect(JSON.parse(receipt.payloadJson).data.orderId).toBe(elsewhere.orderId);
    // The shop's own order and Shopify are untouched.
    expect(await stack.db.shipmentEvent.count({ where: { orderSyncId: order.orderSyncId } })).toBe(0);
    expect(shopifyFulfillments(stack, order)).toEqual([]);
  });

  test("a fulfillment order added after the pickup is not the parcel's: neither deliveries nor reconciliation fulfil it under its number", async () => {
    const order = await trackedOrder(stack, {
      order: {
        lineItems: [
          { title: "Attiéké", quantity: 1, price: "2500" },
          { title: "Bissap", quantity: 3, price: "1000" },
        ],
        fulfillmentOrders: [{ lineItems: [0] }],
      },
    });
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);
    await refreshShipmentFromTracking(ctx, order.orderSyncId);
    stack.shopify.state.addLocation(order.domain, { name: "Yopougon warehouse", countryCode: "CI" });
    stack.shopify.state.addFulfillmentOrders(order.orderGid, [{ location: "Yopougon warehouse", lineItems: [1] }]);

    // docs/decisions/053: a delivery to an order whose last apply completed does not read the order again.
    await move(stack, order, "in_transit", { occurredAt: minute(1) });
    await settled(stack, order, 2);
    expect(shopifyFulfillments(stack, order).map((f) => [f.location, f.events])).toEqual([
      ["Shop location", ["CARRIER_PICKED_UP", "IN_TRANSIT"]],
    ]);

    // Reconciliation reads Shopify again (nothing new from the service: its `created` was taken in above): the
    // pickup pinned the parcel to the fulfillment orders it had then (docs/decisions/076), so the new one, another
    // parcel's, stays open; the parcel's own fulfillment is left as it was.
    expect(await refreshShipmentFromTracking(ctx, order.orderSyncId)).toMatchObject({ newEvents: 0 });
    expect(shopifyFulfillments(stack, order).map((f) => [f.location, f.events])).toEqual([
      ["Shop location", ["CARRIER_PICKED_UP", "IN_TRANSIT"]],
    ]);
    expect(stack.shopify.state.fulfillmentOrders(order.orderGid).map((fo) => fo.status)).toEqual(["CLOSED", "OPEN"]);
  });

  test("orders:show prints the shipment, its timeline, the fulfillments and errors as JSON", async () => {
    const order = await trackedOrder(stack);
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);

    const printed: string[] = [];
    const io = { stdout: { write: (chunk: string) => printed.push(chunk) }, stderr: { write: () => true } };
    await ordersShow.run(ctx, ["--shop", order.domain, "--order", order.row.orderName, "--json"], io);
    const shown = JSON.parse(printed.join(""));
    expect(shown).toMatchObject({
      shop: order.domain,
      order: { id: expect.any(String), name: order.row.orderName, serviceOrderId: order.serviceOrderId },
      shipment: { shipmentId: order.shipmentId, state: "picked_up", flags: [] },
      timeline: [{ eventType: "shipment.picked_up", source: "webhook", appliedToShopifyAt: expect.any(String) }],
      fulfillments: [{ status: "SUCCESS", lastEventStatus: "CARRIER_PICKED_UP" }],
      fiscalEvents: [],
      errors: { lastErrorCode: null, deliveries: [] },
    });
  });
});
