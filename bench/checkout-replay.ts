import { mapRateResponse, type ShopifyRate } from "~/checkout/map-rate-response";
import type { CheckoutRates } from "~/delivery";
import { connectTestShop } from "../stack/connect";
import { TEST_API_SECRET } from "../stack/test-env";
import { carrierCallbackHeaders } from "../shopify-stand-in/deliveries";
import { postgresDatabase, sqliteDatabase, withBenchStack, type BenchDatabase } from "./bench-stack";
import { createBenchClient } from "./http-client";
import {
  CITIES,
  compareRates,
  MERCHANT_FALLBACK_RATES,
  merchantPrices,
  PRODUCTS,
  serviceRequestOf,
  traffic,
  type Pricing,
} from "./replay-traffic";
import { heading, note, num, pct, table } from "./stats";

/*
 * Section 4: checkout under real traffic. A day's worth of carrier callbacks from a realistic mix
 * (destinations drawn from a skewed distribution over a few hundred cities, carts of 1–5 items from a
 * catalogue of a few hundred products) replayed against the service's real limit of 120 requests a
 * minute (spec §8), and what the buyers were shown: the service's own prices (fresh or cached), the
 * merchant's fallback rates, or nothing. Time runs SCALE times faster for everything at once (the
 * service's and the app's minute, the cache's windows), so the shares are those of real time.
 *
 * Every buyer's price is checked: right after each callback the bench asks the sandbox's control API
 * what the service answers that cart at that moment (outside every key's budget) and counts a price
 * shown as the service's that differs as WRONG. Two merchants are replayed (BENCH_REPLAY_PRICING):
 * "destination", priced per destination with free delivery above an amount, and "weight", whose
 * prices also grow with the cart's weight and total (the sandbox's weight-and-total mode), which the
 * learned destination rates answer only between two carts of one price on both (decision 068).
 * BENCH_REPLAY_MODEL=off runs the app without them (CHECKOUT_RATE_MODEL=off): the figures before.
 */

const CALLBACKS = Number(process.env.BENCH_REPLAY_CALLBACKS ?? 10_000);
// ×10: the budget's safety margin (at least 250 ms of its window, docs/decisions/028) stays small beside a 6 s minute.
const SCALE = Number(process.env.BENCH_REPLAY_SCALE ?? 10);
/** Simulated minutes the callbacks are spread over: 10,000 in an hour is ~170 a minute, above the budget. */
const SIMULATED_MINUTES = Number(process.env.BENCH_REPLAY_MINUTES ?? 60);
const MINUTE_MS = Math.round(60_000 / SCALE);
const IN_FLIGHT = 64;
const PRICINGS = (process.env.BENCH_REPLAY_PRICING ?? "destination,weight").split(",") as Pricing[];
const MODEL = process.env.BENCH_REPLAY_MODEL === "off" ? "off" : "on";
/**
 * The merchant's keys: "checkout", a checkout key beside an orders key without checkout:rates (checkout has 120 a
 * minute); "spill", the same with an orders key that may price checkout too, so checkout spills into the orders key's
 * spare third once its own is spent (decision 116). BENCH_REPLAY_KEYS chooses; by default the destination merchant
 * runs with "checkout" (well above 95 % on it) and the weight merchant with both.
 */
type Keys = "checkout" | "spill";
const KEYS = process.env.BENCH_REPLAY_KEYS?.split(",") as Keys[] | undefined;
const keysFor = (pricing: Pricing): Keys[] => KEYS ?? (pricing === "weight" ? ["checkout", "spill"] : ["checkout"]);

type Shown = "service" | "fallback" | "nothing";

