import { describe, expect, test } from "vitest";
import { OrderPageSchema, OrderSchema } from "./schemas";

/** An order in the earlier form of GET /orders/{reference} (spec §2 without the later-form fields). */
function earlierFormOrder() {
  return {
    orderId: "ord_01",
    externalOrderRef: "#1001",
    createdAt: "2026-11-20T09:15:00.000Z",
    cancelledAt: null,
    currency: "XOF",
    paymentType: "COD",
    codAmountMinor: 1_500_000,
    metadata: null,
    customer: { fullName: "Awa Diop", phoneE164: "+221770000000" },
    items: [{ sku: "TSHIRT-M", name: "T-shirt", quantity: 2, unitPriceMinor: 750_000 }],
    shipment: {
      shipmentId: "shp_01",
      shipmentState: "created",
      paymentState: "expected",
      deliveredAt: null,
      etaAt: null,
      timeline: [{ eventType: "shipment.created", occurredAt: "2026-11-20T09:15:00.000Z", newState: "created" }],
    },
  };
}

/** The same order in the later form: adds orderPlacedAt, payment, deliveryAddress, buyer, fiscal. */
function laterFormOrder() {
  return {
    ...earlierFormOrder(),
    orderPlacedAt: "2026-11-20T09:00:00.000Z",
    payment: null,
    deliveryAddress: {
      freeTextAddress: "Rue 10, Médina",
      landmark: null,
      accessNotes: "Blue gate",
      city: "Dakar",
      stateRegion: "Dakar",
      postalCode: null,
      countryCode: "SN",
    },
    buyer: {
      customerType: "B2C",
      customerCountry: "SN",
      transactionScope: "DOMESTIC",
      businessName: null,
      taxId: null,
      taxIdStatus: "NOT_REQUIRED",
    },
    fiscal: { sale: { status: "NOT_REQUIRED" }, corrections: [] },
  };
}

describe("OrderSchema", () => {
  test("parses the earlier form, leaving later-form fields undefined", () => {
    const order = OrderSchema.parse(earlierFormOrder());
    expect(order.orderId).toBe("ord_01");
    expect(order.shipment.timeline).toHaveLength(1);
    expect(order.payment).toBeUndefined();
    expect(order.buyer).toBeUndefined();
  });

  test("parses the later form with its buyer, address, payment and fiscal block", () => {
    const order = OrderSchema.parse(laterFormOrder());
    expect(order.orderPlacedAt).toBe("2026-11-20T09:00:00.000Z");
    expect(order.payment).toBeNull();
    expect(order.deliveryAddress?.stateRegion).toBe("Dakar");
    expect(order.deliveryAddress?.landmark).toBeNull();
    expect(order.buyer?.taxIdStatus).toBe("NOT_REQUIRED");
    expect(order.fiscal?.sale?.status).toBe("NOT_REQUIRED");
    expect(order.fiscal?.sale?.printedMarks).toEqual([]);
  });

  test("keeps unknown extra fields instead of refusing them", () => {
    const order = OrderSchema.parse({
      ...laterFormOrder(),
      loyaltyTier: "gold",
      shipment: { ...laterFormOrder().shipment, riderName: "Moussa" },
    });
    expect(order.loyaltyTier).toBe("gold");
    expect(order.shipment.riderName).toBe("Moussa");
  });

  test("accepts states, payment types and statuses the spec does not list", () => {
    const raw = laterFormOrder();
    const order = OrderSchema.parse({
      ...raw,
      paymentType: "Crypto",
      shipment: { ...raw.shipment, shipmentState: "held_at_customs", paymentState: "settled" },
      fiscal: { sale: { status: "SOMETHING_NEW" }, corrections: [] },
    });
    expect(order.shipment.shipmentState).toBe("held_at_customs");
    expect(order.paymentType).toBe("Crypto");
  });

  test("parses a paid order with its payment and a delivered shipment", () => {
    const raw = laterFormOrder();
    const order = OrderSchema.parse({
      ...raw,
      cancelledAt: null,
      metadata: { shopifyOrderId: 42 },
      payment: {
        status: "paid",
        provider: null,
        paidVia: "manual_bank_transfer",
        paidAt: "2026-11-20T10:00:00.000Z",
        amountMinor: 1_500_000,
        currency: "XOF",
        paymentLinkUrl: null,
        reference: "VIR-889",
      },
      shipment: { ...raw.shipment, shipmentState: "delivered", deliveredAt: "2026-11-21T15:00:00.000Z", etaAt: null },
    });
    expect(order.payment?.paidVia).toBe("manual_bank_transfer");
    expect(order.metadata).toEqual({ shopifyOrderId: 42 });
  });

  test("treats missing nullable fields as null", () => {
    const raw = earlierFormOrder();
    const { cancelledAt: _cancelledAt, ...withoutCancelledAt } = raw;
    const { deliveredAt: _deliveredAt, etaAt: _etaAt, ...shipment } = raw.shipment;
    const order = OrderSchema.parse({ ...withoutCancelledAt, shipment });
    expect(order.cancelledAt).toBeNull();
    expect(order.shipment.deliveredAt).toBeNull();
  });

  test("refuses an order without its identifier or with a fractional amount", () => {
    const { orderId: _orderId, ...withoutId } = earlierFormOrder();
    expect(OrderSchema.safeParse(withoutId).success).toBe(false);
    expect(OrderSchema.safeParse({ ...earlierFormOrder(), codAmountMinor: 12.5 }).success).toBe(false);
  });
});

describe("OrderPageSchema", () => {
  const entry = {
    orderId: "ord_01",
    externalOrderRef: "#1001",
    shipment: { shipmentId: "s", shipmentState: "created" },
  };

  test("accepts {orders: [...]} with paging fields", () => {
    expect(OrderPageSchema.parse({ orders: [entry], total: 1, offset: 0, limit: 50, hasMore: false })).toMatchObject({
      orders: [{ orderId: "ord_01" }],
      total: 1,
      offset: 0,
      limit: 50,
      hasMore: false,
    });
  });

  test("accepts {data: [...]} and a numeric string offset", () => {
    expect(OrderPageSchema.parse({ data: [entry], offset: "50" })).toMatchObject({
      orders: [{ orderId: "ord_01" }],
      offset: 50,
    });
  });

  test("accepts a bare array", () => {
    expect(OrderPageSchema.parse([entry, { ...entry, orderId: "ord_02" }]).orders).toHaveLength(2);
  });

  test("requires only the two references of each entry", () => {
    expect(OrderPageSchema.parse([{ orderId: "o", externalOrderRef: "r" }]).orders[0]).toMatchObject({ orderId: "o" });
    expect(OrderPageSchema.safeParse({ orders: [{ orderId: "o" }] }).success).toBe(false);
  });
});
