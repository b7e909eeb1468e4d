/**
 * Pricing operations of the delivery API (spec §4): corridors, quotes, checkout rates.
 * All three only read prices, so resending them is always harmless (`repeatSafe`).
 */
import type { CheckoutRatesParams, CreateQuoteParams } from "./params";
import {
  CheckoutRatesSchema,
  CorridorListSchema,
  QuoteSchema,
  type CheckoutRates,
  type CorridorList,
  type Quote,
} from "./pricing-schemas";
import type { RequestOptions, Send } from "./request.server";

/** Builds the pricing methods of the client on top of `send`. */
export function pricingResource(send: Send) {
  return {
    /** GET /corridors (scope `orders:read`): where the merchant can ship and the service codes priced there. */
    async listCorridors(options?: RequestOptions): Promise<CorridorList> {
      return send({ method: "GET", path: "/corridors", repeatSafe: true, schema: CorridorListSchema }, options);
    },

    /**
     * POST /quotes (scope `orders:write`): an itemised price on the day's published rate. Not a
     * locked price (§4 rule 2); duty is always `estimated` (rule 3).
     */
    async createQuote(body: CreateQuoteParams, options?: RequestOptions): Promise<Quote> {
      // Creating a quote changes nothing the merchant pays for, so a repeat is harmless.
      return send({ method: "POST", path: "/quotes", body, repeatSafe: true, schema: QuoteSchema }, options);
    },

    /**
     * POST /checkout/rates (scope `checkout:rates`): the options to show a buyer at checkout.
     * An empty `rates` list is a valid answer (§4). A checkout caller with a deadline should
     * pass `timeoutMs` and `budgetMaxWaitMs`.
     */
    async getCheckoutRates(body: CheckoutRatesParams, options?: RequestOptions): Promise<CheckoutRates> {
      return send(
        { method: "POST", path: "/checkout/rates", body, repeatSafe: true, schema: CheckoutRatesSchema },
        options,
      );
    },
  };
}

/** The pricing methods of a DeliveryClient. */
export type PricingResource = ReturnType<typeof pricingResource>;
