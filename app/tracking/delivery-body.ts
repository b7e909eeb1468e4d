/*
 * The body of one delivery of the service's webhooks (spec §6 "Delivery format"), read tolerantly:
 * the spec shows the delivered example only and calls every other data field "not shown". Pure.
 */
import { createHash } from "node:crypto";
import { z } from "zod";

/** What the receiver needs of any delivery: a JSON object naming its event (its other fields kept as sent). */
export type DeliveryEnvelope = { id?: string; event: string; occurredAt?: string; [field: string]: unknown };

/** The body of a shipment event, as the job reads it. Only the event and a reference are required. */
export const ShipmentDeliverySchema = z.looseObject({
  event: z.string().startsWith("shipment."),
  occurredAt: z.string().refine((value) => !Number.isNaN(Date.parse(value)), "must be an ISO 8601 instant"),
  data: z
    .looseObject({
      orderId: z.string().nullish(),
      externalOrderRef: z.string().nullish(),
      shipmentId: z.string().nullish(),
      shipmentState: z.string().nullish(),
      previousState: z.string().nullish(),
      // Sent by the sandbox on leg_checkpoint (the spec's tracking events carry the same object, §2).
      checkpoint: z.looseObject({ name: z.string(), countryCode: z.string().nullish() }).nullish(),
      etaAt: z.string().nullish(),
    })
    .refine((data) => Boolean(data.orderId || data.externalOrderRef), "names no order (orderId or externalOrderRef)"),
});
export type ShipmentDelivery = z.infer<typeof ShipmentDeliverySchema>;

export const FISCAL_EVENT_PREFIX = "fiscal_document.";
export const SHIPMENT_EVENT_PREFIX = "shipment.";

/**
 * The body read before every acknowledgement: a JSON object with a non-empty `event`, an `id` that is absent or a
 * non-empty string, an `occurredAt` that is absent or a string; otherwise null. Checked by hand, not with zod: zod's
 * parse (and the copy it makes of the whole body) was a tenth of the acknowledgement's own CPU in the bench's profile
 * (docs/decisions/097). delivery-body.test.ts holds it to the zod schema it replaced.
 */
export function parseEnvelope(rawBody: string): DeliveryEnvelope | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  const { id, event, occurredAt } = json as Record<string, unknown>;
  if (typeof event !== "string" || event === "") return null;
  if (id !== undefined && (typeof id !== "string" || id === "")) return null;
  if (occurredAt !== undefined && typeof occurredAt !== "string") return null;
  return json as DeliveryEnvelope;
}

export type DeliveryIdentity = { ok: true; id: string; derived: boolean } | { ok: false; problem: string };

/**
 * The delivery's id, the key that makes a repeated delivery a no-op (spec §6: "the receiver stores
 * `id` and skips ones already processed"). `X-Service-Delivery` must equal the body's `id` when both
 * exist. Whether fiscal events carry an `id` (or the headers) is "not shown": without one, the
 * header stands in, and without both the id is derived from the body's bytes, which a retry repeats
 * exactly ("the same bytes", sandbox README), so a redelivered fiscal event is still recognised.
 */
export function deliveryIdentity(
  envelope: DeliveryEnvelope,
  headerId: string | null,
  rawBody: string,
): DeliveryIdentity {
  if (envelope.id) {
    if (headerId !== envelope.id) return { ok: false, problem: "X-Service-Delivery does not match the body's id." };
    return { ok: true, id: envelope.id, derived: false };
  }
  if (!envelope.event.startsWith(FISCAL_EVENT_PREFIX)) return { ok: false, problem: "The body has no id." };
  if (headerId) return { ok: true, id: headerId, derived: false };
  return {
    ok: true,
    id: `sha256:${createHash("sha256").update(rawBody, "utf8").digest("hex").slice(0, 48)}`,
    derived: true,
  };
}

/** The instant the body states, or `fallback` when it states none (the receipt's column is required). */
export function occurredAtOf(envelope: DeliveryEnvelope, fallback: Date): Date {
  const parsed = envelope.occurredAt ? Date.parse(envelope.occurredAt) : Number.NaN;
  return Number.isNaN(parsed) ? fallback : new Date(parsed);
}
