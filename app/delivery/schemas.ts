/**
 * zod schemas of the service's order responses, in the API's own field names (spec §2, §4).
 * Pricing responses (corridors, quotes, checkout rates) are in `pricing-schemas.ts`.
 *
 * Results of the order operations (create, mark-paid, payment-link, cancel, tracking) are in
 * `order-result-schemas.ts`.
 *
 * Parsing is deliberately tolerant, because two forms of the responses exist (§9.4):
 * - objects are loose: unknown extra fields are kept, never refused;
 * - enum-like strings accept any value: §2/§3 list the values seen and say others are "not shown";
 * - fields marked nullable parse `null`, and a missing one becomes `null`;
 * - fields of the later form only are `optional`: `undefined` means "this form does not say".
 */
import { z } from "zod";

/** A string field of which the spec lists some values; every other value parses too. */
export function openEnum<const T extends readonly string[]>(_valuesSeen: T) {
  return z.string() as unknown as z.ZodType<T[number] | (string & {}), string>;
}

/** A field the spec marks nullable: `null` or absent both parse as `null`. */
export function nullableField<T extends z.ZodType>(schema: T) {
  return schema.nullable().default(null);
}

// §2 Conventions. Timestamps are not re-validated: a client must not refuse an order over a date format.
export const TimestampSchema = z.string();
const MinorUnits = z.number().int();

export const SERVICE_SHIPMENT_STATES = [
  "created",
  "assigned",
  "in_transit",
  "arriving",
  "delivered",
  "cancelled",
] as const;
export const PAYMENT_TYPES = ["COD", "MobileMoney", "Card", "BankTransfer", "Wallet"] as const;
export const PAID_VIA_VALUES = ["manual_bank_transfer", "manual_cash", "manual_other"] as const;
export type PaidVia = (typeof PAID_VIA_VALUES)[number];
export const FISCAL_STATUSES = [
  "NOT_REQUIRED",
  "REQUIRED",
  "PENDING",
  "SUBMITTED",
  "ACCEPTED",
  "REJECTED",
  "RETRY_REQUIRED",
  "CANCELLATION_REQUESTED",
  "CANCELLED",
] as const;

/**
 * §3 shipment states as the service names them; other values parse too (§3 "Other transitions … not shown"). The
 * app's own, closed list of states (with the ones it derives) is ~/shipments' SHIPMENT_STATES.
 */
export const ServiceShipmentStateSchema = openEnum(SERVICE_SHIPMENT_STATES);
export type ServiceShipmentState = z.infer<typeof ServiceShipmentStateSchema>;

