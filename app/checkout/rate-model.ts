/**
 * What one destination's answers from the service prove about the merchant's prices there
 * (docs/decisions/048-learned-destination-rates.md). Pure: no I/O, no clock of its own.
 *
 * Merchants price checkout in the service's dashboard, in practice per destination, sometimes free
 * above an amount (spec §4 POST /checkout/rates, Checkout rate `free`). A destination's model holds
 * the one answer it has seen for every cart there, with dates as offsets from the day of the answer
 * and, per rate, the largest goods total seen not free and the smallest seen free. It answers a new
 * cart only when:
 *   - it is PROVEN: at least MIN_ANSWERS answers, all the same (free aside), from carts of at least
 *     two different weights and two different totals;
 *   - the cart lies INSIDE what was seen: its weight between the lightest and the heaviest cart
 *     seen, and, per rate, its total at most the largest non-free total seen (and at least the
 *     smallest total seen) or at least the smallest free total seen. Between the two the flip is
 *     unknown, and the service is asked.
 * Interpolation only: a price that steps with weight alone or with total alone (bands, per started
 * kilogram) gives different answers inside any span where it changes, so the model never proves it
 * wrongly; it can only be fooled where two dimensions' steps cancel exactly.
 */
import type { ShopifyRate, ShopifyRatesBody } from "./map-rate-response";

/** Answers a destination must have given, all the same, before its model answers a cart. */
export const MIN_ANSWERS = 3;

export type CartFacts = { weightGrams: number; totalMinor: number };

/** A rate as the buyer sees it, without its price and with dates as day offsets. */
type RateShape = Omit<ShopifyRate, "total_price" | "min_delivery_date" | "max_delivery_date" | "phone_required"> & {
  minOffsetDays: number | null;
  maxOffsetDays: number | null;
};

/** Per rate: the price seen when it was not free, and where free began. */
type RatePrice = { price: string | null; maxNonFreeTotal: number | null; minFreeTotal: number | null };

export type DestinationModel = {
  shapes: RateShape[];
  prices: RatePrice[];
  answers: number;
  minWeight: number;
  maxWeight: number;
  minTotal: number;
  maxTotal: number;
};

/**
 * `price`: a rate's amount or shape differs where the destination-only structure says it cannot;
 * `dates`: only the delivery dates moved (the service's calendar, not its prices).
 */
export type ObserveOutcome =
  { kind: "consistent"; model: DestinationModel } | { kind: "contradiction"; reason: "price" | "dates" };

const MS_PER_DAY = 86_400_000;

