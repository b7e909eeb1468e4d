import { answerRateRequest, type FetchRates } from "~/checkout/answer-rate-request";
import { mapRateResponse, type ShopifyRatesBody } from "~/checkout/map-rate-response";
import { createRateModels } from "~/checkout/rate-models";
import { createRatesCache } from "~/checkout/rates-cache";
import { createMemoryBudgetStore, waitForBudget } from "~/delivery/budget.server";
import { CheckoutRatesSchema } from "~/delivery/pricing-schemas";
import { limitForShare, type BudgetShare } from "~/shops/delivery-client.server";
import { CheckoutPricesSchema } from "../sandbox/control/account-routes";
import { checkoutRatesAnswer } from "../sandbox/routes/checkout-rates";
import { createStore } from "../sandbox/store";
import { parseWith } from "../sandbox/validation";
import {
  compareRates,
  MERCHANT_FALLBACK_RATES,
  merchantPrices,
  serviceRequestOf,
  traffic,
  type Pricing,
} from "./replay-traffic";
import { heading, note, num, pct, table } from "./stats";

/*
 * Section 4b: the replay of section 4 in this process, on a simulated clock, to show what bounds it.
 * The same 10,000 carts and the same merchant go through the app's own checkout pipeline
 * (answerRateRequest with its exact-cart cache, learned destination rates and the budget's memory
 * store and shares) and the sandbox's own pricing, with no HTTP, no database and no waiting: an
 * hour's replay takes seconds and gives the same answer each run. What it leaves out is what the
 * live replay measures: latency, the machine's pace, the service's 429s, the databases.
 *
 * So it can vary what the live replay cannot: the key's calls a minute (spec §8 gives 120; the
 * others show what a higher limit would buy) and the minute itself. The live replay runs time ×10,
 * and the budget's margin (docs/decisions/028: 2 % of the window, at least 250 ms) is then 4.2 %
 * of its 6 s minute, against 2 % of a real one.
 */

const CALLBACKS = 10_000;
const SIMULATED_MINUTES = 60;
// 09:00 UTC: the learned rates neither answer nor learn near midnight (rate-models.ts).
const START_MS = Date.UTC(2026, 0, 15, 9);

type Keys = "checkout" | "spill";
type Run = { pricing: Pricing; perMinute: number; scale: number; keys: Keys };
type Outcome = { live: number; liveLater: number; wrong: number; calls: number; modelAnswers: number; checks: number };

const RUNS: Array<Run & { label: string }> = [
  { label: "as the live replay: time ×10", pricing: "weight", perMinute: 120, scale: 10, keys: "checkout" },
  { label: "a real minute", pricing: "weight", perMinute: 120, scale: 1, keys: "checkout" },
  { label: "a real minute, a limit of 110", pricing: "weight", perMinute: 110, scale: 1, keys: "checkout" },
  { label: "a real minute, a limit of 130", pricing: "weight", perMinute: 130, scale: 1, keys: "checkout" },
  { label: "a real minute, a limit of 150", pricing: "weight", perMinute: 150, scale: 1, keys: "checkout" },
  {
    label: "a real minute, the orders key's spare third too",
    pricing: "weight",
    perMinute: 120,
    scale: 1,
    keys: "spill",
  },
  {
    label: "the destination merchant, a real minute",
    pricing: "destination",
    perMinute: 120,
    scale: 1,
    keys: "checkout",
  },
];

