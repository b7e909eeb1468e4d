import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { createDb, plainExecute, plainExecuteTogether, plainQuery, statementNamer, type Db } from "./db.server";
import { sqliteFilePath } from "./sqlite-plain-connection.server";

/*
 * SQLite: a writer waits for another connection's write instead of failing, also after the app ran
 * an interactive transaction (libSQL then opens a new connection, which must get the busy timeout).
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function freshDatabase() {
  const dir = mkdtempSync(join(tmpdir(), "db-busy-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, "app.db");
}

/**
 * Another process holding the write lock until `release()` tells it to commit (libSQL waits for a lock
 * synchronously, so the holder cannot share this process's event loop). Resolves once the lock is taken, with the
 * holder's exit.
 */
async function holdWriteLockElsewhere(
  path: string,
): Promise<{ exited: Promise<number | null>; exitedYet: () => boolean; release: () => void }> {
  const script = `
    const { createClient } = await import("@libsql/client");
    const held = await createClient({ url: ${JSON.stringify(`file:${path}`)} }).transaction("write");
    await held.execute("INSERT INTO t (x) VALUES (1)");
    console.log("locked");
    process.stdin.once("data", async () => { await held.commit(); process.exit(0); });`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    cwd: process.cwd(),
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  cleanups.push(() => void child.kill());
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", () => reject(new Error("the lock holder exited before taking the lock")));
  });
  return { exited, exitedYet: () => child.exitCode !== null, release: () => child.stdin.write("commit\n") };
}

test.each([
  ["before any transaction", async (_db: Db) => {}],
  [
    "after an interactive transaction",
    async (db: Db) =>
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("INSERT INTO t (x) VALUES (0)");
      }),
  ],
])("a write waits for another connection's write lock (%s)", async (_label, before) => {
  const path = freshDatabase();
  const db = createDb(`file:${path}`);
  cleanups.push(() => db.$disconnect());
  await db.$executeRawUnsafe("CREATE TABLE t (x INTEGER)");
  await before(db);

  const holder = await holdWriteLockElsewhere(path);
  // Prisma's write waits in SQLite's busy handler, on this thread: the release goes first (libuv writes it to the
  // pipe at once), and the holder, reading it in its own process, commits while the write below waits.
  holder.release();
  await db.$executeRawUnsafe("INSERT INTO t (x) VALUES (2)");
  expect(await holder.exited).toBe(0);
  const rows = await db.$queryRawUnsafe<Array<{ x: number | bigint }>>("SELECT x FROM t ORDER BY x");
  expect(rows.map((row) => Number(row.x))).toEqual(expect.arrayContaining([1, 2]));
});

test("a write that gave up on another connection's lock leaves nothing behind: the next transaction commits, and writes go on", async () => {
  const path = freshDatabase();
  const db = createDb(`file:${path}`, { sqliteBusyTimeoutMs: 100 });
  cleanups.push(() => db.$disconnect());
  await db.$executeRawUnsafe("CREATE TABLE t (x INTEGER)");

  const holder = await holdWriteLockElsewhere(path);
  await expect(db.$executeRawUnsafe("INSERT INTO t (x) VALUES (2)")).rejects.toThrow(/timed out|SQLITE_BUSY/);
  holder.release();
  expect(await holder.exited).toBe(0);

  // libSQL left the failed INSERT in progress on its connection; a transaction begun there could not commit.
  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("INSERT INTO t (x) VALUES (3)");
  });
  await db.$executeRawUnsafe("INSERT INTO t (x) VALUES (4)");
  const rows = await db.$queryRawUnsafe<Array<{ x: number | bigint }>>("SELECT x FROM t ORDER BY x");
  expect(rows.map((row) => Number(row.x))).toEqual([1, 3, 4]);
});

const insertX = (x: number) => ({ text: "INSERT INTO t (x) VALUES ($1)", values: [x] });
const xs = async (db: Db) =>
  (await db.$queryRawUnsafe<Array<{ x: number | bigint }>>("SELECT x FROM t ORDER BY x")).map((row) => Number(row.x));

test("writes sent together wait for a transaction the app has open, instead of meeting its lock", async () => {
  const db = createDb(`file:${freshDatabase()}`, { sqliteBusyTimeoutMs: 200 });
  cleanups.push(() => db.$disconnect());
  await db.$executeRawUnsafe("CREATE TABLE t (x INTEGER)");

  let together: Promise<number[]> | undefined;
  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("INSERT INTO t (x) VALUES (1)");
    // Sent while the transaction holds SQLite's write lock on the connection libSQL handed it: run at once on
    // the client's other connection, they would wait out the busy timeout on the event loop and fail.
    together = plainExecuteTogether(db, [insertX(2), insertX(3)]);
    await new Promise((resolve) => setImmediate(resolve));
    await tx.$executeRawUnsafe("INSERT INTO t (x) VALUES (4)");
  });
  expect(await together).toEqual([1, 1]);
  expect(await xs(db)).toEqual([1, 2, 3, 4]);
});

