import { describe, expect, test } from "vitest";
import { flowReason } from "./flow-reason";
import { flowOrderId, flowPayload, wantedTriggers, type OrderForFlow } from "./flow-triggers";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const event = (id: string, eventType: string, minutesAgo = 10) => ({
  id,
  eventType,
  occurredAt: new Date(NOW.getTime() - minutesAgo * 60_000),
  createdAt: new Date(NOW.getTime() - minutesAgo * 60_000),
});

function order(overrides: Partial<OrderForFlow> = {}): OrderForFlow {
  return {
    id: "os_1",
    shopifyOrderGid: "gid://shopify/Order/6100000000123",
    shipmentState: "in_transit",
    syncState: "SENT",
    paymentPlan: "PAID",
    paymentState: "PAID_RECORDED",
    payment: { collectedMinor: 0, currency: "XOF" },
    lastErrorCode: null,
    attentionReason: null,
    lastErrorMessage: null,
    events: [],
    ...overrides,
  };
}

describe("which Flow triggers an order calls for", () => {
  test("each failed attempt is its own event; delivered and returned are once per order", () => {
    const wanted = wantedTriggers(
      order({
        events: [
          event("e1", "shipment.failed_attempt", 30),
          event("e2", "shipment.failed_attempt", 20),
          event("e3", "shipment.delivered"),
          event("e4", "shipment.delivered", 5),
        ],
      }),
      NOW,
    );
    expect(wanted.map((trigger) => trigger.key)).toEqual([
      "delivery-failed-attempt:e1",
      "delivery-failed-attempt:e2",
      "shipment-delivered:os_1",
    ]);
    // The state each event put the shipment in, whatever the order row shows yet (deliveries are applied concurrently).
    expect(wanted.map((trigger) => trigger.shipmentState)).toEqual(["failed_attempt", "failed_attempt", "delivered"]);
  });

  test("cash collected only for a cash-on-delivery order whose cash was collected", () => {
    expect(wantedTriggers(order({ paymentPlan: "COD", paymentState: "COD_PENDING" }), NOW)).toEqual([]);
    expect(
      wantedTriggers(
        order({
          paymentPlan: "COD",
          paymentState: "COD_COLLECTED",
          payment: { collectedMinor: 500000, currency: "XOF" },
        }),
        NOW,
      ).map((t) => [t.handle, t.shipmentState]),
    ).toEqual([["cash-on-delivery-collected", "delivered"]]);
  });

  test("needs attention once per distinct problem", () => {
    const first = wantedTriggers(
      order({ syncState: "NEEDS_ATTENTION", lastErrorCode: "CUSTOMER_PHONE_INVALID", lastErrorMessage: "phone" }),
      NOW,
    );
    const same = wantedTriggers(
      order({ syncState: "NEEDS_ATTENTION", lastErrorCode: "CUSTOMER_PHONE_INVALID", lastErrorMessage: "phone" }),
      NOW,
    );
    const other = wantedTriggers(
      order({ syncState: "FAILED", lastErrorCode: "RETRIES_EXHAUSTED", lastErrorMessage: "timeout" }),
      NOW,
    );
    expect(first[0].key).toBe(same[0].key);
    expect(other[0].key).not.toBe(first[0].key);
    expect(wantedTriggers(order({ syncState: "SENT" }), NOW)).toEqual([]);
  });

  test("events recorded more than a week ago are history: they start nothing", () => {
    expect(wantedTriggers(order({ events: [event("old", "shipment.delivered", 8 * 24 * 60)] }), NOW)).toEqual([]);
  });
});

describe("the payload", () => {
  test("carries the numeric order id, the shipment state and the reason; an id beyond 2^53 goes as its digits", () => {
    expect(flowPayload("gid://shopify/Order/6100000000123", null, "why")).toEqual({
      order_id: 6100000000123,
      "Shipment state": "",
      Reason: "why",
    });
    expect(flowOrderId("gid://shopify/Order/820982911946154508")).toBe("820982911946154508");
    expect(() => flowOrderId("gid://shopify/Customer/1")).toThrow();
  });

  test("reasons read in the shop's language", () => {
    expect(flowReason("en", { kind: "cod_collected", amountMinor: 500000, currency: "XOF" })).toBe(
      "The rider collected 5,000 XOF in cash.",
    );
    expect(flowReason("fr", { kind: "cod_collected", amountMinor: 500000, currency: "XOF" })).toBe(
      "Le livreur a encaissé 5\u202f000 XOF en espèces.",
    );
    expect(
      flowReason("fr", {
        kind: "needs_attention",
        code: "CUSTOMER_PHONE_INVALID",
        guidance: "Corrigez le numéro.",
        message: null,
      }),
    ).toBe("CUSTOMER_PHONE_INVALID: Corrigez le numéro.");
  });
});
