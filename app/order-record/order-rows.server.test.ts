import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { createDb, jsonArrayOf, jsonArrayRows, plainQuery } from "~/db.server";
import { orderByServiceReferenceText } from "./order-rows.server";

/*
 * How SQLite reads a delivery's order (docs/decisions/112), on a file made by the project's own migrations. Its plan
 * is the statement's and the schema's alone; PostgreSQL's depends on its statistics, which a test's few rows do not
 * give (measured by hand on 100,000 orders: the same two index lookups).
 */
const dir = mkdtempSync(join(tmpdir(), "order-rows-"));
const db = createDb(`file:${join(dir, "app.db")}`);
afterAll(async () => {
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

let migrating: Promise<void> | undefined;
const migrated = () => (migrating ??= migrate());
async function migrate() {
  const migrations = readdirSync("prisma/migrations").filter((name) => /^\d/.test(name));
  for (const name of migrations.sort())
    for (const statement of readFileSync(join("prisma/migrations", name, "migration.sql"), "utf8").split(/;\s*$/m))
      if (statement.replace(/--.*$/gm, "").trim()) await db.$executeRawUnsafe(statement);
}

test("SQLite finds a delivery's order by looking up each name in its index, never by reading the shop's orders", async () => {
  await migrated();
  // A client of its own for the EXPLAIN: after one, libSQL's connection goes on reading the snapshot it had.
  const explaining = createDb(`file:${join(dir, "app.db")}`);
  const plan = await plainQuery<{ detail: string }>(explaining, `EXPLAIN QUERY PLAN ${orderByServiceReferenceText()}`, [
    "shop",
    "ord_1",
    "ref-1",
  ]).finally(() => explaining.$disconnect());
  const reads = plan.map((step) => step.detail).filter((detail) => /OrderSync|ReplacedServiceOrder/.test(detail));
  // Each name in its own index: the shop and the name; the order itself by its id.
  expect(reads).toEqual([
    expect.stringMatching(/SEARCH ReplacedServiceOrder USING INDEX \S+ \(shopId=\? AND serviceOrderId=\?\)/),
    expect.stringMatching(/SEARCH ReplacedServiceOrder USING INDEX \S+ \(shopId=\? AND externalOrderRef=\?\)/),
    expect.stringMatching(/SEARCH o USING .*\(id=\?\)/),
    expect.stringMatching(/SEARCH OrderSync USING INDEX \S+ \(shopId=\? AND serviceOrderId=\?\)/),
    expect.stringMatching(/SEARCH OrderSync USING INDEX \S+ \(shopId=\? AND externalOrderRef=\?\)/),
  ]);
});

test("rows read as a JSON array column come back as Prisma reads them: dates, booleans, numbers and nulls", async () => {
  await migrated();
  const shop = await db.shop.create({
    data: { domain: "json-rows.myshopify.com", webhookToken: "w", carrierToken: "c" },
  });
  for (const [day, dryRun] of [
    [1, true],
    [2, false],
  ] as const)
    await db.orderImport.create({
      data: {
        shopId: shop.id,
        since: new Date(`2026-11-0${day}T00:00:00.000Z`),
        dryRun,
        ordersRead: 250 * day,
        startedAt: new Date(`2026-12-0${day}T09:00:00.123Z`),
        ...(dryRun && { finishedAt: new Date("2026-12-01T09:05:00.000Z"), cursor: "eyJsYXN0IjoxfQ" }),
      },
    });
  const column = jsonArrayOf(db, "OrderImport", "x", `WHERE x."shopId" = s."id"`, `x."startedAt" ASC`);
  const [row] = await plainQuery<{ imports: unknown }>(
    db,
    `SELECT ${column} AS "imports" FROM "Shop" s WHERE s."id" = $1`,
    [shop.id],
  );
  expect(jsonArrayRows("OrderImport", row.imports)).toEqual(
    await db.orderImport.findMany({ where: { shopId: shop.id }, orderBy: { startedAt: "asc" } }),
  );
  // A model too wide for one JSON object of the databases' functions is refused with its reason.
  expect(() => jsonArrayOf(db, "OrderSync", "o", "", `o."id"`)).toThrow(/OrderSync has \d+ columns/);
});
