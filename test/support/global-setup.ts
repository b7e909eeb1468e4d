import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { SHARED_STACK_PIDS } from "../../stack/shared-stack";
import { dropRunDatabases, prepareTemplateDatabase } from "../../stack/stack-database";

/*
 * Once per integration run: the database named by DATABASE_URL is migrated and the app is built
 * (scripts/test.mjs does both before it starts vitest; this makes a direct `vitest --project
 * integration` work too), and the template every stack's own database is copied from is made
 * (stack/stack-database.ts). At the end, any app a worker's shared stack left running is stopped and
 * every database the stacks made is dropped.
 */
export default async function setup() {
  if (!process.env.DATABASE_URL) throw new Error("Integration tests need DATABASE_URL: run them through `npm test`.");
  execFileSync(process.execPath, ["scripts/migrate.mjs"], { stdio: "inherit" });
  if (!existsSync("build/server/index.cjs")) execFileSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
  const databaseUrl = process.env.DATABASE_URL;
  await prepareTemplateDatabase(databaseUrl);
  return async function teardown() {
    const ours = join(SHARED_STACK_PIDS, String(process.pid));
    for (const pid of existsSync(ours) ? readdirSync(ours) : []) {
      try {
        process.kill(Number(pid), "SIGTERM");
      } catch {
        // already gone
      }
    }
    rmSync(ours, { recursive: true, force: true });
    await dropRunDatabases(databaseUrl);
  };
}
