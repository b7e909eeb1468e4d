import { z } from "zod";
import { toIso } from "../clock";
import type { ApiRoute } from "../context";
import { ApiError } from "../errors";
import { recordShipmentEvent } from "../orders/shipment-moves";
import { requireOrder } from "../orders/require-order";
import { OptionalTextSchema, parseWith } from "../validation";

const CancelSchema = z.object({ reason: OptionalTextSchema }).nullish();

export const cancelRoutes: ApiRoute[] = [
  {
    method: "POST",
    pattern: "/orders/:reference/cancel",
    scopes: ["orders:cancel"],
    handle({ services, params, body }) {
      const order = requireOrder(services.store, params.reference ?? "");
      const request = parseWith(CancelSchema, body);
      const { account } = services.store.state;
      const state = order.shipment.shipmentState;
      // spec §3: cancelling cannot be undone; the refused states are "not shown" and configurable (README).
      if (state === "cancelled" || account.cancelRefusedStates.includes(state)) {
        throw new ApiError("ORDER_NOT_CANCELLABLE", {
          params: { shipmentState: state },
          details: { shipmentState: state },
        });
      }
      order.cancelledAt = toIso(services.store.now());
      order.cancelReason = request?.reason ?? null;
      // Sandbox choice (spec §6 "not shown"): cancelling emits shipment.cancelled.
      recordShipmentEvent(services, order, { event: "shipment.cancelled", force: true });
      const { shipmentId, shipmentState } = order.shipment;
      const base = { orderId: order.orderId, externalOrderRef: order.externalOrderRef, cancelledAt: order.cancelledAt };
      // spec §4: the later form nests the state in `shipment`, the earlier form puts it at top level.
      const responseBody =
        account.responseForm === "later"
          ? { ...base, shipment: { shipmentId, shipmentState } }
          : { ...base, shipmentState };
      return { status: account.cancelResponseStatus, body: responseBody };
    },
  },
];
