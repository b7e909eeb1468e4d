import { waitForShopIdle } from "../../stack/idle";
import { beforeAll, describe, expect, test } from "vitest";
import { connectTestShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, sandboxRequests, waitForOrderSync, waitForPaidRecorded } from "../../stack/orders";
import { useStack } from "../support/use-stack";

/*
 * What one handoff costs of the key's 120 requests a minute (spec §8): a prepaid order
 * is a create and a mark-paid, a cash-on-delivery order a create, in both response forms (§9.4).
 */

let shop: string;
const stack = useStack();

beforeAll(async () => {
  shop = await stack.installShop({ currency: "XOF" });
  await connectTestShop(stack, shop);
});

async function useResponseForm(form: "earlier" | "later") {
  const response = await fetch(`${stack.sandbox.url}/__sandbox/account`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ responseForm: form }),
  });
  expect(response.status).toBe(200);
}

/** Every request the sandbox received about one order: its create (by body) and calls on its path. */
async function callsFor(externalOrderRef: string, serviceOrderId: string) {
  // Anything the handoff set off (the shipment.created webhook and its jobs) has landed.
  await waitForShopIdle(stack, shop);
  const all = await sandboxRequests(stack, "/v1/public-api/");
  return all
    .filter(
      (r) =>
        r.path.includes(encodeURIComponent(externalOrderRef)) ||
        r.path.includes(serviceOrderId) ||
        JSON.stringify(r.body ?? null).includes(externalOrderRef),
    )
    .map((r) => `${r.method} ${r.path.replace(/\/orders\/[^/?]+/, "/orders/:ref")} ${r.status}`);
}

describe.each(["later", "earlier"] as const)("service calls per order, %s response form", (form) => {
  test("a prepaid order costs 2 calls: the create and the mark-paid", async () => {
    await useResponseForm(form);
    const order = await placeOrder(stack, shop, abidjanOrder());
    const row = await waitForPaidRecorded(stack, order.gid);
    expect(await callsFor(row.externalOrderRef, row.serviceOrderId!)).toEqual([
      "POST /v1/public-api/orders 201",
      "POST /v1/public-api/orders/:ref/mark-paid 201",
    ]);
  });

  test("a cash-on-delivery order costs 1 call: the create", async () => {
    await useResponseForm(form);
    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] }),
    );
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "SENT", "sent");
    expect(await callsFor(row.externalOrderRef, row.serviceOrderId!)).toEqual(["POST /v1/public-api/orders 201"]);
  });
});
