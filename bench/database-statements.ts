import { randomBytes } from "node:crypto";
import { createDb, isPostgresUrl, plainExecuteTogether } from "~/db.server";
import { insertJob, jobInsertIf } from "~/jobs/prisma-job-store.server";
import { inboxInsert, storeInInbox } from "~/orders/order-inbox.server";
import { createSecretBox } from "~/secrets/encryption.server";
import { findShopByWebhookToken, insertDeliveryReceipt } from "~/tracking/delivery-receipts.server";
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from "./bench-stack";
import { heading, ms, note, num, table } from "./stats";

/*
 * Section 6: what one database statement costs this process, through Prisma's models and as plain
 * SQL (app/tracking/delivery-receipts.server.ts). Prisma 6.19's query compiler (engineType
 * "client") plans every model query in WebAssembly on the event loop; the webhook
 * acknowledgements are made of a handful of such statements, so this is their floor
 * (docs/decisions/034). CPU is this process's own (user + system), the database's work excluded.
 */

const STATEMENTS = 400;
const WARMUP = 50;

type Row = [string, string, string, string, string];

export async function benchDatabaseStatements(): Promise<void> {
  heading("6. One database statement: Prisma's models against plain SQL", [
    `${num(STATEMENTS)} of each, one at a time, after ${WARMUP} to warm up; on SQLite, then on a temporary PostgreSQL database.`,
    "Read: the delivery webhook's shop lookup by its URL token. Write: a delivery receipt (a new row each time).",
    "Then the two writes an order webhook makes before its answer (docs/decisions/051): its inbox row (a 6 kB body,",
    "encrypted; the shop and receipt checks in the same statement) and, on SQLite, its job (PostgreSQL queues with pg-boss),",
    "each alone and both in one commit, as the webhook now sends them (enqueueWith, docs/decisions/105).",
    "CPU = this process's user + system time per statement: what the app's event loop spends, the database's own work excluded.",
  ]);
  const rows: Row[] = [];
  rows.push(...(await measureOn(sqliteDatabase("statements"))));
  const postgres = await postgresDatabase("statements");
  if (typeof postgres === "string") note(`  PostgreSQL skipped: ${postgres}`);
  else rows.push(...(await measureOn(postgres)));
  note(table(["database", "statement", "through", "wall / statement", "CPU / statement"], rows));
}

async function measureOn(database: BenchDatabase): Promise<Row[]> {
  const db = createDb(database.url);
  try {
    const token = `tok_${randomBytes(8).toString("hex")}`;
    const shop = await db.shop.create({
      data: { domain: `statements-${token}.myshopify.com`, webhookToken: token, carrierToken: `car_${token}` },
    });
    let next = 0;
    const inboxCtx = { db, secrets: createSecretBox(randomBytes(32).toString("base64")), now: () => new Date() };
    const orderBody = JSON.stringify({ id: 1, note: "x".repeat(6000) });
    const receipt = () => ({
      id: `evt_${token}_${next++}`,
      shopId: shop.id,
      event: "shipment.in_transit",
      occurredAt: new Date(),
      payloadJson: JSON.stringify({
        event: "shipment.in_transit",
        data: { shipmentId: "shp_1", note: "x".repeat(300) },
      }),
      receivedAt: new Date(),
      processedAt: null,
    });
    const runs: Array<[string, string, () => Promise<unknown>]> = [
      [
        "read",
        "Prisma model",
        () =>
          db.shop.findUnique({
            where: { webhookToken: token },
            include: { connection: { select: { webhookSecretsCiphertext: true } } },
          }),
      ],
      ["read", "plain SQL", () => findShopByWebhookToken(db, token)],
      ["write", "Prisma model", () => db.deliveryWebhookReceipt.create({ data: receipt(), select: { id: true } })],
      ["write", "plain SQL", () => insertDeliveryReceipt(db, receipt())],
      [
        "order inbox row",
        "plain SQL + encryption",
        () =>
          storeInInbox(inboxCtx, {
            webhookId: `wh_${token}_${next++}`,
            shop: shop.domain,
            topic: "ORDERS_CREATE",
            text: orderBody,
          }),
      ],
      ...(isPostgresUrl(database.url)
        ? []
        : ([
            [
              "SQLite queue job",
              "plain SQL",
              () =>
                insertJob(db, {
                  queue: "orders.take-webhook",
                  payload: { webhookId: `wh_${next}` },
                  dedupeKey: `inbox:wh_${token}_${next++}`,
                  maxAttempts: 8,
                  runAt: new Date(),
                }),
            ],
            [
              "order inbox row + its job",
              "one commit (enqueueWith)",
              () => {
                const webhookId = `wh_${token}_${next++}`;
                const job = {
                  queue: "orders.take-webhook",
                  payload: { webhookId },
                  dedupeKey: `inbox:${webhookId}`,
                  maxAttempts: 8,
                  runAt: new Date(),
                };
                const queueIf = {
                  text: `SELECT 1 FROM "OrderWebhookInbox" WHERE "webhookId" = $1`,
                  values: [webhookId],
                };
                return plainExecuteTogether(db, [
                  inboxInsert(inboxCtx, { webhookId, shop: shop.domain, topic: "ORDERS_CREATE", text: orderBody }),
                  jobInsertIf(job, queueIf).statement,
                ]);
              },
            ],
          ] as Array<[string, string, () => Promise<unknown>]>)),
    ];
    const rows: Row[] = [];
    for (const [statement, through, run] of runs) {
      const { wallMs, cpuMs } = await measure(run);
      rows.push([database.label, statement, through, ms(wallMs, 3), ms(cpuMs, 3)]);
    }
    return rows;
  } finally {
    await db.$disconnect();
    await database.drop();
  }
}

async function measure(run: () => Promise<unknown>) {
  for (let index = 0; index < WARMUP; index++) await run();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let index = 0; index < STATEMENTS; index++) await run();
  const wallMs = (performance.now() - started) / STATEMENTS;
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 / STATEMENTS };
}
