import { afterAll, expect, test } from "vitest";
import { startApp, type AppProcess } from "../../stack/app-process";
import { connectTestShop } from "../../stack/connect";
import {
  abidjanOrder,
  cashOnDeliveryOrder,
  placeOrder,
  sandboxRequests,
  sendOrderWebhook,
  waitForOrderSync,
} from "../../stack/orders";
import { startStack } from "../../stack/stack";
import { testDatabaseUrl } from "../../stack/test-env";
import { isPostgresUrl } from "~/db.server";
import { useStack } from "../support/use-stack";

// Several instances share PostgreSQL; SQLite is the one-process database (docs/decisions/002), so
// there the batch goes through one instance and the same exactly-once assertions hold.
const INSTANCES = isPostgresUrl(testDatabaseUrl()) ? 2 : 1;

// The default lease (JOB_LEASE_MS, renewed while a job runs): a crashed instance's job is taken
// over within a minute, and on SQLite at once by the restarted process.
let second: AppProcess | undefined;
const stack = useStack(startStack);
afterAll(async () => {
  if (second !== stack.app) await second?.stop();
});

async function serviceOrdersFor(reference: string) {
  const creates = await sandboxRequests(stack, "/v1/public-api/orders");
  const response = await fetch(`${stack.sandbox.url}/v1/public-api/orders?limit=200`, {
    headers: { Authorization: "Bearer svc_live_sandbox_all" },
  });
  const { orders } = (await response.json()) as { orders: Array<{ externalOrderRef: string }> };
  return { created: orders.filter((order) => order.externalOrderRef === reference).length, requests: creates.length };
}

test(`${INSTANCES} app instance(s) on one database hand off a batch of orders, each exactly once`, async () => {
  const shop = await stack.installShop({ currency: "XOF" });
  await connectTestShop(stack, shop);
  const { SHOPIFY_APP_URL: _first, ...env } = stack.env;
  second = INSTANCES === 2 ? await startApp(env) : stack.app;

  // Half the webhooks reach each instance, as a load balancer would spread them; every order also
  // arrives twice (orders/create and orders/paid), at different instances.
  const orders = [];
  for (let index = 0; index < 12; index++) {
    stack.shopify.setAppUrl(index % 2 === 0 ? stack.app.url : second.url);
    const order = await placeOrder(stack, shop, abidjanOrder());
    stack.shopify.setAppUrl(index % 2 === 0 ? second.url : stack.app.url);
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid");
    orders.push(order);
  }
  stack.shopify.setAppUrl(stack.app.url);
  for (const order of orders) {
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "PAID_RECORDED", "sent and paid");
    expect((await serviceOrdersFor(row.externalOrderRef)).created).toBe(1);
  }
  expect(await stack.db.orderSync.count({ where: { shop: { domain: shop } } })).toBe(12);
});

test("an instance that dies in the middle of a handoff loses nothing: the order goes once after the restart", async () => {
  const shop = await stack.installShop({ currency: "XOF" });
  await connectTestShop(stack, shop);
  stack.shopify.setAppUrl(stack.app.url);
  // The service is slow to answer the creation, so the instance dies while the job is running.
  await fetch(`${stack.sandbox.url}/__sandbox/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ kind: "latency", latencyMs: 2500, count: 1, path: "/v1/public-api/orders", method: "POST" }),
  });
  const order = await placeOrder(stack, shop, cashOnDeliveryOrder());
  await waitForOrderSync(stack, order.gid, (r) => (r?.attempts ?? 0) > 0, "a started handoff");
  await stack.app.crash();
  if (second !== stack.app) await second?.crash();

  const { SHOPIFY_APP_URL: _url, ...env } = stack.env;
  second = await startApp(env);
  stack.shopify.setAppUrl(second.url);
  const row = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "SENT", "sent after the restart");
  expect((await serviceOrdersFor(row.externalOrderRef)).created).toBe(1);
});