export async function benchCheckoutReplayOffline(): Promise<void> {
  heading("4b. The checkout replay in process: what bounds the live share", [
    `Section 4's ${num(CALLBACKS)} carts and merchants through the app's checkout pipeline (cache, learned rates, budget) and the`,
    "sandbox's pricing, on a simulated clock: no HTTP, no database, the same figures every run. Checkout key alone unless",
    "said; a limit other than spec §8's 120 a minute shows what a higher one would buy.",
  ]);
  const rows: string[][] = [];
  for (const run of RUNS) {
    const outcome = await replayInProcess(run);
    rows.push([
      `${run.pricing === "weight" ? "weight and total" : "destination"}: ${run.label}`,
      pct(outcome.live / CALLBACKS, 1),
      pct(outcome.liveLater / (CALLBACKS / 2), 1),
      num(outcome.wrong),
      num(outcome.calls / SIMULATED_MINUTES, 1),
      `${num(outcome.modelAnswers)} (${num(outcome.checks)})`,
    ]);
  }
  note(
    table(
      ["merchant and run", "live", "second half hour", "wrong", "calls a minute", "learned answers (checked)"],
      rows,
    ),
  );
}

async function replayInProcess(run: Run): Promise<Outcome> {
  const minuteMs = 60_000 / run.scale;
  const spacingMs = (SIMULATED_MINUTES * minuteMs) / CALLBACKS;
  let clock = START_MS;
  const now = () => clock;
  const sandbox = createStore({ baseClock: now });
  sandbox.state.checkoutPrices = parseWith(CheckoutPricesSchema, { rates: merchantPrices(run.pricing) }).rates;
  const budgetStore = createMemoryBudgetStore();
  const cache = createRatesCache<ShopifyRatesBody>({
    ttlMs: 300_000 / run.scale,
    staleTtlMs: 1_800_000 / run.scale,
    maxEntries: CALLBACKS,
    now,
  });
  const models = createRateModels({ now });
  const outcome: Outcome = { live: 0, liveLater: 0, wrong: 0, calls: 0, modelAnswers: 0, checks: 0 };

  // The app's budget rules (the shares of app/shops/delivery-client.server.ts), with a carrier callback's wait of 0.
  const take = (key: string, share: BudgetShare) =>
    waitForBudget({
      budget: { store: budgetStore, limitPerWindow: limitForShare(run.perMinute, share), windowMs: minuteMs },
      key,
      maxWaitMs: 0,
      now,
      sleep: async () => {},
    });
  const fetchRates: FetchRates = async (request, { purpose }) => {
    try {
      await take("checkout-key", purpose === "refresh" ? "checkout-refresh" : "checkout");
    } catch (error) {
      // decision 116: a buyer's cart the checkout key cannot take is asked on the orders key, refreshes never.
      if (run.keys !== "spill" || purpose === "refresh") throw error;
      await take("orders-key", "checkout-spill");
    }
    outcome.calls++;
    return CheckoutRatesSchema.parse(checkoutRatesAnswer(sandbox, request, "en"));
  };

  for (const [index, body] of traffic(CALLBACKS).entries()) {
    clock = START_MS + index * spacingMs;
    const answer = await answerRateRequest({
      shopId: "shop",
      body,
      fetchRates,
      cache,
      models,
      fallbackRates: MERCHANT_FALLBACK_RATES,
      now,
      record: (event) => {
        if (event.type === "callback" && event.source === "model") outcome.modelAnswers++;
        if (event.type === "model" && event.event === "check") outcome.checks++;
      },
    });
    // The background work this callback started (a check, a refresh, the model's learning) ends before the next.
    await new Promise((resolve) => setImmediate(resolve));
    if (answer.status !== 200 || answer.source === "fallback") continue;
    outcome.live++;
    if (index >= CALLBACKS / 2) outcome.liveLater++;
    if (compareRates(answer.body.rates, rightAnswer(sandbox, body)) === "price") outcome.wrong++;
  }
  return outcome;
}

/** What the service answers this callback's cart at the simulated now, as Shopify would be shown it. */
function rightAnswer(sandbox: ReturnType<typeof createStore>, callbackBody: string) {
  const request = serviceRequestOf(callbackBody);
  const response = CheckoutRatesSchema.parse(checkoutRatesAnswer(sandbox, request, "en"));
  return mapRateResponse(response, request.currency).rates;
}
