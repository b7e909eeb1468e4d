// `npm test`: the whole suite. Unit tests and the demo once; the Dockerfile's commands once; integration tests
// (real app, sandbox, Shopify stand-in over HTTP) on a fresh SQLite file and on a fresh PostgreSQL database; the
// browser tests of the admin pages. Independent parts run side by side (lanes below), each into its own log that is
// printed whole when the part ends, so the output stays readable. Ends with one line "tests: N passed, N failed"
// and exits non-zero if anything failed. A test file that fails to load or start, a part that ran no tests and a
// part that crashed count as failed too, and the closing line is printed whatever happened.
// Needs nothing but Node: PostgreSQL comes from scripts/test-postgres.mjs when none answers, Chromium from
// test/support/browser/chromium.ts when none is installed.
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import pg from "pg";
import { TIMED_FILES } from "../test/integration/timed-files.mjs";
import { cpuGroup, leaveGroups } from "./cpu-meter.mjs";
import { postgresForTests } from "./test-postgres.mjs";

const TIME = "/usr/bin/time";
const runId = `${Date.now().toString(36)}${process.pid}`;
const startedAt = Date.now();
// Parts (`npm test -- unit`, `-- demo`, `-- deploy`, `-- sqlite`, `-- browser`, `-- postgresql`) and test files
// (`npm test -- postgresql test/integration/startup.test.ts`): with files, a part none of them belongs to is left out.
// `npm test -- changed`: the inner loop: the unit tests vitest relates to uncommitted changes (--changed), and the
// integration and browser test files changed since the last commit, on SQLite.
const args = process.argv.slice(2);
const changedOnly = args.includes("changed");
const files = changedOnly ? changedTestFiles() : args.filter((arg) => arg.includes("/"));
const only = changedOnly ? ["unit", "sqlite", "browser"] : args.filter((arg) => !arg.includes("/"));

const totals = { passed: 0, failed: 0, skipped: 0 };
const notRun = [];
// Named again at the very end, so that the last lines of a long run (all CI keeps) say what failed.
const failedTests = [];
const timings = [];
// The run's CPU, and each part's, counted by control group where Linux offers one (./cpu-meter.mjs); this process
// joins the run's group, so everything it starts is in it.
const runGroup = joinedGroup(cpuGroup(`npm-test-${runId}`));
const partGroups = [];

// Whatever goes wrong in this script itself, the run still ends with its closing line.
process.on("uncaughtException", (error) => finish(`test runner: ${error?.stack ?? error}`));
process.on("unhandledRejection", (error) => finish(`test runner: ${error?.stack ?? error}`));

mkdirSync(".data", { recursive: true });
execFileSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
if (wants("sqlite") || wants("browser") || wants("postgresql") || wants("demo"))
  execFileSync("npx", ["remix", "vite:build", "--logLevel", "warn"], { stdio: "inherit" });

// Two phases (docs/decisions/036). First, everything whose tests hold on a loaded machine, side by side: unit and
// demo in one lane; the browser tests in another; the Dockerfile's commands (mostly npm's disk and network work) in another; the
// integration files on SQLite and on PostgreSQL in one lane each. Then, with nothing else running, the few integration
// files whose subject is real time or load (vitest.config.ts's `integration-timed`), one at a time per database.
const sqliteFile = `.data/test-${runId}.db`;
// INTEGRATION_WORKERS files at once per database (default 2: with both databases side by side that is four files,
// most of whose time is spent waiting on the app's timers and the service's answers, not computing). Three were
// slower on two cores: each worker loads the app's modules, and the run took 669 s against 589–592 (decision 059).
const integration = (project) => [
  "--project",
  project,
  `--maxWorkers=${process.env.INTEGRATION_WORKERS ?? 2}`,
  "--minWorkers=1",
];
// With files named, each integration project runs only if one of them is its own.
const timedNamed = files.filter((file) => TIMED_FILES.includes(file));
const wantsProject = (project) =>
  files.length === 0 || (project === "integration-timed" ? timedNamed.length > 0 : timedNamed.length < files.length);
