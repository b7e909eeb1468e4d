import { describe, expect, test } from "vitest";
import { availableOrderActions } from "./order-actions-availability";

const order = {
  syncState: "SENT",
  serviceOrderId: "ord_1",
  shipmentState: "created",
  paymentPlan: "LINK",
  paymentState: null,
};

describe("the actions offered on an order", () => {
  test("an order held back by the rules can be sent; one stopped by a problem retried", () => {
    expect(
      availableOrderActions({ ...order, syncState: "SKIPPED", serviceOrderId: null, shipmentState: null }),
    ).toEqual(["send"]);
    expect(
      availableOrderActions({ ...order, syncState: "NEEDS_ATTENTION", serviceOrderId: null, shipmentState: null }),
    ).toEqual(["retry"]);
    expect(availableOrderActions({ ...order, syncState: "FAILED", serviceOrderId: null, shipmentState: null })).toEqual(
      ["retry"],
    );
  });

  test("an order changed in Shopify after handoff can be cancelled and created anew", () => {
    expect(availableOrderActions({ ...order, paymentPlan: "PAID", flaggedReason: "CHANGED_AFTER_HANDOFF" })).toEqual([
      "cancel",
      "recreate",
    ]);
  });

  test("a sent, unpaid order can be cancelled, given a payment link or marked paid", () => {
    expect(availableOrderActions(order)).toEqual(["cancel", "paymentLink", "recordPayment"]);
  });

  test("cash on delivery gets no payment link, and a paid order no payment action", () => {
    expect(availableOrderActions({ ...order, paymentPlan: "COD", paymentState: "COD_PENDING" })).toEqual([
      "cancel",
      "recordPayment",
    ]);
    expect(availableOrderActions({ ...order, paymentPlan: "PAID", paymentState: "PAID_RECORDED" })).toEqual(["cancel"]);
  });

  test("an order Shopify shows paid is never offered a payment link (spec §1: never charged twice)", () => {
    expect(availableOrderActions({ ...order, paymentPlan: "LINK", paymentState: null, paidInShopify: true })).toEqual([
      "cancel",
      "recordPayment",
    ]);
  });

  test("a delivered or cancelled shipment cannot be cancelled", () => {
    expect(
      availableOrderActions({
        ...order,
        shipmentState: "delivered",
        paymentPlan: "COD",
        paymentState: "COD_COLLECTED",
      }),
    ).toEqual([]);
    expect(availableOrderActions({ ...order, syncState: "CANCELLED", shipmentState: "cancelled" })).toEqual([]);
  });
});
