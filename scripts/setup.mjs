// `npm run setup`: generate the Prisma clients and bring the database named by DATABASE_URL
// (default: the embedded SQLite file) to the latest migration. Safe to run any number of times.
import { execFileSync } from "node:child_process";

execFileSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
execFileSync("node", ["scripts/migrate.mjs"], { stdio: "inherit" });
console.log(`database: migrated ${(process.env.DATABASE_URL ?? "file:./prisma/dev.db").replace(/\/\/[^@]*@/, "//")}`);