export async function benchCheckoutReplay(): Promise<void> {
  heading("4. Checkout under real traffic: what buyers are shown when callbacks outrun the budget", [
    `${num(CALLBACKS)} callbacks over ${SIMULATED_MINUTES} simulated minutes (${num(CALLBACKS / SIMULATED_MINUTES)} a minute), time ×${SCALE} (a minute = ${MINUTE_MS} ms for the`,
    "sandbox's limit of 120 requests a minute, the app's budget and its cache windows alike). On SQLite, then on PostgreSQL. Shop in XOF with its",
    `own checkout key and a fallback table for CI and SN. Destinations: ${CITIES} cities of Côte d'Ivoire and Senegal, Zipf-distributed`,
    `(Abidjan first); carts: 1–5 items from ${PRODUCTS} products, Zipf-distributed. Callbacks are sent on schedule (open loop), ${IN_FLIGHT} in flight at most.`,
    `Learned destination rates (CHECKOUT_RATE_MODEL): ${MODEL}. Every price shown is compared with the service's answer for that cart at that moment.`,
    "Targets: ≥ 95 % live and 0 wrong for both merchants (decisions 048, 068).",
  ]);
  for (const pricing of PRICINGS)
    for (const keys of keysFor(pricing)) {
      note(
        `\n  Merchant priced by ${pricing === "destination" ? "destination (free above an amount)" : "weight and total (and free above an amount)"}, ${keys === "checkout" ? "with its checkout key (120 a minute)" : "whose orders key may price checkout too (up to 40 a minute more while orders are quiet, decision 116)"}:`,
      );
      note("  On SQLite:");
      await replayOn(sqliteDatabase("replay"), pricing, keys);
      const postgres = await postgresDatabase("replay");
      note("\n  On PostgreSQL:");
      if (typeof postgres === "string") note(`  Skipped: ${postgres}`);
      else await replayOn(postgres, pricing, keys);
    }
}

async function replayOn(database: BenchDatabase, pricing: Pricing, keys: Keys): Promise<void> {
  const env = {
    CHECKOUT_RATE_MODEL: MODEL,
    DELIVERY_RATE_WINDOW_MS: String(MINUTE_MS),
    CHECKOUT_CACHE_FRESH_MS: String(Math.round(300_000 / SCALE)),
    CHECKOUT_CACHE_STALE_MS: String(Math.round(1_800_000 / SCALE)),
  };
  await withBenchStack(
    database,
    env,
    { sandbox: { rateLimitPerMinute: 120, rateWindowMs: MINUTE_MS } },
    async (stack) => {
      const put = await fetch(`${stack.sandbox.url}/__sandbox/checkout-rates`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ rates: merchantPrices(pricing) }),
      });
      if (!put.ok) throw new Error(`The sandbox refused the merchant's prices: ${put.status}`);
      const domain = await stack.installShop({ currency: "XOF" });
      // The orders key is idle here (no orders in the replay): the spill's figures are those of quiet orders.
      const shop = await connectTestShop(stack, domain, {
        settings: { fallbackRates: MERCHANT_FALLBACK_RATES },
        ordersKeyPricesCheckout: keys === "spill",
      });
      const url = `${stack.app.url}/carrier-service/rates?token=${shop.carrierToken}`;
      const bodies = traffic(CALLBACKS);
      const client = createBenchClient(IN_FLIGHT);
      const shown: Record<Shown, number> = { service: 0, fallback: 0, nothing: 0 };
      // Live answers of the second half of the replay: the models' steady state, once the first minutes' learning is over.
      let liveLater = 0;
      const later = Math.ceil(CALLBACKS / 2);
      const checked = { wrongPrice: 0, wrongDates: 0, unchecked: 0 };
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
            const kind = classify(reply.status, reply.text);
            shown[kind]++;
            if (kind === "service" && index >= later) liveLater++;
            if (kind !== "service") continue;
            const right = await serviceAnswer(stack.sandbox.url, bodies[index]).catch(() => null);
            if (!right) checked.unchecked++;
            else {
              const verdict = compareRates((JSON.parse(reply.text) as { rates: ShopifyRate[] }).rates, right);
              if (verdict === "price") checked.wrongPrice++;
              if (verdict === "dates") checked.wrongDates++;
            }
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
            [
              "the service's prices (fresh, cached or learnt): live",
              num(shown.service),
              pct(shown.service / CALLBACKS, 1),
            ],
            [
              "  of them a WRONG price (≠ the service's answer then)",
              num(checked.wrongPrice),
              pct(checked.wrongPrice / CALLBACKS, 2),
            ],
            [
              "  of them right prices but other delivery dates",
              num(checked.wrongDates),
              pct(checked.wrongDates / CALLBACKS, 2),
            ],
            ["the merchant's fallback rates", num(shown.fallback), pct(shown.fallback / CALLBACKS, 1)],
            ["nothing (Shopify's backup rates)", num(shown.nothing), pct(shown.nothing / CALLBACKS, 1)],
          ],
        ),
      );
      note(
        `  In the second half of the replay (simulated minutes ${num(SIMULATED_MINUTES / 2)}–${num(SIMULATED_MINUTES)}): ${pct(liveLater / (CALLBACKS - later), 1)} live.`,
      );
      note(
        `  Service calls: ${num(calls.size)} in ${num(simulatedMinutes, 1)} simulated minutes (${num(calls.size / simulatedMinutes, 1)} a minute; the limit is 120 a key${keys === "spill" ? ", and this shop's two keys may price checkout" : ""}), ${num(limited)} answered 429.`,
      );
      note(
        `  Callbacks sent late by the load generator: at most ${num(lateMs)} ms (a large figure means this machine, not the app, set the pace).`,
      );
      // The app's own account (GET /metrics, checkout statistics flushed every 2 s): where the service's prices came from.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const metrics = await (await fetch(`${stack.app.url}/metrics`)).text();
      const count = (name: string) => Number(new RegExp(`^${name}\\{[^}]*\\} (\\d+)`, "m").exec(metrics)?.[1] ?? NaN);
      const [hits, stale, serviceCalls, modelAnswers, modelChecks, modelDrops] = [
        "checkout_cache_hits_today",
        "checkout_stale_answers_today",
        "checkout_service_calls_today",
        "checkout_model_answers_today",
        "checkout_model_checks_today",
        "checkout_model_drops_today",
      ].map((name) => count(name) || 0);
      if (checked.unchecked > 0)
        note(
          `  ${num(checked.unchecked)} live prices could not be compared (the sandbox's control API did not answer).`,
        );
      note(
        `  Learned destination rates: ${num(modelAnswers)} answers (${pct(modelAnswers / CALLBACKS, 1)}), ${num(modelChecks)} of them checked with the service, ${num(modelDrops)} destination models dropped at a contradiction.`,
      );
      note(
        `  Detection window: a young model's answers are all checked, then one in 2, 4 and 8 as the service confirms them (and it stops after 24 unchecked),`,
      );
      note(
        `  so a model wrong on every cart shows at most 8 wrong prices before its check lands; measured: ${num(checked.wrongPrice)} wrong price(s) for ${num(modelDrops)} drop(s)${modelDrops > 0 ? ` (${num(checked.wrongPrice / modelDrops, 1)} a drop)` : ""}.`,
      );
      const asked = CALLBACKS - hits - stale - modelAnswers;
      note(
        `  From the cache: ${num(hits)} fresh and ${num(stale)} stale (shown at once, refreshed at the refreshes' half of the budget, decision 035); from the model: ${num(modelAnswers)};`,
      );
      note(
        `  the other ${num(asked)} callbacks (${pct(asked / CALLBACKS, 1)}) had no answer under 30 minutes old nor a proven model: the app tried ${num(serviceCalls)} loads, and the budget let`,
      );
      note(
        `  ${num(calls.size)} reach the service. What bounds the live share is the keys' calls a minute against that many new carts (decision 096).`,
      );
    },
  );
}

