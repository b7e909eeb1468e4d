import { afterAll, describe, expect, test } from "vitest";
import { runCli } from "../../stack/cli";
import { waitForShopIdle } from "../../stack/idle";
import { ledgerFigures } from "~/payments/ledger-figures";
import { orderLedgerOf } from "~/payments";
import { linkOrderOverLocations } from "../support/parcels-kit";
import { control, eventually } from "../support/tracking-kit";
import { useStack } from "../support/use-stack";

/*
 * A cancelled parcel's payment link paid while the order's other parcel still collects (docs/decisions/099), end to
 * end: stand-in → app → sandbox. An unpaid order of 31,500 XOF over two locations goes as two payment-link parcels,
 * 22,500 and 9,000. The service cancels parcel 1 from its dashboard; the Shopify order still owes its items. The
 * buyer pays parcel 1's link anyway: the money is received against what the order owes, recorded in Shopify, no
 * refund is due, and parcel 2 still asks its 9,000, what the buyer owes for it.
 */
const stack = useStack();
afterAll(() => stack?.shopify.state.assertNoInvalidDocuments());

type Payment = { story: string; cashToHaveMinor: number | null; refundDueMinor: number; owedNowMinor: number | null };

async function cliPayment(shop: string, ref: string): Promise<Payment> {
  const shown = await runCli(stack, ["orders:show", "--shop", shop, "--order", ref, "--json"]);
  expect(shown.code).toBe(0);
  return shown.json<{ order: { payment: Payment } }>().order.payment;
}

