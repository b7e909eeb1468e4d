import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { startStack } from "../../stack/stack";
import { testDatabaseUrl } from "../../stack/test-env";

function start(env: Record<string, string>) {
  const childEnv = { PATH: process.env.PATH ?? "", ...env } as unknown as NodeJS.ProcessEnv;
  return spawnSync(process.execPath, ["server.mjs"], { env: childEnv, encoding: "utf8", timeout: 30_000 });
}

test("a bad production environment stops the app at once with one message naming every bad variable", () => {
  const run = start({
    NODE_ENV: "production",
    DATABASE_URL: testDatabaseUrl(),
    SHOPIFY_APP_URL: "http://not-https.example.com",
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("Invalid environment");
  for (const name of ["SHOPIFY_API_KEY", "SHOPIFY_API_SECRET", "DELIVERY_API_URL", "ENCRYPTION_KEY"])
    expect(run.stderr).toContain(name);
});

test("production refuses to start with the Shopify stand-in switched on", () => {
  const run = start({
    NODE_ENV: "production",
    SHOPIFY_API_KEY: "id",
    SHOPIFY_API_SECRET: "secret",
    SHOPIFY_APP_URL: "https://app.example.com",
    DATABASE_URL: testDatabaseUrl(),
    DELIVERY_API_URL: "https://delivery.example.com",
    ENCRYPTION_KEY: Buffer.alloc(32, 9).toString("base64"),
    SHOPIFY_ADMIN_ORIGIN: "http://127.0.0.1:4020",
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("SHOPIFY_ADMIN_ORIGIN: test-only");
});

test("the app writes V8's compiled code of its build to the temporary directory once it has started", async () => {
  const temporary = mkdtempSync(join(tmpdir(), "compile-cache-"));
  // The app's environment is its own (stack/app-process.ts): no NODE_COMPILE_CACHE, so the cache goes under TMPDIR.
  const stack = await startStack({ TMPDIR: temporary });
  try {
    // Read while the app runs: a process killed with kill -9 never exits, so the cache must not wait for the exit.
    const cached = readdirSync(join(temporary, "node-compile-cache"), { recursive: true, withFileTypes: true });
    // One entry a module compiled: the build and the packages it loads, hundreds of them.
    expect(cached.filter((entry) => entry.isFile()).length).toBeGreaterThan(100);
  } finally {
    await stack.stop();
    rmSync(temporary, { recursive: true, force: true });
  }
});
