import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createDb, type Db } from "~/db.server";
import { recordServiceAmount } from "~/payments";
import { freshDatabase } from "./fresh-database";

/*
 * The ledger's service amounts on a real database (docs/decisions/084): an amount read again writes nothing, and an
 * amount changed back and forth is written each time it changes, so the ledger ends on what the service collects.
 */

let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;

beforeAll(async () => {
  database = await freshDatabase();
  db = createDb(database.url);
});

afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

async function sentRow() {
  const token = randomBytes(6).toString("hex");
  const shop = await db.shop.create({
    data: { domain: `amounts-${token}.myshopify.com`, webhookToken: `w${token}`, carrierToken: `c${token}` },
  });
  return db.orderSync.create({
    data: {
      shopId: shop.id,
      shopifyOrderGid: `gid://shopify/Order/${token}`,
      orderName: "#1001",
      externalOrderRef: `amounts-${token}`,
      currency: "XOF",
    },
  });
}

const amountsOf = async (row: { id: string }) =>
  (
    await db.moneyEntry.findMany({
      where: { orderSyncId: row.id, kind: "service_amount" },
      orderBy: { createdAt: "asc" },
    })
  ).map((entry) => entry.presentmentMinor);

test("an amount changed back and forth is a change each time, and one read again is none", async () => {
  const row = await sentRow();
  const at = (minute: number) => new Date(Date.UTC(2026, 11, 2, 9, minute));
  expect(await recordServiceAmount(db, row, 31_500, at(0))).toBe(true); // handoff
  expect(await recordServiceAmount(db, row, 31_500, at(1))).toBe(false); // the same amount read again
  expect(await recordServiceAmount(db, row, 46_500, at(2))).toBe(true);
  expect(await recordServiceAmount(db, row, 31_500, at(3))).toBe(true);
  expect(await recordServiceAmount(db, row, 46_500, at(4))).toBe(true);
  expect(await recordServiceAmount(db, row, 46_500, at(5))).toBe(false);
  expect(await amountsOf(row)).toEqual([31_500, 46_500, 31_500, 46_500]);
});

test("two readers of one change at once write it once", async () => {
  const row = await sentRow();
  const at = new Date(Date.UTC(2026, 11, 2, 10, 0));
  await recordServiceAmount(db, row, 31_500, at);
  const written = await Promise.all([
    recordServiceAmount(db, row, 46_500, at),
    recordServiceAmount(db, row, 46_500, at),
  ]);
  expect(written.filter(Boolean)).toHaveLength(1);
  expect(await amountsOf(row)).toEqual([31_500, 46_500]);
});
