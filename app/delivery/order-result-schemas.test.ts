import { describe, expect, test } from "vitest";
import {
  CancelOrderResultSchema,
  CreateOrderResultSchema,
  PaymentResultSchema,
  TrackingSchema,
} from "./order-result-schemas";

// Every answer names the order by the service's id and by our reference.
const ORDER_REFS = { orderId: "ord_01", externalOrderRef: "#1001" };

describe("CancelOrderResultSchema", () => {
  test("normalises the form with a shipment object", () => {
    const result = CancelOrderResultSchema.parse({
      ...ORDER_REFS,
      cancelledAt: "2026-11-20T11:00:00.000Z",
      shipment: { shipmentId: "shp_01", shipmentState: "cancelled" },
    });
    expect(result.shipment).toEqual({ shipmentId: "shp_01", shipmentState: "cancelled" });
  });

  test("normalises the form with a top-level shipmentState to the same shape", () => {
    const result = CancelOrderResultSchema.parse({
      ...ORDER_REFS,
      cancelledAt: "2026-11-20T11:00:00.000Z",
      shipmentState: "cancelled",
      reason: "buyer asked",
    });
    expect(result.shipment).toEqual({ shipmentId: null, shipmentState: "cancelled" });
    expect(result.reason).toBe("buyer asked");
  });

  test("refuses an answer with no shipment state in either place", () => {
    expect(CancelOrderResultSchema.safeParse({ orderId: "o", externalOrderRef: "r", cancelledAt: null }).success).toBe(
      false,
    );
  });
});

describe("CreateOrderResultSchema", () => {
  const earlier = {
    ...ORDER_REFS,
    shipmentId: "shp_01",
    shipmentState: "created",
    addressAssessment: { confidenceScore: 0.82, verified: false, needsManualVerification: true },
  };

  test("parses the earlier form without the customer block", () => {
    expect(CreateOrderResultSchema.parse(earlier).customer).toBeUndefined();
  });

  test("parses the later form with the customer block and its tax-id warning", () => {
    const result = CreateOrderResultSchema.parse({
      ...earlier,
      customer: {
        type: "B2B",
        country: "CI",
        transactionScope: "CROSS_BORDER",
        taxIdStatus: "REVIEW",
        taxIdFormatWarning: true,
      },
    });
    expect(result.customer?.taxIdFormatWarning).toBe(true);
    expect(result.customer?.transactionScope).toBe("CROSS_BORDER");
  });
});

describe("PaymentResultSchema", () => {
  test("parses a payment link answer with null manual fields", () => {
    const result = PaymentResultSchema.parse({
      ...ORDER_REFS,
      payment: {
        status: "pending",
        provider: "mobile_money_x",
        paidVia: null,
        paidAt: null,
        amountMinor: 500,
        currency: "XOF",
        paymentLinkUrl: "https://pay.example/l/abc",
        reference: "PL-1",
      },
    });
    expect(result.payment.paymentLinkUrl).toBe("https://pay.example/l/abc");
  });
});

describe("TrackingSchema", () => {
  test("parses events, including a checkpoint event with null states", () => {
    const tracking = TrackingSchema.parse({
      ...ORDER_REFS,
      shipment: {
        shipmentId: "shp_01",
        shipmentState: "in_transit",
        paymentState: "expected",
        deliveredAt: null,
        etaAt: "2026-11-25T12:00:00.000Z",
        events: [
          {
            eventType: "shipment.leg_started",
            occurredAt: "2026-11-21T08:00:00.000Z",
            previousState: "assigned",
            newState: "in_transit",
            checkpoint: null,
          },
          {
            eventType: "shipment.leg_checkpoint",
            occurredAt: "2026-11-22T08:00:00.000Z",
            previousState: null,
            newState: null,
            checkpoint: { name: "Border post", countryCode: "ML" },
          },
        ],
      },
    });
    expect(tracking.shipment.events[1].checkpoint).toEqual({ name: "Border post", countryCode: "ML" });
    expect(tracking.shipment.events[1].newState).toBeNull();
  });
});
