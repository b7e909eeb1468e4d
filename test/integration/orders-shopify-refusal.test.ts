import { expect, test } from "vitest";
import { connectTestShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, sandboxRequests, waitForOrderSync } from "../../stack/orders";
import { DEFAULT_SCOPES } from "~/env.server";
import { useStack } from "../support/use-stack";

/*
 * One error family (app/errors.ts): a refusal from Shopify that retrying cannot fix fails the
 * order's job at once and is shown on the order with its code, instead of being retried six times
 * out of sight. What the refusal does not concern (the payment) is done all the same.
 */
const stack = useStack();

// Every scope the app requests is granted: the refusal below comes from the order, not a missing scope.
const GRANTED = DEFAULT_SCOPES.split(",");

test("a Shopify refusal is shown at once with its code and never retried; what it does not concern is done", async () => {
  const shop = await stack.installShop({ currency: "XOF" });
  await connectTestShop(stack, shop, { settings: { unpaidOrders: "payment_link" } });
  // The merchant withdrew the fulfillment-order write scope: Shopify denies the hold the app puts on a
  // payment-link order until it is paid.
  stack.shopify.state.setScopes(
    shop,
    GRANTED.filter((scope) => scope !== "write_merchant_managed_fulfillment_orders"),
  );
  const order = await placeOrder(
    stack,
    shop,
    abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
  );

  // Shown at once: retried, it would show only after six attempts (minutes), past this wait.
  const row = await waitForOrderSync(
    stack,
    order.gid,
    (r) => r?.lastErrorCode === "SHOPIFY_ACCESS_DENIED",
    "the refusal shown on the order",
  );
  expect(row).toMatchObject({ syncState: "SENT", paymentHoldAt: null });
  expect(row.lastErrorMessage).toMatch(/^Shopify denied access/);
  const holds = stack.shopify.state.requests.filter(
    (request) => request.shop === shop && request.rootFields.includes("fulfillmentOrderHold"),
  );
  expect(holds.map((request) => request.outcome)).toEqual(["access-denied"]);
  // The link the refusal does not concern was requested, once.
  const links = (await sandboxRequests(stack, `/v1/public-api/orders/${row.externalOrderRef}/payment-link`)).filter(
    (request) => request.method === "POST",
  );
  expect(links).toHaveLength(1);
  expect(row.paymentLinkUrl).toMatch(/^https?:/);
});
