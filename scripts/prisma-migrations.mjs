// Development tool: (re)writes the initial migration of both databases from the schema.
// Until the first release there is one migration; after it, add new folders with `prisma migrate diff`.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

execFileSync("node", ["scripts/prisma-schemas.mjs"], { stdio: "inherit" });
const targets = [
  ["prisma/schema.prisma", "prisma/migrations", "file:./prisma/dev.db"],
  [
    "prisma/postgresql/schema.prisma",
    "prisma/postgresql/migrations",
    process.env.POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
  ],
];
for (const [schema, dir, url] of targets) {
  const sql = execFileSync("prisma", ["migrate", "diff", "--from-empty", "--to-schema-datamodel", schema, "--script"], {
    env: { ...process.env, DATABASE_URL: url },
  });
  mkdirSync(`${dir}/0001_init`, { recursive: true });
  writeFileSync(`${dir}/0001_init/migration.sql`, sql);
}
