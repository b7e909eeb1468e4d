import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { AppContext } from "~/app-context";
import { createDb, type Db } from "~/db.server";
import { createMemoryBudgetStore } from "~/delivery";
import { parseEnv } from "~/env.server";
import { createJobQueue } from "~/jobs/create-job-queue.server";
import type { JobQueue } from "~/jobs/job-queue";
import { createJobRegistry } from "~/jobs/registry.server";
import { createLogger } from "~/logger.server";
import { ordersJobs } from "~/orders/jobs.server";
import { scheduleReconciliation } from "~/orders/schedule-reconciliation.server";
import { createSecretBox } from "~/secrets/encryption.server";
import { TEST_ENCRYPTION_KEY } from "../../stack/test-env";
import { unwiredServices } from "../support/unwired-services";
import { freshDatabase } from "./fresh-database";

/*
 * SHOPIFY_SWEEP_INTERVAL_MS decides how often each connected shop's Shopify-side sweep is queued,
 * on its own schedule beside the service-side reconciliation. A database of its own: scheduling
 * acts on every shop it holds.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
const queues: JobQueue[] = [];
beforeAll(async () => {
  database = await freshDatabase();
  db = createDb(database.url);
});
afterAll(async () => {
  for (const queue of queues) await queue.stop({ timeoutMs: 1000 });
  await db?.$disconnect();
  await database?.drop();
});

function instance(env: Record<string, string>, clock: { now: Date }) {
  const ctx: AppContext = {
    env: parseEnv({ NODE_ENV: "test", DATABASE_URL: database.url, ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, ...env }),
    db,
    logger: createLogger("silent"),
    secrets: createSecretBox(TEST_ENCRYPTION_KEY),
    budgetStore: createMemoryBudgetStore(),
    ...unwiredServices(),
    now: () => clock.now,
  };
  const queue = createJobQueue(ctx, { registry: createJobRegistry(ordersJobs) });
  queues.push(queue);
  return { schedule: () => scheduleReconciliation({ ...ctx, jobs: queue }), queue };
}

async function shop(options: { connected: boolean; uninstalled?: boolean }) {
  const token = () => randomBytes(8).toString("hex");
  const row = await db.shop.create({
    data: {
      domain: `sweep-${token()}.myshopify.com`,
      webhookToken: token(),
      carrierToken: token(),
      ...(options.uninstalled ? { uninstalledAt: new Date(), syncState: "UNINSTALLED" } : {}),
    },
  });
  if (options.connected)
    await db.serviceConnection.create({
      data: { shopId: row.id, apiKeyCiphertext: "unused", apiKeyHint: "…0000", validatedAt: new Date() },
    });
  return row.id;
}

test("each connected shop's sweep is queued once per SHOPIFY_SWEEP_INTERVAL_MS, by one instance", async () => {
  const connected = await shop({ connected: true });
  await shop({ connected: false });
  await shop({ connected: true, uninstalled: true });
  const t0 = Date.parse("2026-11-26T10:00:00Z");
  const clock = { now: new Date(t0) };
  const everyTwoMinutes = instance({ SHOPIFY_SWEEP_INTERVAL_MS: "120000" }, clock);
  const anotherInstance = instance({ SHOPIFY_SWEEP_INTERVAL_MS: "120000" }, clock);

  expect(await everyTwoMinutes.schedule()).toEqual({ reconcile: [connected], sweep: [connected] });
  // Another instance at the same moment finds the claim taken.
  expect((await anotherInstance.schedule()).sweep).toEqual([]);
  const stats = await everyTwoMinutes.queue.stats();
  expect(stats.find((row) => row.queue === "orders.sweep-shopify")?.queued).toBe(1);

  clock.now = new Date(t0 + 119_999);
  expect((await everyTwoMinutes.schedule()).sweep).toEqual([]);
  clock.now = new Date(t0 + 120_000);
  expect((await everyTwoMinutes.schedule()).sweep).toEqual([connected]);

  // With the default (10 minutes), two minutes later is not yet due; ten minutes later is.
  const byDefault = instance({}, clock);
  clock.now = new Date(t0 + 240_000);
  expect((await byDefault.schedule()).sweep).toEqual([]);
  clock.now = new Date(t0 + 120_000 + 600_000);
  expect((await byDefault.schedule()).sweep).toEqual([connected]);
});
