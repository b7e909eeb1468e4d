import { connectTestShop } from "../stack/connect";
import { TEST_API_SECRET } from "../stack/test-env";
import { carrierRateRequest } from "../shopify-stand-in/carrier-rate-request";
import { carrierCallbackHeaders } from "../shopify-stand-in/deliveries";
import { postgresDatabase, sqliteDatabase, withBenchStack, type BenchDatabase } from "./bench-stack";
import { createBenchClient } from "./http-client";
import { heading, note, num, pct, table } from "./stats";

/*
 * Section 4: checkout under real traffic. A day's worth of carrier callbacks from a realistic mix
 * (destinations drawn from a skewed distribution over a few hundred cities, carts of 1–5 items from a
 * catalogue of a few hundred products) replayed against the service's real limit of 120 requests a
 * minute (spec §8), and what the buyers were shown: the service's own prices (fresh or cached), the
 * merchant's fallback rates, or nothing. Time runs SCALE times faster for everything at once (the
 * service's and the app's minute, the cache's windows), so the shares are those of real time.
 */

const CALLBACKS = Number(process.env.BENCH_REPLAY_CALLBACKS ?? 10_000);
// ×10: the budget's safety margin (at least 250 ms of its window, docs/decisions/028) stays small beside a 6 s minute.
const SCALE = Number(process.env.BENCH_REPLAY_SCALE ?? 10);
/** Simulated minutes the callbacks are spread over: 10,000 in an hour is ~170 a minute, above the budget. */
const SIMULATED_MINUTES = Number(process.env.BENCH_REPLAY_MINUTES ?? 60);
const MINUTE_MS = Math.round(60_000 / SCALE);
const IN_FLIGHT = 64;
const CITIES = 300;
const PRODUCTS = 300;

type Shown = "service" | "fallback" | "nothing";

export async function benchCheckoutReplay(): Promise<void> {
  heading("4. Checkout under real traffic: what buyers are shown when callbacks outrun the budget", [
    `${num(CALLBACKS)} callbacks over ${SIMULATED_MINUTES} simulated minutes (${num(CALLBACKS / SIMULATED_MINUTES)} a minute), time ×${SCALE} (a minute = ${MINUTE_MS} ms for the`,
    "sandbox's limit of 120 requests a minute, the app's budget and its cache windows alike). On SQLite, then on PostgreSQL. Shop in XOF with its",
    `own checkout key and a fallback table for CI and SN. Destinations: ${CITIES} cities of Côte d'Ivoire and Senegal, Zipf-distributed`,
    `(Abidjan first); carts: 1–5 items from ${PRODUCTS} products, Zipf-distributed. Callbacks are sent on schedule (open loop), ${IN_FLIGHT} in flight at most.`,
  ]);
  note("  On SQLite:");
  await replayOn(sqliteDatabase("replay"));
  const postgres = await postgresDatabase("replay");
  note("\n  On PostgreSQL:");
  if (typeof postgres === "string") note(`  Skipped: ${postgres}`);
  else await replayOn(postgres);
}

