import type { CheckoutPrice, RateCard, SandboxState, Scope } from "./state";

// Deterministic seed (README "Seed state"). Amounts are minor units with two decimals for every
// currency (spec §2): 1 500 XOF is 150000.
export const SEED_KEYS: { key: string; scopes: Scope[]; revoked?: boolean }[] = [
  { key: "svc_live_sandbox_all", scopes: ["orders:write", "orders:read", "orders:cancel", "tracking:read"] },
  { key: "svc_live_sandbox_checkout", scopes: ["checkout:rates"] },
  { key: "svc_live_sandbox_readonly", scopes: ["orders:read"] },
  { key: "svc_live_sandbox_writer", scopes: ["orders:write"] },
  { key: "svc_live_sandbox_tracking", scopes: ["tracking:read"] },
  {
    key: "svc_live_sandbox_revoked",
    scopes: ["orders:write", "orders:read", "orders:cancel", "tracking:read"],
    revoked: true,
  },
];

function card(partial: Partial<RateCard> & Pick<RateCard, "destinationCountryCode" | "serviceCode">): RateCard {
  return {
    routeScope: "cross_border_intra_africa",
    originCountryCode: "CI",
    currency: "XOF",
    pricing: "weight",
    baseMinor: 0,
    perKgMinor: 0,
    perPieceMinor: 0,
    perKmMinor: 0,
    transitDaysMin: 2,
    transitDaysMax: 5,
    ...partial,
  };
}

export const SEED_RATE_CARDS: RateCard[] = [
  card({
    destinationCountryCode: "SN",
    serviceCode: "standard",
    baseMinor: 350000,
    perKgMinor: 120000,
    transitDaysMin: 3,
    transitDaysMax: 5,
  }),
  card({
    destinationCountryCode: "SN",
    serviceCode: "express",
    pricing: "distance",
    baseMinor: 500000,
    perKmMinor: 2000,
    transitDaysMin: 1,
    transitDaysMax: 2,
  }),
  card({
    destinationCountryCode: "GH",
    serviceCode: "standard",
    baseMinor: 300000,
    perKgMinor: 100000,
    transitDaysMin: 3,
    transitDaysMax: 6,
  }),
  card({
    destinationCountryCode: "GH",
    serviceCode: "express",
    pricing: "per_piece",
    baseMinor: 400000,
    perPieceMinor: 250000,
    transitDaysMin: 1,
    transitDaysMax: 3,
  }),
  card({
    destinationCountryCode: "NG",
    serviceCode: "standard",
    baseMinor: 450000,
    perKgMinor: 150000,
    transitDaysMin: 4,
    transitDaysMax: 7,
  }),
  card({
    destinationCountryCode: "NG",
    serviceCode: "express",
    baseMinor: 800000,
    perKgMinor: 250000,
    transitDaysMin: 1,
    transitDaysMax: 3,
  }),
  card({
    routeScope: "export_to_global",
    destinationCountryCode: "FR",
    serviceCode: "standard",
    baseMinor: 1500000,
    perKgMinor: 800000,
    transitDaysMin: 5,
    transitDaysMax: 10,
  }),
];

// GH deliberately has no duty rate: its quotes answer dutyEstimate.available = false (spec §4 quotes rule 4).
export const SEED_DUTY_RATES: Record<string, number> = { SN: 0.1, NG: 0.2, FR: 0.2 };

function price(
  partial: Omit<CheckoutPrice, "name" | "description"> & { en: [string, string]; fr: [string, string] },
): CheckoutPrice {
  const { en, fr, ...rest } = partial;
  return { ...rest, name: { en: en[0], fr: fr[0] }, description: { en: en[1], fr: fr[1] } };
}

export const SEED_CHECKOUT_PRICES: CheckoutPrice[] = [
  price({
    countryCode: "CI",
    regions: ["Abidjan", "AB"],
    service: "standard",
    code: "ci-abidjan-standard",
    currency: "XOF",
    priceMinor: 150000,
    freeOverMinor: 5000000,
    minDays: 1,
    maxDays: 2,
    en: ["Standard delivery (Abidjan)", "Delivered to your door in 1 to 2 days."],
    fr: ["Livraison standard (Abidjan)", "Livrée à votre porte en 1 à 2 jours."],
  }),
  price({
    countryCode: "CI",
    regions: ["Abidjan", "AB"],
    service: "express",
    code: "ci-abidjan-express",
    currency: "XOF",
    priceMinor: 300000,
    freeOverMinor: null,
    minDays: 0,
    maxDays: 1,
    en: ["Express delivery (Abidjan)", "Same or next day."],
    fr: ["Livraison express (Abidjan)", "Le jour même ou le lendemain."],
  }),
  price({
    countryCode: "CI",
    regions: [],
    service: "standard",
    code: "ci-standard",
    currency: "XOF",
    priceMinor: 250000,
    freeOverMinor: null,
    minDays: 2,
    maxDays: 4,
    en: ["Standard delivery", "Delivered in 2 to 4 days."],
    fr: ["Livraison standard", "Livrée en 2 à 4 jours."],
  }),
  price({
    countryCode: "SN",
    regions: [],
    service: "standard",
    code: "sn-standard",
    currency: "XOF",
    priceMinor: 500000,
    freeOverMinor: null,
    minDays: 3,
    maxDays: 6,
    en: ["Delivery to Senegal", "Delivered in 3 to 6 days."],
    fr: ["Livraison au Sénégal", "Livrée en 3 à 6 jours."],
  }),
  price({
    countryCode: "CI",
    regions: [],
    service: "standard",
    code: "ci-standard-eur",
    currency: "EUR",
    priceMinor: 400,
    freeOverMinor: 10000,
    minDays: 2,
    maxDays: 4,
    en: ["Standard delivery", "Delivered in 2 to 4 days."],
    fr: ["Livraison standard", "Livrée en 2 à 4 jours."],
  }),
  price({
    countryCode: "FR",
    regions: [],
    service: "standard",
    code: "fr-standard-eur",
    currency: "EUR",
    priceMinor: 1500,
    freeOverMinor: null,
    minDays: 5,
    maxDays: 10,
    en: ["Delivery to France", "Delivered in 5 to 10 days."],
    fr: ["Livraison en France", "Livrée en 5 à 10 jours."],
  }),
  price({
    countryCode: "NG",
    regions: ["Lagos", "LA"],
    service: "standard",
    code: "ng-lagos-standard",
    currency: "NGN",
    priceMinor: 450000,
    freeOverMinor: null,
    minDays: 4,
    maxDays: 7,
    en: ["Delivery to Lagos", "Delivered in 4 to 7 days."],
    fr: ["Livraison à Lagos", "Livrée en 4 à 7 jours."],
  }),
];

export function seedState(createdAt: string, clockOffsetMs = 0): SandboxState {
  return structuredClone({
    version: 1,
    clockOffsetMs,
    account: {
      displayName: "Sandbox Express",
      countryCode: "CI",
      currency: "XOF",
      crossBorderActive: true,
      responseForm: "later",
      cancelResponseStatus: 200,
      cancelRefusedStates: ["delivered", "cancelled", "returning", "returned"],
    },
    keys: SEED_KEYS.map((k) => ({ key: k.key, scopes: k.scopes, revoked: k.revoked ?? false, createdAt })),
    rateCards: SEED_RATE_CARDS,
    dutyRates: SEED_DUTY_RATES,
    checkoutPrices: SEED_CHECKOUT_PRICES,
    orders: [],
    idempotency: {},
    endpoints: [],
    deliveries: [],
    notifications: [],
  } satisfies SandboxState);
}
