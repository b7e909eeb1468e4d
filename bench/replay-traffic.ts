/*
 * The replay's merchant and traffic, shared by the live replay (checkout-replay.ts) and the one in
 * process (checkout-replay-offline.ts), so both replay the same carts against the same prices.
 */
import { mapRateRequest, type RatesRequest } from "~/checkout/map-rate-request";
import type { ShopifyRate } from "~/checkout/map-rate-response";
import { parseRateRequest } from "~/checkout/parse-rate-request";
import { carrierRateRequest } from "../shopify-stand-in/carrier-rate-request";

export type Pricing = "destination" | "weight";
export const CITIES = 300;
export const PRODUCTS = 300;

/** The merchant's checkout prices in the sandbox (XOF, two decimals on the wire as everywhere). */
export function merchantPrices(pricing: Pricing) {
  const byWeight =
    pricing === "weight"
      ? { perWeightStepMinor: 50_000, weightStepGrams: 1_000, perTotalStepMinor: 25_000, totalStepMinor: 2_500_000 }
      : {};
  const rate = (
    countryCode: string,
    code: string,
    priceMinor: number,
    freeOverMinor: number | null,
    regions: string[] = [],
  ) => ({
    countryCode,
    regions,
    service: "standard",
    code,
    name: { en: `Standard delivery (${code})`, fr: `Livraison standard (${code})` },
    description: { en: "Delivered to your door.", fr: "Livré à votre porte." },
    currency: "XOF",
    priceMinor,
    freeOverMinor,
    minDays: 2,
    maxDays: 4,
    ...byWeight,
  });
  return [
    rate("CI", "ci-abidjan", 150_000, 5_000_000, ["Abidjan", "AB"]),
    {
      ...rate("CI", "ci-abidjan-express", 300_000, null, ["Abidjan", "AB"]),
      service: "express",
      minDays: 0,
      maxDays: 1,
    },
    rate("CI", "ci-standard", 250_000, 10_000_000),
    rate("SN", "sn-standard", 500_000, null),
  ];
}

/** The merchant's fallback table (the app's settings), shown when neither the service nor its learned prices answer. */
export const MERCHANT_FALLBACK_RATES = ["CI", "SN"].map((countryCode) => ({
  countryCode,
  name: "Standard delivery",
  priceMinor: 300_000,
  currency: "XOF",
  minDays: 2,
  maxDays: 5,
}));

/** The carts, deterministic (a seeded generator), as Shopify's signed callback bodies. */
export function traffic(count: number): string[] {
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

/** The service request the app sends for one of these callbacks: the cart is mapped as the app maps it. */
export function serviceRequestOf(callbackBody: string): RatesRequest {
  const parsed = parseRateRequest(JSON.parse(callbackBody));
  if (!parsed.ok) throw new Error("The bench's own cart did not parse.");
  return mapRateRequest(parsed.request);
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

/** `price`: a rate missing, added, or at another price; `dates`: same prices, other delivery dates. */
export function compareRates(shown: ShopifyRate[], right: ShopifyRate[]): "same" | "price" | "dates" {
  const prices = (rates: ShopifyRate[]) => rates.map((rate) => `${rate.service_code}=${rate.total_price}`).join(",");
  if (prices(shown) !== prices(right)) return "price";
  const dates = (rates: ShopifyRate[]) =>
    rates.map((rate) => `${rate.min_delivery_date}/${rate.max_delivery_date}`).join(",");
  return dates(shown) === dates(right) ? "same" : "dates";
}