const postgres = wants("postgresql") ? await postgresDatabase() : undefined;
await Promise.all([
  lane(async () => {
    if (changedOnly)
      await runVitest("unit (related to changes)", ["--project", "unit", "--changed", "--passWithNoTests"], {}, []);
    else if (wants("unit")) await runVitest("unit", ["--project", "unit"], {});
    if (wants("demo")) await runVitest("demo", ["--project", "demo"], {});
  }),
  // The browser tests of the admin pages, in headless Chromium, on their own database file.
  lane(async () => {
    if (wants("browser"))
      await runVitest("browser (admin pages)", ["--project", "e2e"], {
        DATABASE_URL: `file:./.data/test-${runId}-browser.db`,
      });
  }),
  // The Dockerfile's commands in a fresh copy (needs the npm registry or its cache, as `npm install` does).
  lane(async () => {
    if (wants("deploy")) await runVitest("deploy (Dockerfile)", ["--project", "deploy"], {});
  }),
  lane(async () => {
    if (wants("sqlite") && wantsProject("integration"))
      await runVitest("integration on SQLite", integration("integration"), { DATABASE_URL: `file:./${sqliteFile}` });
  }),
  lane(async () => {
    if (postgres?.url && wantsProject("integration"))
      await runVitest("integration on PostgreSQL", integration("integration"), { DATABASE_URL: postgres.url });
  }),
]);
// The two databases' timed files side by side: they wait on real-time windows far more than they compute (78 s and
// 120 s of wall time for 32 s and 38 s of CPU), so each still has the machine mostly to itself.
if (wantsProject("integration-timed"))
  await Promise.all([
    lane(async () => {
      if (wants("sqlite"))
        await runVitest("timed integration on SQLite", integration("integration-timed"), {
          DATABASE_URL: `file:./${sqliteFile}`,
        });
    }),
    lane(async () => {
      if (postgres?.url)
        await runVitest("timed integration on PostgreSQL", integration("integration-timed"), {
          DATABASE_URL: postgres.url,
        });
    }),
  ]);
await postgres?.close();
finish();

