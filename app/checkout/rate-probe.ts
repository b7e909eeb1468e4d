/**
 * Which cart to ask the service about beside a buyer's, so that the next carts near it are answered by the
 * destination's model (docs/decisions/096-probes-in-the-budget-s-idle-room.md). Pure.
 *
 * The box rule (rate-model.ts) answers a cart only between two carts seen at its price. A buyer's cart the
 * model could not answer is one corner of such a box; the probe is the other: the same cart a little heavier
 * and dearer, up to just below the next round weight and total of its own order of magnitude (merchants step
 * at round figures: a started kilogram, every 10,000.00), so that its answer, when it is the buyer's price,
 * boxes the carts between. Where a kept cart of another price lies in that box the probe cannot show the
 * buyer's price (the model's assumption): the kept carts say a step lies there, and the corner is pulled
 * halfway back toward the cart, at most MAX_HALVINGS times.
 *
 * The choice never makes a price wrong: a probe's answer is one more answer of the service, folded in and
 * checked as any other. A buyer who chooses carts to steer probes only spends the probes' bounded share.
 */
import type { RatesRequest } from "./map-rate-request";
import {
  atOrBelow,
  boxes,
  MAX_POINTS,
  pointCount,
  pointOf,
  within,
  type CartFacts,
  type DestinationModel,
  type Point,
} from "./rate-model";

export const MAX_HALVINGS = 3;
export const PROBE_WINDOW_MS = 60_000;
/** Shops whose probes are counted at once; beyond, those idle for a window are forgotten. */
const PROBE_SHOPS_KEPT = 10_000;

/** 1 for 1–9, 10 for 10–99, 100 for 100–999…: the step of a value's leading digit. */
const roundStepOf = (value: number) => 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, value))));
/** The last value before the next multiple of `step` above `value` (inside a step closed on either side). */
const justBelowNextRound = (value: number) => Math.ceil((value + 1) / roundStepOf(value)) * roundStepOf(value) - 1;

/**
 * The probe for a cart the service just answered and the model has folded in, or null when there is none
 * worth asking: the model keeps no more carts, the box up to the corner is already closed for every rate, or
 * kept carts of other prices leave no room.
 */
export function probeCart(model: DestinationModel, cart: CartFacts): CartFacts | null {
  if (pointCount(model) >= MAX_POINTS) return null;
  const point = pointOf(cart);
  // Each rate's level at the cart's price: the one level whose kept carts box it (observe kept it).
  const own = model.levels.map((levels) => levels.find((level) => boxes(level, point)));
  if (own.some((level) => level === undefined)) return null;
  for (const probe of probeCandidates(cart)) {
    const corner = pointOf(probe);
    if (own.every((level) => level!.high.some((high) => atOrBelow(corner, high)))) return null;
    const stepInside = model.levels.some((levels, index) =>
      levels.some(
        (level) => level !== own[index] && [...level.low, ...level.high].some((other) => within(other, point, corner)),
      ),
    );
    if (!stepInside) return probe;
  }
  return null;
}

/** The corners a probe may take for a cart, farthest first: just below the next round figures, then halfway back. */
export function probeCandidates(cart: CartFacts): CartFacts[] {
  const point = pointOf(cart);
  const candidates: CartFacts[] = [];
  let corner: Point = [justBelowNextRound(point[0]), justBelowNextRound(point[1])];
  for (let halvings = 0; halvings <= MAX_HALVINGS; halvings++) {
    if (corner[0] === point[0] && corner[1] === point[1]) break;
    candidates.push({ weightGrams: corner[0], totalMinor: corner[1] });
    corner = [point[0] + Math.floor((corner[0] - point[0]) / 2), point[1] + Math.floor((corner[1] - point[1]) / 2)];
  }
  return candidates;
}

/** The buyer's request with one more line (no SKU) carrying the probe's added weight and goods total. */
export function probeRequest(request: RatesRequest, probe: CartFacts, cart: CartFacts): RatesRequest {
  const added = {
    quantity: 1,
    unitPriceMinor: probe.totalMinor - cart.totalMinor,
    weightGrams: probe.weightGrams - cart.weightGrams,
  };
  return { ...request, goodsTotalMinor: probe.totalMinor, items: [...request.items, added] };
}

/** At most `perWindow` probes per shop in any PROBE_WINDOW_MS (the caller's clock), in bounded memory. */
export function createProbeLimiter(perWindow: number) {
  const sent = new Map<string, number[]>();
  return {
    take(shopId: string, at: number): boolean {
      const recent = (sent.get(shopId) ?? []).filter((time) => time > at - PROBE_WINDOW_MS);
      if (recent.length >= perWindow) return false;
      sent.delete(shopId);
      sent.set(shopId, [...recent, at]);
      for (const [shop, times] of sent) {
        if (sent.size <= PROBE_SHOPS_KEPT) break;
        if (times[times.length - 1] <= at - PROBE_WINDOW_MS) sent.delete(shop);
        else break;
      }
      return true;
    },
  };
}
