// Targets for the contract battery: the sandbox started in-process on port 0 (with its control API),
// or a running service named by environment variables (without it).
import { createSandbox, type SandboxOptions } from "../../sandbox/server";
import type { ContractKeys, ContractTarget } from "../support/contract-kit";

/** The sandbox's seeded keys (sandbox/README.md "Seed state"). */
export const SANDBOX_KEYS: Required<ContractKeys> = {
  all: "svc_live_sandbox_all",
  checkout: "svc_live_sandbox_checkout",
  readonly: "svc_live_sandbox_readonly",
  writer: "svc_live_sandbox_writer",
  tracking: "svc_live_sandbox_tracking",
  revoked: "svc_live_sandbox_revoked",
};

/**
 * The sandbox on port 0. Its clock stands still unless advanced through the control API, so the
 * webhook retry schedule can be checked to the millisecond; the rate-limited one started for the
 * budget test runs on the real clock, because its windows must pass while the client waits.
 */
export async function startSandboxTarget(options: SandboxOptions = {}): Promise<ContractTarget> {
  const startedAt = Date.now();
  const sandbox = await createSandbox({ port: 0, clock: () => startedAt, ...options });
  return {
    baseUrl: sandbox.url,
    keys: SANDBOX_KEYS,
    control: {
      url: `${sandbox.url}/__sandbox`,
      startRateLimited: (limit, windowMs) =>
        startSandboxTarget({ clock: Date.now, rateLimitPerMinute: limit, rateWindowMs: windowMs }),
    },
    close: () => sandbox.close(),
  };
}

/**
 * A real service (or a sandbox started apart, used as if it were one) when DELIVERY_CONTRACT_BASE_URL
 * and DELIVERY_CONTRACT_API_KEY are set; the other keys are optional and enable the tests that need them.
 */
export function serviceTargetFromEnv(env: NodeJS.ProcessEnv): (() => Promise<ContractTarget>) | null {
  const baseUrl = env.DELIVERY_CONTRACT_BASE_URL;
  const all = env.DELIVERY_CONTRACT_API_KEY;
  if (!baseUrl || !all) return null;
  const keys: ContractKeys = {
    all,
    checkout: env.DELIVERY_CONTRACT_CHECKOUT_KEY || undefined,
    readonly: env.DELIVERY_CONTRACT_READONLY_KEY || undefined,
    revoked: env.DELIVERY_CONTRACT_REVOKED_KEY || undefined,
  };
  return async () => ({ baseUrl, keys, close: async () => undefined });
}
