import { z } from "zod";
import { parseIsoInstant, toIso } from "../clock";
import type { ControlRoute, RequestParts } from "../context";
import type { StoredOrder } from "../state";
import { ApiError } from "../errors";
import { newId } from "../ids";
import { recordShipmentEvent } from "../orders/shipment-moves";
import { requireOrder } from "../orders/require-order";
import { settle } from "../routes/payments";
import { FISCAL_EVENTS, SHIPMENT_EVENTS, type FiscalEventName } from "../webhooks/catalogue";
import { CountryCodeSchema, IsoInstantSchema, parseWith } from "../validation";

// shipment.created is emitted by POST /orders; every other shipment event can be played here.
const ShipmentEventSchema = z
  .object({
    event: z.enum(SHIPMENT_EVENTS).exclude(["shipment.created"]),
    occurredAt: IsoInstantSchema.optional(),
    checkpoint: z.object({ name: z.string().min(1), countryCode: CountryCodeSchema }).optional(),
    etaAt: IsoInstantSchema.nullable().optional(),
    // Why a delivery attempt failed (sandbox extra, README): only on shipment.failed_attempt.
    reason: z.string().min(1).max(200).optional(),
  })
  .refine((b) => b.event !== "shipment.leg_checkpoint" || b.checkpoint, { path: ["checkpoint"] })
  .refine((b) => b.event === "shipment.failed_attempt" || b.reason === undefined, { path: ["reason"] });

const DashboardAmountSchema = z.object({ codAmountMinor: z.number().int().min(0) });

const FiscalEventSchema = z.object({ event: z.enum(FISCAL_EVENTS), occurredAt: IsoInstantSchema.optional() });

const FISCAL_STATUS: Record<FiscalEventName, string> = {
  "fiscal_document.accepted": "ACCEPTED",
  "fiscal_document.rejected": "REJECTED",
  "fiscal_document.cancelled": "CANCELLED",
  "fiscal_document.needs_attention": "REQUIRED",
};

const orderOf = ({ services, params }: RequestParts) => requireOrder(services.store, params.reference ?? "");
const conflict = (reason: string) => new ApiError("SANDBOX_STATE_CONFLICT", { params: { reason } });

/** A POST by which the order is paid: `pay` refuses (throws) or records how, then nothing is left to collect. */
function settlingRoute(pattern: string, pay: (order: StoredOrder, nowIso: string) => void): ControlRoute {
  return {
    method: "POST",
    pattern,
    handle(request) {
      const order = orderOf(request);
      const now = toIso(request.services.store.now());
      pay(order, now);
      settle(order, now);
      return { status: 200, body: order };
    },
  };
}

export const orderControlRoutes: ControlRoute[] = [
  { method: "GET", pattern: "/orders/:reference", handle: (request) => ({ status: 200, body: orderOf(request) }) },
  {
    method: "POST",
    pattern: "/orders/:reference/events",
    handle(request) {
      const order = orderOf(request);
      const input = parseWith(ShipmentEventSchema, request.body);
      const event = recordShipmentEvent(request.services, order, {
        event: input.event,
        occurredAtMs: input.occurredAt ? (parseIsoInstant(input.occurredAt) ?? undefined) : undefined,
        checkpoint: input.checkpoint,
        etaAt: input.etaAt === undefined ? undefined : input.etaAt && toIso(Date.parse(input.etaAt)),
        reason: input.reason,
      });
      if (input.event === "shipment.cancelled") order.cancelledAt ??= event.occurredAt;
      return {
        status: 201,
        body: {
          event,
          shipment: { shipmentId: order.shipment.shipmentId, shipmentState: order.shipment.shipmentState },
        },
      };
    },
  },
  // spec §3: the provider confirms the customer's payment through the link: pending → paid.
  settlingRoute("/orders/:reference/confirm-link-payment", (order, now) => {
    if (order.payment?.status !== "pending") throw conflict("The order has no pending payment link.");
    Object.assign(order.payment, { status: "paid", paidAt: now });
  }),
  // The rider collected the cash on delivery; mark-paid is refused afterwards (spec §4).
  settlingRoute("/orders/:reference/collect-cash", (order, now) => {
    if (order.cashCollectedAt) throw conflict("Cash was already collected.");
    if (order.payment?.status === "paid" || order.codAmountMinor === 0)
      throw conflict("There is nothing left to collect.");
    order.cashCollectedAt = now;
  }),
  {
    // spec §4 POST /orders rule 9: an order "is changed in the dashboard". The merchant changes the
    // amount still to collect there; the API cannot (sandbox choice: not once cancelled or collected).
    method: "POST",
    pattern: "/orders/:reference/dashboard-amount",
    handle(request) {
      const order = orderOf(request);
      const input = parseWith(DashboardAmountSchema, request.body);
      if (order.cancelledAt) throw conflict("The order is cancelled.");
      if (order.cashCollectedAt || order.payment?.status === "paid") throw conflict("The order is paid.");
      order.codAmountMinor = input.codAmountMinor;
      order.updatedAt = toIso(request.services.store.now());
      return { status: 200, body: order };
    },
  },
  {
    method: "POST",
    pattern: "/orders/:reference/fiscal-events",
    handle(request) {
      // spec §6: fiscal events are never emitted while filing is off; this lets a receiver be tested.
      const order = orderOf(request);
      const input = parseWith(FiscalEventSchema, request.body);
      const { services } = request;
      const occurredAt = input.occurredAt ? toIso(Date.parse(input.occurredAt)) : toIso(services.store.now());
      const document = fiscalDocument(
        order.externalOrderRef,
        services.store.state.account.countryCode,
        FISCAL_STATUS[input.event],
      );
      order.fiscal.sale = document;
      order.updatedAt = toIso(services.store.now());
      services.webhooks.emit(input.event, occurredAt, {
        orderId: order.orderId,
        externalOrderRef: order.externalOrderRef,
        ...document,
      });
      return { status: 201, body: { event: input.event, document } };
    },
  },
];

// spec §2 fiscal document fields; the values are sandbox inventions.
function fiscalDocument(externalOrderRef: string, country: string, status: string): Record<string, unknown> {
  const accepted = status === "ACCEPTED";
  return {
    fiscalDocumentId: newId("fd"),
    documentType: "invoice",
    country,
    commercialDocument: { number: externalOrderRef, kind: "invoice" },
    status,
    statusReason:
      status === "REJECTED" ? "BUYER_TAX_ID_UNKNOWN" : status === "REQUIRED" ? "CUSTOMER_TYPE_MISSING" : null,
    fiscalNumber: accepted ? `SBX-${externalOrderRef}` : null,
    authorityReference: accepted ? newId("auth", 6) : null,
    verificationCode: accepted ? newId("vc", 4).slice(3).toUpperCase() : null,
    qrPayload: accepted ? `https://tax.sandbox.invalid/verify/${externalOrderRef}` : null,
    printedMarks: accepted ? [{ label: "Sandbox fiscal mark", value: `SBX-${externalOrderRef}` }] : [],
  };
}
