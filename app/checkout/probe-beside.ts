/**
 * A probe beside a buyer's cart (rate-probe.ts, docs/decisions/096-probes-in-the-budget-s-idle-room.md): asked
 * in the background at the probes' share of the key's budget, so it only ever takes room nobody is using, and
 * folded into the destination's model as any answer of the service. A probe the budget refuses is no probe:
 * the service saw nothing, and it is not counted as a service call.
 */
import type { CheckoutMetricEvent, FetchRates } from "./answer-rate-request";
import { isBudgetRefusal } from "./classify-load-error";
import type { RatesRequest } from "./map-rate-request";
import { mapRateResponse, type ShopifyRatesBody } from "./map-rate-response";
import { cartFacts } from "./normalise-request";
import type { RateModels } from "./rate-models";
import { probeRequest } from "./rate-probe";
import { DEFAULT_LOAD_TIMEOUT_MS } from "./rates-cache";

export type ProbeBesideInput = {
  shopId: string;
  modelKey: string;
  /** The buyer's request, just answered by the service and folded into the model. */
  request: RatesRequest;
  models: RateModels;
  fetchRates: FetchRates;
  now: () => number;
  record: (event: CheckoutMetricEvent) => void;
};

export async function probeBeside(input: ProbeBesideInput): Promise<void> {
  const { shopId, modelKey, models, now, record } = input;
  const cart = cartFacts(input.request);
  const probe = await models.probe(shopId, modelKey, cart).catch(() => null);
  if (!probe) return;
  const startedAt = now();
  let body: ShopifyRatesBody;
  try {
    const signal = AbortSignal.timeout(DEFAULT_LOAD_TIMEOUT_MS);
    const response = await input.fetchRates(probeRequest(input.request, probe, cart), { signal, purpose: "probe" });
    body = mapRateResponse(response, input.request.currency);
  } catch (error) {
    if (!isBudgetRefusal(error)) record({ type: "service-call", shopId, latencyMs: now() - startedAt, ok: false });
    return;
  }
  record({ type: "service-call", shopId, latencyMs: now() - startedAt, ok: true });
  const result = await models.observe(shopId, modelKey, probe, body, startedAt).catch(() => null);
  if (result === "dropped" || result === "contradicted") record({ type: "model", shopId, event: "dropped" });
}
