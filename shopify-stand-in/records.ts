// The stand-in's state is stored in the shape of Admin GraphQL output (field names, enum values, GIDs), so
// graphql-js's default resolver reads it directly. Computed fields are getters or methods on the records.
// This file holds types only, so every other module can import it without cycles.
export type * from "./order-records";

export type MailingAddress = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  zip: string | null;
  country: string | null;
  countryCodeV2: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  formatted: string[];
  formattedArea: string | null;
  coordinatesValidated: boolean;
};

export type LocationRecord = {
  __typename: "Location";
  id: string;
  legacyResourceId: string;
  name: string;
  isFulfillmentService: boolean;
  isActive: boolean;
  isPrimary: boolean;
  shipsInventory: boolean;
  fulfillsOnlineOrders: boolean;
  hasActiveInventory: boolean;
  address: {
    address1: string | null;
    city: string | null;
    zip: string | null;
    province: string | null;
    provinceCode: string | null;
    country: string | null;
    countryCode: string;
    phone: string | null;
    formatted: string[];
  };
};

export type ShopPlanFlags = {
  displayName: string;
  publicDisplayName: string;
  partnerDevelopment: boolean;
  shopifyPlus: boolean;
  /** Not a GraphQL field: whether carrierServiceCreate is allowed (Advanced/Plus/dev store, or added by Support). */
  carrierCalculatedShipping: boolean;
};

export type ShopRecord = {
  __typename: "Shop";
  id: string;
  name: string;
  myshopifyDomain: string;
  email: string;
  currencyCode: string;
  ianaTimezone: string;
  /** Shop.currencyFormats: how the merchant writes amounts (FormattedString, a strict subset of HTML). */
  currencyFormats: {
    moneyFormat: string;
    moneyWithCurrencyFormat: string;
    moneyInEmailsFormat: string;
    moneyWithCurrencyInEmailsFormat: string;
  };
  plan: ShopPlanFlags;
  /** Scopes the merchant granted the app. */
  scopes: Set<string>;
  accessToken: string;
  /** Null for a non-expiring offline token. */
  accessTokenExpiresAt: Date | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
  locations: LocationRecord[];
};

export type CustomerRecord = {
  __typename: "Customer";
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  readonly displayName: string;
};

export type PurchasingCompanyRecord = {
  __typename: "PurchasingCompany";
  company: { __typename: "Company"; id: string; name: string; externalId: string | null };
  location: {
    __typename: "CompanyLocation";
    id: string;
    name: string;
    externalId: string | null;
    taxSettings: { taxRegistrationId: string | null; taxExempt: boolean; taxExemptions: string[] };
  };
  contact: null;
};
export type MetafieldRecord = {
  __typename: "Metafield";
  id: string;
  ownerId: string;
  ownerType: string;
  namespace: string;
  key: string;
  value: string;
  type: string;
  createdAt: string;
  updatedAt: string;
};

export type CarrierServiceRecord = {
  __typename: "DeliveryCarrierService";
  id: string;
  shopDomain: string;
  name: string;
  readonly formattedName: string;
  callbackUrl: string;
  active: boolean;
  supportsServiceDiscovery: boolean;
};

/** One Admin GraphQL request as the app sent it, for assertions ("the app fulfilled with tracking once"). */
export type RequestLogEntry = {
  shop: string;
  apiVersion: string;
  operationName: string | null;
  /** "query" | "mutation", or null when the document did not parse. */
  operation: string | null;
  /** Root fields selected, e.g. ["fulfillmentCreate"]. */
  rootFields: string[];
  variables: Record<string, unknown>;
  query: string;
  outcome: "ok" | "invalid" | "access-denied" | "throttled" | "unauthorized" | "errors";
};

export type InvalidDocument = { shop: string; operationName: string | null; query: string; messages: string[] };
