import { expect } from "vitest";
import { carrierRateRequest } from "../../shopify-stand-in/carrier-rate-request";
import { connectedShop } from "../../stack/connect";
import type { Stack } from "../../stack/stack";

/* Shared steps of the checkout tests (test/integration/checkout*.test.ts). */

export type Rate = {
  service_name: string;
  service_code: string;
  total_price: string;
  currency: string;
  description: string;
  min_delivery_date?: string;
};

/** A shop connected to the sandbox (stack/connect.ts), and the path of its carrier callback. */
export async function checkoutShop(stack: Stack, settings?: Record<string, unknown>) {
  const domain = await connectedShop(stack, { settings });
  const shop = await stack.db.shop.findUniqueOrThrow({ where: { domain } });
  return { domain, path: `/carrier-service/rates?token=${shop.carrierToken}`, id: shop.id };
}

export const abidjanCart = (overrides: Partial<Parameters<typeof carrierRateRequest>[0]> = {}) =>
  carrierRateRequest({
    country: "CI",
    province: "AB",
    city: "Abidjan",
    currency: "XOF",
    items: [{ sku: "MUG-1", quantity: 2, grams: 400, price: 250000 }],
    ...overrides,
  });

/** How many requests the sandbox has received on `path`. */
export async function sandboxCalls(stack: Stack, path = "/v1/public-api/checkout/rates") {
  const response = await fetch(`${stack.sandbox.url}/__sandbox/requests?path=${encodeURIComponent(path)}`);
  const body = (await response.json()) as { requests?: unknown[] } | unknown[];
  return (Array.isArray(body) ? body : (body.requests ?? [])).length;
}

export async function fault(stack: Stack, body: Record<string, unknown>) {
  const response = await fetch(`${stack.sandbox.url}/__sandbox/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

export async function clearFaults(stack: Stack) {
  await fetch(`${stack.sandbox.url}/__sandbox/faults`, { method: "DELETE" });
}

/** The four ways the service can fail a checkout call, as the sandbox's faults make them. */
export const SERVICE_FAILURES: Array<[string, Record<string, unknown>]> = [
  ["answers 500", { kind: "error", status: 500, count: 3 }],
  ["answers 429", { kind: "rate_limit", count: 3 }],
  ["is slower than the deadline", { kind: "latency", latencyMs: 3000, count: 3 }],
  ["drops the connection", { kind: "drop", count: 3 }],
];
