import { DeliveryError, DeliveryPermissionError, type CorridorList, type DeliveryClient } from "~/delivery";

/*
 * The service has no "who am I" operation, so a key's scopes are learnt by asking for each one
 * with a request that cannot change anything: an empty order (refused by validation when the scope
 * is there), and a cancel or tracking read of an order that does not exist. Only
 * API_KEY_SCOPE_MISSING means the scope is absent (spec §5.3); any other answer means present.
 */
export const ORDERS_KEY_SCOPES = ["orders:read", "orders:write", "orders:cancel", "tracking:read"] as const;
export const CHECKOUT_SCOPE = "checkout:rates";

/** Whether a key's stored scopes (ServiceConnection.scopesJson) hold checkout:rates; unreadable ones hold nothing. */
export function storedScopesPriceCheckout(scopesJson: string): boolean {
  try {
    const scopes: unknown = JSON.parse(scopesJson);
    return Array.isArray(scopes) && scopes.includes(CHECKOUT_SCOPE);
  } catch {
    return false;
  }
}

const PROBE_REFERENCE = "scope-probe-does-not-exist";

type Probe = (client: DeliveryClient) => Promise<unknown>;

const PROBES: Record<string, Probe> = {
  "orders:read": (client) => client.listCorridors(),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberately empty: validation refuses it
  "orders:write": (client) => client.createOrder({} as any, { idempotencyKey: PROBE_REFERENCE }),
  "orders:cancel": (client) => client.cancelOrder(PROBE_REFERENCE, {}),
  "tracking:read": (client) => client.getTracking(PROBE_REFERENCE),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberately empty: validation refuses it
  "checkout:rates": (client) => client.getCheckoutRates({} as any),
};

/** `corridors`: the orders:read probe's answer, when it was granted (the connection stores the origin country from it). */
export type ScopeProbeResult = { granted: string[]; missing: string[]; corridors?: CorridorList };

/** Throws the service's error for an invalid key (401) or an unreachable service. */
export async function probeKeyScopes(client: DeliveryClient, scopes: readonly string[]): Promise<ScopeProbeResult> {
  const granted: string[] = [];
  const missing: string[] = [];
  let corridors: CorridorList | undefined;
  for (const scope of scopes) {
    try {
      const answer = await PROBES[scope](client);
      if (scope === "orders:read") corridors = answer as CorridorList;
      granted.push(scope);
    } catch (error) {
      if (error instanceof DeliveryPermissionError && error.code === "API_KEY_SCOPE_MISSING") missing.push(scope);
      else if (
        error instanceof DeliveryError &&
        error.statusCode !== undefined &&
        error.statusCode < 500 &&
        error.statusCode !== 401 &&
        error.statusCode !== 429
      )
        granted.push(scope);
      else throw error;
    }
  }
  return { granted, missing, corridors };
}
