/**
 * What one destination's answers from the service prove about the merchant's prices there
 * (docs/decisions/048-learned-destination-rates.md, 068-learned-prices-bounded-on-every-dimension.md).
 * Pure: no I/O, no clock of its own.
 *
 * Merchants price checkout in the service's dashboard (spec §4 POST /checkout/rates): per destination,
 * perhaps by the cart's weight and goods total, sometimes free above an amount. A destination's model
 * holds the rates as the buyer sees them (texts, dates as offsets from the day of the answer) and, per
 * rate and per price seen, the lowest and the highest carts that showed that price: a cart is a point
 * (weight, total), and "lowest" means no other cart of that price is at or below it on both at once.
 *
 * The BOX RULE: a new cart is answered only when, for every rate, one price is shown both by a cart
 * seen at or below it on weight AND total and by a cart seen at or above it on weight AND total. That
 * is right whenever each rate's price never steps down as weight or total grows, except to turn free
 * from some point up (any mix of weight and total steps, bands, free thresholds): the cart's price is
 * then squeezed between two equal prices. Ranges proven per dimension apart are not enough: a step up
 * in weight and a step down in total between two carts cancel, and look flat.
 *
 * An answer that breaks the assumption where the model can see it (a price other than the one the box
 * rule gives, or a box of one price around a cart seen at another) is a contradiction; the service's
 * checks (rate-models.ts) look for the rest.
 */
import type { ShopifyRate, ShopifyRatesBody } from "./map-rate-response";

/** Answers a destination must have given before its model answers a cart. */
export const MIN_ANSWERS = 3;
/** The carts a model keeps (lowest and highest of every price): beyond, new carts are checked but not kept. */
export const MAX_POINTS = 600;
/** The shape of DestinationModel: a model stored in another shape (an older release) is learnt again. */
export const MODEL_VERSION = 2;

export type CartFacts = { weightGrams: number; totalMinor: number };

/** A cart as the model keeps it: [weight in grams, goods total in minor units]. */
type Point = [number, number];

/** A rate as the buyer sees it, without its price and with dates as day offsets. */
type RateShape = Omit<ShopifyRate, "total_price" | "min_delivery_date" | "max_delivery_date" | "phone_required"> & {
  minOffsetDays: number | null;
  maxOffsetDays: number | null;
};

/** Carts of which none is at or below another (`low`), or at or above another (`high`). */
type Bounds = { low: Point[]; high: Point[] };
/** One price of a rate, with the lowest and highest carts that showed it. */
type PriceLevel = Bounds & { price: string };

export type DestinationModel = {
  version: typeof MODEL_VERSION;
  shapes: RateShape[];
  /** Per rate (in the order of `shapes`), every price it was seen at. */
  levels: PriceLevel[][];
  /** The lowest and highest carts answered: the list of rates itself is only answered inside them. */
  answered: Bounds;
  answers: number;
  /** Answers of the service for carts the model would have answered itself, all agreeing with it. */
  confirmations: number;
};

/**
 * `price`: a rate's amount or shape differs from what the model proves or assumes;
 * `dates`: only the delivery dates moved (the service's calendar, not its prices).
 */
export type ObserveOutcome =
  { kind: "consistent"; model: DestinationModel } | { kind: "contradiction"; reason: "price" | "dates" };

const MS_PER_DAY = 86_400_000;

/** A model read back (the shared store, another release) that this code can use. */
export function isCurrentModel(model: unknown): model is DestinationModel {
  return (model as DestinationModel | null)?.version === MODEL_VERSION;
}

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

/** What a rate shows the buyer besides its price and dates: any change is a contradiction. */
const TEXTS = ["service_name", "description", "service_code", "currency"] as const;

const pointOf = (cart: CartFacts): Point => [cart.weightGrams, cart.totalMinor];
/** At or below on weight AND total. */
const atOrBelow = (a: Point, b: Point) => a[0] <= b[0] && a[1] <= b[1];
const within = (point: Point, low: Point, high: Point) => atOrBelow(low, point) && atOrBelow(point, high);
const boxes = (level: Bounds, point: Point) =>
  level.low.some((low) => atOrBelow(low, point)) && level.high.some((high) => atOrBelow(point, high));
const pointCount = (model: DestinationModel) =>
  model.levels.flat().reduce((sum, level) => sum + level.low.length + level.high.length, 0);

