import { z } from "zod";
import { utcDatePlusDays } from "../clock";
import type { ApiRoute } from "../context";
import { languageOfLocale, type Lang } from "../language";
import type { CheckoutPrice } from "../state";
import type { Store } from "../store";
import { CountryCodeSchema, CurrencySchema, OptionalTextSchema, parseWith } from "../validation";

// spec §4 POST /checkout/rates. Required fields are "not shown": the sandbox needs
// destination.countryCode and currency, the two things a price cannot be chosen without (README).
const CheckoutRatesRequestSchema = z.object({
  destination: z.object({
    countryCode: CountryCodeSchema,
    region: OptionalTextSchema,
    regionName: OptionalTextSchema,
    city: OptionalTextSchema,
  }),
  currency: CurrencySchema,
  goodsTotalMinor: z.int().min(0).nullish(),
  items: z
    .array(
      z.object({
        sku: z.string().nullish(),
        quantity: z.int().min(1),
        unitPriceMinor: z.int().min(0),
        weightGrams: z.int().min(0).nullish(),
      }),
    )
    .nullish(),
  locale: OptionalTextSchema,
});
type CheckoutRatesRequest = z.infer<typeof CheckoutRatesRequestSchema>;

export const checkoutRateRoutes: ApiRoute[] = [
  {
    method: "POST",
    pattern: "/checkout/rates",
    scopes: ["checkout:rates"],
    handle: ({ services, body, lang }) => ({ status: 200, body: checkoutRatesAnswer(services.store, body, lang) }),
  },
];

/**
 * The answer to a checkout-rates body at the store's now. Also served, without key, limit or log,
 * by the control API's POST /__sandbox/checkout-rates/answer, so a bench can know the right price,
 * and called in process by the bench's offline replay.
 */
export function checkoutRatesAnswer(store: Pick<Store, "state" | "now">, body: unknown, lang: Lang) {
  const request = parseWith(CheckoutRatesRequestSchema, body);
  const textLang = languageOfLocale(request.locale) ?? lang;
  const goodsTotalMinor = request.goodsTotalMinor ?? itemsTotal(request);
  const weightGrams = (request.items ?? []).reduce((sum, item) => sum + item.quantity * (item.weightGrams ?? 0), 0);
  const today = store.now();
  const rates = pricesFor(store.state.checkoutPrices, request).map((price) => {
    const free = price.freeOverMinor !== null && goodsTotalMinor >= price.freeOverMinor;
    return {
      service: price.service,
      code: price.code,
      name: price.name[textLang],
      description: price.description[textLang],
      priceMinor: free ? 0 : priceOf(price, weightGrams, goodsTotalMinor),
      currency: price.currency,
      free,
      minDays: price.minDays,
      maxDays: price.maxDays,
      // Calendar days counted from today's UTC date on the sandbox clock (README).
      earliestDate: utcDatePlusDays(today, price.minDays),
      latestDate: utcDatePlusDays(today, price.maxDays),
    };
  });
  // spec §4: an empty list is a valid answer; `reason` is null in every sandbox answer.
  return { rates, reason: null };
}

// The "weight and total" mode: per started weight step, per whole goods-total step (README).
function priceOf(price: CheckoutPrice, weightGrams: number, goodsTotalMinor: number): number {
  const weightSteps = price.perWeightStepMinor ? Math.ceil(weightGrams / (price.weightStepGrams ?? 1000)) : 0;
  const totalSteps = price.perTotalStepMinor ? Math.floor(goodsTotalMinor / (price.totalStepMinor ?? 100_000)) : 0;
  return price.priceMinor + weightSteps * (price.perWeightStepMinor ?? 0) + totalSteps * (price.perTotalStepMinor ?? 0);
}

// Prices of the destination country in the requested currency. A price for the buyer's region
// replaces the country-wide price of the same service (README).
function pricesFor(prices: CheckoutPrice[], request: CheckoutRatesRequest): CheckoutPrice[] {
  const wanted = [request.destination.region, request.destination.regionName]
    .filter((v): v is string => !!v)
    .map(normalise);
  const candidates = prices.filter(
    (p) => p.countryCode === request.destination.countryCode && p.currency === request.currency,
  );
  const regional = candidates.filter((p) => p.regions.some((r) => wanted.includes(normalise(r))));
  const countryWide = candidates.filter(
    (p) => p.regions.length === 0 && !regional.some((r) => r.service === p.service),
  );
  return [...regional, ...countryWide];
}

function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();
}

function itemsTotal(request: CheckoutRatesRequest): number {
  return (request.items ?? []).reduce((sum, item) => sum + item.quantity * item.unitPriceMinor, 0);
}