function finish(crash) {
  if (crash) failToRun(crash.split("\n")[0]);
  for (const suffix of ["", "-browser"])
    for (const end of ["", "-wal", "-shm", "-journal"])
      rmSync(`.data/test-${runId}${suffix}.db${end}`, { force: true });
  if (timings.length) console.log(`\ntimes (${cpuCounted()}):\n${timings.map((line) => `  ${line}`).join("\n")}`);
  if (failedTests.length) console.log(`\nfailed tests:\n${failedTests.map((line) => `  - ${line}`).join("\n")}`);
  if (notRun.length)
    console.log(
      `\nfailed to run (each counted as one failed test):\n${notRun.map((line) => `  - ${line}`).join("\n")}`,
    );
  console.log(`\nwhole run: ${seconds(Date.now() - startedAt)}${runCpu()}`);
  console.log(
    `\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
  );
  process.exit(totals.failed > 0 ? 1 : 0);
}

/** One lane: a part that throws is a failed part, and the other lanes go on. */
async function lane(run) {
  try {
    await run();
  } catch (error) {
    failToRun(`a part crashed: ${firstLine(error?.stack ?? String(error))}`);
  }
}

function changedTestFiles() {
  const git = (gitArgs) => execFileSync("git", gitArgs, { encoding: "utf8" }).split("\n").filter(Boolean);
  const changed = [...git(["diff", "--name-only", "HEAD"]), ...git(["ls-files", "--others", "--exclude-standard"])];
  return changed.filter((file) => /^test\/(integration|e2e)\/.*\.test\.ts$/.test(file));
}

function wants(part) {
  // The unit part runs on its own in this mode; the others only for the changed files of theirs.
  if (changedOnly) return part !== "unit" && only.includes(part) && files.some((file) => partsOf(file).includes(part));
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

async function runVitest(label, vitestArgs, env, testFiles = files) {
  const slug = label.replace(/\W+/g, "-");
  const report = `.data/vitest-${runId}-${slug}.json`;
  const log = `.data/vitest-${runId}-${slug}.log`;
  const cpuFile = `.data/vitest-${runId}-${slug}.cpu`;
  const group = runGroup && cpuGroup(slug, runGroup);
  const began = Date.now();
  console.log(`=== ${label}: started`);
  const status = await new Promise((resolve) => {
    const out = createWriteStream(log);
    // The part's CPU beside its wall time says what a part costs the machine, whatever ran beside it: every process
    // it started, in a control group of its own; else under /usr/bin/time, those its processes waited for.
    const vitest = [
      "vitest",
      "run",
      ...vitestArgs,
      ...testFiles,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ];
    const [command, args] = group
      ? group.wrap("npx", vitest)
      : existsSync(TIME)
        ? [TIME, ["-f", "%U %S", "-o", cpuFile, "npx", ...vitest]]
        : ["npx", vitest];
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once("error", (error) => out.end(() => resolve(`could not start: ${error.message}`)));
    child.once("close", (code, signal) => out.end(() => resolve(signal ? `ended by ${signal}` : code)));
  });
  const took = Date.now() - began;
  const cpu = group ? `, CPU ${Math.round(group.seconds())} s` : cpuSeconds(cpuFile);
  if (group && !group.remove()) partGroups.push(group);
  console.log(`\n=== ${label} (${seconds(took)}${cpu}) ===`);
  process.stdout.write(readFileSync(log, "utf8"));
  rmSync(log, { force: true });
  let json;
  try {
    json = JSON.parse(readFileSync(report, "utf8"));
  } catch {
    json = null;
  }
  // TEST_REPORT_DIR: each part's vitest JSON report is kept there (every file's and test's duration), to read after.
  if (process.env.TEST_REPORT_DIR && existsSync(report)) {
    mkdirSync(process.env.TEST_REPORT_DIR, { recursive: true });
    copyFileSync(report, `${process.env.TEST_REPORT_DIR}/${slug}.json`);
  }
  rmSync(report, { force: true });
  timings.push(`${label.padEnd(32)} ${seconds(took).padStart(6)}${cpu}`);
  if (json) timings.push(...slowestFiles(json).map((line) => `    ${line}`));
  if (!json) return failToRun(`${label}: vitest wrote no report (exit: ${status})`);
  const failedBefore = totals.failed;
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
  if (json.numTotalTests === 0 && json.testResults.length === 0 && !changedOnly) failToRun(`${label}: no test ran`);
  else if (status !== 0 && totals.failed === failedBefore) failToRun(`${label}: vitest exited with ${status}`);
}

/** `group` with this process in it, or null (and no group left) where this process may not join it. */
function joinedGroup(group) {
  try {
    group?.join(process.pid);
    return group;
  } catch {
    group?.remove();
    return null;
  }
}

/** What the CPU figures count: every process a part started, or only those waited for. */
function cpuCounted() {
  return runGroup
    ? "CPU: every process each part started, by Linux's cpuacct control group"
    : "CPU: the processes each part waited for";
}

/**
 * ", CPU n s": the run's control group (this process and every process it started), its groups then removed, with the
 * processes waited for beside it (the count of runs before the groups, to compare with); else those alone; else nothing.
 */
function runCpu() {
  const waitedFor = childrenSeconds();
  if (!runGroup) return waitedFor === undefined ? "" : `, CPU ${waitedFor} s`;
  const cpu = `, CPU ${Math.round(runGroup.seconds())} s`;
  leaveGroups(process.pid);
  for (const group of partGroups) group.remove();
  runGroup.remove();
  return waitedFor === undefined ? cpu : `${cpu} (${waitedFor} s in processes waited for)`;
}

/** The CPU seconds of every process this run started and waited for (Linux's /proc), or undefined. */
function childrenSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // After the command's name: cutime and cstime are the 14th and 15th fields, in clock ticks (100 a second).
    return Math.round((Number(fields[13]) + Number(fields[14])) / 100);
  } catch {
    return undefined;
  }
}

/** ", CPU n s" from /usr/bin/time's "user system" line, or nothing. */
function cpuSeconds(file) {
  try {
    const [user, system] = readFileSync(file, "utf8").trim().split("\n").pop().split(" ").map(Number);
    rmSync(file, { force: true });
    return Number.isFinite(user + system) ? `, CPU ${Math.round(user + system)} s` : "";
  } catch {
    return "";
  }
}

/** The part's three slowest files, by vitest's own start and end times: where a part's time goes. */
function slowestFiles(json) {
  return json.testResults
    .map((file) => ({ name: file.name.replace(`${process.cwd()}/`, ""), ms: file.endTime - file.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((file) => `${seconds(file.ms).padStart(6)}  ${file.name}`);
}

function failToRun(line) {
  notRun.push(line);
  totals.failed++;
}

function seconds(ms) {
  return `${Math.round(ms / 1000)} s`;
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

/**
 * A PostgreSQL database of this run's own, on the server scripts/test-postgres.mjs finds or starts, open across
 * both phases. `url` is absent when none could be had (counted as a failed part); `close` drops it and stops the server.
 */
async function postgresDatabase() {
  let server;
  try {
    server = await postgresForTests();
  } catch (error) {
    failToRun(`PostgreSQL: ${error.message}. Start one (README, "Prerequisites") or set TEST_POSTGRES_URL.`);
    return undefined;
  }
  console.log(`PostgreSQL: ${server.source}`);
  const name = `delivery_connect_test_${runId}`.toLowerCase();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  const stop = async () => {
    await admin.end().catch(() => {});
    await server.stop().catch((error) => console.error(`PostgreSQL did not stop cleanly: ${error.message}`));
  };
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    failToRun(`PostgreSQL at ${server.source}: ${error.message}`);
    await stop();
    return undefined;
  }
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async close() {
      await admin
        .query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        .catch((error) => failToRun(`PostgreSQL at ${server.source}: ${error.message}`));
      await stop();
    },
  };
}
