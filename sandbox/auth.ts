import type { IncomingHttpHeaders } from "node:http";
import { ApiError } from "./errors";
import type { ApiKeyRecord, Scope } from "./state";
import type { Store } from "./store";

export const KEY_PREFIX = "svc_live_";
const KEY_FORMAT = /^svc_live_[A-Za-z0-9_]{4,}$/;

// spec §5.2: the key comes as "Authorization: Bearer <key>" or "X-API-Key: <key>".
// An Authorization header of another scheme is a malformed key, not a missing one (README).
function extractKey(headers: IncomingHttpHeaders): { kind: "none" } | { kind: "key"; value: string } {
  const authorization = headers.authorization?.trim();
  if (authorization) {
    const [scheme = "", ...rest] = authorization.split(/\s+/);
    const value = scheme.toLowerCase() === "bearer" ? rest.join(" ") : authorization;
    if (value) return { kind: "key", value };
  }
  const headerKey = headers["x-api-key"];
  const value = (Array.isArray(headerKey) ? headerKey[0] : headerKey)?.trim();
  return value ? { kind: "key", value } : { kind: "none" };
}

// spec §5.4: no key → API_KEY_REQUIRED; malformed, unknown or revoked → one identical API_KEY_INVALID.
export function authenticate(store: Store, headers: IncomingHttpHeaders): ApiKeyRecord {
  const sent = extractKey(headers);
  if (sent.kind === "none") throw new ApiError("API_KEY_REQUIRED");
  const record = KEY_FORMAT.test(sent.value) ? store.findKey(sent.value) : undefined;
  if (!record || record.revoked) throw new ApiError("API_KEY_INVALID");
  return record;
}

// spec §5.3: API_KEY_SCOPE_MISSING with details.missingScopes.
export function requireScopes(key: ApiKeyRecord, scopes: Scope[]): void {
  const missingScopes = scopes.filter((scope) => !key.scopes.includes(scope));
  if (missingScopes.length > 0) throw new ApiError("API_KEY_SCOPE_MISSING", { details: { missingScopes } });
}
