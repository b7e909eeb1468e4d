import { z } from "zod";
import { endOfUtcDay, toIso } from "../clock";
import type { ApiRoute } from "../context";
import { convertMinor, isKnownCurrency } from "../currency";
import { validationFailed } from "../errors";
import { newId } from "../ids";
import type { RateCard } from "../state";
import { CountryCodeSchema, CurrencySchema, parseWith, RequiredTextSchema } from "../validation";

// spec §4 POST /quotes. weightGrams is the only field the spec marks required; the sandbox also requires
// the four fields that name the route (README), so a client that omits them learns it here.
const QuoteRequestSchema = z.object({
  routeScope: RequiredTextSchema,
  originCountryCode: CountryCodeSchema,
  destinationCountryCode: CountryCodeSchema,
  serviceCode: RequiredTextSchema,
  weightGrams: z.int().positive(),
  lengthCm: z.number().positive().nullish(),
  widthCm: z.number().positive().nullish(),
  heightCm: z.number().positive().nullish(),
  declaredValueMinor: z.int().min(0).nullish(),
  hsCode: z.string().nullish(),
  pieces: z.number().int().positive().nullish(),
  distanceMetres: z.number().positive().nullish(),
  presentmentCurrency: CurrencySchema.refine(isKnownCurrency).nullish(),
});
type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

export const quoteRoutes: ApiRoute[] = [
  {
    method: "POST",
    pattern: "/quotes",
    scopes: ["orders:write"],
    handle({ services, body }) {
      const request = parseWith(QuoteRequestSchema, body);
      const card = findRateCard(services.store.state.rateCards, request);
      const freightMinor = freightOf(card, request);
      const currency = request.presentmentCurrency ?? card.currency;
      const convert = (minor: number) => convertMinor(minor, card.currency, currency);
      const dutyRate = services.store.state.dutyRates[request.destinationCountryCode];
      const components = [
        {
          kind: "freight",
          code: "base",
          label: "Freight",
          amountMinor: convert(freightMinor),
          currency,
          certainty: "confirmed",
          bearer: "merchant",
        },
      ];
      // spec §4 quotes rules 3–4: duty is always "estimated"; without a held rate there is no duty
      // component at all and available = false (never a zero).
      if (dutyRate !== undefined && request.declaredValueMinor != null) {
        const dutyMinor = Math.round(request.declaredValueMinor * dutyRate);
        components.push({
          kind: "duty",
          code: "import_duty",
          label: "Import duty (estimate)",
          amountMinor: convert(dutyMinor),
          currency,
          certainty: "estimated",
          bearer: "recipient",
        });
      }
      const now = services.store.now();
      const quote = {
        quoteId: newId("quo"),
        state: "offered",
        routeScope: card.routeScope,
        originCountryCode: card.originCountryCode,
        destinationCountryCode: card.destinationCountryCode,
        serviceCode: card.serviceCode,
        currency,
        totalAmountMinor: components.reduce((sum, c) => sum + c.amountMinor, 0),
        components,
        transitDaysMin: card.transitDaysMin,
        transitDaysMax: card.transitDaysMax,
        dutyEstimate: { available: dutyRate !== undefined, basis: "declared_value", source: "published_tariff" },
        // spec §4 quotes rule 2: the price is that day's published rate, so it is good until the day ends (UTC).
        expiresAt: toIso(endOfUtcDay(now)),
      };
      return { status: 201, body: quote };
    },
  },
];

// An unknown route is a validation failure naming the first field that does not match a rate card.
function findRateCard(cards: RateCard[], request: QuoteRequest): RateCard {
  const fromOrigin = cards.filter((c) => c.originCountryCode === request.originCountryCode);
  if (fromOrigin.length === 0) throw validationFailed(["originCountryCode"]);
  const toDestination = fromOrigin.filter((c) => c.destinationCountryCode === request.destinationCountryCode);
  if (toDestination.length === 0) throw validationFailed(["destinationCountryCode"]);
  const inScope = toDestination.filter((c) => c.routeScope === request.routeScope);
  if (inScope.length === 0) throw validationFailed(["routeScope"]);
  const card = inScope.find((c) => c.serviceCode === request.serviceCode);
  if (!card) throw validationFailed(["serviceCode"]);
  return card;
}

// spec §4 quotes rule 1: a route priced per piece or by distance refuses a request without that figure.
function freightOf(card: RateCard, request: QuoteRequest): number {
  if (card.pricing === "per_piece") {
    if (request.pieces == null) throw validationFailed(["pieces"]);
    return card.baseMinor + card.perPieceMinor * request.pieces;
  }
  if (card.pricing === "distance") {
    if (request.distanceMetres == null) throw validationFailed(["distanceMetres"]);
    return card.baseMinor + card.perKmMinor * Math.ceil(request.distanceMetres / 1000);
  }
  return card.baseMinor + card.perKgMinor * Math.ceil(request.weightGrams / 1000);
}