/** A first answer's model (answering nothing yet). */
export function startModel(body: ShopifyRatesBody, cart: CartFacts, answeredAtMs: number): DestinationModel {
  const day = dayOf(answeredAtMs)!;
  const point = pointOf(cart);
  return {
    version: MODEL_VERSION,
    shapes: body.rates.map((rate) => shapeOf(rate, day)),
    levels: body.rates.map((rate) => [{ price: rate.total_price, low: [point], high: [point] }]),
    answered: { low: [point], high: [point] },
    answers: 1,
    confirmations: 0,
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
  const point = pointOf(cart);
  const keep = pointCount(model) < MAX_POINTS;
  let datesMoved = false;
  const levels: PriceLevel[][] = [];
  for (const [index, rate] of body.rates.entries()) {
    const seen = shapeOf(rate, day);
    const known = model.shapes[index];
    if (TEXTS.some((field) => seen[field] !== known[field])) return { kind: "contradiction", reason: "price" };
    if (seen.minOffsetDays !== known.minOffsetDays || seen.maxOffsetDays !== known.maxOffsetDays) datesMoved = true;
    const added = addPrice(model.levels[index], rate.total_price, point, keep);
    if (!added) return { kind: "contradiction", reason: "price" };
    levels.push(added);
  }
  if (datesMoved) return { kind: "contradiction", reason: "dates" };
  // Nothing contradicted: where the model answered this cart, it answered the service's price.
  const confirmed = predict(model, cart, answeredAtMs) !== null;
  return {
    kind: "consistent",
    model: {
      ...model,
      levels,
      answered: keep ? widen(model.answered, point) : model.answered,
      answers: model.answers + 1,
      confirmations: model.confirmations + (confirmed ? 1 : 0),
    },
  };
}

/**
 * One rate's price at a cart, folded in; null when it breaks the box rule's assumption as far as the
 * kept carts show: a box of another price around this cart, or this cart and one of its own price
 * around a cart seen at another price.
 */
function addPrice(levels: PriceLevel[], price: string, point: Point, keep: boolean): PriceLevel[] | null {
  const others = levels.filter((level) => level.price !== price);
  if (others.some((level) => boxes(level, point))) return null;
  const own = levels.find((level) => level.price === price) ?? { price, low: [], high: [] };
  const otherPoints = others.flatMap((level) => [...level.low, ...level.high]);
  for (const low of own.low.filter((low) => atOrBelow(low, point)))
    if (otherPoints.some((other) => within(other, low, point))) return null;
  for (const high of own.high.filter((high) => atOrBelow(point, high)))
    if (otherPoints.some((other) => within(other, point, high))) return null;
  if (!keep) return levels;
  const level: PriceLevel = { price, ...widen(own, point) };
  return levels.some((known) => known.price === price)
    ? levels.map((known) => (known.price === price ? level : known))
    : [...levels, level];
}

/** The bounds with one more cart: kept where no cart is already at or below (above) it, replacing those above (below). */
function widen({ low, high }: Bounds, point: Point): Bounds {
  return {
    low: low.some((known) => atOrBelow(known, point))
      ? low
      : [...low.filter((known) => !atOrBelow(point, known)), point],
    high: high.some((known) => atOrBelow(point, known))
      ? high
      : [...high.filter((known) => !atOrBelow(known, point)), point],
  };
}

/** Whether the model has seen enough answers to answer any cart (the box rule still decides which). */
export function isProven(model: DestinationModel): boolean {
  return model.answers >= MIN_ANSWERS;
}

/** The answer the model proves for this cart today, or null when it does not prove one. */
export function predict(model: DestinationModel, cart: CartFacts, nowMs: number): ShopifyRatesBody | null {
  if (!isProven(model)) return null;
  const point = pointOf(cart);
  if (!boxes(model.answered, point)) return null;
  const prices: string[] = [];
  for (const levels of model.levels) {
    const price = priceAt(levels, point);
    if (price === null) return null;
    prices.push(price);
  }
  const today = dayOf(nowMs)!;
  return {
    rates: model.shapes.map(({ minOffsetDays, maxOffsetDays, ...text }, index) => ({
      ...text,
      total_price: prices[index],
      ...(minOffsetDays !== null ? { min_delivery_date: shopifyDate(today + minOffsetDays) } : {}),
      ...(maxOffsetDays !== null ? { max_delivery_date: shopifyDate(today + maxOffsetDays) } : {}),
    })),
  };
}

/** The one price whose carts box this one; null for none (outside what was seen) or two (the assumption is broken here). */
function priceAt(levels: PriceLevel[], point: Point): string | null {
  let found: string | null = null;
  for (const level of levels) {
    if (!boxes(level, point)) continue;
    if (found !== null) return null;
    found = level.price;
  }
  return found;
}

/** The carrier-service date format of delivery-date.ts (noon UTC, same calendar day everywhere). */
function shopifyDate(day: number): string {
  return `${new Date(day * MS_PER_DAY).toISOString().slice(0, 10)} 12:00:00 +0000`;
}
