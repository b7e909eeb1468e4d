import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/*
 * Once per integration run: the database named by DATABASE_URL is migrated and the app is built
 * (scripts/test.mjs does both before it starts vitest; this makes a direct `vitest --project
 * integration` work too).
 */
export default function setup() {
  if (!process.env.DATABASE_URL) throw new Error("Integration tests need DATABASE_URL: run them through `npm test`.");
  execFileSync(process.execPath, ["scripts/migrate.mjs"], { stdio: "inherit" });
  if (!existsSync("build/server/index.js")) execFileSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
}
