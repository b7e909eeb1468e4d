// Turns the schema file's `offline_scopes` entries into access requirements.
//
// Each entry's `offlineScopes` list is a flat, lossy summary: usually "any one of these", but sometimes
// "all of these" (`A access scope. Also: Requires B scope.`), and for a few types it drops scopes the prose
// grants (DeliveryCarrierService: "Any of `orders` or `shipping` access scopes, `read_markets`…" is summarised
// as just ["read_markets"], which would wrongly deny an app holding write_shipping). So we read the
// `requiredAccess` prose, which is regular enough (see the patterns in the test), and fall back to the list.

/** Conjunctive normal form: every group must be satisfied by at least one of its scopes. */
export type Requirement = string[][];

export type OfflineScopeItem = {
  type: "type" | "field";
  typeName: string;
  fieldName?: string;
  requiredAccess: string;
  offlineScopes: string[];
};

const SCOPE_TOKEN = /`([a-z_]+)`(\s+(?:user\s+)?permissions?)?/g;

function scopeTokens(text: string): string[] {
  const scopes: string[] = [];
  for (const match of text.matchAll(SCOPE_TOKEN)) {
    // `manage_delivery_settings` user permission, `cancel_orders` permission: merchant-staff rights, not app scopes.
    if (match[2]) continue;
    const token = match[1];
    // "Any of `orders` or `shipping` access scopes" names scope families; a read scope is the weakest member
    // and write implies read when checking, so the family reduces to its read scope.
    scopes.push(/^(read|write|unauthenticated)_/.test(token) ? token : `read_${token}`);
  }
  return [...new Set(scopes)];
}

/** The requirement one `requiredAccess` sentence expresses (empty = no app scope needed). */
export function parseRequiredAccess(requiredAccess: string, offlineScopes: string[] = []): Requirement {
  const text = requiredAccess.trim();
  if (!text) return [];
  const [main, ...rest] = text.split("Also:");
  const also = rest.join("Also:");
  const groups: Requirement = [];

  if (/for queries and both/.test(main)) {
    // "`read_markets` for queries and both `read_markets` as well as `write_markets` for mutations": the
    // types concerned are read through queries; the mutations carry their own field-level requirement.
    groups.push(scopeTokens(main).slice(0, 1));
  } else if (/as well as any of|\sand \(/.test(main)) {
    const [first, second] = main.split(/as well as any of|\sand \(/);
    groups.push(scopeTokens(first), scopeTokens(second));
  } else {
    const scopes = scopeTokens(main);
    if (scopes.length > 0) groups.push(scopes);
    // Prose without a backticked scope: trust the summary, unless the prose only speaks of user permissions
    // (those bind staff on online tokens, not the app's offline token).
    else if (offlineScopes.length > 0 && !/permission/.test(main)) groups.push([...new Set(offlineScopes)]);
  }

  const requires = also.match(/Requires (?:the )?(`[a-z_]+`(?: access)? scope(?: or `[a-z_]+` access scope)?)/);
  if (requires) groups.push(scopeTokens(requires[1]));
  const applicable = also.match(/applicable fulfillment order write access scope is required:(.*)$/s);
  if (applicable) groups.push(scopeTokens(applicable[1]));

  return groups.filter((group) => group.length > 0);
}

/** True when the granted scopes satisfy one group; a write scope grants its read scope, as on Shopify. */
export function satisfiesGroup(granted: ReadonlySet<string>, group: string[]): boolean {
  return group.some(
    (scope) => granted.has(scope) || (scope.startsWith("read_") && granted.has(`write_${scope.slice(5)}`)),
  );
}

export type AccessIndex = {
  /** Requirement of reading any object of this type, e.g. Order → read_orders. */
  types: Map<string, Requirement>;
  /** Requirement of selecting one field, keyed "Type.field", e.g. Mutation.carrierServiceCreate. */
  fields: Map<string, Requirement>;
  /** The prose, for error messages shaped like Shopify's. */
  prose: Map<string, string>;
};

export function buildAccessIndex(items: OfflineScopeItem[]): AccessIndex {
  const index: AccessIndex = { types: new Map(), fields: new Map(), prose: new Map() };
  for (const item of items) {
    const requirement = parseRequiredAccess(item.requiredAccess, item.offlineScopes);
    if (requirement.length === 0) continue;
    const key = item.type === "type" ? item.typeName : `${item.typeName}.${item.fieldName}`;
    (item.type === "type" ? index.types : index.fields).set(key, requirement);
    index.prose.set(key, item.requiredAccess);
  }
  return index;
}
