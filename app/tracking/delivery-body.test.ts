import { describe, expect, test } from "vitest";
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
