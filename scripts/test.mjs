// `npm test`: the whole suite. Unit tests and the demo once; integration tests (real app, sandbox, Shopify
// stand-in over HTTP) once on a fresh SQLite file and once on a fresh PostgreSQL database.
// Ends with one line "tests: N passed, N failed" and exits non-zero if anything failed.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import pg from "pg";

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const runId = `${Date.now().toString(36)}${process.pid}`;
const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- sqlite`

mkdirSync(".data", { recursive: true });
execFileSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
if (wants("sqlite") || wants("postgresql") || wants("demo")) execFileSync("npx", ["remix", "vite:build", "--logLevel", "warn"], { stdio: "inherit" });

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRuns = 0;
if (wants("unit")) runVitest("unit", ["--project", "unit"], {});
if (wants("demo")) runVitest("demo", ["--project", "demo"], {});
if (wants("sqlite")) {
  const file = `.data/test-${runId}.db`;
  runVitest("integration on SQLite", ["--project", "integration"], { DATABASE_URL: `file:./${file}` });
  // The browser tests of the admin pages, in headless Chromium, on the same database.
  runVitest("browser (admin pages)", ["--project", "e2e"], { DATABASE_URL: `file:./${file}` });
  rmSync(file, { force: true });
}
if (wants("postgresql")) await withPostgresDatabase((url) => runVitest("integration on PostgreSQL", ["--project", "integration"], { DATABASE_URL: url }));

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);

function wants(part) {
  return only.length === 0 || only.includes(part);
}

function runVitest(label, args, env) {
  console.log(`\n=== ${label} ===`);
  const report = `.data/vitest-${runId}-${label.replace(/\W+/g, "-")}.json`;
  const result = spawnSync("npx", ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  try {
    const json = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    if (json.numTotalTests === 0) failedRuns++;
  } catch {
    failedRuns++;
  }
  rmSync(report, { force: true });
  if (result.status !== 0) failedRuns++;
}

async function withPostgresDatabase(run) {
  const name = `delivery_connect_test_${runId}`.toLowerCase();
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.error(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL.replace(/\/\/[^@]*@/, "//")}: ${error.message}\nStart it (README, "PostgreSQL") or set TEST_POSTGRES_URL.`);
    failedRuns++;
    return;
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
