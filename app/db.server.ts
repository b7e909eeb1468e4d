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

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//.test(url);
}

export function createDb(databaseUrl: string): Db {
  if (isPostgresUrl(databaseUrl)) {
    return new PostgresClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) }) as unknown as Db;
  }
  return new SqliteClient({ adapter: new PrismaLibSQL({ url: databaseUrl }) });
}