/** The UTC day number of an instant, or of a "YYYY-MM-DD…" date string. */
function dayOf(msOrDate: number | string): number | null {
  if (typeof msOrDate === "number") return Math.floor(msOrDate / MS_PER_DAY);
  const ms = Date.parse(`${msOrDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(ms) ? null : Math.floor(ms / MS_PER_DAY);
}

function shapeOf(rate: ShopifyRate, answerDay: number): RateShape {
  const offset = (date: string | undefined) => {
    const day = date ? dayOf(date) : null;
    return day === null ? null : day - answerDay;
  };
  return {
    service_name: rate.service_name,
    description: rate.description,
    service_code: rate.service_code,
    currency: rate.currency,
    minOffsetDays: offset(rate.min_delivery_date),
    maxOffsetDays: offset(rate.max_delivery_date),
  };
}

const isFree = (rate: ShopifyRate) => rate.total_price === "0";

/** A first answer's model (not proven yet). */
export function startModel(body: ShopifyRatesBody, cart: CartFacts, answeredAtMs: number): DestinationModel {
  const day = dayOf(answeredAtMs)!;
  return {
    shapes: body.rates.map((rate) => shapeOf(rate, day)),
    prices: body.rates.map((rate) =>
      isFree(rate)
        ? { price: null, maxNonFreeTotal: null, minFreeTotal: cart.totalMinor }
        : { price: rate.total_price, maxNonFreeTotal: cart.totalMinor, minFreeTotal: null },
    ),
    answers: 1,
    minWeight: cart.weightGrams,
    maxWeight: cart.weightGrams,
    minTotal: cart.totalMinor,
    maxTotal: cart.totalMinor,
  };
}

/** Adds one answer of the service to the model, or says how it contradicts it. */
export function observe(
  model: DestinationModel,
  body: ShopifyRatesBody,
  cart: CartFacts,
  answeredAtMs: number,
): ObserveOutcome {
  if (body.rates.length !== model.shapes.length) return { kind: "contradiction", reason: "price" };
  const day = dayOf(answeredAtMs)!;
  let datesMoved = false;
  const prices: RatePrice[] = [];
  for (const [index, rate] of body.rates.entries()) {
    const known = model.shapes[index];
    const seen = shapeOf(rate, day);
    const { minOffsetDays, maxOffsetDays, ...text } = seen;
    const { minOffsetDays: knownMin, maxOffsetDays: knownMax, ...knownText } = known;
    if (JSON.stringify(text) !== JSON.stringify(knownText)) return { kind: "contradiction", reason: "price" };
    if (minOffsetDays !== knownMin || maxOffsetDays !== knownMax) datesMoved = true;
    const price = addPrice(model.prices[index], rate, cart.totalMinor);
    if (!price) return { kind: "contradiction", reason: "price" };
    prices.push(price);
  }
  if (datesMoved) return { kind: "contradiction", reason: "dates" };
  return {
    kind: "consistent",
    model: {
      ...model,
      prices,
      answers: model.answers + 1,
      minWeight: Math.min(model.minWeight, cart.weightGrams),
      maxWeight: Math.max(model.maxWeight, cart.weightGrams),
      minTotal: Math.min(model.minTotal, cart.totalMinor),
      maxTotal: Math.max(model.maxTotal, cart.totalMinor),
    },
  };
}

/** One rate's price at a total, folded in; null when it breaks "one price, free from an amount up". */
function addPrice(known: RatePrice, rate: ShopifyRate, total: number): RatePrice | null {
  if (isFree(rate)) {
    // Free at a total below one seen paid: not a threshold.
    if (known.maxNonFreeTotal !== null && total <= known.maxNonFreeTotal) return null;
    return { ...known, minFreeTotal: Math.min(known.minFreeTotal ?? total, total) };
  }
  if (known.price !== null && known.price !== rate.total_price) return null;
  if (known.minFreeTotal !== null && total >= known.minFreeTotal) return null;
  return {
    price: rate.total_price,
    maxNonFreeTotal: Math.max(known.maxNonFreeTotal ?? total, total),
    minFreeTotal: known.minFreeTotal,
  };
}

/** The proof rule: enough answers, all the same, from carts differing in weight and in total. */
export function isProven(model: DestinationModel): boolean {
  return model.answers >= MIN_ANSWERS && model.minWeight < model.maxWeight && model.minTotal < model.maxTotal;
}

/** The answer the model proves for this cart today, or null when it does not prove one. */
export function predict(model: DestinationModel, cart: CartFacts, nowMs: number): ShopifyRatesBody | null {
  if (!isProven(model)) return null;
  if (cart.weightGrams < model.minWeight || cart.weightGrams > model.maxWeight) return null;
  const today = dayOf(nowMs)!;
  const rates: ShopifyRate[] = [];
  for (const [index, shape] of model.shapes.entries()) {
    const price = priceAt(model.prices[index], cart.totalMinor, model.minTotal);
    if (price === null) return null;
    const { minOffsetDays, maxOffsetDays, ...text } = shape;
    rates.push({
      ...text,
      total_price: price,
      ...(minOffsetDays !== null ? { min_delivery_date: shopifyDate(today + minOffsetDays) } : {}),
      ...(maxOffsetDays !== null ? { max_delivery_date: shopifyDate(today + maxOffsetDays) } : {}),
    });
  }
  return { rates };
}

function priceAt(known: RatePrice, total: number, minTotal: number): string | null {
  if (known.minFreeTotal !== null && total >= known.minFreeTotal) return "0";
  if (known.price !== null && known.maxNonFreeTotal !== null && total <= known.maxNonFreeTotal && total >= minTotal)
    return known.price;
  return null;
}

/** The carrier-service date format of delivery-date.ts (noon UTC, same calendar day everywhere). */
function shopifyDate(day: number): string {
  return `${new Date(day * MS_PER_DAY).toISOString().slice(0, 10)} 12:00:00 +0000`;
}
