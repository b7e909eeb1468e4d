import { createHmac, randomUUID } from "node:crypto";
import { TEST_API_KEY, TEST_API_SECRET } from "../../../stack/test-env";

/** A desktop browser's User-Agent: authenticate.admin turns bots away, and Node's own User-Agent is one to isbot. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/**
 * The session token App Bridge gives an embedded page (an HS256 JWT signed with the app's secret,
 * audience the app's key, destination the shop): what Shopify's admin would put in `id_token` and
 * in each request's Authorization header. `sub` is the staff member's user id.
 */
export function sessionToken(shop: string, lifetimeSec = 3600, sub = "74120981234"): string {
  const nowSec = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64url(
    JSON.stringify({
      iss: `https://${shop}/admin`,
      dest: `https://${shop}`,
      aud: TEST_API_KEY,
      sub,
      exp: nowSec + lifetimeSec,
      nbf: nowSec - 5,
      iat: nowSec - 5,
      jti: randomUUID(),
      sid: randomUUID(),
    }),
  );
  const signature = base64url(createHmac("sha256", TEST_API_SECRET).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${signature}`;
}

/** Shopify's `host` parameter: the admin's address, base64. */
export function hostParam(shop: string): string {
  return Buffer.from(`admin.shopify.com/store/${shop.replace(/\.myshopify\.com$/, "")}`)
    .toString("base64")
    .replace(/=+$/, "");
}
