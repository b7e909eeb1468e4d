import { rmSync } from "node:fs";
import pg from "pg";
import { migrateDatabase } from "../stack/prepare-app";
import { startStack, type Stack, type StackOptions } from "../stack/stack";

/*
 * Each benchmark section runs on its own fresh database and its own stack (sandbox, Shopify
 * stand-in, the real built app), started as the integration tests start them, on free ports of
 * 127.0.0.1. Nothing is shared between sections, so one section's backlog never slows another.
 */

export type BenchDatabase = { label: "SQLite" | "PostgreSQL"; url: string; drop(): Promise<void> };

const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const runId = `${Date.now().toString(36)}${process.pid}`;

export function sqliteDatabase(name: string): BenchDatabase {
  const file = `.data/bench-${name}-${runId}.db`;
  const url = `file:./${file}`;
  migrateDatabase(url);
  return {
    label: "SQLite",
    url,
    async drop() {
      for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

/** A temporary PostgreSQL database, as scripts/test.mjs makes one; a string says why there is none. */
export async function postgresDatabase(name: string): Promise<BenchDatabase | string> {
  const database = `delivery_connect_bench_${name}_${runId}`.toLowerCase();
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL.replace(/\/\/[^@]*@/, "//")} (${(error as Error).message}); set BENCH_POSTGRES_URL to run this part.`;
  }
  try {
    await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  try {
    migrateDatabase(url.toString());
  } catch (error) {
    await drop();
    throw error;
  }
  return { label: "PostgreSQL", url: url.toString(), drop };
}

/** The stack on the given database; the app logs at info, as in production. */
export async function startBenchStack(
  database: BenchDatabase,
  env: Record<string, string> = {},
  options: StackOptions = {},
): Promise<Stack> {
  // Production time: the figures are the app's real schedule.
  // The production default of JOB_WORKER_NICENESS (the test stacks' is 0): the bench measures what a merchant runs,
  // unless the bench's own environment sets it (0 for the comparison of docs/decisions/106).
  const niceness = process.env.JOB_WORKER_NICENESS ?? "10";
  return startStack(
    { DATABASE_URL: database.url, LOG_LEVEL: "info", JOB_WORKER_NICENESS: niceness, ...env },
    { timeScale: 1, ...options },
  );
}

/** Runs `body` on a fresh stack and database, and always stops and drops them. */
export async function withBenchStack<T>(
  database: BenchDatabase,
  env: Record<string, string>,
  options: StackOptions,
  body: (stack: Stack) => Promise<T>,
): Promise<T> {
  let stack: Stack | undefined;
  try {
    stack = await startBenchStack(database, env, options);
    return await body(stack);
  } finally {
    await stack?.stop();
    await database.drop();
  }
}
