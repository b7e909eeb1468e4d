/**
 * Every destination's model (rate-model.ts) of every shop, bounded, with the rules that keep them
 * honest (docs/decisions/048-learned-destination-rates.md):
 * - Sampling: a model's answers are also asked of the service in the background, from the buyers'
 *   share of the budget (a check refused by the budget is no check), more often while it is young:
 *   every answer until the service has confirmed one, then one in 2, one in 4, and from
 *   log2(VERIFY_EVERY) confirmations on one in VERIFY_EVERY (verifyGap). A model that is wrong on every
 *   cart is caught within VERIFY_EVERY of its answers. Any answer of the service for a cart the model
 *   covers counts as a check; a model that has given MAX_UNCHECKED answers since its last check stops
 *   answering until one lands.
 * - Every answer of the service for the destination (buyers' calls, refreshes, those checks) is
 *   folded in; the first that contradicts a proven model drops it. A contradiction in the prices
 *   (not only the dates) also puts the whole shop's models on hold for HOLD_MS: the merchant prices
 *   by cart, not by destination, and exact-cart caching alone serves it.
 * - Dates are offsets from the UTC day of the answer; near midnight (MIDNIGHT_MARGIN_MS either side)
 *   the model neither answers nor learns, since the service's day may not have turned yet.
 * - Bounds: MAX_DESTINATIONS entries (tombstones included) and MAX_BYTES of models in memory, the
 *   least recently used going first; a model larger than MAX_MODEL_BYTES is not kept (rate-model.ts
 *   keeps at most MAX_POINTS carts, well under it). A stored model of another shape (an older release)
 *   is learnt again.
 * Behind the memory, an optional shared store (PostgreSQL, like the exact-cart cache) lets every
 * instance use and drop the same models; a copy read from it is trusted for SYNC_MS.
 */
import type { ShopifyRatesBody } from "./map-rate-response";
import {
  isCurrentModel,
  isProven,
  MIN_ANSWERS,
  observe,
  predict,
  startModel,
  type CartFacts,
  type DestinationModel,
} from "./rate-model";

export const VERIFY_EVERY = 8;
export const MAX_UNCHECKED = 3 * VERIFY_EVERY;
export const HOLD_MS = 6 * 60 * 60_000;
export const MIDNIGHT_MARGIN_MS = 2 * 60_000;
export const MAX_DESTINATIONS = 20_000;
export const MAX_MODEL_BYTES = 32 * 1024;
export const MAX_BYTES = 16 * 1024 * 1024;
export const SYNC_MS = 2_000;
const MS_PER_DAY = 86_400_000;

/** Model answers given per check asked, after `confirmations` answers of the service agreed with the model. */
export function verifyGap(confirmations: number): number {
  return Math.min(VERIFY_EVERY, 2 ** confirmations);
}
/** Confirmations past which verifyGap no longer changes. */
const CONFIRMATIONS_THAT_MATTER = Math.log2(VERIFY_EVERY);

/** A destination's stored state: its model, or a drop that lasts until `heldUntil`. */
export type StoredModel = { model: DestinationModel | null; heldUntil: number | null };

export type SharedRateModelStore = {
  read(key: string): Promise<StoredModel | null>;
  /** `sticky`: a drop; a model write never replaces a drop still in force. */
  write(key: string, shopId: string, stored: StoredModel, options: { sticky: boolean; now: number }): Promise<void>;
};

export type ModelAnswer = { body: ShopifyRatesBody; verify: boolean };
/**
 * `dropped`: a proven model met its first contradiction; `contradicted`: a model still learning did,
 * in its prices (the shop goes on hold); `on-hold`: nothing learnt while a drop is in force.
 */
export type ObserveResult = "learning" | "proven" | "consistent" | "dropped" | "contradicted" | "on-hold" | "ignored";

export type RateModels = {
  answer(shopId: string, key: string, cart: CartFacts): Promise<ModelAnswer | null>;
  /** One answer of the service, asked at `sentAtMs` and received at `now()`. */
  observe(
    shopId: string,
    key: string,
    cart: CartFacts,
    body: ShopifyRatesBody,
    sentAtMs: number,
  ): Promise<ObserveResult>;
  readonly size: number;
  readonly bytes: number;
};

/**
 * `served`: model answers this instance gave; `sinceVerify`: of them, since the last one it asked to
 * check (the sampling rule counts them); `unchecked`: since the service last answered this instance a
 * cart the model covers. Per instance, not shared: each instance keeps its own bound, and a copy
 * re-read from the shared store keeps them.
 */
type Tally = { served: number; sinceVerify: number; unchecked: number };
const newTally = (): Tally => ({ served: 0, sinceVerify: 0, unchecked: 0 });
type Entry = StoredModel & { bytes: number; syncedAt: number; tally: Tally };

const holdKey = (shopId: string) => `${shopId}:hold`;

function sameBeyondCount(a: DestinationModel, b: DestinationModel): boolean {
  // Beyond MIN_ANSWERS the count no longer matters to the proof rule, nor confirmations to the sampling rule.
  const counted = (model: DestinationModel) =>
    JSON.stringify({ ...model, answers: 0, confirmations: Math.min(model.confirmations, CONFIRMATIONS_THAT_MATTER) });
  return a.answers >= MIN_ANSWERS && counted(a) === counted(b);
}

