import { afterEach, expect, test } from "vitest";
import { createMemoryBudgetStore, DeliveryRateLimitError } from "~/delivery";
import { sendJson, startOneOffServer, type OneOffServer } from "~/delivery/one-off-server";
import type { Env } from "~/env.server";
import { createLogger } from "~/logger.server";
import { createSecretBox } from "~/secrets/encryption.server";
import {
  checkoutReserve,
  checkoutSpillClientForShop,
  deliveryClientForKey,
  limitForShare,
} from "./delivery-client.server";

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

test("the shares: checkout may fill the key's budget, the rest leave it a third, refreshes half, a spill a third", () => {
  expect(checkoutReserve(120)).toBe(40);
  expect(
    (["checkout", "beside-checkout", "whole", "checkout-refresh", "checkout-spill"] as const).map((share) =>
      limitForShare(120, share),
    ),
  ).toEqual([120, 80, 120, 60, 40]);
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

test("checkout spills into the orders key only beside a checkout key and with checkout:rates, up to a third of it", async () => {
  const ctx = await context();
  const secrets = createSecretBox(Buffer.alloc(32, 7).toString("base64"));
  const withScope = JSON.stringify(["orders:write", "checkout:rates"]);
  const connection = (checkoutKey: string | null, scopesJson: string) => ({
    apiKeyCiphertext: secrets.encrypt("svc_live_orders"),
    checkoutApiKeyCiphertext: checkoutKey && secrets.encrypt(checkoutKey),
    scopesJson,
  });
  const spillCtx = { ...ctx, secrets };
  expect(checkoutSpillClientForShop(spillCtx, connection(null, withScope))).toBeNull();
  expect(checkoutSpillClientForShop(spillCtx, connection("svc_live_checkout", '["orders:write"]'))).toBeNull();
  expect(checkoutSpillClientForShop(spillCtx, connection("svc_live_checkout", "not json"))).toBeNull();
  const spill = checkoutSpillClientForShop(spillCtx, connection("svc_live_checkout", withScope))!;

  // The orders come first: a window they have filled to the reserve leaves the spill nothing...
  const orders = deliveryClientForKey(ctx, "svc_live_orders", "en", "whole", { maxWaitMs: 0 });
  for (let index = 0; index < checkoutReserve(LIMIT); index++) await orders.listCorridors();
  expect(await refused(spill.listCorridors())).toBe(true);
  // ...and what the spill cannot take, the orders still can: the whole key is theirs.
  for (let index = checkoutReserve(LIMIT); index < LIMIT; index++) await orders.listCorridors();
  expect(await refused(orders.listCorridors())).toBe(true);
  expect(server!.requests.length).toBe(LIMIT);
  expect(server!.requests.every((request) => request.headers.authorization === "Bearer svc_live_orders")).toBe(true);
});

test("a spill takes at most a third of a quiet orders key, and the orders keep the rest", async () => {
  const ctx = await context();
  const spill = deliveryClientForKey(ctx, "svc_live_orders", "en", "checkout-spill", { maxWaitMs: 0 });
  const orders = deliveryClientForKey(ctx, "svc_live_orders", "en", "whole", { maxWaitMs: 0 });
  for (let index = 0; index < checkoutReserve(LIMIT); index++) await spill.listCorridors();
  expect(await refused(spill.listCorridors())).toBe(true);
  for (let index = checkoutReserve(LIMIT); index < LIMIT; index++) await orders.listCorridors();
  expect(server!.requests.length).toBe(LIMIT);
});
