import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { isPostgresUrl } from "~/db.server";
import { migrateDatabase } from "./prepare-app";
import { startStack, type Stack } from "./stack";
import { testDatabaseUrl } from "./test-env";

/*
 * One stack per test worker instead of one per file: the integration files that run the app with its default
 * settings share it (shops are isolated by unique domains). Each file still starts from a fresh sandbox
 * (reset: the service's keys, orders, webhooks, faults and account form as seeded). The shared app has a
 * database of its own (the run's database name + "_shared"): an app's workers take any job in their database,
 * so two apps pointed at different sandboxes and stand-ins must never share one (the other files' stacks use
 * the run's database, one at a time). The app's process is stopped when the worker ends; its pid is also left
 * under .data/stack-pids/<vitest's pid>/ for the integration project's teardown (test/support/global-setup.ts).
 */
const SHARED = Symbol.for("delivery-connect.shared-stack");
export const SHARED_STACK_PIDS = ".data/stack-pids";

export async function sharedStack(): Promise<Stack> {
  const holder = globalThis as { [SHARED]?: Promise<Stack> };
  holder[SHARED] ??= startSharedStack();
  const stack = await holder[SHARED];
  stack.sandbox.reset();
  // Stopped when the worker ends, not by each file's afterAll.
  return { ...stack, stop: async () => {} };
}

async function startSharedStack(): Promise<Stack> {
  const databaseUrl = await sharedDatabase(testDatabaseUrl());
  migrateDatabase(databaseUrl);
  const stack = await startStack({ DATABASE_URL: databaseUrl });
  const pids = join(SHARED_STACK_PIDS, String(process.ppid));
  mkdirSync(pids, { recursive: true });
  writeFileSync(join(pids, String(stack.app.pid)), "");
  process.once("exit", () => {
    if (stack.app.pid) process.kill(stack.app.pid, "SIGTERM");
  });
  return stack;
}

/** The shared stack's own database beside the run's: a SQLite file next to it, or a PostgreSQL database on the same server. */
export async function sharedDatabase(runUrl: string, create = true): Promise<string> {
  if (!isPostgresUrl(runUrl)) return runUrl.replace(/(\.db)?$/, "-shared.db");
  const url = new URL(runUrl);
  const name = `${url.pathname.slice(1)}_shared`;
  if (create) {
    const admin = new pg.Client({ connectionString: runUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** Deletes the shared database (the run's teardown). */
export async function dropSharedDatabase(runUrl: string): Promise<void> {
  const shared = await sharedDatabase(runUrl, false);
  if (!isPostgresUrl(runUrl)) {
    const file = shared.slice("file:".length);
    for (const end of ["", "-wal", "-shm", "-journal"]) rmSync(`${file}${end}`, { force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: runUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(shared).pathname.slice(1)}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
