import { performance } from "node:perf_hooks";
import { carrierRateRequest, type RateRequestInput } from "../../shopify-stand-in/carrier-rate-request";
import { control, type Demo } from "./demo-context";
import { DEMO_FALLBACK_RATES } from "./connect-shop";
import { DEMO_CHECKOUT_DEADLINE_MS, DEMO_SHOP } from "./setup";
import { formatDay, formatMinor, say } from "./say";

type Rate = {
  service_name: string;
  service_code: string;
  total_price: string;
  currency: string;
  description?: string;
  min_delivery_date?: string;
  max_delivery_date?: string;
};

const CHECKOUT_RATES_PATH = "/v1/public-api/checkout/rates";

/** Shopify's signed carrier-service callback to the app, as at a buyer's shipping step. */
async function askRates(demo: Demo, input: RateRequestInput) {
  const url = new URL(demo.carrierServiceCallbackUrl!);
  const started = performance.now();
  const response = await demo.stack.shopify.sendCarrierCallback({
    shop: DEMO_SHOP,
    path: `${url.pathname}${url.search}`,
    body: carrierRateRequest(input),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`The app answered the rate callback with ${response.status}: ${text}`);
  return { rates: (JSON.parse(text) as { rates: Rate[] }).rates, ms };
}

function showRates(rates: Rate[], locale: string) {
  if (rates.length === 0) say.show("(no delivery rates offered)");
  for (const rate of rates) {
    const days = rate.min_delivery_date
      ? `, ${locale.startsWith("fr") ? "livré entre" : "delivered between"} ${formatDay(rate.min_delivery_date, locale)} ${locale.startsWith("fr") ? "et" : "and"} ${formatDay(rate.max_delivery_date, locale)}`
      : "";
    say.show(`${rate.service_name}  ${formatMinor(rate.total_price, rate.currency, locale)}${days}`);
    if (rate.description) say.show(`  ${rate.description}`);
  }
}

const abidjanCart = (sku: string, locale: string): RateRequestInput => ({
  country: "CI",
  province: "AB",
  city: "Abidjan",
  currency: "XOF",
  locale,
  items: [{ sku, name: "Ceramic mug", quantity: 2, grams: 400, price: 250000 }],
});

/**
 * Part 2: what buyers see at the shipping step. Shopify (the stand-in) posts its signed carrier
 * callback to the app, which asks the delivery service and answers in Shopify's format.
 */
export async function showCheckout(demo: Demo): Promise<void> {
  say.step(
    "A buyer in Abidjan, shopping in English, reaches the shipping step with 2 mugs (F CFA 5,000, 800 g). Shopify asks the app for rates:",
  );
  const english = await askRates(demo, abidjanCart("MUG-1", "en"));
  showRates(english.rates, "en");
  if (english.rates.length === 0) throw new Error("No rates for an Abidjan buyer.");
  say.ok(
    `${english.rates.length} rates, answered in ${english.ms.toFixed(0)} ms (the app asked the delivery service's checkout/rates).`,
  );

  say.step("The same cart from a buyer whose checkout is in French (locale fr-CI):");
  const french = await askRates(demo, abidjanCart("MUG-1", "fr-CI"));
  showRates(french.rates, "fr-CI");
  if (!french.rates.some((rate) => /livraison/i.test(rate.service_name)))
    throw new Error("The French buyer did not get French rate names.");
  say.ok(`The texts come in French, answered in ${french.ms.toFixed(0)} ms.`);

  say.step("A buyer in Paris paying in euros (EUR, two decimals) with one mug at 25.99 EUR:");
  const euro = await askRates(demo, {
    country: "FR",
    province: null,
    city: "Paris",
    currency: "EUR",
    locale: "en",
    items: [{ sku: "MUG-1", name: "Ceramic mug", quantity: 1, grams: 400, price: 2599 }],
  });
  showRates(euro.rates, "en");
  if (!euro.rates.some((rate) => rate.currency === "EUR")) throw new Error("The euro buyer got no rate in EUR.");
  say.ok(`Priced in euros, answered in ${euro.ms.toFixed(0)} ms.`);

  const fallbackName = DEMO_FALLBACK_RATES[0].name;
  say.step(
    "Now the delivery service fails: the sandbox answers its next checkout/rates calls with HTTP 500 (POST /__sandbox/faults). A new cart asks for rates:",
  );
  await control(demo, "POST", "/faults", { kind: "error", status: 500, count: 5, path: CHECKOUT_RATES_PATH });
  try {
    const failing = await askRates(demo, abidjanCart("VASE-1", "en"));
    showRates(failing.rates, "en");
    if (failing.rates[0]?.service_name !== fallbackName)
      throw new Error("The merchant's fallback rates did not answer while the service failed.");
    say.ok(`The buyer still gets the merchant's fallback rate, in ${failing.ms.toFixed(0)} ms.`);
  } finally {
    await control(demo, "DELETE", "/faults");
  }

  say.step(
    `And the service stalls: the sandbox holds the next checkout/rates call for 4 s, longer than the app's checkout deadline (CHECKOUT_DEADLINE_MS=${DEMO_CHECKOUT_DEADLINE_MS}). Another new cart:`,
  );
  await control(demo, "POST", "/faults", { kind: "latency", latencyMs: 4000, count: 1, path: CHECKOUT_RATES_PATH });
  try {
    const stalled = await askRates(demo, abidjanCart("BOWL-1", "en"));
    showRates(stalled.rates, "en");
    if (stalled.rates[0]?.service_name !== fallbackName)
      throw new Error("The merchant's fallback rates did not answer while the service stalled.");
    say.ok(
      `The app stopped waiting for the stalled service at its ${DEMO_CHECKOUT_DEADLINE_MS} ms deadline and answered with the fallback rate (${stalled.ms.toFixed(0)} ms for the whole request, its trip included); Shopify allows 10 s, so the buyer never waits for the stalled service.`,
    );
  } finally {
    await control(demo, "DELETE", "/faults");
  }
}
