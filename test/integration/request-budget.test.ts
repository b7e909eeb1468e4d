import { afterAll, beforeAll, expect, test } from "vitest";
import { startApp, type AppProcess } from "../helpers/app-process";
import { runCli } from "../helpers/cli";
import { abidjanOrder, placeOrder, waitForOrderSync } from "../helpers/orders";
import { startStack, type Stack } from "../helpers/stack";
import { testDatabaseUrl } from "../helpers/test-env";
import { isPostgresUrl } from "~/db.server";

/*
 * spec §8: 120 requests a minute per key, whoever sends them. The budget lives in the database, so
 * the CLI, the app and (on PostgreSQL) a second instance share it. Scaled down here: 5 requests
 * per 6 s window. Connecting takes the whole window (five scope checks, by the CLI); the orders
 * that follow, spread over the instances, must wait for the next windows instead of sending at once.
 */
const LIMIT = 5;
const WINDOW_MS = 6000;
const INSTANCES = isPostgresUrl(testDatabaseUrl()) ? 2 : 1;

let stack: Stack;
let second: AppProcess | undefined;
beforeAll(async () => {
  stack = await startStack({ DELIVERY_RATE_LIMIT: String(LIMIT), DELIVERY_RATE_WINDOW_MS: String(WINDOW_MS) });
});
afterAll(async () => {
  if (second !== stack.app) await second?.stop();
  await stack?.stop();
});

async function serviceRequestTimes(): Promise<number[]> {
  const response = await fetch(`${stack.sandbox.url}/__sandbox/requests?path=${encodeURIComponent("/v1/public-api/")}`);
  const { requests } = (await response.json()) as { requests: Array<{ at: string; path: string }> };
  return requests.filter((request) => !request.path.startsWith("/v1/public-api/checkout/")).map((request) => Date.parse(request.at)).sort((a, b) => a - b);
}

/** The most requests that fell in any span of one window. */
function busiestWindow(times: number[]): number {
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last] - times[first] >= WINDOW_MS) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

test(`the CLI and ${INSTANCES} app instance(s) share one request budget per key`, async () => {
  const shop = await stack.installShop({ currency: "XOF" });
  const connected = await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", "svc_live_sandbox_all"]);
  expect(connected.code).toBe(0);
  const { SHOPIFY_APP_URL: _first, ...env } = stack.env;
  second = INSTANCES === 2 ? await startApp(env) : stack.app;

  const orders = [];
  for (let index = 0; index < 3; index++) {
    stack.shopify.setAppUrl(index % 2 === 0 ? stack.app.url : second.url);
    orders.push(await placeOrder(stack, shop, abidjanOrder()));
  }
  stack.shopify.setAppUrl(stack.app.url);
  for (const order of orders) await waitForOrderSync(stack, order.gid, (row) => row?.paymentState === "PAID_RECORDED", "sent and recorded paid");

  const times = await serviceRequestTimes();
  // Five checks, then a create and a mark-paid per order: all sent, never more than the budget in a window.
  expect(times.length).toBeGreaterThanOrEqual(LIMIT + 2 * orders.length);
  expect(busiestWindow(times)).toBeLessThanOrEqual(LIMIT);
});
