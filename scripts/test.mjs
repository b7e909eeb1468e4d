// `npm test`: the whole suite. Unit tests and the demo once; integration tests (real app, sandbox, Shopify
// stand-in over HTTP) once on a fresh SQLite file and once on a fresh PostgreSQL database.
// Ends with one line "tests: N passed, N failed" and exits non-zero if anything failed. A test file
// that fails to load or start (its tests never ran) and a part that ran no tests count as failed too.
// Needs nothing but Node: PostgreSQL comes from scripts/test-postgres.mjs when none answers, Chromium
// from test/support/browser/chromium.ts when none is installed.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import pg from "pg";
import { postgresForTests } from "./test-postgres.mjs";

const runId = `${Date.now().toString(36)}${process.pid}`;
// Parts (`npm test -- unit`, `-- demo`, `-- deploy`, `-- sqlite`, `-- browser`, `-- postgresql`) and test files
// (`npm test -- postgresql test/integration/startup.test.ts`): with files, a part none of them belongs to is left out.
const args = process.argv.slice(2);
const files = args.filter((arg) => arg.includes("/"));
const only = args.filter((arg) => !arg.includes("/"));

mkdirSync(".data", { recursive: true });
execFileSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
if (wants("sqlite") || wants("browser") || wants("postgresql") || wants("demo"))
  execFileSync("npx", ["remix", "vite:build", "--logLevel", "warn"], { stdio: "inherit" });

const totals = { passed: 0, failed: 0, skipped: 0 };
const notRun = [];
// Named again at the very end, so that the last lines of a long run (all CI keeps) say what failed.
const failedTests = [];
if (wants("unit")) runVitest("unit", ["--project", "unit"], {});
if (wants("demo")) runVitest("demo", ["--project", "demo"], {});
// The Dockerfile's commands in a fresh copy (needs the npm registry or its cache, as `npm install` does).
if (wants("deploy")) runVitest("deploy (Dockerfile)", ["--project", "deploy"], {});
if (wants("sqlite") || wants("browser")) {
  const file = `.data/test-${runId}.db`;
  if (wants("sqlite"))
    runVitest("integration on SQLite", ["--project", "integration"], { DATABASE_URL: `file:./${file}` });
  // The browser tests of the admin pages, in headless Chromium, on the same database.
  runVitest("browser (admin pages)", ["--project", "e2e"], { DATABASE_URL: `file:./${file}` });
  rmSync(file, { force: true });
}
if (wants("postgresql"))
  await withPostgresDatabase((url) =>
    runVitest("integration on PostgreSQL", ["--project", "integration"], { DATABASE_URL: url }),
  );

if (failedTests.length) console.log(`\nfailed tests:\n${failedTests.map((line) => `  - ${line}`).join("\n")}`);
if (notRun.length)
  console.log(`\nfailed to run (each counted as one failed test):\n${notRun.map((line) => `  - ${line}`).join("\n")}`);
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(totals.failed > 0 ? 1 : 0);

function wants(part) {
  const selected = only.length === 0 || only.includes(part) || (part === "browser" && only.includes("sqlite"));
  return selected && (files.length === 0 || files.some((file) => partsOf(file).includes(part)));
}

function partsOf(file) {
  if (file.startsWith("test/demo/")) return ["demo"];
  if (file.startsWith("test/integration/")) return ["sqlite", "postgresql"];
  if (file.startsWith("test/e2e/")) return ["browser"];
  if (file.startsWith("test/deploy/")) return ["deploy"];
  return ["unit"];
}

function runVitest(label, vitestArgs, env) {
  console.log(`\n=== ${label} ===`);
  const report = `.data/vitest-${runId}-${label.replace(/\W+/g, "-")}.json`;
  const failedBefore = totals.failed;
  const result = spawnSync(
    "npx",
    ["vitest", "run", ...vitestArgs, ...files, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    {
      stdio: "inherit",
      env: { ...process.env, ...env },
    },
  );
  let json;
  try {
    json = JSON.parse(readFileSync(report, "utf8"));
  } catch {
    json = null;
  }
  rmSync(report, { force: true });
  if (!json) return failToRun(`${label}: vitest wrote no report (exit code ${result.status})`);
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  for (const file of json.testResults)
    for (const test of file.assertionResults.filter((test) => test.status === "failed"))
      failedTests.push(
        `${label}: ${file.name.replace(`${process.cwd()}/`, "")} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
  // A file whose setup failed (an import, a beforeAll starting a server or a browser) has no failed
  // test of its own: its tests are reported skipped or absent. It is a failure all the same.
  for (const file of json.testResults) {
    if (file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed")) {
      failToRun(
        `${label}: ${file.name.replace(`${process.cwd()}/`, "")}: ${firstLine(file.message) || "failed to load or start"}`,
      );
    }
  }
  if (json.numTotalTests === 0 && json.testResults.length === 0) failToRun(`${label}: no test ran`);
  else if (result.status !== 0 && totals.failed === failedBefore)
    failToRun(`${label}: vitest exited with code ${result.status}`);
}

function failToRun(line) {
  notRun.push(line);
  totals.failed++;
}

function firstLine(text) {
  return (
    (text ?? "")
      .split("\n")
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? ""
  );
}

async function withPostgresDatabase(run) {
  let server;
  try {
    server = await postgresForTests();
  } catch (error) {
    return failToRun(`PostgreSQL: ${error.message}. Start one (README, "Prerequisites") or set TEST_POSTGRES_URL.`);
  }
  console.log(`PostgreSQL: ${server.source}`);
  const name = `delivery_connect_test_${runId}`.toLowerCase();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(server.adminUrl);
    url.pathname = `/${name}`;
    try {
      run(url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } catch (error) {
    failToRun(`PostgreSQL at ${server.source}: ${error.message}`);
  } finally {
    await admin.end().catch(() => {});
    await server.stop();
  }
}
