import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, expect, test } from "vitest";
import type { AppContext } from "~/app-context";
import { createSharedRatesStore } from "~/checkout/shared-rates-store.server";
import { createDb, isPostgresUrl, plainExecuteTogether, plainQuery } from "~/db.server";
import { pgBossOptions } from "~/jobs/pg-boss-queue.server";
import { storeInInbox } from "~/orders/order-inbox.server";
import { receiveOrderWebhook } from "~/orders/receive-order-webhook.server";
import { isShopifyWebhookTaken, recordShopifyWebhook } from "~/shopify/read-webhook.server";
import { makeOrder } from "~/order-mapping/shopify-order.fixture";
import { findOrderByServiceReference, readOrderWithShopAndEvents } from "~/order-record";
import { recordShipment } from "~/tracking/record-shipment.server";
import { trackingPageForOrder } from "~/tracking/tracking-page-for-order.server";
import {
  findShopByWebhookToken,
  insertDeliveryReceipt,
  markDeliveryReceiptProcessed,
  readDeliveryReceipt,
  receiptProcessed,
  recordLastDelivery,
} from "~/tracking/delivery-receipts.server";
import { LEASE_MS, orderLeaseTake, takeOrderLease } from "~/tracking/order-lease.server";
import { testDatabaseUrl } from "../../stack/test-env";

/*
 * The webhook acknowledgements' plain SQL statements (docs/decisions/034), and those of the delivery's
 * apply job (docs/decisions/056, 057), on the database this run
 * uses (SQLite, then PostgreSQL): what they write reads back through Prisma's models as if Prisma
 * had written it, and what Prisma wrote reads back through them.
 */