async function replayOn(database: BenchDatabase): Promise<void> {
  const env = {
    DELIVERY_RATE_WINDOW_MS: String(MINUTE_MS),
    CHECKOUT_CACHE_FRESH_MS: String(Math.round(300_000 / SCALE)),
    CHECKOUT_CACHE_STALE_MS: String(Math.round(1_800_000 / SCALE)),
  };
  await withBenchStack(
    database,
    env,
    { sandbox: { rateLimitPerMinute: 120, rateWindowMs: MINUTE_MS } },
    async (stack) => {
      const domain = await stack.installShop({ currency: "XOF" });
      const fallbackRates = ["CI", "SN"].map((countryCode) => ({
        countryCode,
        name: "Standard delivery",
        priceMinor: 300_000,
        currency: "XOF",
        minDays: 2,
        maxDays: 5,
      }));
      const shop = await connectTestShop(stack, domain, { settings: { fallbackRates } });
      const url = `${stack.app.url}/carrier-service/rates?token=${shop.carrierToken}`;
      const bodies = traffic(CALLBACKS);
      const client = createBenchClient(IN_FLIGHT);
      const shown: Record<Shown, number> = { service: 0, fallback: 0, nothing: 0 };
      const spacingMs = (SIMULATED_MINUTES * MINUTE_MS) / CALLBACKS;
      const started = Date.now();
      let lateMs = 0;
      // The sandbox keeps its last 1,000 requests: read them every few seconds and count each once.
      const calls = new Map<number, number>();
      const readCalls = async () => {
        for (const request of await sandboxRequests(stack.sandbox.url)) calls.set(request.id, request.status);
      };
      const reader = setInterval(() => void readCalls().catch(() => {}), 3_000);
      try {
        let next = 0;
        const worker = async () => {
          for (let index = next++; index < bodies.length; index = next++) {
            const due = started + index * spacingMs;
            const wait = due - Date.now();
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
            else lateMs = Math.max(lateMs, -wait);
            const reply = await client.post(
              url,
              carrierCallbackHeaders(bodies[index], domain, TEST_API_SECRET),
              bodies[index],
            );
            shown[classify(reply.status, reply.text)]++;
          }
        };
        await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      } finally {
        clearInterval(reader);
        client.close();
      }
      await readCalls();
      const limited = [...calls.values()].filter((status) => status === 429).length;
      const simulatedMinutes = (Date.now() - started) / MINUTE_MS;
      note(
        table(
          ["buyers were shown", "callbacks", "share"],
          [
            ["the service's prices (fresh or cached)", num(shown.service), pct(shown.service / CALLBACKS, 1)],
            ["the merchant's fallback rates", num(shown.fallback), pct(shown.fallback / CALLBACKS, 1)],
            ["nothing (Shopify's backup rates)", num(shown.nothing), pct(shown.nothing / CALLBACKS, 1)],
          ],
        ),
      );
      note(
        `  Service calls: ${num(calls.size)} in ${num(simulatedMinutes, 1)} simulated minutes (${num(calls.size / simulatedMinutes, 1)} a minute; the limit is 120), ${num(limited)} answered 429.`,
      );
      note(
        `  Callbacks sent late by the load generator: at most ${num(lateMs)} ms (a large figure means this machine, not the app, set the pace).`,
      );
      // The app's own account (GET /metrics, checkout statistics flushed every 2 s): where the service's prices came from.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const metrics = await (await fetch(`${stack.app.url}/metrics`)).text();
      const count = (name: string) => Number(new RegExp(`^${name}\\{[^}]*\\} (\\d+)`, "m").exec(metrics)?.[1] ?? NaN);
      const [hits, stale, serviceCalls] = [
        "checkout_cache_hits_today",
        "checkout_stale_answers_today",
        "checkout_service_calls_today",
      ].map(count);
      const asked = CALLBACKS - hits - stale;
      note(
        `  From the cache: ${num(hits)} fresh and ${num(stale)} stale (shown at once, refreshed at the refreshes' half of the budget, decision 035);`,
      );
      note(
        `  the other ${num(asked)} callbacks (${pct(asked / CALLBACKS, 1)}) had no answer under 30 minutes old: the app tried ${num(serviceCalls)} loads, and the budget let`,
      );
      note(
        `  ${num(calls.size)} reach the service. What bounds the first share: the key's 120 calls a minute against that many new carts, not the cache.`,
      );
    },
  );
}

/** The carts, deterministic (a seeded generator), as Shopify's signed callback bodies. */
function traffic(count: number): string[] {
  const random = seeded(20261125);
  const city = zipf(CITIES, 1.1, random);
  const product = zipf(PRODUCTS, 1.0, random);
  return Array.from({ length: count }, () => {
    const rank = city();
    const inSenegal = rank % 3 === 2;
    const destination =
      rank === 0
        ? { country: "CI", province: "AB", city: "Abidjan" }
        : { country: inSenegal ? "SN" : "CI", province: null, city: `${inSenegal ? "Ville-SN" : "Ville-CI"}-${rank}` };
    const items = Array.from({ length: 1 + Math.floor(random() * 5) }, () => {
      const id = product();
      return {
        sku: `SKU-${id}`,
        quantity: 1 + Math.floor(random() * 2),
        grams: 200 + (id % 20) * 150,
        price: (5 + (id % 40)) * 50_000,
      };
    });
    return JSON.stringify(carrierRateRequest({ ...destination, currency: "XOF", items }));
  });
}

function classify(status: number, text: string): Shown {
  if (status !== 200) return "nothing";
  const { rates } = JSON.parse(text) as { rates: Array<{ service_code: string }> };
  if (rates.length === 0) return "nothing";
  return rates.some((rate) => rate.service_code.startsWith("fallback-")) ? "fallback" : "service";
}

async function sandboxRequests(sandboxUrl: string): Promise<Array<{ id: number; status: number }>> {
  const response = await fetch(
    `${sandboxUrl}/__sandbox/requests?path=${encodeURIComponent("/v1/public-api/checkout/rates")}`,
  );
  const { requests = [] } = (await response.json()) as { requests?: Array<{ id: number; status: number }> };
  return requests;
}

/** Mulberry32: a small seeded generator, so every run replays the same traffic. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Ranks 0..n-1 drawn with probability ∝ 1/(rank+1)^s. */
function zipf(n: number, s: number, random: () => number): () => number {
  const weights = Array.from({ length: n }, (_, rank) => 1 / (rank + 1) ** s);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  weights.reduce((sum, weight, rank) => (cumulative[rank] = sum + weight / total), 0);
  return () => {
    const draw = random();
    const rank = cumulative.findIndex((edge) => draw <= edge);
    return rank === -1 ? n - 1 : rank;
  };
}