export const PaymentSchema = z.looseObject({
  status: openEnum(["pending", "paid"]),
  provider: nullableField(z.string()),
  paidVia: nullableField(openEnum(PAID_VIA_VALUES)),
  paidAt: nullableField(TimestampSchema),
  amountMinor: MinorUnits,
  currency: z.string(),
  paymentLinkUrl: nullableField(z.string()),
  reference: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const TimelineEntrySchema = z.looseObject({
  eventType: z.string(),
  occurredAt: TimestampSchema,
  newState: nullableField(ServiceShipmentStateSchema),
});

export const OrderShipmentSchema = z.looseObject({
  shipmentId: z.string(),
  shipmentState: ServiceShipmentStateSchema,
  paymentState: nullableField(openEnum(["expected"])),
  deliveredAt: nullableField(TimestampSchema),
  etaAt: nullableField(TimestampSchema),
  timeline: z.array(TimelineEntrySchema).default([]),
});

export const StoredAddressSchema = z.looseObject({
  freeTextAddress: z.string(),
  landmark: nullableField(z.string()),
  accessNotes: nullableField(z.string()),
  city: z.string(),
  stateRegion: nullableField(z.string()),
  postalCode: nullableField(z.string()),
  countryCode: z.string(),
});

export const BuyerSchema = z.looseObject({
  customerType: openEnum(["B2C", "B2B"]),
  customerCountry: nullableField(z.string()),
  transactionScope: nullableField(openEnum(["DOMESTIC"])),
  businessName: nullableField(z.string()),
  taxId: nullableField(z.string()),
  taxIdStatus: nullableField(openEnum(["NOT_REQUIRED"])),
});

/** §2 Fiscal block. Filing is on in no market yet, so only `status` is certain to be there. */
export const FiscalDocumentSchema = z.looseObject({
  fiscalDocumentId: z.string().nullish(),
  documentType: z.string().nullish(),
  country: z.string().nullish(),
  commercialDocument: z.looseObject({ number: z.string(), kind: z.string() }).nullish(),
  status: openEnum(FISCAL_STATUSES),
  statusReason: z.string().nullish(),
  fiscalNumber: z.string().nullish(),
  authorityReference: z.string().nullish(),
  verificationCode: z.string().nullish(),
  qrPayload: z.string().nullish(),
  printedMarks: z.array(z.looseObject({ label: z.string(), value: z.string() })).default([]),
});
export type FiscalDocument = z.infer<typeof FiscalDocumentSchema>;

export const OrderItemSchema = z.looseObject({
  sku: z.string().nullish(),
  name: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: MinorUnits,
});

/** An order as GET /orders/{reference} returns it (§2 "Order (as returned by fetch)"), either form. */
export const OrderSchema = z.looseObject({
  orderId: z.string(),
  externalOrderRef: z.string(),
  createdAt: TimestampSchema,
  cancelledAt: nullableField(TimestampSchema),
  currency: z.string(),
  paymentType: openEnum(PAYMENT_TYPES),
  codAmountMinor: MinorUnits,
  metadata: z.unknown(),
  customer: z.looseObject({ fullName: z.string(), phoneE164: z.string() }),
  items: z.array(OrderItemSchema),
  shipment: OrderShipmentSchema,
  // Later form only (§2, §9.4).
  orderPlacedAt: TimestampSchema.nullable().optional(),
  payment: PaymentSchema.nullable().optional(),
  deliveryAddress: StoredAddressSchema.optional(),
  buyer: BuyerSchema.optional(),
  fiscal: z
    .looseObject({ sale: nullableField(FiscalDocumentSchema), corrections: z.array(FiscalDocumentSchema).default([]) })
    .optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/** An entry of GET /orders. Its shape is "not shown" (§4), so only the two references are required. */
export const OrderListItemSchema = OrderSchema.partial().required({ orderId: true, externalOrderRef: true });
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

const PagingFields = {
  total: z.number().int().optional(),
  // "Type of offset: not shown" (§4): a number or a numeric string is accepted.
  offset: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
  limit: z.number().int().optional(),
  hasMore: z.boolean().optional(),
};

/**
 * GET /orders: "Shape of the response body: not shown" (§4). Decision: accept the three shapes
 * list APIs commonly use — `{orders: [...]}`, `{data: [...]}` or a bare array — each with optional
 * `total`/`offset`/`limit`/`hasMore`, and normalise to {@link OrderPage}. The contract suite
 * against the sandbox pins down which one the service really sends.
 */
export const OrderPageSchema = z.union([
  z.looseObject({ orders: z.array(OrderListItemSchema), ...PagingFields }).transform(toOrderPage),
  z
    .looseObject({ data: z.array(OrderListItemSchema), ...PagingFields })
    .transform(({ data, ...rest }) => toOrderPage({ ...rest, orders: data })),
  z.array(OrderListItemSchema).transform((orders) => toOrderPage({ orders })),
]);

/** One page of GET /orders, whatever shape the body had. Paging fields are undefined when not sent. */
export type OrderPage = {
  orders: OrderListItem[];
  total: number | undefined;
  offset: number | undefined;
  limit: number | undefined;
  hasMore: boolean | undefined;
};

function toOrderPage(page: {
  orders: OrderListItem[];
  total?: number;
  offset?: number;
  limit?: number;
  hasMore?: boolean;
}): OrderPage {
  return { orders: page.orders, total: page.total, offset: page.offset, limit: page.limit, hasMore: page.hasMore };
}
