import { GraphqlQueryError, HttpResponseError } from "@shopify/shopify-api";
import { AppError } from "~/errors";

/*
 * Admin GraphQL for background work (no request from the merchant): the shop's offline session,
 * refreshed by Shopify's library when it expires. Shopify answers throttling with 200 and a
 * THROTTLED error; that is retried here a few times with backoff, then surfaced as retryable so the
 * job queue tries again later: an event is never dropped because Shopify was busy.
 */
export const THROTTLE_RETRIES = 3;
export const THROTTLE_BACKOFF_MS = 500;

/** Shopify's `extensions.cost` (shopify.dev "API rate limits"): what a query cost and what the shop's bucket holds. */
export type QueryCost = {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
};

/** The stable codes of ShopifyAdminError: logs, OrderSync.lastErrorCode and decisions use these. */
export const ShopifyErrorCode = {
  /** Shopify's bucket is empty (THROTTLED, 429) or it answered 5xx: later will do. */
  THROTTLED: "SHOPIFY_THROTTLED",
  /** The app lacks a scope for this call (ACCESS_DENIED): the merchant must approve it. */
  ACCESS_DENIED: "SHOPIFY_ACCESS_DENIED",
  /** No offline session for the shop (uninstalled, or never installed). */
  NO_SESSION: "SHOPIFY_NO_SESSION",
  /** Shopify refused the request or a mutation's input (GraphQL errors, userErrors). */
  REFUSED: "SHOPIFY_REFUSED",
  /** Shopify could not be reached, or answered a 4xx other than 429. */
  HTTP: "SHOPIFY_HTTP_ERROR",
} as const;
export type ShopifyErrorCode = (typeof ShopifyErrorCode)[keyof typeof ShopifyErrorCode];

/** An Admin API failure, in the family of app/errors.ts: a stable code, and whether retrying helps. */
export class ShopifyAdminError extends AppError {
  override name = "ShopifyAdminError";
  constructor(
    message: string,
    readonly code: ShopifyErrorCode,
    readonly retryable: boolean,
    /** Throttled: how long until the bucket holds what the query asks, from the cost extension. */
    readonly waitMs: number | null = null,
  ) {
    super(message);
  }
}

/**
 * How long until the bucket refills enough for a query of `requested` points: Shopify restores
 * `restoreRate` points a second, so (requested - available) / restoreRate seconds, rounded up.
 */
export function refillWaitMs(
  cost: QueryCost | undefined | null,
  requested = cost?.requestedQueryCost ?? 0,
): number | null {
  const status = cost?.throttleStatus;
  if (!status || !(status.restoreRate > 0)) return null;
  return Math.max(0, Math.ceil(((requested - status.currentlyAvailable) / status.restoreRate) * 1000));
}

export type AdminGraphql = <T>(document: string, variables?: Record<string, unknown>) => Promise<T>;
/** The same call, answering the cost extension too (paced readers such as the Shopify-side sweep). */
export type AdminGraphqlWithCost = <T>(
  document: string,
  variables?: Record<string, unknown>,
) => Promise<{ data: T; cost: QueryCost | null }>;

type Sleep = (ms: number) => Promise<unknown>;
const realSleep: Sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * What the Shopify library gives for a shop's stored offline session (`unauthenticated.admin`); `forget`, when
 * it keeps sessions (offline-admin-cache.server.ts), drops the shop's after Shopify refused its token.
 */
export type OfflineAdmin = ((shopDomain: string) => Promise<{
  admin: { graphql: (document: string, options: { variables?: Record<string, unknown> }) => Promise<Response> };
  session?: { expires?: Date; accessToken?: string; scope?: string };
}>) & { forget?: (shopDomain: string) => void };

/** A shop's Admin API, handed out by the composition root (AppContext.shopifyAdmin), never imported. */
export type ShopifyAdminAccess = {
  graphqlFor(shopDomain: string): Promise<AdminGraphql>;
  graphqlWithCostFor(shopDomain: string): Promise<AdminGraphqlWithCost>;
};

