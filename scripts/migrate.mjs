// Brings the database named by DATABASE_URL to the latest migration (no client generation).
// SQLite: `prisma migrate deploy`. PostgreSQL: Prisma's JavaScript schema engine cannot read
// PostgreSQL's catalogue through @prisma/adapter-pg (prisma/orm#27403, "Column type 'name' could
// not be deserialized"), so the same migration files are applied here, in order, each in a
// transaction, and recorded in Prisma's own _prisma_migrations table (same columns, same sha256
// checksum) so `prisma migrate deploy` can take over once the bug is fixed.
// See docs/decisions/003-postgresql-migrations.md.
import { execFileSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import pg from "pg";

const url = process.env.DATABASE_URL ?? "file:./prisma/dev.db";

if (/^postgres(ql)?:\/\//.test(url)) {
  await migratePostgres(url, "prisma/postgresql/migrations");
} else {
  if (url.startsWith("file:")) mkdirSync(dirname(url.slice("file:".length)), { recursive: true });
  execFileSync("prisma", ["migrate", "deploy"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: url },
  });
}

async function migratePostgres(connectionString, directory) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // One migrator at a time across instances starting together.
    await client.query("SELECT pg_advisory_lock(727001)");
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const applied = new Set(
      (
        await client.query(
          `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        )
      ).rows.map((row) => row.migration_name),
    );
    const names = readdirSync(directory, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    for (const name of names.filter((candidate) => !applied.has(candidate))) {
      const sql = readFileSync(`${directory}/${name}/migration.sql`, "utf8");
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), createHash("sha256").update(sql).digest("hex"), name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${name} failed: ${error.message}`);
      }
    }
  } finally {
    await client.end();
  }
}
