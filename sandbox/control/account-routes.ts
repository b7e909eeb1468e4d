import { z } from "zod";
import { KEY_PREFIX } from "../auth";
import { toIso } from "../clock";
import type { ControlRoute } from "../context";
import { ApiError } from "../errors";
import { newId } from "../ids";
import { checkoutRatesAnswer } from "../routes/checkout-rates";
import { SCOPES, SHIPMENT_STATES } from "../state";
import { CountryCodeSchema, CurrencySchema, parseWith } from "../validation";

const KeyScopesSchema = z.object({ scopes: z.array(z.enum(SCOPES)) });
const CreateKeySchema = KeyScopesSchema.extend({
  key: z
    .string()
    .regex(/^svc_live_[A-Za-z0-9_]{4,}$/)
    .optional(),
});

const AccountPatchSchema = z.object({
  displayName: z.string().min(1).optional(),
  countryCode: CountryCodeSchema.optional(),
  currency: CurrencySchema.optional(),
  crossBorderActive: z.boolean().optional(),
  responseForm: z.enum(["earlier", "later"]).optional(),
  cancelResponseStatus: z.union([z.literal(200), z.literal(201)]).optional(),
  cancelRefusedStates: z.array(z.enum(SHIPMENT_STATES)).optional(),
});

const LocalisedSchema = z.object({ en: z.string(), fr: z.string() });
export const CheckoutPricesSchema = z.object({
  rates: z.array(
    z.object({
      countryCode: CountryCodeSchema,
      regions: z.array(z.string()).default([]),
      service: z.string().min(1),
      code: z.string().min(1),
      name: LocalisedSchema,
      description: LocalisedSchema,
      currency: CurrencySchema,
      priceMinor: z.int().min(0),
      freeOverMinor: z.int().min(0).nullable().default(null),
      minDays: z.int().min(0),
      maxDays: z.int().min(0),
      perWeightStepMinor: z.int().min(0).default(0),
      weightStepGrams: z.int().min(1).default(1000),
      perTotalStepMinor: z.int().min(0).default(0),
      totalStepMinor: z.int().min(1).default(100_000),
    }),
  ),
});

const PublishedRatesSchema = z.object({
  rateCards: z
    .array(
      z.object({
        routeScope: z.string().min(1),
        originCountryCode: CountryCodeSchema,
        destinationCountryCode: CountryCodeSchema,
        serviceCode: z.string().min(1),
        currency: CurrencySchema,
        pricing: z.enum(["weight", "per_piece", "distance"]),
        baseMinor: z.int().min(0),
        perKgMinor: z.int().min(0).default(0),
        perPieceMinor: z.int().min(0).default(0),
        perKmMinor: z.int().min(0).default(0),
        transitDaysMin: z.int().min(0),
        transitDaysMax: z.int().min(0),
      }),
    )
    .optional(),
  dutyRates: z.record(CountryCodeSchema, z.number().min(0).max(1)).optional(),
});

// Control API: the merchant dashboard's actions (spec §1: keys and settings are dashboard actions).
export const accountControlRoutes: ControlRoute[] = [
  {
    method: "POST",
    pattern: "/reset",
    handle: ({ services }) => (services.reset(), { status: 200, body: { reset: true } }),
  },
  {
    method: "POST",
    pattern: "/keys",
    handle({ services, body }) {
      const request = parseWith(CreateKeySchema, body);
      const key = request.key ?? `${KEY_PREFIX}${newId("key", 16).slice(4)}`;
      if (services.store.findKey(key))
        throw new ApiError("SANDBOX_STATE_CONFLICT", { params: { reason: "That key already exists." } });
      const record = { key, scopes: request.scopes, revoked: false, createdAt: toIso(services.store.now()) };
      services.store.state.keys.push(record);
      return { status: 201, body: record };
    },
  },
  {
    method: "GET",
    pattern: "/keys",
    handle: ({ services }) => ({ status: 200, body: { keys: services.store.state.keys } }),
  },
  {
    // The dashboard's edit of a key's scopes: a key can lose (or gain) a scope after an app was given it.
    method: "PATCH",
    pattern: "/keys/:key",
    handle({ services, params, body }) {
      const record = services.store.findKey(params.key ?? "");
      if (!record) throw new ApiError("SANDBOX_NOT_FOUND", { params: { what: "API key", id: params.key } });
      record.scopes = parseWith(KeyScopesSchema, body).scopes;
      return { status: 200, body: record };
    },
  },
  {
    method: "POST",
    pattern: "/keys/:key/revoke",
    handle({ services, params }) {
      const record = services.store.findKey(params.key ?? "");
      if (!record) throw new ApiError("SANDBOX_NOT_FOUND", { params: { what: "API key", id: params.key } });
      record.revoked = true;
      return { status: 200, body: record };
    },
  },
  {
    method: "GET",
    pattern: "/account",
    handle: ({ services }) => ({ status: 200, body: services.store.state.account }),
  },
  {
    method: "PATCH",
    pattern: "/account",
    handle({ services, body }) {
      const patch = parseWith(AccountPatchSchema, body);
      const { account } = services.store.state;
      for (const [field, value] of Object.entries(patch))
        if (value !== undefined) Object.assign(account, { [field]: value });
      return { status: 200, body: account };
    },
  },
  {
    method: "GET",
    pattern: "/checkout-rates",
    handle: ({ services }) => ({ status: 200, body: { rates: services.store.state.checkoutPrices } }),
  },
  {
    method: "PUT",
    pattern: "/checkout-rates",
    handle({ services, body }) {
      services.store.state.checkoutPrices = parseWith(CheckoutPricesSchema, body).rates;
      return { status: 200, body: { rates: services.store.state.checkoutPrices } };
    },
  },
  {
    // The answer POST /checkout/rates would give this body now, outside every key's budget and the
    // request log: what a bench compares the price a buyer was shown with.
    method: "POST",
    pattern: "/checkout-rates/answer",
    handle: ({ services, body, lang }) => ({ status: 200, body: checkoutRatesAnswer(services.store, body, lang) }),
  },
  {
    method: "GET",
    pattern: "/published-rates",
    handle: ({ services }) => ({
      status: 200,
      body: { rateCards: services.store.state.rateCards, dutyRates: services.store.state.dutyRates },
    }),
  },
  {
    method: "PUT",
    pattern: "/published-rates",
    handle({ services, body }) {
      const request = parseWith(PublishedRatesSchema, body);
      const { state } = services.store;
      if (request.rateCards) state.rateCards = request.rateCards;
      if (request.dutyRates) state.dutyRates = request.dutyRates;
      return { status: 200, body: { rateCards: state.rateCards, dutyRates: state.dutyRates } };
    },
  },
];
