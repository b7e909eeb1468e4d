import type { TransactionMode } from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient as SqliteClient } from "@delivery-connect/prisma-sqlite";
import { PrismaClient as PostgresClient } from "@delivery-connect/prisma-postgresql";

/*
 * One data model, two databases: SQLite (libSQL) is the embedded default, PostgreSQL the database
 * for larger merchant bases. DATABASE_URL decides. Both generated clients come from the same
 * schema (scripts/prisma-schemas.mjs), so the SQLite client's type describes both.
 */
export type Db = SqliteClient;

/** How long a SQLite writer waits for another connection's write to finish instead of failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000;

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//.test(url);
}

/*
 * The web server, its job workers and the CLI each hold a connection to the same SQLite file.
 * WAL lets readers work beside a writer, and a busy timeout makes a second writer wait its turn
 * rather than fail with SQLITE_BUSY (which Prisma reports as "Operation has timed out").
 *
 * libSQL's client hands its connection to each interactive transaction and opens a fresh one for
 * what follows, with no busy timeout (a connection setting). So the timeout is set again on the new
 * connection as soon as a transaction takes the old one: `execute` opens it synchronously, before
 * any other statement can run on it.
 */
class PrismaLibSQLShared extends PrismaLibSQL {
  override createClient(config: Parameters<PrismaLibSQL["createClient"]>[0]) {
    const client = super.createClient(config);
    const waitForWriters = () => void client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    waitForWriters();
    void client.execute("PRAGMA journal_mode = WAL");
    const transaction = client.transaction.bind(client);
    client.transaction = (mode?: TransactionMode) => {
      const started = transaction(mode);
      waitForWriters();
      return started;
    };
    return client;
  }
}

/** `poolMax`: PostgreSQL's pool size (DATABASE_POOL_MAX); SQLite has one connection. */
export function createDb(databaseUrl: string, { poolMax = 10 }: { poolMax?: number } = {}): Db {
  if (isPostgresUrl(databaseUrl)) {
    // The pool is ours so that the hot paths can use it without Prisma (plainQuery below);
    // Prisma still owns its life: $disconnect ends it.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    const db = new PostgresClient({ adapter }) as unknown as Db;
    pools.set(db, pool);
    return db;
  }
  return new SqliteClient({ adapter: new PrismaLibSQLShared({ url: databaseUrl }) });
}

/*
 * The acknowledgement and checkout hot paths send their few statements as plain SQL (decision
 * 034), and on PostgreSQL through the driver, beside Prisma on the same pool: even a plain
 * `$queryRaw` costs about 1 ms of CPU in Prisma's client and adapter, the driver's own query a
 * fraction of that (npm run bench -- statements, docs/decisions/054). What Prisma's adapter does for
 * its queries is done here: timestamp columns (no zone; Prisma writes UTC) read and write as UTC.
 * On SQLite the same text goes through Prisma's tagged `$queryRaw`, as before (sqliteStatement).
 */
const pools = new WeakMap<object, pg.Pool>();
const TIMESTAMP_OID = 1114;
const UTC_TIMESTAMPS = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID
      ? (text: string) => new Date(`${text.replace(" ", "T")}Z`)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

async function viaDriver(pool: pg.Pool, text: string, values: readonly unknown[]) {
  const params = values.map((value) => (value instanceof Date ? value.toISOString() : value));
  return pool.query({ text, values: params, types: UTC_TIMESTAMPS });
}

/**
 * The statement as the tagged template `$queryRaw\`…\`` builds it, one `?` per use of a value:
 * SQLite's path stays exactly the one every earlier release took. (Prisma's `$queryRawUnsafe` with
 * `?1` placeholders, tried first, let a delivery's write meet SQLITE_BUSY at once, without the busy
 * timeout, after a database outage: twice in three full runs, never before.)
 */
function sqliteStatement(text: string, values: readonly unknown[]): Prisma.Sql {
  const strings: string[] = [];
  const ordered: unknown[] = [];
  let from = 0;
  for (const placeholder of text.matchAll(/\$(\d+)/g)) {
    strings.push(text.slice(from, placeholder.index));
    ordered.push(values[Number(placeholder[1]) - 1]);
    from = placeholder.index + placeholder[0].length;
  }
  strings.push(text.slice(from));
  return Prisma.sql(strings, ...ordered);
}

/** Rows of one statement with `$1`… placeholders; dates read and written as through Prisma's models. */
export async function plainQuery<Row>(db: Db, text: string, values: readonly unknown[]): Promise<Row[]> {
  const pool = pools.get(db);
  if (pool) return (await viaDriver(pool, text, values)).rows as Row[];
  return db.$queryRaw<Row[]>(sqliteStatement(text, values));
}

/** The number of rows one statement changed (`$1`… placeholders). */
export async function plainExecute(db: Db, text: string, values: readonly unknown[]): Promise<number> {
  const pool = pools.get(db);
  if (pool) return (await viaDriver(pool, text, values)).rowCount ?? 0;
  return db.$executeRaw(sqliteStatement(text, values));
}
