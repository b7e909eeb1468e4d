import { createHash } from "node:crypto";
import type { ApiRoute } from "../context";
import { ApiError, validationFailed } from "../errors";
import { buildOrder } from "../orders/build-order";
import { CreateOrderSchema } from "../orders/create-order-schema";
import { recordShipmentEvent } from "../orders/shipment-moves";
import type { ResponseForm, StoredOrder } from "../state";
import { parseWith } from "../validation";

export const orderCreateRoutes: ApiRoute[] = [
  {
    method: "POST",
    pattern: "/orders",
    scopes: ["orders:write"],
    handle({ services, body, headers }) {
      if (typeof body !== "object" || body === null || Array.isArray(body)) throw validationFailed(["body"]);
      const { state } = services.store;
      // spec §4 idempotency rules: the header, else externalOrderRef, is the key; same body → stored
      // result; different body → 409. Only successful (201) results are stored (README).
      const headerKey = [headers["idempotency-key"]].flat()[0]?.trim();
      const sentRef = (body as { externalOrderRef?: unknown }).externalOrderRef;
      const key = headerKey || (typeof sentRef === "string" && sentRef.trim() ? sentRef.trim() : undefined);
      const bodyHash = hashOf(body);
      const stored = key ? state.idempotency[key] : undefined;
      if (stored) {
        if (stored.bodyHash !== bodyHash) throw new ApiError("IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD");
        return { status: stored.status, body: stored.body, headers: { "Idempotent-Replayed": "true" } };
      }
      const request = parseWith(CreateOrderSchema, body);
      const order = buildOrder(request, state.account, services.store.now());
      state.orders.push(order);
      const created = renderCreatedOrder(order, state.account.responseForm);
      if (key) state.idempotency[key] = { bodyHash, status: 201, body: created, orderId: order.orderId };
      // Sandbox choice (spec §6 "not shown"): creating an order emits shipment.created.
      recordShipmentEvent(services, order, { event: "shipment.created" });
      return { status: 201, body: created };
    },
  },
];

// spec §4 POST /orders response 201; the later form adds the `customer` block.
function renderCreatedOrder(order: StoredOrder, form: ResponseForm) {
  return {
    orderId: order.orderId,
    externalOrderRef: order.externalOrderRef,
    shipmentId: order.shipment.shipmentId,
    shipmentState: order.shipment.shipmentState,
    addressAssessment: order.addressAssessment,
    ...(form === "later"
      ? {
          customer: {
            type: order.buyer.customerType,
            country: order.buyer.customerCountry,
            transactionScope: order.buyer.transactionScope,
            taxIdStatus: order.buyer.taxIdStatus,
            taxIdFormatWarning: order.taxIdFormatWarning,
          },
        }
      : {}),
  };
}

// "Same body" means the same JSON value: key order and whitespace do not matter (README).
function hashOf(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
