import { randomBytes } from "node:crypto";
import type { LocationRecord, ShopPlanFlags, ShopRecord } from "./records";
import type { Store } from "./store";

// Expiring offline tokens: 60 min access, 90 days refresh (shopify.dev offline-access-tokens, docs/reference/shopify-facts.md §6.3).
export const ACCESS_TOKEN_TTL_SEC = 3600;
export const REFRESH_TOKEN_TTL_SEC = 90 * 24 * 3600;
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

export type LocationInput = {
  name: string;
  countryCode?: string;
  city?: string;
  address1?: string;
  zip?: string;
  province?: string;
  /** The location's phone (LocationAddress.phone, FulfillmentOrderAssignedLocation.phone). */
  phone?: string;
  /** A fulfillment service's location (the app's own or a 3PL's), not merchant-managed. */
  isFulfillmentService?: boolean;
};

export type AddShopInput = {
  domain: string;
  /** Granted scopes, as an array or Shopify's comma-separated string. */
  scopes: string[] | string;
  plan?: Partial<ShopPlanFlags>;
  currency?: string;
  name?: string;
  /** Country of the default "Shop location". */
  countryCode?: string;
  /** The default "Shop location"'s address and phone (none by default, as a new shop's). */
  location?: Omit<LocationInput, "name" | "isFulfillmentService">;
  accessToken?: string;
  /** Shop.ianaTimezone; default "UTC". */
  ianaTimezone?: string;
  /** Shop.currencyFormats.moneyFormat; default "{{amount}} <currency code>". */
  moneyFormat?: string;
  /** Issue an expiring offline token with a refresh token (apps created after 2026-04-01 must use these). */
  expiringToken?: boolean;
};

export function newAccessToken(): string {
  return `shpat_${randomBytes(16).toString("hex")}`;
}

export function newRefreshToken(): string {
  return `shprt_${randomBytes(16).toString("hex")}`;
}

export function parseScopes(scopes: string[] | string): Set<string> {
  const list = Array.isArray(scopes) ? scopes : scopes.split(",");
  return new Set(list.map((scope) => scope.trim()).filter(Boolean));
}

export function addLocation(store: Store, domain: string, input: LocationInput): LocationRecord {
  const shop = store.shop(domain);
  const legacyResourceId = store.nextLegacyId();
  const countryCode = input.countryCode ?? "US";
  const location: LocationRecord = {
    __typename: "Location",
    id: store.newGid("Location", legacyResourceId),
    legacyResourceId,
    name: input.name,
    isFulfillmentService: input.isFulfillmentService ?? false,
    isActive: true,
    isPrimary: shop.locations.length === 0,
    shipsInventory: true,
    fulfillsOnlineOrders: true,
    hasActiveInventory: true,
    address: {
      address1: input.address1 ?? null,
      city: input.city ?? null,
      zip: input.zip ?? null,
      province: input.province ?? null,
      provinceCode: null,
      country: null,
      countryCode,
      phone: input.phone ?? null,
      formatted: [input.address1, input.city, countryCode].filter((part): part is string => Boolean(part)),
    },
  };
  shop.locations.push(store.register(domain, location));
  return location;
}

/** The shop's money formats: the one given, or the currency code after the amount (what the app showed before it read them). */
export function currencyFormats(currency: string, moneyFormat?: string): ShopRecord["currencyFormats"] {
  const format = moneyFormat ?? `{{amount}} ${currency}`;
  const withCurrency = format.includes(currency) ? format : `${format} ${currency}`;
  return {
    moneyFormat: format,
    moneyWithCurrencyFormat: withCurrency,
    moneyInEmailsFormat: format,
    moneyWithCurrencyInEmailsFormat: withCurrency,
  };
}

/** Adds an installed shop; returns its offline access token (the one the app must send). */
export function addShop(store: Store, input: AddShopInput): string {
  if (!SHOP_DOMAIN.test(input.domain))
    throw new Error(`"${input.domain}" is not a shop domain like my-shop.myshopify.com.`);
  if (store.shops.has(input.domain)) throw new Error(`Shop ${input.domain} was already added to the stand-in.`);
  const handle = input.domain.replace(".myshopify.com", "");
  const carrierCalculatedShipping = input.plan?.carrierCalculatedShipping ?? true;
  // Carrier-calculated shipping comes with Advanced and up; a shop without it is modelled as Basic.
  const displayName = input.plan?.displayName ?? (carrierCalculatedShipping ? "Advanced" : "Basic");
  const legacyId = store.nextLegacyId();
  const shop: ShopRecord = {
    __typename: "Shop",
    id: store.newGid("Shop", legacyId),
    name: input.name ?? handle,
    myshopifyDomain: input.domain,
    email: `owner@${handle}.example`,
    currencyCode: input.currency ?? "USD",
    ianaTimezone: input.ianaTimezone ?? "UTC",
    currencyFormats: currencyFormats(input.currency ?? "USD", input.moneyFormat),
    plan: {
      displayName,
      publicDisplayName: input.plan?.publicDisplayName ?? displayName,
      partnerDevelopment: input.plan?.partnerDevelopment ?? false,
      shopifyPlus: input.plan?.shopifyPlus ?? false,
      carrierCalculatedShipping,
    },
    scopes: parseScopes(input.scopes),
    accessToken: input.accessToken ?? newAccessToken(),
    accessTokenExpiresAt: null,
    refreshToken: null,
    refreshTokenExpiresAt: null,
    locations: [],
  };
  store.shops.set(input.domain, shop);
  store.register(input.domain, shop);
  if (input.expiringToken) rotateTokens(store, shop);
  if (input.accessToken) shop.accessToken = input.accessToken;
  addLocation(store, input.domain, { countryCode: input.countryCode, ...input.location, name: "Shop location" });
  return shop.accessToken;
}

/** Issues a fresh expiring access token and refresh token; the previous pair stops working at once. */
export function rotateTokens(store: Store, shop: ShopRecord): void {
  const now = store.now().getTime();
  shop.accessToken = newAccessToken();
  shop.accessTokenExpiresAt = new Date(now + ACCESS_TOKEN_TTL_SEC * 1000);
  shop.refreshToken = newRefreshToken();
  shop.refreshTokenExpiresAt = new Date(now + REFRESH_TOKEN_TTL_SEC * 1000);
}

export function accessTokenIsValid(store: Store, shop: ShopRecord, token: string | undefined): boolean {
  if (!token || token !== shop.accessToken) return false;
  return shop.accessTokenExpiresAt === null || shop.accessTokenExpiresAt > store.now();
}
