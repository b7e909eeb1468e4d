import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";

/*
 * What `npm start` and `npm test` do before the app can run, for scripts that start the stack
 * themselves (the demo, the benchmarks): build the app when its build is missing or older than
 * its sources, and bring a database to the latest migration. Both run in the repository root.
 */

const BUILD_ENTRY = "build/server/index.cjs";
const BUILD_INPUTS = [
  "app",
  "vite.config.ts",
  "server.mjs",
  "package-lock.json",
  "tsconfig.json",
  "prisma/schema.prisma",
];

/** The environment for child tools: node_modules/.bin first, so `prisma` and `node` are the project's (Node 22). */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const path = [resolve("node_modules/.bin"), process.env.PATH ?? ""].join(delimiter);
  return { ...process.env, PATH: path, ...extra };
}

/** The newest modification time under the given files and folders (0 if none exist). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** Why the app must be built, or null when build/ is newer than every source file. */
export function buildIsStale(): string | null {
  if (!existsSync(BUILD_ENTRY)) return `${BUILD_ENTRY} does not exist yet`;
  const built = statSync(BUILD_ENTRY).mtimeMs;
  return newestMtime(BUILD_INPUTS) > built ? "the sources changed since the last build" : null;
}

/** `npx remix vite:build`; throws with the build's own output when it fails. */
export function buildApp(): void {
  const result = spawnSync(
    process.execPath,
    ["node_modules/@remix-run/dev/dist/cli.js", "vite:build", "--logLevel", "error"],
    {
      env: toolEnv(),
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0)
    throw new Error(`The app's build failed (npx remix vite:build):\n${result.stdout}\n${result.stderr}`);
}

/** `node scripts/migrate.mjs` on the given database (SQLite file or PostgreSQL). */
export function migrateDatabase(databaseUrl: string): void {
  const result = spawnSync(process.execPath, ["scripts/migrate.mjs"], {
    env: toolEnv({ DATABASE_URL: databaseUrl }),
    encoding: "utf8",
  });
  if (result.status !== 0)
    throw new Error(`Migrating ${databaseUrl.replace(/\/\/[^@]*@/, "//")} failed:\n${result.stdout}\n${result.stderr}`);
}
