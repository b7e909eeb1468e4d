/*
 * What GET /api/order-delivery answers (app/routes/api.order-delivery.tsx), typed by the app's own
 * shape (app/orders/order-delivery-summary.ts, types only: nothing of it is bundled) and checked
 * by hand: zod would cost more of the 64 KB bundle budget than the whole block. The integration
 * test (test/integration/order-delivery-api.test.ts) runs the real answer through this parser.
 */
import type {
  DeliveryAttention,
  DeliveryLastEvent,
  DeliveryParcel,
  DeliveryPayment,
  FoundOrderDelivery,
  OrderDeliverySummary,
} from "../../../app/orders/order-delivery-summary";

export type { DeliveryAttention, DeliveryLastEvent, DeliveryParcel, DeliveryPayment };
/** Any payment story: an app of another version may send one this block does not know. */
export type FoundDelivery = FoundOrderDelivery<string>;
export type DeliveryPayload = OrderDeliverySummary<string>;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === "string";
const allStringOrNull = (fields: Fields, keys: readonly string[]) => keys.every((key) => isStringOrNull(fields[key]));

function parseLastEvent(value: unknown): DeliveryLastEvent | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isString(value.eventType) || !isString(value.occurredAt)) return undefined;
  if (!allStringOrNull(value, ["checkpointName", "checkpointCountry"])) return undefined;
  return {
    eventType: value.eventType,
    occurredAt: value.occurredAt,
    checkpointName: value.checkpointName as string | null,
    checkpointCountry: value.checkpointCountry as string | null,
  };
}

function parseAttention(value: unknown): DeliveryAttention | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isString(value.code) || !isString(value.message)) return undefined;
  return { code: value.code, message: value.message };
}

/** Absent from an app older than the payment line: shown as no line, not as a broken answer. */
function parsePayment(value: unknown): DeliveryPayment | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isObject(value) || !isString(value.story) || !isString(value.text)) return undefined;
  if (!Number.isInteger(value.stillToCollectMinor) || !isStringOrNull(value.currency)) return undefined;
  return {
    story: value.story,
    stillToCollectMinor: value.stillToCollectMinor as number,
    currency: value.currency,
    text: value.text,
  };
}

const PARCEL_NULLABLE_STRINGS = ["shipmentState", "shipmentId", "trackingUrl"] as const;

function parseParcel(value: unknown): DeliveryParcel | undefined {
  if (!isObject(value) || !isString(value.orderSyncId) || !isString(value.externalOrderRef)) return undefined;
  if (!Number.isInteger(value.parcelNumber) || !isString(value.syncState)) return undefined;
  if (!allStringOrNull(value, PARCEL_NULLABLE_STRINGS)) return undefined;
  const payment = parsePayment(value.payment);
  if (payment === undefined) return undefined;
  return {
    orderSyncId: value.orderSyncId,
    parcelNumber: value.parcelNumber as number,
    externalOrderRef: value.externalOrderRef,
    syncState: value.syncState,
    shipmentState: value.shipmentState as string | null,
    shipmentId: value.shipmentId as string | null,
    trackingUrl: value.trackingUrl as string | null,
    payment,
  };
}

/** Absent from an app older than parcels: no parcel list, the order shown as one. */
function parseParcels(value: unknown): DeliveryParcel[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const parcels = value.map(parseParcel);
  return parcels.every((parcel) => parcel !== undefined) ? (parcels as DeliveryParcel[]) : undefined;
}

const NULLABLE_STRINGS = ["shipmentState", "shipmentStateAt", "etaAt", "shipmentId", "trackingUrl"] as const;

/** The payload, or null when the body is not one (an older or newer app, a proxy's error page…). */
export function parseDeliveryPayload(json: unknown): DeliveryPayload | null {
  if (!isObject(json)) return null;
  if (json.found === false) return { found: false };
  if (json.found !== true || !isString(json.orderSyncId) || !isString(json.orderName) || !isString(json.syncState))
    return null;
  if (!allStringOrNull(json, NULLABLE_STRINGS)) return null;
  const lastEvent = parseLastEvent(json.lastEvent);
  const attention = parseAttention(json.attention);
  const payment = parsePayment(json.payment);
  const parcels = parseParcels(json.parcels);
  if (lastEvent === undefined || attention === undefined || payment === undefined || parcels === undefined) return null;
  const nullable = Object.fromEntries(NULLABLE_STRINGS.map((key) => [key, json[key] as string | null]));
  return {
    found: true,
    orderSyncId: json.orderSyncId,
    orderName: json.orderName,
    syncState: json.syncState,
    ...(nullable as Pick<FoundDelivery, (typeof NULLABLE_STRINGS)[number]>),
    lastEvent,
    attention,
    payment,
    parcels,
  };
}
