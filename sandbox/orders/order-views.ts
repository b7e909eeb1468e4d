import type { Payment, ResponseForm, StoredOrder } from "../state";

// Renders stored orders in the spec's two response forms (spec §9.4). The later form adds
// orderPlacedAt, payment, deliveryAddress, buyer and fiscal to the fetched order (spec §2).
export function renderOrder(order: StoredOrder, form: ResponseForm) {
  const later = form === "later";
  const { buyer } = order;
  return {
    orderId: order.orderId,
    externalOrderRef: order.externalOrderRef,
    createdAt: order.createdAt,
    ...(later ? { orderPlacedAt: order.orderPlacedAt } : {}),
    cancelledAt: order.cancelledAt,
    currency: order.currency,
    paymentType: order.paymentType,
    codAmountMinor: order.codAmountMinor,
    ...(later ? { payment: order.payment ? renderPayment(order.payment, form) : null } : {}),
    metadata: order.metadata ?? null,
    customer: { fullName: order.customer.fullName, phoneE164: order.customer.phoneE164 },
    ...(later
      ? {
          deliveryAddress: order.deliveryAddress,
          buyer: {
            customerType: buyer.customerType,
            customerCountry: buyer.customerCountry,
            transactionScope: buyer.transactionScope,
            businessName: buyer.businessName,
            taxId: buyer.taxId,
            taxIdStatus: buyer.taxIdStatus,
          },
          fiscal: order.fiscal,
        }
      : {}),
    items: order.items,
    shipment: {
      ...shipmentSummary(order),
      timeline: order.shipment.events.map((e) => ({
        eventType: e.eventType,
        occurredAt: e.occurredAt,
        newState: e.newState,
      })),
    },
  };
}

// spec §4 GET /orders/{reference}/tracking: status and events only, no customer or item data.
export function renderTracking(order: StoredOrder) {
  return {
    orderId: order.orderId,
    externalOrderRef: order.externalOrderRef,
    shipment: { ...shipmentSummary(order), events: order.shipment.events },
  };
}

// spec §2 Payment: provider is null for manual payments in the later form; the earlier form says "manual".
export function renderPayment(payment: Payment, form: ResponseForm) {
  return {
    status: payment.status,
    provider: payment.provider ?? (form === "earlier" ? "manual" : null),
    paidVia: payment.paidVia,
    paidAt: payment.paidAt,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    paymentLinkUrl: payment.paymentLinkUrl,
    reference: payment.reference,
  };
}

function shipmentSummary(order: StoredOrder) {
  const { shipmentId, shipmentState, paymentState, deliveredAt, etaAt } = order.shipment;
  return { shipmentId, shipmentState, paymentState, deliveredAt, etaAt };
}
