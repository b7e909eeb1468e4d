import { randomBytes } from "node:crypto";
import { connectedShop } from "../../../stack/connect";
import {
  abidjanOrder,
  cashOnDeliveryOrder,
  placeOrder,
  sendOrderWebhook,
  waitForOrderSync,
} from "../../../stack/orders";
import { waitForShopIdle } from "../../../stack/idle";
import type { Stack } from "../../../stack/stack";
import type { OrderInput } from "../../../shopify-stand-in/orders";
import { eventually } from "../eventually";

/** A shop connected to the sandbox (stack/connect.ts) with the browser tests' webhook secret. */
export function e2eShop(stack: Stack, label = "e2e") {
  return connectedShop(stack, { label, webhookSecrets: ["whsec_e2e_current"] });
}

/** A Shopify order placed and handed to the sandbox by the app itself (webhook → job → service). */
export async function sentOrder(stack: Stack, shop: string, overrides: Partial<OrderInput> = {}) {
  const placed = await placeOrder(stack, shop, abidjanOrder(overrides));
  return waitForOrderSync(stack, placed.gid, (row) => row?.syncState === "SENT", "sent");
}

/** West African shops write prices "22 500 F CFA": the shop's money format, never the currency's code, on every page. */
export const FRANCS_CFA_FORMAT = "{{amount_no_decimals}} F CFA";

/** The merchant sets the shop's money format in Shopify; its shop/update reaches the app (decisions 043, 074). */
export async function writesFrancsCfa(stack: Stack, shop: string) {
  const answered = await stack.shopify.sendWebhook({
    path: "/webhooks/shop/update",
    topic: "shop/update",
    shop,
    payload: stack.shopify.state.updateShop(shop, { moneyFormat: FRANCS_CFA_FORMAT }),
  });
  if (answered.status !== 200) throw new Error(`shop/update answered ${answered.status}`);
  await eventually(async () => {
    const { moneyFormat } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
    if (moneyFormat !== FRANCS_CFA_FORMAT) throw new Error(`the shop's money format is still ${moneyFormat}`);
  });
}

export type ParcelRow = Awaited<ReturnType<Stack["db"]["orderSync"]["findMany"]>>[number];

/** A Shopify order's rows, one per parcel in parcel order (docs/decisions/076), once `done` holds of them. */
export async function parcelsOf(stack: Stack, gid: string, done: (rows: ParcelRow[]) => boolean, what: string) {
  return eventually(async () => {
    const rows = await stack.db.orderSync.findMany({
      where: { shopifyOrderGid: gid },
      orderBy: { parcelNumber: "asc" },
    });
    if (!done(rows)) throw new Error(`order ${gid}: waiting for ${what}; rows: ${JSON.stringify(rows.map(brief))}`);
    return rows;
  }, 90_000);
}

const brief = (row: ParcelRow) => ({ ref: row.externalOrderRef, sync: row.syncState, shipment: row.shipmentState });

/** A Shopify order the app could not send as it is (here: no phone for the delivery code). */
export async function orderNeedingAttention(stack: Stack, shop: string) {
  const placed = await placeOrder(
    stack,
    shop,
    abidjanOrder({
      phone: null,
      shippingAddress: {
        firstName: "Koffi",
        lastName: "Yao",
        address1: "Boulevard Latrille",
        city: "Abidjan",
        countryCode: "CI",
        phone: null,
      },
    }),
  );
  return waitForOrderSync(stack, placed.gid, (row) => row?.syncState === "NEEDS_ATTENTION", "needs attention");
}

