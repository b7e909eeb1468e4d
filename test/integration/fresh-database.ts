import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { isPostgresUrl } from "~/db.server";
import { testDatabaseUrl } from "../../stack/test-env";

/**
 * A new, migrated database of the kind under test (an SQLite file, or a database on the same
 * PostgreSQL server), for a test that must not see the shops other test files left in the shared one.
 */
export async function freshDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${label}_${randomBytes(4).toString("hex")}`;
  const shared = testDatabaseUrl();
  if (!isPostgresUrl(shared)) {
    const file = `./.data/${name}.db`;
    migrate(`file:${file}`);
    const drop = async () =>
      ["", "-wal", "-shm", "-journal"].forEach((end) => rmSync(`${file}${end}`, { force: true }));
    return { url: `file:${file}`, drop };
  }
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: shared });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  migrate(url.toString());
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

function migrate(url: string) {
  execFileSync(process.execPath, ["scripts/migrate.mjs"], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
