import { createHmac, timingSafeEqual } from "node:crypto";
import type { HttpReply } from "./admin-graphql";
import type { ShopRecord } from "./records";
import { ACCESS_TOKEN_TTL_SEC, REFRESH_TOKEN_TTL_SEC, rotateTokens } from "./shops";
import type { Store } from "./store";

// Grant and token types as @shopify/shopify-api 15 sends them (lib/auth/oauth/refresh-token.ts,
// token-exchange.ts, migrate-to-expiring-token.ts): always a JSON body with client_id and client_secret.
const REFRESH_GRANT = "refresh_token";
const EXCHANGE_GRANT = "urn:ietf:params:oauth:grant-type:token-exchange";
const ID_TOKEN = "urn:ietf:params:oauth:token-type:id_token";
const OFFLINE_TOKEN = "urn:shopify:params:oauth:token-type:offline-access-token";

export type AppCredentials = { apiKey?: string; apiSecret: string };

const oauthError = (status: number, error: string, description: string): HttpReply => ({
  status,
  body: { error, error_description: description },
});

function tokenBody(shop: ShopRecord) {
  const scope = [...shop.scopes].join(",");
  if (!shop.refreshToken) return { access_token: shop.accessToken, scope };
  return {
    access_token: shop.accessToken,
    expires_in: ACCESS_TOKEN_TTL_SEC,
    refresh_token: shop.refreshToken,
    refresh_token_expires_in: REFRESH_TOKEN_TTL_SEC,
    scope,
  };
}

/** Verifies an App Bridge session token (HS256 JWT signed with the app secret) for this shop. */
function sessionTokenIsValid(store: Store, token: string, shop: ShopRecord, app: AppCredentials): boolean {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return false;
  const expected = createHmac("sha256", app.apiSecret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  let claims: { dest?: string; aud?: string; exp?: number };
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return false;
  }
  const nowSec = store.now().getTime() / 1000;
  return (
    claims.dest === `https://${shop.myshopifyDomain}` &&
    (!app.apiKey || claims.aud === app.apiKey) &&
    (claims.exp ?? 0) > nowSec
  );
}

function parseBody(raw: string, contentType: string | undefined): Record<string, string> {
  if (contentType?.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as Record<string, string>;
  } catch {
    return {};
  }
}

/** POST /{shop}/admin/oauth/access_token: refresh, token exchange and migration to expiring tokens. */
export function handleAccessToken(
  store: Store,
  app: AppCredentials,
  shopDomain: string,
  raw: string,
  contentType?: string,
): HttpReply {
  const shop = store.shops.get(shopDomain);
  if (!shop) return { status: 404, body: { errors: "Not Found" } };
  const body = parseBody(raw, contentType);
  if (body.client_secret !== app.apiSecret || (app.apiKey && body.client_id !== app.apiKey)) {
    return oauthError(401, "invalid_client", "Client authentication failed: check client_id and client_secret.");
  }
  if (body.grant_type === REFRESH_GRANT) {
    const expired = !shop.refreshTokenExpiresAt || shop.refreshTokenExpiresAt <= store.now();
    if (!body.refresh_token || body.refresh_token !== shop.refreshToken || expired) {
      return oauthError(400, "invalid_grant", "The refresh token is invalid, expired, or was already used.");
    }
    rotateTokens(store, shop);
    return { status: 200, body: tokenBody(shop) };
  }
  if (body.grant_type === EXCHANGE_GRANT && body.requested_token_type === OFFLINE_TOKEN) {
    if (body.subject_token_type === OFFLINE_TOKEN) {
      // Migration of a non-expiring offline token to an expiring one: the old token stops working.
      if (body.subject_token !== shop.accessToken || shop.refreshToken)
        return oauthError(
          400,
          "invalid_subject_token",
          "The subject token is not this shop's non-expiring offline token.",
        );
      rotateTokens(store, shop);
      return { status: 200, body: tokenBody(shop) };
    }
    if (body.subject_token_type !== ID_TOKEN || !sessionTokenIsValid(store, body.subject_token ?? "", shop, app)) {
      return oauthError(400, "invalid_subject_token", "The session token is invalid or expired.");
    }
    if (body.expiring === "1") rotateTokens(store, shop);
    return { status: 200, body: tokenBody(shop) };
  }
  return oauthError(
    400,
    "unsupported_grant_type",
    `The stand-in supports refresh_token and offline token exchange, not ${body.grant_type ?? "(none)"}.`,
  );
}