describe("a cancelled parcel's link paid while the other parcel still collects", () => {
  test("is received against what the order owes: recorded in Shopify, no refund due, the other parcel asks its part", async () => {
    const { shop, added } = await linkOrderOverLocations(stack);
    const rowsOf = () =>
      stack.db.orderSync.findMany({ where: { shopifyOrderGid: added.id }, orderBy: { parcelNumber: "asc" } });
    await eventually(async () =>
      expect((await rowsOf()).map((r) => [r.paymentState, Boolean(r.paymentLinkUrl)])).toEqual([
        ["LINK_PENDING", true],
        ["LINK_PENDING", true],
      ]),
    );
    await waitForShopIdle(stack, shop);
    const [first, second] = await rowsOf();
    expect([first.codAmountMinor, second.codAmountMinor]).toEqual([2250000, 900000]);
    // Each parcel's fulfillment orders are held for its own link (docs/decisions/098).
    const holdsOf = (row: { parcelFulfillmentOrdersJson: string | null }) => {
      const own = JSON.parse(row.parcelFulfillmentOrdersJson!) as string[];
      return stack.shopify.state
        .fulfillmentOrders(added.id)
        .filter((fo) => own.includes(fo.id))
        .map((fo) => [fo.status, fo.fulfillmentHolds.length]);
    };
    expect([first.paymentHoldAt, second.paymentHoldAt]).toEqual([expect.any(Date), expect.any(Date)]);
    expect([holdsOf(first), holdsOf(second)]).toEqual([[["ON_HOLD", 1]], [["ON_HOLD", 1]]]);

    // given: the service cancels parcel 1 from its dashboard, unheard by the app; the buyer pays its link anyway.
    await control(stack, "POST", `/orders/${encodeURIComponent(first.externalOrderRef)}/events`, {
      event: "shipment.cancelled",
    });
    const paid = await fetch(first.paymentLinkUrl!, { method: "POST" });
    expect(paid.status, await paid.text()).toBe(200);

    // when: reconciliation reads the links.
    const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    // The run that records the payment releases parcel 1's hold itself, not a later sync of the order (which the
    // Shopify sweep or orders/updated would bring, or not): its own fulfillment orders only (decision 098).
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: first.id } })).paymentHoldAt).toBeNull();
    expect([holdsOf(first), holdsOf(second)]).toEqual([[["OPEN", 0]], [["ON_HOLD", 1]]]);
    await waitForShopIdle(stack, shop);

    // then: the payment is recorded in Shopify as the 22,500 it is, and nobody is told to refund it.
    const after = await stack.db.orderSync.findUniqueOrThrow({ where: { id: first.id } });
    expect(after).toMatchObject({ paymentState: "LINK_PAID", shipmentState: "cancelled" });
    expect(after.shopifyPaidAt).not.toBeNull();
    expect(after.flaggedReason ?? "").not.toContain("PAID_AFTER_CANCEL");
    await eventually(async () =>
      expect(stack.shopify.state.getOrder(added.id)!.totalOutstandingSet.shopMoney.amount).toMatch(/^9000(\.0+)?$/),
    );
    // and parcel 2's hold stays until its own link is paid.
    expect([holdsOf(first), holdsOf(second)]).toEqual([[["OPEN", 0]], [["ON_HOLD", 1]]]);
    const shopRow = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
    const ledger = await orderLedgerOf(stack.db, shopRow.id, added.id);
    expect(ledgerFigures("XOF", ledger, first.id)).toMatchObject({ paidAfterCancellation: false, refundDueMinor: 0 });
    expect(ledgerFigures("XOF", ledger, second.id)).toMatchObject({ cashToHaveMinor: 900000, refundDueMinor: 0 });
    // Every view the CLI gives: parcel 1 owes nothing back, parcel 2 asks its 9,000.
    expect(await cliPayment(shop, first.externalOrderRef)).toMatchObject({ refundDueMinor: 0 });
    expect((await cliPayment(shop, first.externalOrderRef)).story).not.toBe("paid_after_cancellation");
    expect(await cliPayment(shop, second.externalOrderRef)).toMatchObject({
      cashToHaveMinor: 900000,
      refundDueMinor: 0,
      owedNowMinor: null,
    });
  });

  // Two reconciliations at once: the schedule's and the merchant's `reconcile --shop` (the CI failure of 2026-12-06,
  // where Shopify showed the 22,500 twice). Shopify answers their reads of what is outstanding late, so both runs
  // have read it before either records: only the one holding the order's lease records, the other finds it done.
  test("reconciled twice at once, its link payment is recorded in Shopify once", async () => {
    const { shop, added } = await linkOrderOverLocations(stack);
    const rowsOf = () =>
      stack.db.orderSync.findMany({ where: { shopifyOrderGid: added.id }, orderBy: { parcelNumber: "asc" } });
    await eventually(async () =>
      expect((await rowsOf()).map((r) => r.paymentState)).toEqual(["LINK_PENDING", "LINK_PENDING"]),
    );
    await waitForShopIdle(stack, shop);
    const [first] = await rowsOf();
    await control(stack, "POST", `/orders/${encodeURIComponent(first.externalOrderRef)}/events`, {
      event: "shipment.cancelled",
    });
    const paid = await fetch(first.paymentLinkUrl!, { method: "POST" });
    expect(paid.status, await paid.text()).toBe(200);
    await waitForShopIdle(stack, shop);

    stack.shopify.delayAnswers({ match: "DeliveryOrderOutstanding", ms: 3_000, count: 2 });
    const runs = await Promise.all([0, 1].map(() => runCli(stack, ["reconcile", "--shop", shop, "--json"])));
    expect(
      runs.map((run) => run.code),
      runs.map((run) => run.stderr).join("\n"),
    ).toEqual([0, 0]);
    await waitForShopIdle(stack, shop);

    const riderPayments = stack.shopify.state
      .getOrder(added.id)!
      .transactions.filter((t) => t.kind === "SALE" && t.amountSet.shopMoney.amount.startsWith("22500"));
    expect(riderPayments).toHaveLength(1);
    expect(stack.shopify.state.getOrder(added.id)!.totalOutstandingSet.shopMoney.amount).toMatch(/^9000(\.0+)?$/);
    expect(await stack.db.orderSync.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      paymentState: "LINK_PAID",
      shopifyPaidAt: expect.any(Date),
      paymentHoldAt: null,
    });
  });
});