function classify(status: number, text: string): Shown {
  if (status !== 200) return "nothing";
  const { rates } = JSON.parse(text) as { rates: Array<{ service_code: string }> };
  if (rates.length === 0) return "nothing";
  return rates.some((rate) => rate.service_code.startsWith("fallback-")) ? "fallback" : "service";
}

/**
 * What the service answers this callback's cart now (the sandbox's control API: no key, no budget,
 * not in its request log), as Shopify would be shown it. The cart is mapped as the app maps it.
 */
async function serviceAnswer(sandboxUrl: string, callbackBody: string): Promise<ShopifyRate[]> {
  const request = serviceRequestOf(callbackBody);
  const response = await fetch(`${sandboxUrl}/__sandbox/checkout-rates/answer`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`The sandbox's control API answered ${response.status}.`);
  return mapRateResponse((await response.json()) as CheckoutRates, request.currency).rates;
}

async function sandboxRequests(sandboxUrl: string): Promise<Array<{ id: number; status: number }>> {
  const response = await fetch(
    `${sandboxUrl}/__sandbox/requests?path=${encodeURIComponent("/v1/public-api/checkout/rates")}`,
  );
  const { requests = [] } = (await response.json()) as { requests?: Array<{ id: number; status: number }> };
  return requests;
}
