import { describe, expect, test } from "vitest";
import { z } from "zod";
import { deliveryIdentity, parseEnvelope } from "./delivery-body";

describe("a delivery's identity", () => {
  test("X-Service-Delivery must equal the body's id", () => {
    const envelope = parseEnvelope(JSON.stringify({ id: "evt_1", event: "shipment.delivered" }))!;
    expect(deliveryIdentity(envelope, "evt_1", "")).toEqual({ ok: true, id: "evt_1", derived: false });
    expect(deliveryIdentity(envelope, "evt_2", "")).toMatchObject({ ok: false });
    expect(deliveryIdentity(envelope, null, "")).toMatchObject({ ok: false });
  });

  test("a fiscal event without an id gets a stable one from its bytes; a shipment event without one is refused", () => {
    const raw = JSON.stringify({ event: "fiscal_document.accepted", data: { orderId: "ord_1" } });
    const first = deliveryIdentity(parseEnvelope(raw)!, null, raw);
    expect(first).toMatchObject({ ok: true, derived: true, id: expect.stringMatching(/^sha256:[0-9a-f]{48}$/) });
    expect(deliveryIdentity(parseEnvelope(raw)!, null, raw)).toEqual(first);
    expect(deliveryIdentity(parseEnvelope(raw)!, "dlv_9", raw)).toEqual({ ok: true, id: "dlv_9", derived: false });
    const shipment = JSON.stringify({ event: "shipment.delivered" });
    expect(deliveryIdentity(parseEnvelope(shipment)!, null, shipment)).toMatchObject({ ok: false });
  });

  test("a body that is not a JSON object naming its event is malformed", () => {
    expect(parseEnvelope("{not json")).toBeNull();
    expect(parseEnvelope("[]")).toBeNull();
    expect(parseEnvelope(JSON.stringify({ id: "evt_1" }))).toBeNull();
  });
});

/** The schema parseEnvelope replaced (docs/decisions/097): it must accept and refuse exactly what this did. */
const ZodEnvelope = z.looseObject({
  id: z.string().min(1).optional(),
  event: z.string().min(1),
  occurredAt: z.string().optional(),
});

describe("the envelope read by hand", () => {
  const values: unknown[] = ["", "evt_1", 0, 1.5, true, false, null, [], ["evt_1"], {}, { id: "x" }];
  const bodies = [
    "",
    "null",
    "1",
    '"shipment.delivered"',
    "[]",
    '[{"event":"shipment.delivered"}]',
    "{}",
    '{"event":"shipment.delivered","__proto__":{"id":"evt_x"}}',
    '{"event":"shipment.delivered","event":""}',
    ...values.flatMap((value) =>
      ["id", "event", "occurredAt"].flatMap((field) => {
        const base = { id: "evt_1", event: "shipment.delivered", occurredAt: "2026-12-02T10:00:00Z", data: { a: 1 } };
        return [JSON.stringify({ ...base, [field]: value }), JSON.stringify({ ...base, [field]: undefined })];
      }),
    ),
  ];

  test.each(bodies)("accepts and refuses %s as the zod schema did, with the same id, event and time", (body) => {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    const reference = json === undefined ? null : ZodEnvelope.safeParse(json);
    const read = parseEnvelope(body);
    expect(read !== null).toBe(Boolean(reference?.success));
    const { id, event, occurredAt } = reference?.data ?? {};
    if (read)
      expect({ id: read.id, event: read.event, occurredAt: read.occurredAt }).toEqual({ id, event, occurredAt });
  });
});
