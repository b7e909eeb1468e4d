import type { TransactionMode } from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "@delivery-connect/prisma-sqlite";
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
    const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolMax });
    return new PostgresClient({ adapter }) as unknown as Db;
  }
  return new SqliteClient({ adapter: new PrismaLibSQLShared({ url: databaseUrl }) });
}