export function createShopifyAdminAccess(offlineAdmin: OfflineAdmin, sleep: Sleep = realSleep): ShopifyAdminAccess {
  const graphqlWithCostFor = (shopDomain: string) => adminGraphqlWithCostFor(offlineAdmin, shopDomain, sleep);
  return {
    graphqlWithCostFor,
    async graphqlFor(shopDomain) {
      const withCost = await graphqlWithCostFor(shopDomain);
      return async <T>(document: string, variables?: Record<string, unknown>) =>
        (await withCost<T>(document, variables)).data;
    },
  };
}

type Grant = { accessToken?: string; scope?: string } | undefined;
/** Two loads of a shop's session grant the same access (neither token nor scopes replaced in between). */
const sameGrant = (a: Grant, b: Grant) =>
  a?.accessToken !== undefined && a.accessToken === b?.accessToken && a.scope === b?.scope;

async function adminGraphqlWithCostFor(
  offlineAdmin: OfflineAdmin,
  shopDomain: string,
  sleep: Sleep,
): Promise<AdminGraphqlWithCost> {
  const adminOf = async () => {
    try {
      return await offlineAdmin(shopDomain);
    } catch (error) {
      throw new ShopifyAdminError(
        `No usable Shopify session for ${shopDomain}: ${(error as Error).message}`,
        ShopifyErrorCode.NO_SESSION,
        false,
      );
    }
  };
  let { admin, session } = await adminOf();
  let reloaded = !offlineAdmin.forget;
  return async <T>(document: string, variables?: Record<string, unknown>) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await admin.graphql(document, { variables });
        const body = (await response.json()) as { data: T; extensions?: { cost?: QueryCost } };
        return { data: body.data, cost: body.extensions?.cost ?? null };
      } catch (error) {
        const failure = classify(error);
        const unauthorized = error instanceof HttpResponseError && error.response.code === 401;
        const refused = unauthorized || failure.code === ShopifyErrorCode.ACCESS_DENIED;
        if (!reloaded && refused) {
          // A kept session whose token was replaced since (a reinstall, scopes granted, a refresh by another
          // process): read it again, once.
          reloaded = true;
          offlineAdmin.forget!(shopDomain);
          const fresh = await adminOf();
          admin = fresh.admin;
          // The same token and scopes refused again would be a second request for the same refusal: never sent.
          if (sameGrant(session, fresh.session)) throw failure;
          session = fresh.session;
          attempt--;
          continue;
        }
        if (failure.code !== ShopifyErrorCode.THROTTLED || attempt >= THROTTLE_RETRIES) throw failure;
        // Wait as long as the cost extension says the bucket needs to refill; without one, back off.
        await sleep(failure.waitMs ?? THROTTLE_BACKOFF_MS * 2 ** attempt);
      }
    }
  };
}

function classify(error: unknown): ShopifyAdminError {
  if (error instanceof GraphqlQueryError) {
    const body = error.body as
      | {
          errors?: { graphQLErrors?: Array<{ message: string; extensions?: { code?: string } }> };
          extensions?: { cost?: QueryCost };
        }
      | undefined;
    const errors = body?.errors?.graphQLErrors ?? [];
    const codes = errors.map((entry) => entry.extensions?.code);
    const message = errors.map((entry) => entry.message).join("; ") || error.message;
    if (codes.includes("THROTTLED"))
      return new ShopifyAdminError(
        `Shopify is throttling: ${message}`,
        ShopifyErrorCode.THROTTLED,
        true,
        refillWaitMs(body?.extensions?.cost),
      );
    if (codes.includes("ACCESS_DENIED"))
      return new ShopifyAdminError(`Shopify denied access: ${message}`, ShopifyErrorCode.ACCESS_DENIED, false);
    return new ShopifyAdminError(`Shopify refused the request: ${message}`, ShopifyErrorCode.REFUSED, false);
  }
  if (error instanceof HttpResponseError) {
    const retryable = error.response.code === 429 || error.response.code >= 500;
    return new ShopifyAdminError(
      `Shopify answered ${error.response.code}`,
      retryable ? ShopifyErrorCode.THROTTLED : ShopifyErrorCode.HTTP,
      retryable,
    );
  }
  return new ShopifyAdminError(
    `Shopify could not be reached: ${(error as Error).message}`,
    ShopifyErrorCode.HTTP,
    true,
  );
}
