import { afterEach, expect, test } from "vitest";
import { createMemoryBudgetStore, DeliveryRateLimitError } from "~/delivery";
import { sendJson, startOneOffServer, type OneOffServer } from "~/delivery/one-off-server";
import type { Env } from "~/env.server";
import { createLogger } from "~/logger.server";
import { checkoutReserve, deliveryClientForKey, limitForShare } from "./delivery-client.server";

/* Every caller of one key takes from one budget; checkout keeps its reserve (docs/decisions/028). */
const LIMIT = 6;
let server: OneOffServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function context() {
  server = await startOneOffServer((_request, response) =>
    sendJson(response, 200, { originCountryCode: "SN", corridors: [] }),
  );
  const env = {
    DELIVERY_API_URL: server.url,
    DELIVERY_RATE_LIMIT: LIMIT,
    DELIVERY_RATE_WINDOW_MS: 60_000,
    DELIVERY_TIMEOUT_MS: 2000,
    TIME_SCALE: 1,
  } as Env;
  return { env, budgetStore: createMemoryBudgetStore(), logger: createLogger("silent") };
}

const refused = (call: Promise<unknown>) =>
  call.then(
    () => false,
    (error: unknown) => error instanceof DeliveryRateLimitError,
  );

test("the shares: checkout may fill the key's budget, the rest leave it a third, checkout's refreshes half", () => {
  expect(checkoutReserve(120)).toBe(40);
  expect(
    (["checkout", "beside-checkout", "whole", "checkout-refresh"] as const).map((share) => limitForShare(120, share)),
  ).toEqual([120, 80, 120, 60]);
});

test("callers of one key share its budget, and checkout still finds its reserve when the others have used theirs", async () => {
  const ctx = await context();
  const key = "svc_live_one_key";
  const handoff = deliveryClientForKey(ctx, key, "en", "beside-checkout", { maxWaitMs: 0 });
  const probe = deliveryClientForKey(ctx, key, "fr", "beside-checkout", { maxWaitMs: 0 });
  const checkout = deliveryClientForKey(ctx, key, "en", "checkout", { maxWaitMs: 0 });

  for (let index = 0; index < 2; index++) await handoff.listCorridors();
  for (let index = 0; index < 2; index++) await probe.listCorridors();
  expect(await refused(handoff.listCorridors())).toBe(true);
  expect(await refused(probe.listCorridors())).toBe(true);
  for (let index = 0; index < checkoutReserve(LIMIT); index++) await checkout.listCorridors();
  expect(await refused(checkout.listCorridors())).toBe(true);
  expect(server!.requests.length).toBe(LIMIT);
});

test("another key has its own budget", async () => {
  const ctx = await context();
  const orders = deliveryClientForKey(ctx, "svc_live_orders", "en", "whole", { maxWaitMs: 0 });
  const checkout = deliveryClientForKey(ctx, "svc_live_checkout", "en", "checkout", { maxWaitMs: 0 });
  for (let index = 0; index < LIMIT; index++) await Promise.all([orders.listCorridors(), checkout.listCorridors()]);
  expect(await refused(orders.listCorridors())).toBe(true);
  expect(server!.requests.length).toBe(2 * LIMIT);
});
