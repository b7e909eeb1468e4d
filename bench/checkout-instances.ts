import { startApp, type AppProcess } from "../stack/app-process";
import { connectTestShop } from "../stack/connect";
import type { Stack } from "../stack/stack";
import { TEST_API_SECRET } from "../stack/test-env";
import { carrierRateRequest } from "../shopify-stand-in/carrier-rate-request";
import { carrierCallbackHeaders } from "../shopify-stand-in/deliveries";
import { postgresDatabase, withBenchStack } from "./bench-stack";
import { createBenchClient } from "./http-client";
import {
  EMPTY_ANSWER,
  heading,
  ms,
  note,
  num,
  runLoad,
  statusList,
  summarize,
  table,
  verdict,
  type LoadResult,
} from "./stats";

/*
 * Section 5: checkout across instances. Three app instances on one PostgreSQL database
 * answer the same carts in turn: the first instance to see a cart asks the service, the others
 * find its answer in the cache's shared second level (CheckoutRateCacheEntry, decision 033), and
 * an instance that saw the cart before answers from its own memory. The service must be asked
 * once per cart, however many instances a buyer's callbacks reach.
 */

const INSTANCES = 3;
const CARTS = 240; // the sandbox keeps its last 1,000 requests: one round of misses fits many times over
const CONCURRENCY = 8;
const BENCH_RATE_LIMIT = 1_000_000; // the budget is not what this section measures
const TARGET_CALLS_PER_CART = 1;

type Round = { label: string; instanceOf: (cart: number) => number; result?: LoadResult; serviceCalls?: number };

export async function benchCheckoutInstances(): Promise<void> {
  heading(`5. Checkout across ${INSTANCES} instances: one service call per cart`, [
    `${INSTANCES} app instances on one temporary PostgreSQL database, ${num(CARTS)} distinct carts (buyer in Abidjan, one item each), ${CONCURRENCY} callbacks in flight.`,
    "Round 1: cart i to instance i mod 3 (nobody has seen it: the service is asked). Round 2: cart i to the next instance",
    "(it has not seen the cart: the shared second level answers). Round 3: cart i to its first instance again (its own memory answers).",
    `Service calls are read from the sandbox's request log; the rate limit is raised (${num(BENCH_RATE_LIMIT)}) so that no answer is a fallback.`,
  ]);
  const database = await postgresDatabase("checkout_instances");
  if (typeof database === "string") return note(`  Skipped: ${database}`);
  await withBenchStack(
    database,
    { DELIVERY_RATE_LIMIT: String(BENCH_RATE_LIMIT) },
    { sandbox: { rateLimitPerMinute: BENCH_RATE_LIMIT } },
    async (stack) => {
      const domain = await stack.installShop({ currency: "XOF" });
      const shop = await connectTestShop(stack, domain);
      const { SHOPIFY_APP_URL: _first, ...env } = stack.env;
      const others = await Promise.all(Array.from({ length: INSTANCES - 1 }, () => startApp(env)));
      const client = createBenchClient();
      try {
        const apps: Array<Pick<AppProcess, "url">> = [stack.app, ...others];
        const callback = (cart: number, instance: number) => {
          const body = JSON.stringify(
            carrierRateRequest({
              country: "CI",
              province: "AB",
              city: "Abidjan",
              currency: "XOF",
              items: [{ sku: `SHARED-${cart}`, quantity: 1, grams: 500, price: 250000 }],
            }),
          );
          return {
            url: `${apps[instance].url}/carrier-service/rates?token=${shop.carrierToken}`,
            headers: carrierCallbackHeaders(body, domain, TEST_API_SECRET),
            body,
          };
        };
        const rounds: Round[] = [
          { label: "1. first sight (service)", instanceOf: (cart) => cart % INSTANCES },
          { label: "2. another instance (shared level)", instanceOf: (cart) => (cart + 1) % INSTANCES },
          { label: "3. the first instance again (memory)", instanceOf: (cart) => cart % INSTANCES },
        ];
        for (const round of rounds) {
          const requests = Array.from({ length: CARTS }, (_, cart) => callback(cart, round.instanceOf(cart)));
          const before = await checkoutCalls(stack);
          round.result = await runLoad(CARTS, CONCURRENCY, async (index) => {
            const reply = await client.post(requests[index].url, requests[index].headers, requests[index].body);
            return reply.status === 200 && !reply.text.includes('"rates":[{') ? EMPTY_ANSWER : reply.status;
          });
          round.serviceCalls = (await checkoutCalls(stack)) - before;
        }
        report(rounds);
      } finally {
        client.close();
        await Promise.all(others.map((other) => other.stop()));
      }
    },
  );
}

function report(rounds: Round[]) {
  note(
    table(
      ["round", "callbacks", "p50", "p99", "answers", "service calls"],
      rounds.map((round) => {
        const stats = summarize(round.result!.latencies);
        return [
          round.label,
          num(stats.count),
          ms(stats.p50, 2),
          ms(stats.p99, 2),
          statusList(round.result!.statuses),
          num(round.serviceCalls!),
        ];
      }),
    ),
  );
  const perCart = rounds.reduce((sum, round) => sum + round.serviceCalls!, 0) / CARTS;
  note(
    `  Service calls per cart over the ${INSTANCES} instances: ${num(perCart, 2)} (wanted ${TARGET_CALLS_PER_CART}.0; without the shared level it would be up to ${INSTANCES}.0): ${verdict(perCart <= TARGET_CALLS_PER_CART)}.`,
  );
}

/** How many /checkout/rates calls the sandbox has answered so far (its log keeps the last 1,000 requests). */
async function checkoutCalls(stack: Stack): Promise<number> {
  const response = await fetch(`${stack.sandbox.url}/__sandbox/requests`);
  const body = (await response.json()) as { requests?: Array<{ path: string }> } | Array<{ path: string }>;
  const requests = Array.isArray(body) ? body : (body.requests ?? []);
  return requests.filter((request) => request.path.endsWith("/checkout/rates")).length;
}