// A zone east of UTC for this file: a timestamp read or written as local time would be 3 hours off.
const zone = process.env.TZ;
process.env.TZ = "Africa/Nairobi";
const db = createDb(testDatabaseUrl());
afterAll(async () => {
  await db.$disconnect();
  // The worker's next files (and the apps they start) run in this process: give them the zone it had.
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const unique = () => randomBytes(6).toString("hex");

async function shopWith(connection: boolean) {
  const id = unique();
  return db.shop.create({
    data: {
      domain: `receipts-${id}.myshopify.com`,
      webhookToken: `tok_${id}`,
      carrierToken: `car_${id}`,
      lastDeliveryAt: new Date("2026-11-20T08:30:00.123Z"),
      ...(connection && {
        connection: {
          create: {
            apiKeyCiphertext: "sealed-key",
            apiKeyHint: "…0001",
            webhookSecretsCiphertext: "sealed-secrets",
            validatedAt: new Date(),
          },
        },
      }),
    },
  });
}

/** A delivery receipt of the shop, not yet processed, received 2.5 s after its event. */
function receiptOf(shopId: string, event: string, payloadJson: string) {
  return {
    id: `evt_${unique()}`,
    shopId,
    event,
    occurredAt: new Date("2026-11-25T09:00:00.001Z"),
    payloadJson,
    receivedAt: new Date("2026-11-25T09:00:02.500Z"),
    processedAt: null,
  };
}

test("the shop of a webhook URL comes with its secrets, its dates as dates, and nothing for an unknown token", async () => {
  const connected = await shopWith(true);
  expect(await findShopByWebhookToken(db, connected.webhookToken)).toEqual({
    id: connected.id,
    uninstalledAt: null,
    lastDeliveryAt: new Date("2026-11-20T08:30:00.123Z"),
    webhookSecretsCiphertext: "sealed-secrets",
  });
  const bare = await shopWith(false);
  expect(await findShopByWebhookToken(db, bare.webhookToken)).toMatchObject({
    id: bare.id,
    webhookSecretsCiphertext: null,
  });
  expect(await findShopByWebhookToken(db, `tok_${unique()}`)).toBeNull();
});

test("webhook URLs looked up at once each get their own shop, a shop looked up twice a row each", async () => {
  const [first, second] = [await shopWith(true), await shopWith(false)];
  const unknown = `tok_${unique()}`;

  // One turn of the event loop: one statement for all of them (docs/decisions/124).
  const found = await Promise.all(
    [second.webhookToken, unknown, first.webhookToken, second.webhookToken].map((token) =>
      findShopByWebhookToken(db, token),
    ),
  );

  expect(found.map((shop) => shop?.id ?? null)).toEqual([second.id, null, first.id, second.id]);
  expect(found[2]).toMatchObject({ webhookSecretsCiphertext: "sealed-secrets" });
  expect(found[0]).toMatchObject({ webhookSecretsCiphertext: null });
  expect(found[0]).not.toBe(found[3]);
});

test("a shop's last delivery is written as Prisma writes it, its updatedAt moved as @updatedAt moves it", async () => {
  const shop = await shopWith(true);
  const other = await shopWith(false);
  const at = new Date("2026-11-25T09:00:02.500Z");
  const before = new Date();
  await recordLastDelivery(db, shop.id, at);
  const read = await db.shop.findUniqueOrThrow({ where: { id: shop.id } });
  expect(read.lastDeliveryAt).toEqual(at);
  expect(read.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
  expect(await findShopByWebhookToken(db, shop.webhookToken)).toMatchObject({ lastDeliveryAt: at });
  expect((await db.shop.findUniqueOrThrow({ where: { id: other.id } })).lastDeliveryAt).toEqual(other.lastDeliveryAt);
});

test("a receipt is taken once, reads back through Prisma as written, and sorts with the rows Prisma wrote", async () => {
  const shop = await shopWith(true);
  const receipt = receiptOf(
    shop.id,
    "shipment.picked_up",
    '{"event":"shipment.picked_up","note":"Cocody, rue des Jardins"}',
  );
  expect(await insertDeliveryReceipt(db, receipt)).toBe(true);
  expect(await insertDeliveryReceipt(db, { ...receipt, event: "shipment.other" })).toBe(false);
  expect(await db.deliveryWebhookReceipt.findUnique({ where: { id: receipt.id } })).toEqual({
    ...receipt,
    lastError: null,
  });

  const fiscal = { ...receipt, id: `evt_${unique()}`, event: "fiscal.document", processedAt: receipt.receivedAt };
  expect(await insertDeliveryReceipt(db, fiscal)).toBe(true);
  expect(
    await db.deliveryWebhookReceipt.findUnique({ where: { id: fiscal.id }, select: { processedAt: true } }),
  ).toEqual({ processedAt: receipt.receivedAt });

  // Prisma's own rows before and after: date comparisons and order see one format.
  await db.deliveryWebhookReceipt.create({
    data: { ...receipt, id: `evt_${unique()}`, receivedAt: new Date("2026-11-25T09:00:01.000Z") },
  });
  await db.deliveryWebhookReceipt.create({
    data: { ...receipt, id: `evt_${unique()}`, receivedAt: new Date("2026-11-25T09:00:03.000Z") },
  });
  const ordered = await db.deliveryWebhookReceipt.findMany({
    where: { shopId: shop.id, receivedAt: { gt: new Date("2026-11-25T09:00:01.000Z") } },
    orderBy: { receivedAt: "asc" },
    select: { receivedAt: true },
  });
  expect(ordered.map((row) => row.receivedAt.toISOString())).toEqual([
    "2026-11-25T09:00:02.500Z",
    "2026-11-25T09:00:02.500Z",
    "2026-11-25T09:00:03.000Z",
  ]);
});

test("the apply job reads a receipt with its shop's domain and closes it with a date Prisma reads back", async () => {
  const shop = await shopWith(true);
  const receipt = receiptOf(shop.id, "shipment.in_transit", '{"event":"shipment.in_transit"}');
  await insertDeliveryReceipt(db, receipt);
  await db.deliveryWebhookReceipt.update({ where: { id: receipt.id }, data: { lastError: "Shopify was busy" } });
  expect(await readDeliveryReceipt(db, receipt.id)).toEqual({
    id: receipt.id,
    shopId: shop.id,
    event: receipt.event,
    payloadJson: receipt.payloadJson,
    processedAt: null,
    shopDomain: shop.domain,
  });
  const processedAt = new Date("2026-11-25T23:45:00.375Z");
  await markDeliveryReceiptProcessed(db, receipt.id, processedAt);
  expect(
    await db.deliveryWebhookReceipt.findUnique({
      where: { id: receipt.id },
      select: { processedAt: true, lastError: true },
    }),
  ).toEqual({ processedAt, lastError: null });
  expect(await readDeliveryReceipt(db, receipt.id)).toMatchObject({ processedAt });
  expect(await readDeliveryReceipt(db, `evt_${unique()}`)).toBeNull();
});

test("receipts read at once each get their own row, a receipt read twice a row each", async () => {
  const [first, second] = [await shopWith(true), await shopWith(false)];
  const waiting = receiptOf(first.id, "shipment.in_transit", '{"event":"shipment.in_transit"}');
  const applied = receiptOf(second.id, "shipment.delivered", '{"event":"shipment.delivered"}');
  const processedAt = new Date("2026-11-25T23:45:00.375Z");
  await insertDeliveryReceipt(db, waiting);
  await insertDeliveryReceipt(db, { ...applied, processedAt });
  const gone = `evt_${unique()}`;

  // The jobs of one batch read at once: one statement for all of them.
  const read = await Promise.all([applied.id, gone, waiting.id, applied.id].map((id) => readDeliveryReceipt(db, id)));

  const asRead = ({ id, shopId, event, payloadJson }: typeof waiting, at: Date | null, shopDomain: string) => ({
    id,
    shopId,
    event,
    payloadJson,
    processedAt: at,
    shopDomain,
  });
  const appliedRow = asRead(applied, processedAt, second.domain);
  expect(read).toEqual([appliedRow, null, asRead(waiting, null, first.domain), appliedRow]);
  expect(read[0]).not.toBe(read[3]);
});

test("an order's lease is taken once, read by Prisma with its time, freed when expired, and released only by its holder", async () => {
  const orderSyncId = `order-${unique()}`;
  const takenAt = new Date("2026-11-25T21:00:00.125Z");
  const first = await takeOrderLease({ db, now: () => takenAt }, orderSyncId, "awa.myshopify.com");
  expect(first).toMatchObject({ tookOver: false });
  const row = await db.shopifyWebhookReceipt.findUnique({ where: { webhookId: `lease:tracking:${orderSyncId}` } });
  expect(row).toMatchObject({ shopDomain: "awa.myshopify.com", receivedAt: takenAt });
  // Held by a live process of this machine and not expired: refused.
  expect(await takeOrderLease({ db, now: () => takenAt }, orderSyncId, "awa.myshopify.com")).toBeNull();
  // Expired: the next worker frees it (Prisma's read and its compare of the plain write's time) and takes it.
  const later = new Date(takenAt.getTime() + LEASE_MS + 1);
  const second = await takeOrderLease({ db, now: () => later }, orderSyncId, "awa.myshopify.com");
  // Taken over: what the first holder did after its last commit is unknown (docs/decisions/109).
  expect(second).toMatchObject({ tookOver: true });
  // The first holder's release leaves the second's lease alone; the second's own removes it.
  await first!.release();
  expect(
    await db.shopifyWebhookReceipt.findUnique({ where: { webhookId: `lease:tracking:${orderSyncId}` } }),
  ).toMatchObject({ receivedAt: later });
  await second!.release();
  expect(
    await db.shopifyWebhookReceipt.findUnique({ where: { webhookId: `lease:tracking:${orderSyncId}` } }),
  ).toBeNull();
});

test("writes sent together are applied all or none, each counted, and go with a lease's release", async () => {
  const shop = await shopWith(false);
  const receipt = (id: string) => ({
    id,
    shopId: shop.id,
    event: "shipment.in_transit",
    occurredAt: new Date("2026-11-25T09:00:00.500Z"),
    payloadJson: "{}",
    receivedAt: new Date("2026-11-25T09:00:01.250Z"),
    processedAt: null,
  });
  const [first, second] = [`evt_${unique()}`, `evt_${unique()}`];
  await insertDeliveryReceipt(db, receipt(first));
  await insertDeliveryReceipt(db, receipt(second));
  const closedAt = new Date("2026-11-25T09:05:00.750Z");
  // A write that fails (a receipt id taken) takes the others back with it.
  const insertTaken = {
    text: `INSERT INTO "DeliveryWebhookReceipt" ("id", "shopId", "event", "occurredAt", "payloadJson", "receivedAt")
     VALUES ($1, $2, $3, $4, $5, $6)`,
    values: [second, shop.id, "shipment.in_transit", closedAt, "{}", closedAt],
  };
  await expect(plainExecuteTogether(db, [receiptProcessed(first, closedAt), insertTaken])).rejects.toThrow();
  expect((await readDeliveryReceipt(db, first))?.processedAt).toBeNull();
  expect(
    await plainExecuteTogether(db, [
      receiptProcessed(first, closedAt),
      receiptProcessed(`evt_${unique()}`, closedAt),
      receiptProcessed(second, closedAt),
    ]),
  ).toEqual([1, 0, 1]);
  expect((await db.deliveryWebhookReceipt.findUnique({ where: { id: second } }))?.processedAt).toEqual(closedAt);
  // The lease freed in the same exchange as the writes that go with it.
  const orderSyncId = `order-${unique()}`;
  const third = `evt_${unique()}`;
  await insertDeliveryReceipt(db, receipt(third));
  const lease = await takeOrderLease({ db, now: () => closedAt }, orderSyncId, shop.domain);
  await lease!.release([receiptProcessed(third, closedAt)]);
  expect((await readDeliveryReceipt(db, third))?.processedAt).toEqual(closedAt);
  expect(
    await db.shopifyWebhookReceipt.findUnique({ where: { webhookId: `lease:tracking:${orderSyncId}` } }),
  ).toBeNull();
});

test("a Shopify webhook receipt is recorded once, with its time, and found again by its id", async () => {
  const webhookId = `b54557e4-${unique()}`;
  const now = () => new Date("2026-11-25T10:15:00.250Z");
  expect(await isShopifyWebhookTaken({ db }, webhookId)).toBe(false);
  await recordShopifyWebhook({ db, now }, { webhookId, shop: "awa.myshopify.com", topic: "ORDERS_CREATE" });
  await recordShopifyWebhook({ db, now }, { webhookId, shop: "awa.myshopify.com", topic: "ORDERS_PAID" });
  expect(await isShopifyWebhookTaken({ db }, webhookId)).toBe(true);
  expect(await db.shopifyWebhookReceipt.findUnique({ where: { webhookId } })).toEqual({
    webhookId,
    shopDomain: "awa.myshopify.com",
    topic: "ORDERS_CREATE",
    receivedAt: now(),
  });
});

test("an order webhook for a shop the app does not hold, or no longer holds, stores nothing", async () => {
  const gone = await shopWith(false);
  await db.shop.update({ where: { id: gone.id }, data: { uninstalledAt: new Date() } });
  const enqueued: unknown[] = [];
  const jobs = { enqueue: async (...args: unknown[]) => (enqueued.push(args), { id: "job", deduplicated: false }) };
  const ctx = { db, now: () => new Date(), jobs } as unknown as AppContext;
  for (const domain of [gone.domain, `never-${unique()}.myshopify.com`]) {
    const webhookId = `c6a1-${unique()}`;
    const result = await receiveOrderWebhook(ctx, {
      shop: domain,
      topic: "ORDERS_CREATE",
      webhookId,
      payload: makeOrder(),
    });
    expect(result).toEqual({ outcome: "unknown-shop" });
    expect(await isShopifyWebhookTaken({ db }, webhookId)).toBe(false);
  }
  expect(enqueued).toEqual([]);
});

test("an order inbox row reads back through Prisma as written, once, and only for a shop the app holds", async () => {
  const shop = await shopWith(false);
  const sealed = { encrypt: (text: string) => `sealed:${text}` } as unknown as AppContext["secrets"];
  const now = () => new Date("2026-11-25T23:30:00.125Z");
  const webhook = { webhookId: `d7b2-${unique()}`, shop: shop.domain, topic: "create", text: '{"id":1}' };
  expect(await storeInInbox({ db, secrets: sealed, now }, webhook)).toBe(true);
  expect(await storeInInbox({ db, secrets: sealed, now }, { ...webhook, topic: "paid" })).toBe(false);
  expect(await db.orderWebhookInbox.findUnique({ where: { webhookId: webhook.webhookId } })).toEqual({
    webhookId: webhook.webhookId,
    shopDomain: shop.domain,
    topic: "create",
    bodyCiphertext: 'sealed:{"id":1}',
    receivedAt: now(),
  });
  const elsewhere = { ...webhook, webhookId: `d7b2-${unique()}`, shop: `never-${unique()}.myshopify.com` };
  expect(await storeInInbox({ db, secrets: sealed, now }, elsewhere)).toBe(false);
});

test("a shared checkout answer reads back with its times, from the plain write and from Prisma's", async () => {
  const storedAt = Date.parse("2026-11-25T22:59:59.999Z");
  const store = createSharedRatesStore(db, 60_000, () => storedAt + 1_000);
  const key = `shop-${unique()}:cart`;
  const value = { rates: [{ service_name: "Standard", service_code: "STD", total_price: "150000", currency: "XOF" }] };
  await store.write(key, value as never, storedAt);
  expect(await db.checkoutRateCacheEntry.findUnique({ where: { key } })).toMatchObject({
    storedAt: new Date(storedAt),
    expiresAt: new Date(storedAt + 60_000),
  });
  expect(await store.read(key)).toEqual({ value, storedAt });

  const prismaKey = `shop-${unique()}:cart`;
  await db.checkoutRateCacheEntry.create({
    data: {
      key: prismaKey,
      bodyJson: JSON.stringify(value),
      storedAt: new Date(storedAt),
      expiresAt: new Date(storedAt + 2_000),
    },
  });
  expect(await store.read(prismaKey)).toEqual({ value, storedAt });
  // Expired one millisecond ago on the reader's clock: not an answer any more.
  expect(await createSharedRatesStore(db, 60_000, () => storedAt + 2_000).read(prismaKey)).toBeNull();
});

/** An order of the shop with every kind of column set: text, numbers, dates, and both booleans true. */
async function orderWithEveryKindOfColumn(shopId: string, createdAt: Date) {
  const id = unique();
  return db.orderSync.create({
    data: {
      shopId,
      shopifyOrderGid: `gid://shopify/Order/${id}`,
      orderName: `#${id}`,
      externalOrderRef: `ref-${id}`,
      serviceOrderId: `ord_${id}`,
      shipmentId: `shp_${id}`,
      shipmentState: "in_transit",
      shipmentStateAt: new Date("2026-11-25T08:00:00.001Z"),
      manualSend: true,
      followUpOpen: true,
      followUpAt: new Date("2026-11-24T17:59:59.999Z"),
      codAmountMinor: 1_500_000,
      owedNowMinor: 0,
      attempts: 3,
      currency: "XOF",
      fulfillmentsJson: '[{"id":"gid://shopify/Fulfillment/1"}]',
      createdAt,
    },
  });
}

test("an order read by the apply job's plain statements is the row Prisma reads, with its shop and its events in order", async () => {
  const shop = await shopWith(false);
  await db.shop.update({ where: { id: shop.id }, data: { locale: "fr", settingsJson: '{"trackingCompany":"x"}' } });
  const order = await orderWithEveryKindOfColumn(shop.id, new Date("2026-11-25T06:00:00.000Z"));
  // Written out of order: read back by when they happened, then by when they were recorded.
  for (const [eventType, occurredAt, createdAt] of [
    ["shipment.in_transit", "2026-11-25T08:00:00.001Z", "2026-11-25T08:00:05.000Z"],
    ["shipment.picked_up", "2026-11-25T07:00:00.000Z", "2026-11-25T08:00:06.000Z"],
    ["shipment.leg_checkpoint", "2026-11-25T08:00:00.001Z", "2026-11-25T08:00:04.000Z"],
  ])
    await db.shipmentEvent.create({
      data: {
        orderSyncId: order.id,
        eventType,
        occurredAt: new Date(occurredAt),
        createdAt: new Date(createdAt),
        source: "webhook",
        ...(eventType === "shipment.picked_up" && { appliedToShopifyAt: new Date("2026-11-25T07:00:01.000Z") }),
      },
    });
  const prisma = await db.orderSync.findUnique({
    where: { id: order.id },
    include: {
      shop: { select: { domain: true, settingsJson: true, uninstalledAt: true, locale: true } },
      events: { orderBy: [{ occurredAt: "asc" }, { createdAt: "asc" }] },
    },
  });
  const plain = await readOrderWithShopAndEvents(db, order.id);
  expect(plain).toEqual(prisma);
  expect(plain).toMatchObject({ manualSend: true, followUpOpen: true, shop: { locale: "fr" } });
  expect(plain!.events.map((event) => event.eventType)).toEqual([
    "shipment.picked_up",
    "shipment.leg_checkpoint",
    "shipment.in_transit",
  ]);
  expect(await readOrderWithShopAndEvents(db, `order-${unique()}`)).toBeNull();
});

test("a delivery finds its order by the service's id or by our reference, the newest first, and nothing without either", async () => {
  const shop = await shopWith(false);
  const older = await orderWithEveryKindOfColumn(shop.id, new Date("2026-11-20T06:00:00.000Z"));
  const newer = await orderWithEveryKindOfColumn(shop.id, new Date("2026-11-25T06:00:00.000Z"));
  await db.orderSync.update({ where: { id: newer.id }, data: { serviceOrderId: older.serviceOrderId } });
  const prismaRow = await db.orderSync.findUnique({ where: { id: newer.id } });
  expect(await findOrderByServiceReference(db, shop.id, older.serviceOrderId, null)).toEqual({
    order: prismaRow,
    replacementPlan: null,
  });
  expect((await findOrderByServiceReference(db, shop.id, undefined, older.externalOrderRef)).order).toMatchObject({
    id: older.id,
    manualSend: true,
  });
  expect(
    (await findOrderByServiceReference(db, shop.id, `ord_${unique()}`, older.externalOrderRef)).order,
  ).toMatchObject({ id: older.id });
  expect(await findOrderByServiceReference(db, shop.id, null, undefined)).toEqual({
    order: null,
    replacementPlan: null,
  });
  const other = await shopWith(false);
  expect(await findOrderByServiceReference(db, other.id, older.serviceOrderId, older.externalOrderRef)).toEqual({
    order: null,
    replacementPlan: null,
  });
});

/** The order's earlier service order, replaced by the order's own and its cancel sent (docs/decisions/041). */
function replacedServiceOrder(
  order: { id: string; shopId: string; externalOrderRef: string | null },
  serviceOrderId: string,
) {
  return db.replacedServiceOrder.create({
    data: {
      orderSyncId: order.id,
      shopId: order.shopId,
      serviceOrderId,
      externalOrderRef: `${order.externalOrderRef}-replaced`,
      newExternalOrderRef: order.externalOrderRef!,
      reason: "the amount changed",
    },
  });
}

test("the same read gives the service order's replacement plan: its cancel in flight, then confirmed", async () => {
  const shop = await shopWith(false);
  const order = await orderWithEveryKindOfColumn(shop.id, new Date("2026-11-25T06:00:00.000Z"));
  const replacedId = `ord_${unique()}`;
  const plan = await replacedServiceOrder(order, replacedId);
  expect(await findOrderByServiceReference(db, shop.id, replacedId, null)).toEqual({
    order: null,
    replacementPlan: "cancel in flight",
  });
  await db.replacedServiceOrder.update({ where: { id: plan.id }, data: { cancelledAt: new Date() } });
  expect(await findOrderByServiceReference(db, shop.id, null, `${order.externalOrderRef}-replaced`)).toEqual({
    order: null,
    replacementPlan: "cancelled",
  });
  // The order itself, under its own service order and reference, has no plan.
  expect(
    (await findOrderByServiceReference(db, shop.id, order.serviceOrderId, order.externalOrderRef)).replacementPlan,
  ).toBeNull();
});

test("orders looked up at once each get their own order and plan, an order looked up twice a row each", async () => {
  const [shop, other] = [await shopWith(false), await shopWith(false)];
  const order = await orderWithEveryKindOfColumn(shop.id, new Date("2026-11-25T06:00:00.000Z"));
  const otherOrder = await orderWithEveryKindOfColumn(other.id, new Date("2026-11-25T07:00:00.000Z"));
  const replacedId = `ord_${unique()}`;
  await replacedServiceOrder(order, replacedId);
  const [orderRow, otherRow] = [
    await db.orderSync.findUnique({ where: { id: order.id } }),
    await db.orderSync.findUnique({ where: { id: otherOrder.id } }),
  ];

  // The jobs of one batch look up at once: one statement for all of them.
  const found = await Promise.all([
    findOrderByServiceReference(db, other.id, otherOrder.serviceOrderId, null),
    findOrderByServiceReference(db, shop.id, replacedId, null),
    findOrderByServiceReference(db, other.id, order.serviceOrderId, order.externalOrderRef),
    findOrderByServiceReference(db, shop.id, null, order.externalOrderRef),
    findOrderByServiceReference(db, other.id, otherOrder.serviceOrderId, otherOrder.externalOrderRef),
  ]);

  expect(found).toEqual([
    { order: otherRow, replacementPlan: null },
    { order: null, replacementPlan: "cancel in flight" },
    { order: null, replacementPlan: null },
    { order: orderRow, replacementPlan: null },
    { order: otherRow, replacementPlan: null },
  ]);
  expect(found[0].order).not.toBe(found[4].order);
});

test("an order's tracking token is written once, as Prisma writes it: two pages asked at once share it", async () => {
  const shop = await shopWith(false);
  const order = await orderWithEveryKindOfColumn(shop.id, new Date("2026-11-25T06:00:00.000Z"));
  const before = await db.orderSync.update({
    where: { id: order.id },
    data: { trackingToken: null, shopifyOrderJson: null, updatedAt: new Date("2026-11-25T06:30:00.000Z") },
  });
  const ctx = { db, secrets: {} as AppContext["secrets"] };
  const page = { id: order.id, trackingToken: null, shopifyOrderJson: null };

  const [first, second] = await Promise.all([
    trackingPageForOrder(ctx, shop.domain, page),
    trackingPageForOrder(ctx, shop.domain, page),
  ]);

  const after = await db.orderSync.findUniqueOrThrow({ where: { id: order.id } });
  expect(after.trackingToken).toMatch(/^[\w-]{32}$/);
  expect(first).toBe(`https://${shop.domain}/apps/delivery/${after.trackingToken}`);
  expect(second).toBe(first);
  expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  // Given, the order's token is the page's, and nothing is written.
  const known = await trackingPageForOrder(ctx, shop.domain, { ...page, trackingToken: after.trackingToken });
  expect(known).toBe(first);
  expect((await db.orderSync.findUniqueOrThrow({ where: { id: order.id } })).updatedAt).toEqual(after.updatedAt);
});

test("a failed attempt is written to the order only if it is unchanged, its flag, date and reason read back by Prisma", async () => {
  const shop = await shopWith(false);
  const order = await orderWithEveryKindOfColumn(shop.id, new Date("2026-11-25T06:00:00.000Z"));
  await db.orderSync.update({ where: { id: order.id }, data: { followUpOpen: false } });
  const stale = await db.orderSync.findUniqueOrThrow({ where: { id: order.id } });
  const secrets = { encrypt: (text: string) => `sealed:${text}` } as unknown as AppContext["secrets"];
  const failedAt = new Date("2026-11-25T15:30:00.250Z");
  const observed = {
    serviceOrderId: order.serviceOrderId,
    externalOrderRef: order.externalOrderRef,
    shipmentId: order.shipmentId,
    statedAt: failedAt,
    failureReason: "Client absent",
    events: [
      {
        eventType: "shipment.failed_attempt",
        occurredAt: failedAt,
        previousState: "out_for_delivery",
        newState: "failed_attempt",
        checkpointName: null,
        checkpointCountry: null,
      },
    ],
  };
  // Another writer moved the row since it was read: the first write misses and the row is read again.
  const movedAt = new Date(stale.updatedAt.getTime() - 1_000);
  await db.orderSync.update({ where: { id: order.id }, data: { attempts: 4, updatedAt: movedAt } });
  expect(await recordShipment({ db, secrets }, order.id, observed, "webhook", stale)).toBe(1);
  const written = await db.orderSync.findUniqueOrThrow({ where: { id: order.id } });
  expect(written).toMatchObject({
    attempts: 4,
    followUpOpen: true,
    followUpAt: failedAt,
    followUpEvent: "shipment.failed_attempt",
    followUpReason: "sealed:Client absent",
    lastEventAt: failedAt,
  });
  expect(written.updatedAt.getTime()).toBeGreaterThan(movedAt.getTime());
  // The same delivery again changes nothing.
  expect(await recordShipment({ db, secrets }, order.id, observed, "webhook", written)).toBe(0);
  expect(await db.orderSync.findUniqueOrThrow({ where: { id: order.id } })).toEqual(written);
});

test("a delivery's event takes the order's lease in its own commit, and only while no one holds it", async () => {
  const shop = await shopWith(false);
  const order = await orderWithEveryKindOfColumn(shop.id, new Date("2026-11-25T06:00:00.000Z"));
  const ctx = { db, now: () => new Date() };
  const secrets = { encrypt: (text: string) => `sealed:${text}` } as unknown as AppContext["secrets"];
  const inTransitAt = (minute: number) => {
    const occurredAt = new Date(Date.UTC(2026, 10, 25, 16, minute));
    return {
      serviceOrderId: order.serviceOrderId,
      externalOrderRef: order.externalOrderRef,
      shipmentId: order.shipmentId,
      statedAt: occurredAt,
      events: [
        {
          eventType: "shipment.leg_checkpoint",
          occurredAt,
          previousState: "in_transit",
          newState: "in_transit",
          checkpointName: `Hub ${minute}`,
          checkpointCountry: "CI",
        },
      ],
    };
  };
  const leaseRows = () => db.shopifyWebhookReceipt.count({ where: { webhookId: `lease:tracking:${order.id}` } });
  const counted: number[] = [];
  const first = orderLeaseTake(ctx, order.id, shop.domain);
  const withFirst = (take: typeof first) => ({ statement: take.statement, changed: (n: number) => counted.push(n) });
  expect(await recordShipment({ db, secrets }, order.id, inTransitAt(1), "webhook", undefined, withFirst(first))).toBe(
    1,
  );
  expect(counted).toEqual([1]);
  const lease = first.held(counted[0]);
  expect(lease).toMatchObject({ tookOver: false });
  expect(await leaseRows()).toBe(1);
  // Another delivery of the same order meanwhile: its event is recorded, the lease stays the first one's.
  const second = orderLeaseTake(ctx, order.id, shop.domain);
  expect(await recordShipment({ db, secrets }, order.id, inTransitAt(2), "webhook", undefined, withFirst(second))).toBe(
    1,
  );
  expect(counted).toEqual([1, 0]);
  expect(second.held(counted[1])).toBeNull();
  expect(await db.shipmentEvent.count({ where: { orderSyncId: order.id } })).toBe(2);
  await lease!.release();
  expect(await leaseRows()).toBe(0);
});

test("a plain statement answers the same run after run; on PostgreSQL it is prepared once on its connection", async () => {
  const shop = await shopWith(true);
  // One connection, so the second run meets the statement the first one prepared.
  const single = createDb(testDatabaseUrl(), { poolMax: 1 });
  try {
    const first = await findShopByWebhookToken(single, shop.webhookToken);
    const second = await findShopByWebhookToken(single, shop.webhookToken);
    expect(second).toEqual(first);
    expect(first?.id).toBe(shop.id);
    if (!isPostgresUrl(testDatabaseUrl())) return;
    const prepared = await plainQuery<{ name: string; statement: string }>(
      single,
      "SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE $1",
      ['%FROM "Shop" s LEFT JOIN "ServiceConnection"%'],
    );
    expect(prepared).toEqual([{ name: expect.stringMatching(/^dc_[0-9a-f]{24}$/), statement: expect.any(String) }]);
  } finally {
    await single.$disconnect();
  }
});

test("pg-boss's pool, built from the options pg-boss is given, prepares each statement with values once", async () => {
  if (!isPostgresUrl(testDatabaseUrl())) return; // on SQLite the jobs are rows of our own (prisma-job-store.server.ts)
  // One connection, opened as pg-boss's Db opens its pool (pg-boss/dist/db.js: `new pg.Pool(config)`).
  const pool = new pg.Pool(pgBossOptions({ DATABASE_URL: testDatabaseUrl(), DATABASE_POOL_MAX: 1 }, 30_000));
  try {
    const text = "SELECT $1::int + 1 AS next";
    const first = await pool.query(text, [1]);
    const second = await pool.query(text, [41]);
    expect([first.rows, second.rows]).toEqual([[{ next: 2 }], [{ next: 42 }]]);
    // The callback form, as pg-pool calls its clients.
    const viaCallback = await new Promise((resolve, reject) =>
      pool.query(text, [2], (error, result) => (error ? reject(error) : resolve(result.rows))),
    );
    expect(viaCallback).toEqual([{ next: 3 }]);
    // Several commands and no values (pg-boss's migrations): the simple protocol, as before.
    const both = (await pool.query("SELECT 1 AS a; SELECT 2 AS b")) as unknown as pg.QueryResult[];
    expect(both.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    const prepared = await pool.query("SELECT name, statement FROM pg_prepared_statements");
    expect(prepared.rows).toEqual([{ name: expect.stringMatching(/^dc_[0-9a-f]{24}$/), statement: text }]);
  } finally {
    await pool.end();
  }
});