/** Moves the sandbox's shipment as the world would (its control API; spec §6 events). */
export async function moveShipment(
  stack: Stack,
  externalOrderRef: string,
  event: string,
  extra: Record<string, unknown> = {},
) {
  const response = await fetch(
    `${stack.sandbox.url}/__sandbox/orders/${encodeURIComponent(externalOrderRef)}/${event.startsWith("fiscal_document.") ? "fiscal-events" : "events"}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ event, ...extra }),
    },
  );
  if (!response.ok)
    throw new Error(`moving ${externalOrderRef} (${event}) answered ${response.status}: ${await response.text()}`);
}

/** The app's record of a shipment's timeline, as its delivery-webhook receiver writes it. */
export async function recordTimeline(stack: Stack, orderSyncId: string, start: Date) {
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  await stack.db.shipmentEvent.createMany({
    data: [
      { orderSyncId, eventType: "shipment.created", occurredAt: at(0), newState: "created", source: "webhook" },
      {
        orderSyncId,
        eventType: "shipment.assigned",
        occurredAt: at(30),
        previousState: "created",
        newState: "assigned",
        source: "webhook",
      },
      {
        orderSyncId,
        eventType: "shipment.leg_started",
        occurredAt: at(90),
        previousState: "assigned",
        newState: "in_transit",
        source: "webhook",
      },
      {
        orderSyncId,
        eventType: "shipment.leg_checkpoint",
        occurredAt: at(300),
        checkpointName: "Noé border post",
        checkpointCountry: "CI",
        source: "webhook",
      },
    ],
  });
  await stack.db.orderSync.update({
    where: { id: orderSyncId },
    data: { shipmentState: "in_transit", shipmentStateAt: at(90), lastEventAt: at(300) },
  });
}

/** Many quiet orders, so the list has more than one page. */
export async function fillerOrders(stack: Stack, shop: string, count: number) {
  const { id: shopId } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
  await stack.db.orderSync.createMany({
    data: Array.from({ length: count }, (_, index) => {
      const id = `9${randomBytes(5).readUIntBE(0, 5)}`;
      return {
        shopId,
        shopifyOrderGid: `gid://shopify/Order/${id}`,
        // No run of four digits: the list's search finds names that contain the term, real orders are named #1001
        // to #9999, and a filler #3017, then #F3017, still met a search for a real #3017 (it found two; run 68,
        // 2026-11-27, and a fresh clone on 2026-12-04).
        orderName: `#F-${index}`,
        externalOrderRef: `${shop}-${id}`,
        syncState: "SKIPPED",
        attentionReason: "not_our_shipping",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      };
    }),
  });
}

/** A week of checkout callbacks as the checkout runtime flushes them (CheckoutStat rows). */
export async function checkoutStats(stack: Stack, shop: string, now: Date) {
  const { id: shopId } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  await stack.db.checkoutStat.createMany({
    data: [
      {
        shopId,
        day: day(0),
        callbacks: 30,
        cacheHits: 10,
        staleServed: 1,
        fallbacksUsed: 2,
        errors: 0,
        serviceCalls: 18,
        serviceLatencyMs: 5400,
      },
      {
        shopId,
        day: day(1),
        callbacks: 10,
        cacheHits: 2,
        staleServed: 0,
        fallbacksUsed: 0,
        errors: 1,
        serviceCalls: 6,
        serviceLatencyMs: 3000,
      },
      // Older than the dashboard's seven days: not counted.
      {
        shopId,
        day: day(20),
        callbacks: 999,
        cacheHits: 0,
        staleServed: 0,
        fallbacksUsed: 0,
        errors: 0,
        serviceCalls: 999,
        serviceLatencyMs: 999_000,
      },
    ],
  });
}

const flagged = (flag: string) => (row: { flaggedReason: string | null } | null) =>
  Boolean(row?.flaggedReason?.split(",").includes(flag));

/**
 * Issue 39's stories at delivery (docs/decisions/073): a cash-on-delivery order of 31,500 picked up, then changed in
 * Shopify by `change` (an item added, a part paid), which the service can no longer be told (AMOUNT_DIFFERS); the
 * rider collects the amount the parcel was sent with. Driven as the world drives it: stand-in webhooks → app →
 * sandbox events → the app's delivery webhook. Returns the row's id and name and Shopify's order record.
 */
export async function collectedAfterAChange(stack: Stack, shop: string, change: (orderGid: string) => void) {
  const placed = await placeOrder(stack, shop, cashOnDeliveryOrder());
  const sent = await waitForOrderSync(stack, placed.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
  await moveShipment(stack, sent.externalOrderRef, "shipment.picked_up");
  const pickedUp = await waitForOrderSync(stack, placed.gid, (r) => r?.shipmentState === "picked_up", "picked up");
  change(placed.gid);
  const record = stack.shopify.state.getOrder(placed.gid)!;
  // Shopify moves updated_at on every change; after the snapshot the app holds, or the change reads as none.
  const held = pickedUp.shopifyUpdatedAt?.getTime() ?? 0;
  record.updatedAt = new Date(Math.max(Date.parse(record.updatedAt), held) + 2000).toISOString();
  await sendOrderWebhook(stack, shop, placed.gid, "orders/updated");
  await waitForOrderSync(stack, placed.gid, flagged("AMOUNT_DIFFERS"), "flagged AMOUNT_DIFFERS");
  await moveShipment(stack, sent.externalOrderRef, "shipment.delivered");
  await waitForOrderSync(stack, placed.gid, (r) => r?.paymentState === "COD_COLLECTED", "cash collected");
  await waitForShopIdle(stack, shop);
  return { orderSyncId: sent.id, orderName: sent.orderName, record };
}