export function createRateModels(options: {
  now: () => number;
  shared?: SharedRateModelStore;
  maxDestinations?: number;
  maxBytes?: number;
}): RateModels {
  const { now, shared } = options;
  const maxDestinations = options.maxDestinations ?? MAX_DESTINATIONS;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  // Map order is insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function put(key: string, stored: StoredModel, syncedAt: number, tally?: Tally): Entry | null {
    const kept = tally ?? entries.get(key)?.tally ?? newTally();
    remove(key);
    const size = stored.model ? JSON.stringify(stored.model).length : 0;
    if (size > MAX_MODEL_BYTES) return null;
    const entry = { ...stored, bytes: size + key.length, syncedAt, tally: kept };
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldest, old] of entries) {
      if (entries.size <= maxDestinations && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= old.bytes;
    }
    return entry;
  }

  function remove(key: string): void {
    const old = entries.get(key);
    if (old) bytes -= old.bytes;
    entries.delete(key);
  }

  /** The entry, refreshed from the shared store when its copy is older than SYNC_MS. */
  async function load(key: string): Promise<Entry | null> {
    const cached = entries.get(key);
    const at = now();
    if (cached && (!shared || at - cached.syncedAt < SYNC_MS)) {
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    if (!shared) return null;
    try {
      // "Nothing stored" is remembered for SYNC_MS too: a shop never held costs no read per callback.
      const stored = (await shared.read(key)) ?? { model: null, heldUntil: null };
      return put(key, isCurrentModel(stored.model) ? stored : { ...stored, model: null }, at);
    } catch {
      // Best effort: without the shared store this instance goes by what it knows, or asks the service.
      return cached ?? null;
    }
  }

  const heldAt = (entry: Entry | null, at: number) => entry?.heldUntil != null && entry.heldUntil > at;

  function save(key: string, shopId: string, stored: StoredModel, sticky: boolean, tally?: Tally): void {
    const at = now();
    const before = entries.get(key) ?? null;
    // Two answers folded in at once: the one that dropped the model wins, whatever order they end in.
    if (!sticky && heldAt(before, at)) return;
    put(key, stored, at, tally);
    // An answer that changes nothing but a count past MIN_ANSWERS is not written (a write per cache miss).
    if (!sticky && before?.model && stored.model && sameBeyondCount(before.model, stored.model)) return;
    if (shared) writeInOrder(key, () => shared.write(key, shopId, stored, { sticky, now: at }));
  }

  // A destination's writes go out one after another: two in flight at once could land out of order (an older
  // model over a newer one, or a second create refused while the first is still in flight), and another instance
  // would then read a model with fewer carts than this one holds. Bounded by the keys with a write in flight.
  const writing = new Map<string, Promise<void>>();
  function writeInOrder(key: string, write: () => Promise<void>): void {
    const next = (writing.get(key) ?? Promise.resolve()).then(write).catch(() => {
      /* best effort: the drop holds here; the other instances' own checks will find it too */
    });
    writing.set(key, next);
    void next.then(() => {
      if (writing.get(key) === next) writing.delete(key);
    });
  }

  function nearMidnight(at: number): boolean {
    const intoDay = at % MS_PER_DAY;
    return intoDay < MIDNIGHT_MARGIN_MS || intoDay > MS_PER_DAY - MIDNIGHT_MARGIN_MS;
  }

  return {
    async answer(shopId, key, cart) {
      const at = now();
      if (nearMidnight(at)) return null;
      const [hold, entry] = await Promise.all([load(holdKey(shopId)), load(key)]);
      if (heldAt(hold, at) || !entry?.model || heldAt(entry, at)) return null;
      const { tally } = entry;
      if (tally.unchecked >= MAX_UNCHECKED) return null;
      const body = predict(entry.model, cart, at);
      if (!body) return null;
      const verify = tally.served === 0 || tally.sinceVerify >= verifyGap(entry.model.confirmations);
      tally.sinceVerify = verify ? 1 : tally.sinceVerify + 1;
      tally.served += 1;
      tally.unchecked += 1;
      return { body, verify };
    },

    async observe(shopId, key, cart, body, sentAtMs) {
      const at = now();
      if (Math.floor(sentAtMs / MS_PER_DAY) !== Math.floor(at / MS_PER_DAY) || nearMidnight(at)) return "ignored";
      const [hold, entry] = await Promise.all([load(holdKey(shopId)), load(key)]);
      if (heldAt(hold, at) || heldAt(entry, at)) return "on-hold";
      if (!entry?.model) {
        save(key, shopId, { model: startModel(body, cart, at), heldUntil: null }, false);
        return "learning";
      }
      const wasProven = isProven(entry.model);
      // An answer for a cart the model would have answered itself is a check of it.
      const covered = predict(entry.model, cart, at) !== null;
      const outcome = observe(entry.model, body, cart, at);
      if (outcome.kind === "consistent") {
        const { model } = outcome;
        const tally = { ...entry.tally, unchecked: covered ? 0 : entry.tally.unchecked };
        save(key, shopId, { model, heldUntil: null }, false, tally);
        return !wasProven && isProven(model) ? "proven" : "consistent";
      }
      if (outcome.reason === "dates") {
        // The service's calendar moved, not its prices: start again from this answer.
        save(key, shopId, { model: startModel(body, cart, at), heldUntil: null }, false, newTally());
        return wasProven ? "dropped" : "learning";
      }
      const heldUntil = at + HOLD_MS;
      save(key, shopId, { model: null, heldUntil }, true);
      save(holdKey(shopId), shopId, { model: null, heldUntil }, true);
      return wasProven ? "dropped" : "contradicted";
    },

    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
