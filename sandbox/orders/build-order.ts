import { toIso } from "../clock";
import { ApiError } from "../errors";
import { newId } from "../ids";
import type { Account, StoredAddress, StoredOrder } from "../state";
import { decideBuyer } from "./buyer-rules";
import type { CreateOrderRequest } from "./create-order-schema";
import { normalisePhone } from "./phone";

// Turns a valid create-order request into a stored order, applying spec §4 POST /orders rules 1–7
// in this order: cross-border plan, phone, buyer type and tax number (README "Order of checks").
export function buildOrder(request: CreateOrderRequest, account: Account, nowMs: number): StoredOrder {
  const deliveryCountry = request.deliveryAddress.countryCode ?? account.countryCode;
  if (deliveryCountry !== account.countryCode && !account.crossBorderActive) {
    throw new ApiError("CROSS_BORDER_NOT_INCLUDED_IN_PLAN", { details: { countryCode: deliveryCountry } });
  }
  const phoneE164 = normalisePhone(request.customer.phoneE164, deliveryCountry);
  const { buyer, taxIdFormatWarning } = decideBuyer(request, account);
  const now = toIso(nowMs);
  const { deliveryAddress: sent, billingAddress: billing } = request;
  const deliveryAddress: StoredAddress = {
    freeTextAddress: sent.freeTextAddress,
    landmark: sent.landmark ?? null,
    accessNotes: sent.accessNotes ?? null,
    city: sent.city,
    stateRegion: sent.state,
    postalCode: null,
    countryCode: deliveryCountry,
  };
  // §2 Address: a billing address without a countryCode is in the merchant's own country.
  const billingAddress: StoredAddress = billing
    ? {
        freeTextAddress: billing.freeTextAddress,
        landmark: null,
        accessNotes: null,
        city: billing.city,
        stateRegion: null,
        postalCode: null,
        countryCode: billing.countryCode ?? account.countryCode,
      }
    : deliveryAddress;
  return {
    orderId: newId("ord"),
    externalOrderRef: request.externalOrderRef,
    createdAt: now,
    updatedAt: now,
    orderPlacedAt: request.orderPlacedAt ? toIso(Date.parse(request.orderPlacedAt)) : null,
    cancelledAt: null,
    cancelReason: null,
    currency: request.currency,
    paymentType: request.paymentType,
    codAmountMinor: request.codAmountMinor,
    payment: null,
    cashCollectedAt: null,
    metadata: request.metadata ?? null,
    customer: { fullName: request.customer.fullName, phoneE164, email: request.customer.email ?? null },
    deliveryAddress,
    billingAddress,
    buyer,
    taxIdFormatWarning,
    addressAssessment: assessAddress(sent),
    fiscal: { sale: null, corrections: [] },
    items: request.items.map((i) => ({
      sku: i.sku ?? null,
      name: i.name,
      quantity: i.quantity,
      unitPriceMinor: i.unitPriceMinor,
    })),
    shipment: {
      shipmentId: newId("shp"),
      shipmentState: "created",
      paymentState: paymentStateFor(request.codAmountMinor),
      deliveredAt: null,
      etaAt: null,
      events: [],
    },
  };
}

// Shipment paymentState: spec §2 shows only "expected"; "settled" once nothing is left to collect (README).
export function paymentStateFor(codAmountMinor: number): string {
  return codAmountMinor > 0 ? "expected" : "settled";
}

// A sandbox stand-in for address verification: a landmark and a detailed address raise confidence.
function assessAddress(address: CreateOrderRequest["deliveryAddress"]) {
  let score = 0.5;
  if (address.landmark) score += 0.25;
  if (address.freeTextAddress.length >= 20) score += 0.15;
  if (address.accessNotes) score += 0.05;
  const confidenceScore = Math.round(score * 100) / 100;
  return { confidenceScore, verified: confidenceScore >= 0.8, needsManualVerification: confidenceScore < 0.8 };
}
