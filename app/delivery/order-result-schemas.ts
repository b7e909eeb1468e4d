/**
 * zod schemas of the answers of the order operations (spec §4): create, mark-paid,
 * payment-link, cancel and tracking. Same tolerance rules as `schemas.ts`.
 */
import { z } from "zod";
import {
  nullableField,
  openEnum,
  PaymentSchema,
  ServiceShipmentStateSchema,
  TimestampSchema,
  type ServiceShipmentState,
} from "./schemas";

/** POST /orders 201 (§4). `customer` exists in the later form only. */
export const CreateOrderResultSchema = z.looseObject({
  orderId: z.string(),
  externalOrderRef: z.string(),
  shipmentId: z.string(),
  shipmentState: ServiceShipmentStateSchema,
  addressAssessment: z.looseObject({
    confidenceScore: z.number(),
    verified: z.boolean(),
    needsManualVerification: z.boolean(),
  }),
  customer: z
    .looseObject({
      type: openEnum(["B2C", "B2B"]),
      country: nullableField(z.string()),
      transactionScope: nullableField(z.string()),
      taxIdStatus: nullableField(z.string()),
      taxIdFormatWarning: z.boolean().default(false),
    })
    .optional(),
});
export type CreateOrderResult = z.infer<typeof CreateOrderResultSchema>;

/** POST /orders/{reference}/mark-paid and /payment-link 201 (§4). */
export const PaymentResultSchema = z.looseObject({
  orderId: z.string(),
  externalOrderRef: z.string(),
  payment: PaymentSchema,
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

const CancelReferences = {
  orderId: z.string(),
  externalOrderRef: z.string(),
  cancelledAt: nullableField(TimestampSchema),
};

/** The answer of cancel, normalised: the shipment state is always at `shipment.shipmentState`. */
export type CancelOrderResult = {
  orderId: string;
  externalOrderRef: string;
  cancelledAt: string | null;
  /** `shipmentId` is null when the service's form did not carry it. */
  shipment: { shipmentId: string | null; shipmentState: ServiceShipmentState; [field: string]: unknown };
  [field: string]: unknown;
};

/**
 * POST /orders/{reference}/cancel (§4): the shipment state comes either in `shipment` or at
 * top level depending on the form. Both are normalised to {@link CancelOrderResult}.
 */
export const CancelOrderResultSchema: z.ZodType<CancelOrderResult, unknown> = z.union([
  z.looseObject({
    ...CancelReferences,
    shipment: z.looseObject({
      shipmentId: z.string().nullable().default(null),
      shipmentState: ServiceShipmentStateSchema,
    }),
  }),
  z
    .looseObject({ ...CancelReferences, shipmentState: ServiceShipmentStateSchema })
    .transform(({ shipmentState, ...rest }) => ({ ...rest, shipment: { shipmentId: null, shipmentState } })),
]);

export const TrackingEventSchema = z.looseObject({
  eventType: z.string(),
  occurredAt: TimestampSchema,
  previousState: nullableField(ServiceShipmentStateSchema),
  newState: nullableField(ServiceShipmentStateSchema),
  // §2: `shipment.leg_checkpoint` events carry the checkpoint; others have none.
  checkpoint: nullableField(z.looseObject({ name: z.string(), countryCode: nullableField(z.string()) })),
});

/** GET /orders/{reference}/tracking (§4): status and events, no customer or item data. */
export const TrackingSchema = z.looseObject({
  orderId: z.string(),
  externalOrderRef: z.string(),
  shipment: z.looseObject({
    shipmentId: z.string(),
    shipmentState: ServiceShipmentStateSchema,
    paymentState: nullableField(z.string()),
    deliveredAt: nullableField(TimestampSchema),
    etaAt: nullableField(TimestampSchema),
    events: z.array(TrackingEventSchema).default([]),
  }),
});
export type Tracking = z.infer<typeof TrackingSchema>;
