import { expect, test } from "vitest";
import { startStack } from "../../stack/stack";
import {
  abidjanCart,
  clearFaults,
  checkoutShop,
  fault,
  sandboxCalls,
  SERVICE_FAILURES,
  type Rate,
} from "../support/checkout-kit";
import { useStack } from "../support/use-stack";

/*
 * An answer past its fresh and stale windows is no longer served unasked: the app asks the service
 * and shows the old answer only if that call fails (stale-on-error). Both windows are 0 here, so
 * every callback after the first asks the service; the deadline is short, as in checkout.test.ts.
 */
const stack = useStack(() =>
  startStack({
    CHECKOUT_DEADLINE_MS: "2000",
    CHECKOUT_CACHE_FRESH_MS: "0",
    CHECKOUT_CACHE_STALE_MS: "0",
  }),
);

test("with these windows every callback asks the service again", async () => {
  const shop = await checkoutShop(stack);
  const before = await sandboxCalls(stack);
  for (let sent = 0; sent < 2; sent++) {
    expect(
      (await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body: abidjanCart() })).status,
    ).toBe(200);
  }
  expect((await sandboxCalls(stack)) - before).toBe(2);
});

test.each(SERVICE_FAILURES)(
  "the last answer stands in when the service %s, with no fallback rates configured",
  async (_label, faultSpec) => {
    const shop = await checkoutShop(stack);
    const first = await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body: abidjanCart() });
    const { rates } = (await first.json()) as { rates: Rate[] };
    expect(rates.length).toBeGreaterThan(0);

    await fault(stack, { ...faultSpec, path: "/v1/public-api/checkout/rates" });
    const before = await sandboxCalls(stack);
    const again = await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body: abidjanCart() });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { rates: Rate[] }).rates).toEqual(rates);
    // It did ask: the answer is the old one because the call failed, not because it was fresh.
    expect((await sandboxCalls(stack)) - before).toBeGreaterThanOrEqual(1);
    await clearFaults(stack);
  },
);
