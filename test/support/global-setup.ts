import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { dropSharedDatabase, SHARED_STACK_PIDS } from "../../stack/shared-stack";

/*
 * Once per integration run: the database named by DATABASE_URL is migrated and the app is built
 * (scripts/test.mjs does both before it starts vitest; this makes a direct `vitest --project
 * integration` work too). At the end, any app a worker's shared stack left running is stopped.
 */
export default function setup() {
  if (!process.env.DATABASE_URL) throw new Error("Integration tests need DATABASE_URL: run them through `npm test`.");
  execFileSync(process.execPath, ["scripts/migrate.mjs"], { stdio: "inherit" });
  if (!existsSync("build/server/index.js")) execFileSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
  const databaseUrl = process.env.DATABASE_URL;
  return async function teardown() {
    const ours = join(SHARED_STACK_PIDS, String(process.pid));
    if (!existsSync(ours)) return;
    for (const pid of readdirSync(ours)) {
      try {
        process.kill(Number(pid), "SIGTERM");
      } catch {
        // already gone
      }
    }
    rmSync(ours, { recursive: true, force: true });
    await dropSharedDatabase(databaseUrl);
  };
}
