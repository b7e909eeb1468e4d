import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Two projects: "unit" needs nothing but the code under test (and servers it starts itself on
// port 0); "integration" runs against the real app server, the sandbox and the Shopify stand-in,
// started once by test/support/global-setup.ts on the database named by DATABASE_URL.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
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
            "extensions/**/*.test.{ts,tsx}",
          ],
          testTimeout: 30_000,
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
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          globalSetup: ["test/support/global-setup.ts"],
          testTimeout: 180_000,
          poolOptions: { forks: { singleFork: true } },
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          // The Dockerfile's own commands run in a fresh copy (npm install, build, npm start): minutes, once per run.
          name: "deploy",
          include: ["test/deploy/**/*.test.ts"],
          testTimeout: 900_000,
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
          // A page's answer can take a few seconds (live key checks, jobs): polls wait, never a fixed time.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
