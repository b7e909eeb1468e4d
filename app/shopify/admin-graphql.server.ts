import { GraphqlQueryError, HttpResponseError } from "@shopify/shopify-api";
import { unauthenticated } from "~/shopify.server";

/*
 * Admin GraphQL for background work (no request from the merchant): the shop's offline session,
 * refreshed by Shopify's library when it expires. Shopify answers throttling with 200 and a
 * THROTTLED error; that is retried here a few times with backoff, then surfaced as retryable so the
 * job queue tries again later: an event is never dropped because Shopify was busy.
 */
export const THROTTLE_RETRIES = 3;
export const THROTTLE_BACKOFF_MS = 500;

export class ShopifyAdminError extends Error {
  constructor(
    message: string,
    readonly kind: "throttled" | "access-denied" | "no-session" | "graphql" | "http",
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export type AdminGraphql = <T>(document: string, variables?: Record<string, unknown>) => Promise<T>;

export async function adminGraphqlFor(shopDomain: string, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<AdminGraphql> {
  let admin: Awaited<ReturnType<typeof unauthenticated.admin>>["admin"];
  try {
    ({ admin } = await unauthenticated.admin(shopDomain));
  } catch (error) {
    throw new ShopifyAdminError(`No usable Shopify session for ${shopDomain}: ${(error as Error).message}`, "no-session", false);
  }
  return async <T>(document: string, variables?: Record<string, unknown>) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await admin.graphql(document, { variables });
        return ((await response.json()) as { data: T }).data;
      } catch (error) {
        const failure = classify(error);
        if (failure.kind !== "throttled" || attempt >= THROTTLE_RETRIES) throw failure;
        await sleep(THROTTLE_BACKOFF_MS * 2 ** attempt);
      }
    }
  };
}

function classify(error: unknown): ShopifyAdminError {
  if (error instanceof GraphqlQueryError) {
    const errors = (error.body as { errors?: { graphQLErrors?: Array<{ message: string; extensions?: { code?: string } }> } })?.errors?.graphQLErrors ?? [];
    const codes = errors.map((entry) => entry.extensions?.code);
    const message = errors.map((entry) => entry.message).join("; ") || error.message;
    if (codes.includes("THROTTLED")) return new ShopifyAdminError(`Shopify is throttling: ${message}`, "throttled", true);
    if (codes.includes("ACCESS_DENIED")) return new ShopifyAdminError(`Shopify denied access: ${message}`, "access-denied", false);
    return new ShopifyAdminError(`Shopify refused the request: ${message}`, "graphql", false);
  }
  if (error instanceof HttpResponseError) {
    const retryable = error.response.code === 429 || error.response.code >= 500;
    return new ShopifyAdminError(`Shopify answered ${error.response.code}`, retryable ? "throttled" : "http", retryable);
  }
  return new ShopifyAdminError(`Shopify could not be reached: ${(error as Error).message}`, "http", true);
}
