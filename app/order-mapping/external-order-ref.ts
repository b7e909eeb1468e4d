/**
 * The `externalOrderRef` sent with each order (spec §4 POST /orders) and usable in a URL as
 * `{reference}` (spec §4 common rules).
 */
import { createHash } from "node:crypto";

const MAX_NAME_PART_LENGTH = 32;
const GID_HASH_HEX_LENGTH = 8;
const MYSHOPIFY_SUFFIX = ".myshopify.com";

/** "my-store.myshopify.com" → "my-store". The subdomain is fixed for the life of a shop. */
export function shopHandle(shopDomain: string): string {
  const domain = shopDomain.trim().toLowerCase();
  const handle = domain.endsWith(MYSHOPIFY_SUFFIX) ? domain.slice(0, -MYSHOPIFY_SUFFIX.length) : "";
  if (!/^[a-z0-9][a-z0-9-]*$/.test(handle)) {
    throw new TypeError(`"${shopDomain}" is not a shop's myshopify.com domain; pass session.shop.`);
  }
  return handle;
}

/**
 * `<shop handle>-<order name>-<8 hex of sha256(order GID)>`, e.g. `my-store-1001-3f9a2c1b`.
 *
 * - Readable: a person sees the shop and the order name they know from the Shopify admin.
 * - Unique across the merchant's shops on one service account: the handle is unique in Shopify.
 * - Unique within a shop even when names repeat: names are not guaranteed unique (an app can set
 *   any `name` through GraphQL `orderCreate`, and a sanitized custom prefix/suffix can collapse
 *   two names into one), so the hash of the order's GID is always appended.
 * - Stable: built only from things that never change on an order (shop domain, name, GID), so
 *   every re-send and every later lookup uses the same reference.
 * - Safe in a URL path: only `[A-Za-z0-9._-]` (RFC 3986 unreserved characters); accents are
 *   stripped, every other run of characters becomes one "-", and the name part is cut to 32.
 */
export function externalOrderRef(shopDomain: string, orderName: string, orderGid: string): string {
  const hash = createHash("sha256").update(orderGid).digest("hex").slice(0, GID_HASH_HEX_LENGTH);
  return `${shopHandle(shopDomain)}-${orderNamePart(orderName)}-${hash}`;
}

function orderNamePart(orderName: string): string {
  const part = orderName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+/, "")
    .slice(0, MAX_NAME_PART_LENGTH)
    .replace(/[-.]+$/, "");
  return part || "order";
}

/**
 * Whether `reference` could be one this app made for the shop: every one it makes, replacements
 * included, starts `<shop handle>-`. A service order of the same account made elsewhere (the
 * service's dashboard, another store connected with a key of that account) answers false. True
 * proves nothing: "my-store-2-1001-…" starts as a reference of "my-store" does.
 */
export function couldBeShopsOrderRef(shopDomain: string, reference: string): boolean {
  return reference.startsWith(`${shopHandle(shopDomain)}-`);
}

const REPLACEMENT_SUFFIX = /-r(\d+)$/;

/**
 * The reference of the service order that replaces the one under `current` (cancelled and created
 * anew, spec §4 POST /orders rule 9): `<first reference>-r2`, then `-r3`... A new reference, not a
 * new Idempotency-Key alone: `{reference}` must name one order (§4 common rules), and the cancelled
 * order keeps the old one. A first reference never ends in `-r<digits>`: it ends in 8 hex digits.
 */
export function replacementOrderRef(current: string): string {
  const generation = Number(REPLACEMENT_SUFFIX.exec(current)?.[1] ?? "1") + 1;
  return `${current.replace(REPLACEMENT_SUFFIX, "")}-r${generation}`;
}
