import { randomBytes } from "node:crypto";
import { afterEach, expect, test } from "vitest";
import type { AppContext } from "~/app-context";
import { createDb } from "~/db.server";
import { createMemoryBudgetStore } from "~/delivery";
import { parseEnv } from "~/env.server";
import { createJobQueue } from "~/jobs/create-job-queue.server";
import { createJobRegistry } from "~/jobs/registry.server";
import { createLogger } from "~/logger.server";
import { sendOrderNow } from "~/orders/order-actions.server";
import { ordersJobs } from "~/orders/jobs.server";
import { createSecretBox } from "~/secrets/encryption.server";
import { makeOrder } from "~/order-mapping/shopify-order.fixture";
import { TEST_ENCRYPTION_KEY, testDatabaseUrl } from "../../stack/test-env";
import { unwiredServices } from "../support/unwired-services";

/*
 * Domain code takes its services from the context it is given (decision 026): here an order action
 * runs in this test's process, with no built app and no patched environment, against the real
 * database and a real job queue that the test built, and its work lands on that queue.
 */
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

test("an order action enqueues on the job queue its context hands it, not on a process-wide one", async () => {
  const env = parseEnv({
    NODE_ENV: "test",
    DATABASE_URL: testDatabaseUrl(),
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    LOG_LEVEL: "silent",
  });
  const db = createDb(env.DATABASE_URL);
  const base = {
    env,
    db,
    logger: createLogger("silent"),
    secrets: createSecretBox(TEST_ENCRYPTION_KEY),
    budgetStore: createMemoryBudgetStore(),
    now: () => new Date(),
  };
  const workless: AppContext = { ...base, ...unwiredServices() };
  const queue = createJobQueue(workless, { registry: createJobRegistry(ordersJobs) });
  stops.push(async () => {
    await queue.stop({ timeoutMs: 1000 });
    await db.$disconnect();
  });
  // The context's queue, noting what it was handed: an app's worker may start the job at once (pg-boss wakes
  // workers on NOTIFY), so the job is looked up by its id, in whatever state it is.
  const handed: string[] = [];
  const jobs: AppContext["jobs"] = {
    enqueue: async (...args) => {
      const result = await queue.enqueue(...args);
      handed.push(result.id);
      return result;
    },
    enqueueWith: (...args) => queue.enqueueWith(...args),
  };
  const ctx: AppContext = { ...workless, jobs };

  const suffix = randomBytes(4).toString("hex");
  const shop = await db.shop.create({
    data: { domain: `root-${suffix}.myshopify.com`, webhookToken: `w-${suffix}`, carrierToken: `c-${suffix}` },
  });
  const order = await db.orderSync.create({
    data: {
      shopId: shop.id,
      shopifyOrderGid: `gid://shopify/Order/${Date.now()}`,
      orderName: "#1",
      externalOrderRef: `root-${suffix}`,
      syncState: "SKIPPED",
      shopifyOrderJson: JSON.stringify(makeOrder()),
    },
  });

  expect(await sendOrderNow(ctx, shop.domain, order.id)).toEqual({ ok: true });
  expect(handed).toHaveLength(1);
  expect(await queue.getJob(handed[0])).toMatchObject({ name: "orders.sync-order" });
  // The same action on a context without a queue says so instead of reaching a process-wide one.
  await expect(sendOrderNow(workless, shop.domain, order.id)).rejects.toThrow(/job queue is not wired/);
});
