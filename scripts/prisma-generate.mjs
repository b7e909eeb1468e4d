// Generates both Prisma clients (SQLite and PostgreSQL) from their schemas. Prisma reads the
// generator's engine type only when DATABASE_URL is set, so a placeholder is given when it is not;
// generating never connects to a database.
import { execFileSync } from "node:child_process";

execFileSync("node", ["scripts/prisma-schemas.mjs"], { stdio: "inherit" });
const targets = [
  ["prisma/schema.prisma", "file:./prisma/dev.db"],
  ["prisma/postgresql/schema.prisma", "postgresql://localhost:5432/placeholder"],
];
for (const [schema, placeholderUrl] of targets) {
  execFileSync("prisma", ["generate", "--no-hints", "--schema", schema], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: placeholderUrl },
  });
}
console.log("prisma: generated the SQLite and PostgreSQL clients");
