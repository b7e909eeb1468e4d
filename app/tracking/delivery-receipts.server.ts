import { plainExecute, plainQuery, type Db, type PlainStatement } from "~/db.server";
import { groupedPerDatabase } from "~/grouped-calls";

/*
 * The statements every delivery webhook runs before its acknowledgement, and the receipt's read
 * and close in its apply job (docs/decisions/056), as plain SQL that reads the same on SQLite and
 * PostgreSQL. Measured (bench/cpu-profile.ts, docs/decisions/034): Prisma 6.19's query compiler turns
 * each model query into a plan in WebAssembly on the event loop, about 1 ms of CPU per query, five
 * times the cost of the statement itself; a raw statement skips it, and plainQuery skips Prisma's
 * client altogether: the driver on PostgreSQL, Prisma's own SQLite connection on SQLite (decisions
 * 054, 055). Prisma 7 caches those plans but cannot run on this machine (its migrations need a
 * downloaded engine). Rows written here read back through the models exactly like rows Prisma wrote,
 * and the other way round (test/integration/plain-sql.test.ts).
 */

export type DeliveryShop = {
  id: string;
  uninstalledAt: Date | null;
  lastDeliveryAt: Date | null;
  webhookSecretsCiphertext: string | null;
};

/** The shop a delivery webhook URL names, with its encrypted webhook secrets: one statement, shared (below). */
export function findShopByWebhookToken(db: Db, token: string): Promise<DeliveryShop | null> {
  return shopLookups(db, token);
}

/*
 * The lookups made while one is out go together as one statement (group commit, docs/decisions/124): each delivery
 * still reads its shop as it is now, and at 16 in flight the deliveries share a round trip to the database instead of
 * paying one each. Each count of tokens is a statement of its own, prepared per connection: 16 bounds them.
 */
const MAX_LOOKUPS_TOGETHER = 16;
const shopLookups = groupedPerDatabase("shop-by-webhook-token", readShops, MAX_LOOKUPS_TOGETHER);

async function readShops(db: Db, tokens: string[]): Promise<Array<DeliveryShop | null>> {
  const rows = await eachByKey<DeliveryShop & { webhookToken: string }>(
    db,
    tokens,
    (placeholders) =>
      `SELECT s."webhookToken", s."id", s."uninstalledAt", s."lastDeliveryAt", c."webhookSecretsCiphertext"
       FROM "Shop" s LEFT JOIN "ServiceConnection" c ON c."shopId" = s."id"
       WHERE s."webhookToken" IN (${placeholders})`,
    (row) => row.webhookToken,
  );
  return rows.map((row) => {
    if (!row) return null;
    const { webhookToken: _token, ...shop } = row;
    return shop;
  });
}

/**
 * One statement for all `keys` (`IN (…)`, each key once), each key answered with a copy of its row or null: two
 * lookups of one key get a row each, as two statements would give them.
 */
async function eachByKey<Row>(
  db: Db,
  keys: string[],
  select: (placeholders: string) => string,
  keyOf: (row: Row) => string,
): Promise<Array<Row | null>> {
  const distinct = [...new Set(keys)];
  const rows = await plainQuery<Row>(db, select(distinct.map((_, index) => `$${index + 1}`).join(", ")), distinct);
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => {
    const row = byKey.get(key);
    return row ? { ...row } : null;
  });
}

/**
 * The shop's health signal (Shop.lastDeliveryAt), with `updatedAt` as Prisma's `@updatedAt` sets it. Written at most
 * once a minute per shop, so with many shops nearly every delivery writes it: through Prisma's model it was a
 * compiled query on the acknowledgement's path (docs/decisions/097).
 */
export async function recordLastDelivery(db: Db, shopId: string, at: Date): Promise<void> {
  await plainExecute(db, `UPDATE "Shop" SET "lastDeliveryAt" = $1, "updatedAt" = $2 WHERE "id" = $3`, [
    at,
    new Date(),
    shopId,
  ]);
}

export type DeliveryReceipt = {
  id: string;
  shopId: string;
  event: string;
  occurredAt: Date;
  payloadJson: string;
  receivedAt: Date;
  processedAt: Date | null;
};

/** Records the delivery once; false when its id was already taken (by this or another instance). */
export async function insertDeliveryReceipt(db: Db, row: DeliveryReceipt): Promise<boolean> {
  const { text, values } = receiptInsert(row);
  return (await plainExecute(db, text, values)) === 1;
}

/** The receipt's insert, changing nothing when its id was already taken: to send alone or with its job. */
export function receiptInsert(row: DeliveryReceipt): PlainStatement {
  return {
    text: `INSERT INTO "DeliveryWebhookReceipt" ("id", "shopId", "event", "occurredAt", "payloadJson", "receivedAt", "processedAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT ("id") DO NOTHING`,
    values: [row.id, row.shopId, row.event, row.occurredAt, row.payloadJson, row.receivedAt, row.processedAt],
  };
}

/** Finds the receipt while it waits to be applied: the condition on which its apply job is queued. */
export function receiptUnprocessed(id: string): PlainStatement {
  return { text: `SELECT 1 FROM "DeliveryWebhookReceipt" WHERE "id" = $1 AND "processedAt" IS NULL`, values: [id] };
}

export type ReceiptToApply = Pick<DeliveryReceipt, "id" | "shopId" | "event" | "payloadJson" | "processedAt"> & {
  shopDomain: string;
};

/**
 * What the apply job reads of a receipt (tracking.apply-delivery) and its shop's domain, or null once it is gone. The
 * jobs of one fetched batch start together, so their reads go as one statement (group commit, as the shops' lookups
 * above): a batch of the queue's concurrency shares one round trip instead of paying one each.
 */
export function readDeliveryReceipt(db: Db, id: string): Promise<ReceiptToApply | null> {
  return receiptReads(db, id);
}

const receiptReads = groupedPerDatabase(
  "receipt-to-apply",
  (db: Db, ids: string[]) =>
    eachByKey<ReceiptToApply>(
      db,
      ids,
      (placeholders) =>
        `SELECT r."id", r."shopId", r."event", r."payloadJson", r."processedAt", s."domain" AS "shopDomain"
         FROM "DeliveryWebhookReceipt" r JOIN "Shop" s ON s."id" = r."shopId"
         WHERE r."id" IN (${placeholders})`,
      (row) => row.id,
    ),
  MAX_LOOKUPS_TOGETHER,
);

/** The receipt applied: processed at `at`, its last failure cleared. */
export async function markDeliveryReceiptProcessed(db: Db, id: string, at: Date): Promise<void> {
  const { text, values } = receiptProcessed(id, at);
  await plainExecute(db, text, values);
}

/** The same write, to be sent with others (the apply's last writes, docs/decisions/095). */
export function receiptProcessed(id: string, at: Date): PlainStatement {
  return {
    text: `UPDATE "DeliveryWebhookReceipt" SET "processedAt" = $1, "lastError" = NULL WHERE "id" = $2`,
    values: [at, id],
  };
}