test.each([
  ["writes sent together", (db: Db) => plainExecuteTogether(db, [insertX(2), insertX(3)])],
  ["a plain write", (db: Db) => plainExecute(db, insertX(2).text, insertX(2).values)],
])("%s that gave up on another connection's lock leave nothing behind", async (_label, write) => {
  const path = freshDatabase();
  const db = createDb(`file:${path}`, { sqliteBusyTimeoutMs: 100 });
  cleanups.push(() => db.$disconnect());
  await db.$executeRawUnsafe("CREATE TABLE t (x INTEGER)");

  const holder = await holdWriteLockElsewhere(path);
  await expect(write(db)).rejects.toThrow(/SQLITE_BUSY|locked/);
  holder.release();
  expect(await holder.exited).toBe(0);

  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("INSERT INTO t (x) VALUES (4)");
  });
  expect(await plainExecuteTogether(db, [insertX(5), insertX(6)])).toEqual([1, 1]);
  await db.$executeRawUnsafe("INSERT INTO t (x) VALUES (7)");
  expect(await xs(db)).toEqual([1, 4, 5, 6, 7]);
});

test.each([
  ["writes sent together", (db: Db) => plainExecuteTogether(db, [insertX(2), insertX(3)]), [1, 2, 3]],
  ["a plain write", (db: Db) => plainExecute(db, insertX(2).text, insertX(2).values), [1, 2]],
])("%s waiting for another process's lock leave the event loop free, then commit", async (_label, write, rows) => {
  const path = freshDatabase();
  const db = createDb(`file:${path}`);
  cleanups.push(() => db.$disconnect());
  await db.$executeRawUnsafe("CREATE TABLE t (x INTEGER)");

  const holder = await holdWriteLockElsewhere(path);
  let written = false;
  const writing = write(db).then((counts) => ((written = true), counts));
  // The holder commits only when this event loop gets to tell it: SQLite's own busy handler would sleep on this
  // thread until its busy timeout, and the write would fail without the loop ever turning.
  await new Promise((resolve) => setImmediate(resolve));
  expect(written).toBe(false);
  expect(holder.exitedYet()).toBe(false);
  holder.release();
  await writing;
  expect(await holder.exited).toBe(0);
  // The holder's row and the write's: both committed.
  expect(await xs(db)).toEqual(rows);
});

test("plain statements on SQLite use the driver Prisma's adapter loaded: one copy of SQLite in the process", async () => {
  const db = createDb(`file:${freshDatabase()}`);
  cleanups.push(() => db.$disconnect());
  await db.$executeRawUnsafe("CREATE TABLE t (x INTEGER)");
  await plainExecute(db, "INSERT INTO t (x) VALUES ($1)", [1]);
  expect(await plainQuery<{ x: number }>(db, "SELECT x FROM t", [])).toEqual([{ x: 1 }]);
  // Two copies would each keep their own record of the file's POSIX locks (sqlite.org/howtocorrupt.html).
  const natives = Object.keys(createRequire(import.meta.url).cache).filter((path) => /libsql.*\.node$/.test(path));
  expect(natives).toHaveLength(1);
});

test("plain statements and Prisma's, on their two connections, each read what the other just wrote", async () => {
  const db = createDb(`file:${freshDatabase()}`);
  cleanups.push(() => db.$disconnect());
  await db.$executeRawUnsafe("CREATE TABLE t (id INTEGER PRIMARY KEY, x INTEGER)");
  await db.$executeRawUnsafe("INSERT INTO t (id, x) VALUES (1, 0), (2, 0)");
  // Reads of the shapes the app's plain statements take: a row, a limited union, a write that returns its row.
  const reads = [
    "SELECT x FROM t WHERE id = $1",
    "SELECT x FROM (SELECT x FROM t WHERE id = $1 UNION ALL SELECT x FROM t WHERE id = 99) LIMIT 1",
    "UPDATE t SET x = x WHERE id = $1 RETURNING x",
  ];
  for (let round = 1; round <= 10; round++) {
    for (const read of reads) {
      await db.$executeRawUnsafe(`UPDATE t SET x = ${round} WHERE id = 1`);
      expect(await plainQuery<{ x: number }>(db, read, [1])).toEqual([{ x: round }]);
    }
    await plainExecute(db, "UPDATE t SET x = $1 WHERE id = 2", [round]);
    expect(Number((await db.$queryRawUnsafe<Array<{ x: number | bigint }>>("SELECT x FROM t WHERE id = 2"))[0].x)).toBe(
      round,
    );
  }
});

test("plain statements past the connection's kept texts still run, each with its own values, the dropped ones again", async () => {
  const db = createDb(`file:${freshDatabase()}`);
  cleanups.push(() => db.$disconnect());
  await db.$executeRawUnsafe("CREATE TABLE t (x INTEGER)");
  await plainExecuteTogether(db, [insertX(1), insertX(2), insertX(3)]);
  // One text per length, as a generated IN list makes them: more than the connection keeps prepared (200).
  const atLeast = (length: number) => `SELECT count(*) AS n FROM t WHERE x >= $1${" AND x >= $1".repeat(length)}`;
  for (const round of [1, 2]) {
    for (let length = 0; length < 250; length++) {
      const floor = (length % 3) + 1;
      expect(await plainQuery<{ n: number }>(db, atLeast(length), [floor]), `round ${round}, text ${length}`).toEqual([
        { n: 4 - floor },
      ]);
    }
  }
  expect(await plainExecute(db, "UPDATE t SET x = x + $1 WHERE x >= $2", [10, 3])).toBe(1);
  expect(await plainQuery<{ n: number }>(db, atLeast(0), [11])).toEqual([{ n: 1 }]);
});

