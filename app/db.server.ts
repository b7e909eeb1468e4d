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
 * rather than fail with SQLITE_BUSY.
 */
class PrismaLibSQLShared extends PrismaLibSQL {
  override createClient(config: Parameters<PrismaLibSQL["createClient"]>[0]) {
    const client = super.createClient(config);
    void client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    void client.execute("PRAGMA journal_mode = WAL");
    return client;
  }
}

export function createDb(databaseUrl: string): Db {
  if (isPostgresUrl(databaseUrl)) {
    return new PostgresClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) }) as unknown as Db;
  }
  return new SqliteClient({ adapter: new PrismaLibSQLShared({ url: databaseUrl }) });
}
