import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, startApp, type AppProcess } from "../../stack/app-process";
import { freshDatabase } from "./fresh-database";

/*
 * What an operator does first: `cp .env.example .env`, fill in the required values, start. The real
 * built app (`node server.mjs`) in production mode must then serve, with every other value exactly
 * as the example has it (empty ones included: empty means unset). Its own database: the app's
 * workers would otherwise act on the shops other test files left.
 */
const REQUIRED_EMPTY = ["SHOPIFY_API_KEY", "SHOPIFY_API_SECRET", "ENCRYPTION_KEY"];

function readExample(): Record<string, string> {
  const entries = readFileSync(".env.example", "utf8")
    .split("\n")
    .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => [match[1], match[2]] as const);
  return Object.fromEntries(entries);
}

let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: AppProcess | undefined;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

test("the app starts in production from .env.example with only the required values filled in", async () => {
  const example = readExample();
  expect(example.NODE_ENV).toBe("production");
  // The values an operator must fill in are exactly those the example leaves empty and calls required.
  const empty = Object.keys(example).filter((name) => example[name] === "");
  expect(empty.filter((name) => !REQUIRED_EMPTY.includes(name))).toContain("METRICS_TOKEN");

  const port = await freePort();
  app = await startApp(
    {
      ...example,
      SHOPIFY_API_KEY: "client-id-from-the-partner-dashboard",
      SHOPIFY_API_SECRET: randomBytes(16).toString("hex"),
      ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      // Where this test's database and port are (compose's `db` host and port 3000 are not reachable here).
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    { port },
  );

  const health = await fetch(`${app.url}/healthz`);
  expect(health.status).toBe(200);
  // METRICS_TOKEN= is unset: production refuses /metrics rather than serve it to anyone.
  expect((await fetch(`${app.url}/metrics`)).status).toBe(403);
  expect(app.output()).not.toContain("Invalid environment");
});