test("a plain read gives integers as numbers, and refuses one a number cannot hold rather than round it", async () => {
  const db = createDb(`file:${freshDatabase()}`);
  cleanups.push(() => db.$disconnect());
  await db.$executeRawUnsafe("CREATE TABLE t (x INTEGER)");
  await plainExecute(db, "INSERT INTO t (x) VALUES ($1)", [Number.MAX_SAFE_INTEGER]);
  expect(await plainQuery(db, "SELECT x, x - 1 AS y FROM t", [])).toEqual([
    { x: Number.MAX_SAFE_INTEGER, y: Number.MAX_SAFE_INTEGER - 1 },
  ]);
  await expect(plainQuery(db, "SELECT x + 2 AS z FROM t", [])).rejects.toThrow(RangeError);
});

test("a SQLite URL names its file as libSQL's client reads it; a database in memory is refused", () => {
  expect(sqliteFilePath("file:./.data/app.db")).toBe("./.data/app.db");
  expect(sqliteFilePath("file:/srv/app.db")).toBe("/srv/app.db");
  expect(sqliteFilePath("file:///srv/app.db")).toBe("/srv/app.db");
  expect(sqliteFilePath("file:./app.db?mode=rwc")).toBe("./app.db");
  expect(() => sqliteFilePath("file::memory:")).toThrow(/SQLite file/);
});

test("a plain statement's name is one per text, and past the cap a new text runs unnamed while the named keep theirs", () => {
  const nameOf = statementNamer(2);
  const finder = nameOf('SELECT "id" FROM "Shop" WHERE "webhookToken" = $1');
  expect(finder).toMatch(/^dc_[0-9a-f]{24}$/);
  expect(nameOf('SELECT "id" FROM "Shop" WHERE "webhookToken" = $1')).toBe(finder);
  const insert = nameOf('INSERT INTO "DeliveryWebhookReceipt" ("id") VALUES ($1)');
  expect(insert).toMatch(/^dc_/);
  expect(insert).not.toBe(finder);
  expect(nameOf('UPDATE "ShipmentEvent" SET "appliedToShopifyAt" = $1 WHERE "id" IN ($2, $3)')).toBeUndefined();
  expect(nameOf('SELECT "id" FROM "Shop" WHERE "webhookToken" = $1')).toBe(finder);
});

/**
 * The database packages a child process resolves (by import or require) once it has made a client for `url` and run
 * `then` with it, and loaded the job queue's module; each case is a process of its own, so nothing is loaded before.
 */
function packagesLoadedFor(url: string, then = ""): string[] {
  const script = `
    import { registerHooks } from "node:module";
    const resolved = new Set();
    registerHooks({ resolve(specifier, context, next) { const result = next(specifier, context); resolved.add(result.url); return result; } });
    const { createDb, columnsOf, plainQuery } = await import("./app/db.server.ts");
    await import("./app/jobs/create-job-queue.server.ts");
    const db = createDb(${JSON.stringify(url)});
    columnsOf("Shop", "s");
    ${then}
    // Each URL's innermost package: a package's own copy of another (under its node_modules) is that other.
    const names = [...resolved].flatMap((url) => /.*node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url)?.[1] ?? []);
    console.log(JSON.stringify([...new Set(names)]));
    process.exit(0);`;
  const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: process.cwd(),
    encoding: "utf8",
  });
  if (child.status !== 0) throw new Error(`the child failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1)!) as string[];
}

const SQLITE_PACKAGES = ["libsql", "@libsql/client", "@prisma/adapter-libsql", "@delivery-connect/prisma-sqlite"];
const POSTGRES_PACKAGES = ["pg", "pg-boss", "@prisma/adapter-pg", "@delivery-connect/prisma-postgresql"];

test("a process on PostgreSQL loads PostgreSQL's packages and none of SQLite's (each start paid for both)", () => {
  // No server is asked: making the client opens no connection.
  const loaded = packagesLoadedFor("postgresql://nobody@127.0.0.1:1/none");
  expect(loaded).toEqual(expect.arrayContaining(["pg", "@prisma/adapter-pg", "@delivery-connect/prisma-postgresql"]));
  expect(loaded.filter((name) => SQLITE_PACKAGES.includes(name))).toEqual([]);
});

test("a process on SQLite loads SQLite's packages, its plain statements' driver too, and none of PostgreSQL's", () => {
  const loaded = packagesLoadedFor(`file:${freshDatabase()}`, `await plainQuery(db, "SELECT 1 AS one", []);`);
  expect(loaded).toEqual(expect.arrayContaining(SQLITE_PACKAGES));
  expect(loaded.filter((name) => POSTGRES_PACKAGES.includes(name))).toEqual([]);
});
