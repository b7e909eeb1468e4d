import type { Stack } from "./stack";
import { connectShop } from "~/shops/connect-shop.server";
import { createLogger } from "~/logger.server";
import { parseEnv } from "~/env.server";
import { budgetStoreFor } from "~/shops/request-budget-store.server";
import { unwiredServices } from "../test/support/unwired-services";

/**
 * Connects an installed shop to the sandbox as shop:configure would (the CLI path itself is tested
 * in shop-connection.test.ts), without the carrier service step. Settings are written before the
 * app first reads the shop.
 *
 * Each shop gets keys of its own (with the seeded keys' scopes): the service's budget is 120 requests a
 * minute per key (spec §8), and shops of one file sharing a key made a late test wait out the minute its
 * neighbours had spent (48 s in orders.test.ts). The budget tests choose their key themselves.
 */
export async function connectTestShop(
  stack: Stack,
  shopDomain: string,
  options: {
    checkoutKey?: boolean;
    /** The orders key may also price checkout (checkout:rates): checkout spills into it (decision 116). */
    ordersKeyPricesCheckout?: boolean;
    settings?: Record<string, unknown>;
    webhookSecrets?: string[];
  } = {},
) {
  const env = parseEnv({ ...stack.env, NODE_ENV: "test" });
  const ctx = {
    env,
    db: stack.db,
    logger: createLogger("silent"),
    secrets: stack.secrets,
    // The app's own choice of store: on PostgreSQL these requests count against the shared budget, as the CLI's would.
    budgetStore: budgetStoreFor(stack.db, env.DATABASE_URL, env.DELIVERY_API_URL),
    ...unwiredServices(),
    now: () => new Date(),
  };
  // Reconciled as of now and not swept by the schedule until the test says so: the app's scheduler (each 1.2 s
  // under TEST_TIME_SCALE) would otherwise sweep the shop at a moment of its choosing, racing the test's own
  // steps. "Swept as of now" was not enough: the scaled interval is 12 s, so a test longer than that on a slow
  // machine met a sweep that read a refunded order the test meant no one to read (money-truth-refunds, CI).
  // Written before the shop is connected: the scheduler only looks at connected shops, and a hold written after
  // connectShop left it a moment to queue the shop's first sweep, which then read the test's order while it was
  // still being handed off (money-truth-refunds on PostgreSQL, run 4 of five, 2026-11-27).
  // reconciledAt stays now: it is also where the next reconciliation looks back from. A test of the
  // scheduled work clears reconciledAt or shopifySweepQueuedAt itself.
  await stack.db.shop.update({
    where: { domain: shopDomain },
    data: {
      reconciledAt: new Date(),
      shopifySweepQueuedAt: new Date(Date.now() + HOLD_SCHEDULED_SWEEP_MS),
      ...(options.settings && { settingsJson: JSON.stringify(options.settings) }),
    },
  });
  const result = await connectShop(ctx, {
    shopDomain,
    apiKey: await newSandboxKey(stack, [
      ...["orders:write", "orders:read", "orders:cancel", "tracking:read"],
      ...(options.ordersKeyPricesCheckout ? ["checkout:rates"] : []),
    ]),
    checkoutApiKey: options.checkoutKey === false ? undefined : await newSandboxKey(stack, ["checkout:rates"]),
    webhookSecrets: options.webhookSecrets,
  });
  if (!result.ok) throw new Error(`connectTestShop: ${result.problem.message}`);
  return stack.db.shop.findUniqueOrThrow({ where: { domain: shopDomain } });
}

/** Longer than any test: a connected test shop is not swept by the schedule (connectTestShop). */
const HOLD_SCHEDULED_SWEEP_MS = 24 * 60 * 60_000;

/**
 * A shop as most tests want one: installed in the stand-in (XOF, Côte d'Ivoire) and connected to the sandbox with
 * these settings (connectTestShop). Returns its domain.
 */
export async function connectedShop(
  stack: Stack,
  options: { label?: string; settings?: Record<string, unknown>; webhookSecrets?: string[] } = {},
): Promise<string> {
  const domain = await stack.installShop({ currency: "XOF", label: options.label });
  await connectTestShop(stack, domain, { settings: options.settings, webhookSecrets: options.webhookSecrets });
  return domain;
}

/** A new key on the sandbox's account (its control API), with these scopes. */
export async function newSandboxKey(stack: Pick<Stack, "sandbox">, scopes: string[]): Promise<string> {
  const response = await fetch(`${stack.sandbox.url}/__sandbox/keys`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ scopes }),
  });
  if (response.status !== 201) throw new Error(`The sandbox refused a new key: ${response.status}`);
  return ((await response.json()) as { key: string }).key;
}
