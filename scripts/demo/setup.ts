import { mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, isAbsolute } from "node:path";
import { DEVELOPMENT_ENCRYPTION_KEY } from "~/env.server";
import { buildApp, buildIsStale, migrateDatabase } from "../../stack/prepare-app";
import { startStack, type Stack } from "../../stack/stack";
import { say } from "./say";

/*
 * Everything the demo needs before it can play: its options, three free ports, a fresh SQLite
 * database, an up-to-date build, and the three processes (sandbox, Shopify stand-in, app) started
 * the way the integration tests start them (stack/stack.ts).
 */

export const DEMO_SHOP = "demo-shop.myshopify.com";
const DEFAULT_DATABASE_FILE = ".data/demo.db";
/** Short enough that a stalled service visibly hands over to the fallback rates. */
export const DEMO_CHECKOUT_DEADLINE_MS = 1500;

export type DemoOptions = {
  exitAfterScenarios: boolean;
  build: "auto" | "always" | "never";
  ports: { app: number; sandbox: number; shopify: number };
  /** The SQLite file, deleted and migrated afresh on every run (DEMO_DATABASE_FILE; the demo's test uses its own). */
  databaseFile: string;
  /** Where the app's output goes: beside the database. */
  appLog: string;
};

export function readDemoOptions(argv: string[], env: NodeJS.ProcessEnv): DemoOptions {
  const port = (name: string, fallback: number) => {
    const value = Number(env[name] || fallback);
    if (!Number.isInteger(value) || value < 1 || value > 65535)
      throw new Error(`${name} must be a port number (1-65535), not "${env[name]}".`);
    return value;
  };
  const databaseFile = env.DEMO_DATABASE_FILE || DEFAULT_DATABASE_FILE;
  if (!databaseFile.endsWith(".db")) throw new Error(`DEMO_DATABASE_FILE must name a .db file, not "${databaseFile}".`);
  return {
    databaseFile,
    appLog: databaseFile.replace(/\.db$/, "-app.log"),
    exitAfterScenarios: argv.includes("--exit") || env.DEMO_EXIT === "1",
    build:
      argv.includes("--no-build") || env.DEMO_BUILD === "0" ? "never" : argv.includes("--build") ? "always" : "auto",
    ports: {
      app: port("DEMO_APP_PORT", 3000),
      sandbox: port("DEMO_SANDBOX_PORT", 4010),
      shopify: port("DEMO_STANDIN_PORT", 4020),
    },
  };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** Fails with one message naming every port that something else already holds. */
export async function checkPorts(ports: DemoOptions["ports"]): Promise<void> {
  const wanted: Array<[string, number, string]> = [
    ["the app", ports.app, "DEMO_APP_PORT"],
    ["the delivery service sandbox", ports.sandbox, "DEMO_SANDBOX_PORT"],
    ["the Shopify stand-in", ports.shopify, "DEMO_STANDIN_PORT"],
  ];
  const taken: string[] = [];
  for (const [what, port, variable] of wanted) {
    if (!(await portIsFree(port)))
      taken.push(
        `  - 127.0.0.1:${port} (for ${what}) is already in use. Stop what listens there, or set ${variable} to another port.`,
      );
  }
  if (taken.length > 0) throw new Error(`The demo cannot start:\n${taken.join("\n")}`);
}

export function freshDatabase(options: DemoOptions): string {
  mkdirSync(dirname(options.databaseFile), { recursive: true });
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${options.databaseFile}${suffix}`, { force: true });
  rmSync(options.appLog, { force: true });
  return `file:${isAbsolute(options.databaseFile) ? "" : "./"}${options.databaseFile}`;
}

export function ensureBuild(mode: DemoOptions["build"]): void {
  if (mode === "never") {
    say.step("Using the existing build of the app (--no-build).");
    return;
  }
  const reason = mode === "always" ? "--build was given" : buildIsStale();
  if (!reason) {
    say.step("The app's build (build/) is up to date with its sources; not rebuilding.");
    return;
  }
  say.step(`Building the app with \`npx remix vite:build\`, because ${reason}. This takes up to a minute.`);
  const started = Date.now();
  buildApp();
  say.ok(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

export async function startDemoStack(options: DemoOptions, databaseUrl: string): Promise<Stack> {
  say.step(
    `Creating a fresh SQLite database at ${options.databaseFile} and applying the migrations (node scripts/migrate.mjs).`,
  );
  migrateDatabase(databaseUrl);
  say.step(
    `Starting the delivery service sandbox on 127.0.0.1:${options.ports.sandbox}, the Shopify stand-in on 127.0.0.1:${options.ports.shopify} ` +
      `and the app (node server.mjs) on 127.0.0.1:${options.ports.app}; the app's log goes to ${options.appLog}.`,
  );
  const stack = await startStack(
    {
      DATABASE_URL: databaseUrl,
      // The development key (env.server.ts's default outside production), so `npm run cli` works on the demo's database as is.
      ENCRYPTION_KEY: DEVELOPMENT_ENCRYPTION_KEY,
      CHECKOUT_DEADLINE_MS: String(DEMO_CHECKOUT_DEADLINE_MS),
      ADMIN_PREVIEW: "on",
      ADMIN_PREVIEW_SHOP: DEMO_SHOP,
      LOG_LEVEL: "info",
    },
    {
      ports: options.ports,
      // Webhook retries after a failed attempt come in milliseconds instead of minutes.
      sandbox: { timeScale: 0.001 },
      appLogFile: options.appLog,
      // The app keeps production time: a person is watching.
      timeScale: 1,
    },
  );
  say.ok(`All three are up: the app answers ${stack.app.url}/healthz.`);
  return stack;
}
