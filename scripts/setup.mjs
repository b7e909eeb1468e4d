// `npm run setup`: generate the Prisma clients and the Admin API types, and bring the database named
// by DATABASE_URL (default: the embedded SQLite file) to the latest migration. Safe to run any number of times.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

execFileSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
// The types only serve type-checking (docs/decisions/031): an install without devDependencies skips them.
if (existsSync("node_modules/.bin/graphql-codegen"))
  execFileSync("npm", ["run", "--silent", "graphql-codegen", "--", "--errors-only"], { stdio: "inherit" });
else console.log("graphql types: skipped (no devDependencies installed; app/types/ is committed)");
execFileSync("node", ["scripts/migrate.mjs"], { stdio: "inherit" });
console.log(`database: migrated ${(process.env.DATABASE_URL ?? "file:./prisma/dev.db").replace(/\/\/[^@]*@/, "//")}`);
