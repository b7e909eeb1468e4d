import { describe, expect, test } from "vitest";
import {
  runCli,
  sandboxOrder,
  sandboxRequests,
  sendOrderWebhook,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";

/*
 * A payment-link order recreated after an edit (docs/decisions/041) and the links the buyer holds
 * (docs/decisions/073), end to end (Shopify stand-in → app → sandbox): a service order the buyer paid is never
 * cancelled, and a replaced order's link stays watched; paying the old link and the new one is paying twice.
 * Order: 2 × 15,000 + 1,500 XOF = 31,500 XOF.
 */
const { stack, stampChange, linkOrderHeld } = useMoneyStack();

/** One of the two 15,000 XOF items removed: 16,500 XOF owed now. */
async function removeAnItem(shop: string, gid: string) {
  const record = stack.shopify.state.getOrder(gid)!;
  record.lineItems[0].currentQuantity = 1;
  record.totalPriceSet.shopMoney.amount = "16500.00";
  record.totalOutstandingSet.shopMoney.amount = "16500.00";
  await stampChange(gid);
  await sendOrderWebhook(stack, shop, gid, "orders/updated", `edit-${gid}`);
}

/** An unpaid order sent with its payment link and held (the kit's), with the link's address. */
async function linkOrder() {
  const held = await linkOrderHeld();
  return { ...held, linkUrl: held.row.paymentLinkUrl! };
}

async function payLink(url: string) {
  const paid = await fetch(url, { method: "POST" });
  expect(paid.status, await paid.text()).toBe(200);
}

const reconcile = async (shop: string) => {
  const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
  expect(run.code, run.stderr).toBe(0);
};
const flags = (r: { flaggedReason: string | null } | null) => (r?.flaggedReason ?? "").split(",");

describe("a paid link is never cancelled by a replacement", () => {
  test("the buyer paid the link, then an item is removed before pickup: the paid order is kept, the payment recorded", async () => {
    const { shop, order, row, linkUrl } = await linkOrder();
    await payLink(linkUrl);
    await removeAnItem(shop, order.gid);
    await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "LINK_PAID", "the link payment recorded");
    await waitForShopIdle(stack, shop);
    const kept = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(kept).toMatchObject({ externalOrderRef: row.externalOrderRef, serviceOrderId: row.serviceOrderId });
    expect((await sandboxOrder(stack, row.externalOrderRef))?.cancelledAt).toBeNull();
    const cancels = (await sandboxRequests(stack, `/v1/public-api/orders/${row.externalOrderRef}/cancel`)).filter(
      (r) => r.method === "POST",
    );
    expect(cancels).toEqual([]);
    expect(await sandboxOrder(stack, `${row.externalOrderRef}-r2`)).toBeNull();
  });
});

describe("a replaced order's link stays watched", () => {
  test("the buyer pays the old link, then the new one: flagged paid after cancellation, then paid twice", async () => {
    const { shop, order, row, linkUrl } = await linkOrder();
    await removeAnItem(shop, order.gid);
    const newRef = `${row.externalOrderRef}-r2`;
    const replaced = await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.externalOrderRef === newRef && r.paymentState === "LINK_PENDING" && Boolean(r.paymentLinkUrl),
      "created anew with a new link",
    );
    expect(replaced.paymentLinkUrl).not.toBe(linkUrl);
    await waitForShopIdle(stack, shop);

    // The old link, still payable at the service: the next reconciliation sees it.
    await payLink(linkUrl);
    await reconcile(shop);
    const oldPaid = await waitForOrderSync(
      stack,
      order.gid,
      (r) => flags(r).includes("PAID_AFTER_CANCEL"),
      "the old link's payment seen",
    );
    expect(oldPaid.paymentState).toBe("LINK_PENDING");
    const record = await stack.db.replacedServiceOrder.findFirstOrThrow({ where: { orderSyncId: row.id } });
    expect(record.linkPaidAt).not.toBeNull();

    // Then the new link too: the buyer paid twice.
    await payLink(replaced.paymentLinkUrl!);
    await reconcile(shop);
    const twice = await waitForOrderSync(stack, order.gid, (r) => flags(r).includes("PAID_TWICE"), "paid twice");
    expect(twice.paymentState).toBe("LINK_PAID");
    const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(show.json()).toMatchObject({ order: { payment: { story: "paid_twice", paidTwice: true } } });
  });
});
