import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { signDeliveryPayload, verifyDeliverySignature } from "./signature.server";

const SECRET = "whsec_test_current_0123456789";
const OLD_SECRET = "whsec_test_previous_9876543210";
const T = 1_790_000_000; // unix seconds of the fixed clock
const NOW_MS = T * 1000;
const BODY = JSON.stringify({ id: "evt_1", event: "shipment.delivered", data: { orderId: "ord_1" } });

describe("verifyDeliverySignature", () => {
  test("accepts a delivery signed with the endpoint secret at the current time", () => {
    const header = signDeliveryPayload({ rawBody: BODY, secret: SECRET, timestamp: T });
    expect(verifyDeliverySignature({ rawBody: BODY, header, secrets: [SECRET], now: NOW_MS })).toEqual({
      ok: true,
      timestamp: T,
      secretIndex: 0,
    });
  });

  test("computes HMAC-SHA256 hex over the timestamp, a dot and the raw body, as spec §6 says", () => {
    const expected = createHmac("sha256", SECRET).update(`${T}.${BODY}`).digest("hex");
    expect(signDeliveryPayload({ rawBody: BODY, secret: SECRET, timestamp: T })).toBe(`t=${T},v1=${expected}`);
  });

  test("accepts the raw body as a Buffer, byte for byte", () => {
    const raw = Buffer.from('{"name":"Aïssatou"}', "utf8");
    const header = signDeliveryPayload({ rawBody: raw, secret: SECRET, timestamp: T });
    expect(verifyDeliverySignature({ rawBody: raw, header, secrets: [SECRET], now: NOW_MS }).ok).toBe(true);
    expect(verifyDeliverySignature({ rawBody: raw.toString("utf8"), header, secrets: [SECRET], now: NOW_MS }).ok).toBe(
      true,
    );
  });

  test("refuses a tampered body", () => {
    const header = signDeliveryPayload({ rawBody: BODY, secret: SECRET, timestamp: T });
    const tampered = BODY.replace("ord_1", "ord_2");
    expect(verifyDeliverySignature({ rawBody: tampered, header, secrets: [SECRET], now: NOW_MS })).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  test("refuses a body that was re-serialised instead of passed raw", () => {
    const header = signDeliveryPayload({ rawBody: BODY, secret: SECRET, timestamp: T });
    const reserialised = JSON.stringify(JSON.parse(BODY), null, 2);
    expect(verifyDeliverySignature({ rawBody: reserialised, header, secrets: [SECRET], now: NOW_MS }).ok).toBe(false);
  });

  test("refuses a timestamp more than 300 seconds in the past or in the future", () => {
    const past = signDeliveryPayload({ rawBody: BODY, secret: SECRET, timestamp: T - 301 });
    const future = signDeliveryPayload({ rawBody: BODY, secret: SECRET, timestamp: T + 301 });
    for (const header of [past, future]) {
      expect(verifyDeliverySignature({ rawBody: BODY, header, secrets: [SECRET], now: NOW_MS })).toEqual({
        ok: false,
        reason: "stale-timestamp",
      });
    }
  });

  test("accepts a timestamp exactly 300 seconds away in either direction", () => {
    for (const timestamp of [T - 300, T + 300]) {
      const header = signDeliveryPayload({ rawBody: BODY, secret: SECRET, timestamp });
      expect(verifyDeliverySignature({ rawBody: BODY, header, secrets: [SECRET], now: NOW_MS }).ok).toBe(true);
    }
  });

  test("refuses a delivery signed with another secret", () => {
    const header = signDeliveryPayload({ rawBody: BODY, secret: "whsec_someone_else", timestamp: T });
    expect(verifyDeliverySignature({ rawBody: BODY, header, secrets: [SECRET], now: NOW_MS })).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  test("reports a bad signature before a stale timestamp, so a forgery learns nothing from the clock", () => {
    const header = signDeliveryPayload({ rawBody: BODY, secret: "whsec_forger", timestamp: T - 10_000 });
    expect(verifyDeliverySignature({ rawBody: BODY, header, secrets: [SECRET], now: NOW_MS })).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  test("accepts either secret during a rotation and says which one matched", () => {
    const signedWithOld = signDeliveryPayload({ rawBody: BODY, secret: OLD_SECRET, timestamp: T });
    const signedWithNew = signDeliveryPayload({ rawBody: BODY, secret: SECRET, timestamp: T });
    const secrets = [SECRET, OLD_SECRET];
    expect(verifyDeliverySignature({ rawBody: BODY, header: signedWithOld, secrets, now: NOW_MS })).toMatchObject({
      ok: true,
      secretIndex: 1,
    });
    expect(verifyDeliverySignature({ rawBody: BODY, header: signedWithNew, secrets, now: NOW_MS })).toMatchObject({
      ok: true,
      secretIndex: 0,
    });
  });

  test("accepts a header carrying several v1 signatures when one of them matches", () => {
    const good = signDeliveryPayload({ rawBody: BODY, secret: SECRET, timestamp: T }).split("v1=")[1];
    const header = `t=${T},v1=${"0".repeat(64)},v1=${good},v0=ignored`;
    expect(verifyDeliverySignature({ rawBody: BODY, header, secrets: [SECRET], now: NOW_MS }).ok).toBe(true);
  });

  test("reports a missing header", () => {
    for (const header of [null, undefined, "", "  "]) {
      expect(verifyDeliverySignature({ rawBody: BODY, header, secrets: [SECRET], now: NOW_MS })).toEqual({
        ok: false,
        reason: "missing-header",
      });
    }
  });

  test("reports a malformed header", () => {
    const signature = "a".repeat(64);
    const malformed = [
      "garbage",
      `v1=${signature}`,
      `t=${T}`,
      `t=abc,v1=${signature}`,
      `t=${T},t=${T},v1=${signature}`,
      `t=-5,v1=${signature}`,
      `t=${T},v1=`,
      `t=${T};v1=${signature}`,
    ];
    for (const header of malformed) {
      expect(verifyDeliverySignature({ rawBody: BODY, header, secrets: [SECRET], now: NOW_MS }), header).toEqual({
        ok: false,
        reason: "malformed-header",
      });
    }
  });

  test("treats a signature of the wrong length as bad, without throwing", () => {
    const header = `t=${T},v1=abc`;
    expect(verifyDeliverySignature({ rawBody: BODY, header, secrets: [SECRET], now: NOW_MS })).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  test("refuses to verify with no secret at all, without echoing anything secret", () => {
    const header = signDeliveryPayload({ rawBody: BODY, secret: SECRET, timestamp: T });
    expect(() => verifyDeliverySignature({ rawBody: BODY, header, secrets: [], now: NOW_MS })).toThrow(TypeError);
  });
});
