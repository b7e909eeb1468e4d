import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { TIMED_FILES } from "./test/integration/timed-files.mjs";

// "unit" needs nothing but the code under test (and servers it starts itself on port 0); "integration" and
// "integration-timed" run against the real app server, the sandbox and the Shopify stand-in, each file's stack
// on a database of its own copied from the template test/support/global-setup.ts makes of DATABASE_URL's.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Vitest 3 builds one pool of worker processes for all projects from these root options: a project's own
    // `isolate` does not reach it, and every file got a new process (the unit files' imports, the integration files'
    // shared stacks started per file). Not isolated here, a worker keeps its process, and with it its module graph
    // and shared stack, across the files of one project; each project below still says what it relies on.
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "unit",
          // Files share one module graph per worker: unit tests hold no state between files, and re-importing the
          // app for each of 120 files was most of the project's time (113 s → 24 s wall, 153 → 26 s of CPU).
          isolate: false,
          include: [
            "app/**/*.test.{ts,tsx}",
            "sandbox/**/*.test.ts",
            "shopify-stand-in/**/*.test.ts",
            "test/contract/**/*.test.ts",
            "test/docs/**/*.test.ts",
            "scripts/**/*.test.ts",
            "extensions/**/*.test.{ts,tsx}",
          ],
          testTimeout: 30_000,
          // A file's beforeAll may be seconds of CPU (app-documents parses Shopify's Admin schema): past vitest's
          // default 10 s at a load of 20 on two cores (2026-11-27). A bound for a hang, not a wait.
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "demo",
          include: ["test/demo/**/*.test.ts"],
          testTimeout: 240_000,
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          // Files side by side (scripts/test.mjs: --maxWorkers=2 on two cores): each file's stack has a database of its own (stack/stack-database.ts), and the
          // suite waits on the app's timers and retries far more than it computes (docs/decisions/036).
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          exclude: TIMED_FILES,
          globalSetup: ["test/support/global-setup.ts"],
          testTimeout: 180_000,
          // A worker's files share its process, so its shared stack (stack/shared-stack.ts) is one app per worker.
          // Isolated, every file was a new process whose shared app outlived it until the run's teardown: 35 idle
          // apps, each holding PostgreSQL connections ("sorry, too many clients already" in the timed files).
          isolate: false,
          hookTimeout: 120_000,
          // expect.poll's default deadline is one second: shorter than an app's start-up work on a loaded machine
          // (carrier-callback-url failed so under load). A poll is a condition with a deadline, not a wall-clock limit.
          expect: { poll: { timeout: 15_000, interval: 50 } },
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          // The files whose subject is real time (budget windows, leases, instances racing, a flood), one at a
          // time on a quiet machine (scripts/test.mjs runs this project alone): load would change what they measure.
          name: "integration-timed",
          include: TIMED_FILES,
          globalSetup: ["test/support/global-setup.ts"],
          testTimeout: 180_000,
          poolOptions: { forks: { singleFork: true } },
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000, interval: 50 } },
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          // The Dockerfile's own commands run in a fresh copy (npm install, build, npm start): minutes, once per run.
          name: "deploy",
          include: ["test/deploy/**/*.test.ts"],
          testTimeout: 45 * 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          // Browser tests of the admin pages: headless Chromium against the real built app.
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/support/global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          poolOptions: { forks: { singleFork: true } },
          // Files share the worker's process, its shared stack and its one Chromium (test/support/browser).
          isolate: false,
          // A page's answer can take a few seconds (live key checks, jobs): polls wait, never a fixed time.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
