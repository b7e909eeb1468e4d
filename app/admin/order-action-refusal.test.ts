import { describe, expect, test } from "vitest";
import { ADMIN_EXTENSION_ACTIONS, orderActionRefusal } from "./order-action-refusal";
import { availableOrderActions } from "./order-actions-availability";

const sent = {
  syncState: "SENT",
  serviceOrderId: "ord_1",
  shipmentState: "created",
  paymentPlan: "LINK",
  paymentState: "LINK_PENDING",
};
const unsent = { ...sent, syncState: "PENDING", serviceOrderId: null, shipmentState: null, paymentState: null };

describe("why an action is refused", () => {
  test("an offered action is not refused; every other one has a reason", () => {
    const orders = [
      sent,
      unsent,
      { ...unsent, syncState: "FAILED" },
      { ...unsent, syncState: "CANCELLED" },
      { ...sent, syncState: "CANCELLED", shipmentState: "cancelled" },
      { ...sent, shipmentState: "delivered", paymentPlan: "COD", paymentState: "COD_COLLECTED" },
    ];
    for (const order of orders) {
      const offered = availableOrderActions(order);
      for (const action of ADMIN_EXTENSION_ACTIONS) {
        const refusal = orderActionRefusal(order, action);
        expect(refusal === null).toBe(offered.includes(action));
      }
    }
  });

  test("sending: already with the service, cancelled before handoff, or stopped by a problem (retry it)", () => {
    expect(orderActionRefusal(sent, "send")).toBe("ALREADY_SENT");
    expect(orderActionRefusal({ ...unsent, syncState: "CANCELLED" }, "send")).toBe("ORDER_CANCELLED");
    expect(orderActionRefusal({ ...unsent, syncState: "NEEDS_ATTENTION" }, "send")).toBe("USE_RETRY");
    expect(orderActionRefusal(sent, "retry")).toBe("NOTHING_TO_RETRY");
  });

  test("a payment link: not for an unsent, cancelled, cash-on-delivery or paid order", () => {
    expect(orderActionRefusal(unsent, "paymentLink")).toBe("NOT_SENT");
    expect(orderActionRefusal({ ...sent, shipmentState: "cancelled" }, "paymentLink")).toBe("ORDER_CANCELLED");
    expect(orderActionRefusal({ ...sent, paymentPlan: "COD", paymentState: "COD_PENDING" }, "paymentLink")).toBe(
      "PAYMENT_LINK_NOT_ALLOWED_FOR_COD",
    );
    expect(orderActionRefusal({ ...sent, paymentState: "LINK_PAID" }, "paymentLink")).toBe("ORDER_ALREADY_PAID");
    expect(orderActionRefusal({ ...sent, paidInShopify: true }, "paymentLink")).toBe("ORDER_ALREADY_PAID");
  });

  test("cancelling: not before handoff, not twice, not once the parcel is delivered or coming back", () => {
    expect(orderActionRefusal(unsent, "cancel")).toBe("NOT_SENT");
    expect(orderActionRefusal({ ...sent, syncState: "CANCELLED" }, "cancel")).toBe("ORDER_CANCELLED");
    for (const shipmentState of ["delivered", "returning", "returned"])
      expect(orderActionRefusal({ ...sent, shipmentState }, "cancel")).toBe("ORDER_NOT_CANCELLABLE");
  });
});
