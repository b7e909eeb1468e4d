// Mark-paid, payment link and cancel (spec §3, §4) through the client, with their refusals. The
// refusal codes are "not shown" in spec §7; the sandbox's are in its README and the client maps 409s
// to DeliveryConflictError whatever the code.
import { describe, expect, test } from "vitest";
import { DeliveryConflictError, DeliveryPermissionError } from "~/delivery";
import { refusal, type SandboxContext } from "../support/contract-kit";

const PAID_AT = "2026-03-10T08:30:00.000Z";

export function paymentsContract(s: SandboxContext): void {
  describe("payments", () => {
    test("mark-paid records the store's payment and the order then shows it with nothing left to collect", async () => {
      const client = s.client();
      const { orderId } = await client.createOrder(s.order());
      const result = await client.markPaid(orderId, {
        paidVia: "manual_bank_transfer",
        reference: "VIR-2026-0042",
        paidAt: PAID_AT,
      });
      const payment = {
        status: "paid",
        provider: null,
        paidVia: "manual_bank_transfer",
        paidAt: PAID_AT,
        amountMinor: 1500000,
        currency: "XOF",
        paymentLinkUrl: null,
        reference: "VIR-2026-0042",
      };
      expect(result).toEqual({ orderId, externalOrderRef: expect.any(String), payment });
      expect(await client.getOrder(orderId)).toMatchObject({ codAmountMinor: 0, payment });
    });

    test("mark-paid is refused for an order already paid and for one whose cash was collected", async () => {
      const client = s.client();
      const paid = await client.createOrder(s.order());
      await client.markPaid(paid.orderId, { paidVia: "manual_other", reference: "R-1", paidAt: PAID_AT });
      const again = await refusal(
        client.markPaid(paid.orderId, { paidVia: "manual_other", reference: "R-2", paidAt: PAID_AT }),
      );
      expect(again).toBeInstanceOf(DeliveryConflictError);
      expect(again).toMatchObject({ statusCode: 409, code: "ORDER_ALREADY_PAID" });

      const cod = await client.createOrder(s.order({ paymentType: "COD" }));
      await s.sandbox("POST", `/orders/${cod.orderId}/collect-cash`);
      const collected = await refusal(
        client.markPaid(cod.orderId, { paidVia: "manual_cash", reference: "R-3", paidAt: PAID_AT }),
      );
      expect(collected).toMatchObject({ statusCode: 409, code: "CASH_ALREADY_COLLECTED" });
    });

    test("a payment link is pending, and a repeated call returns the same active link", async () => {
      const client = s.client();
      const { orderId } = await client.createOrder(s.order());
      const first = await client.createPaymentLink(orderId);
      expect(first.payment).toMatchObject({
        status: "pending",
        paidVia: null,
        paidAt: null,
        amountMinor: 1500000,
        currency: "XOF",
        paymentLinkUrl: expect.stringMatching(/^https?:\/\//),
        reference: expect.any(String),
      });
      expect((await client.createPaymentLink(orderId)).payment).toEqual(first.payment);
      expect((await client.getOrder(orderId)).payment).toEqual(first.payment);

      await s.sandbox("POST", `/orders/${orderId}/confirm-link-payment`);
      expect(await client.getOrder(orderId)).toMatchObject({
        codAmountMinor: 0,
        payment: { status: "paid", reference: first.payment.reference },
      });
    });

    test("a payment link is refused for a cash-on-delivery order and for a paid one", async () => {
      const client = s.client();
      const cod = await client.createOrder(s.order({ paymentType: "COD" }));
      expect(await refusal(client.createPaymentLink(cod.orderId))).toMatchObject({
        statusCode: 409,
        code: "PAYMENT_LINK_NOT_ALLOWED_FOR_COD",
      });
      const paid = await client.createOrder(s.order());
      await client.markPaid(paid.orderId, { paidVia: "manual_cash", reference: "R-9", paidAt: PAID_AT });
      const error = await refusal(client.createPaymentLink(paid.orderId));
      expect(error).toBeInstanceOf(DeliveryConflictError);
      expect(error).toMatchObject({ statusCode: 409, code: "ORDER_ALREADY_PAID" });
      const prepaid = await client.createOrder(s.order({ codAmountMinor: 0 }));
      expect(await refusal(client.createPaymentLink(prepaid.orderId))).toMatchObject({ code: "ORDER_ALREADY_PAID" });
    });

    test("the earlier form names a manual payment's provider, which the later form leaves null", async () => {
      await s.sandbox("PATCH", "/account", { responseForm: "earlier" });
      const client = s.client();
      const { orderId } = await client.createOrder(s.order());
      const result = await client.markPaid(orderId, { paidVia: "manual_cash", reference: "R-4", paidAt: PAID_AT });
      expect(result.payment).toMatchObject({ status: "paid", provider: "manual", paymentLinkUrl: null });
    });
  });

  describe("cancel", () => {
    test("cancel answers in the later form with the shipment cancelled, and the order keeps the reason", async () => {
      const client = s.client();
      const created = await client.createOrder(s.order());
      const result = await client.cancelOrder(created.orderId, { reason: "Customer changed their mind" });
      expect(result).toMatchObject({
        orderId: created.orderId,
        cancelledAt: expect.any(String),
        shipment: { shipmentId: created.shipmentId, shipmentState: "cancelled" },
      });
      expect(await client.getOrder(created.orderId)).toMatchObject({
        cancelledAt: result.cancelledAt,
        shipment: { shipmentState: "cancelled" },
      });
      expect(await s.sandbox("GET", `/orders/${created.orderId}`)).toMatchObject({
        cancelReason: "Customer changed their mind",
      });
    });

    test("cancel in the earlier form, answered with 201, is normalised to the same shape", async () => {
      await s.sandbox("PATCH", "/account", { responseForm: "earlier", cancelResponseStatus: 201 });
      const client = s.client();
      const created = await client.createOrder(s.order());
      const result = await client.cancelOrder(created.externalOrderRef);
      expect(result).toMatchObject({
        orderId: created.orderId,
        cancelledAt: expect.any(String),
        shipment: { shipmentId: null, shipmentState: "cancelled" },
      });
      expect((await s.requests("/orders/")).at(-1)?.status).toBe(201);
    });

    test("cancel is refused once the order is cancelled or delivered, and needs the orders:cancel scope", async () => {
      const client = s.client();
      const created = await client.createOrder(s.order());
      await client.cancelOrder(created.orderId);
      const twice = await refusal(client.cancelOrder(created.orderId));
      expect(twice).toBeInstanceOf(DeliveryConflictError);
      expect(twice).toMatchObject({
        statusCode: 409,
        code: "ORDER_NOT_CANCELLABLE",
        details: { shipmentState: "cancelled" },
      });

      const delivered = await client.createOrder(s.order());
      for (const event of ["shipment.assigned", "shipment.in_transit", "shipment.arriving", "shipment.delivered"])
        await s.move(delivered.orderId, event);
      expect(await refusal(client.cancelOrder(delivered.orderId))).toMatchObject({
        code: "ORDER_NOT_CANCELLABLE",
        details: { shipmentState: "delivered" },
      });

      const writer = s.client({ apiKey: s.keys.writer ?? s.keys.readonly });
      const scope = await refusal(writer.cancelOrder(delivered.orderId));
      expect(scope).toBeInstanceOf(DeliveryPermissionError);
      expect(scope).toMatchObject({ code: "API_KEY_SCOPE_MISSING", missingScopes: ["orders:cancel"] });
    });
  });
}
