/**
 * zod schemas of the pricing responses: corridors, quotes and checkout rates (spec §2, §4).
 * Same tolerance rules as `schemas.ts`: loose objects, open enums, nullable fields default to null.
 */
import { z } from "zod";
import { openEnum } from "./schemas";

const ROUTE_SCOPES = ["cross_border_intra_africa", "export_to_global"] as const;

export const CorridorSchema = z.looseObject({
  routeScope: openEnum(ROUTE_SCOPES),
  destinationCountryCode: z.string(),
  // §4 GET /corridors: "A client never needs to hard-code a serviceCode."
  serviceCodes: z.array(z.string()),
  originCountryCode: z.string().optional(),
});
export type Corridor = z.infer<typeof CorridorSchema>;

/** GET /corridors 200. */
export const CorridorListSchema = z.looseObject({
  originCountryCode: z.string(),
  corridors: z.array(CorridorSchema),
});
export type CorridorList = z.infer<typeof CorridorListSchema>;

export const QuoteComponentSchema = z.looseObject({
  kind: openEnum(["freight", "duty"]),
  code: openEnum(["base", "import_duty"]),
  label: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  // §4 quote rule 3: duty and tax are always `estimated`; the customs authority sets the final amount.
  certainty: openEnum(["confirmed", "estimated"]),
  bearer: openEnum(["merchant", "recipient"]),
});
export type QuoteComponent = z.infer<typeof QuoteComponentSchema>;

/** POST /quotes 201. Not a locked price (§4 quote rule 2). */
export const QuoteSchema = z.looseObject({
  quoteId: z.string(),
  state: openEnum(["offered"]),
  routeScope: openEnum(ROUTE_SCOPES),
  originCountryCode: z.string(),
  destinationCountryCode: z.string(),
  serviceCode: openEnum(["standard", "express"]),
  currency: z.string(),
  totalAmountMinor: z.number().int(),
  components: z.array(QuoteComponentSchema),
  transitDaysMin: z.number().int(),
  transitDaysMax: z.number().int(),
  // §4 quote rule 4: `available: false` means "no rate held", never "no duty": do not show it as zero.
  dutyEstimate: z.looseObject({
    available: z.boolean(),
    basis: z.string().nullish(),
    source: z.string().nullish(),
  }),
  expiresAt: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const CheckoutRateSchema = z.looseObject({
  service: z.string(),
  /** To put on the order's shipping line. */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  free: z.boolean(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  earliestDate: z.string(),
  latestDate: z.string(),
});
export type CheckoutRate = z.infer<typeof CheckoutRateSchema>;

/** POST /checkout/rates. An empty `rates` list is a valid answer, not an error (§4). */
export const CheckoutRatesSchema = z.looseObject({
  rates: z.array(CheckoutRateSchema),
  reason: z.string().nullable().default(null),
});
export type CheckoutRates = z.infer<typeof CheckoutRatesSchema>;
