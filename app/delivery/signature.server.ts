/**
 * Webhook signatures of the delivery service (spec §6 "Signature"), the same scheme as
 * Stripe's: header `X-Service-Signature: t=<unix_seconds>,v1=<hex>`, HMAC-SHA256 with the
 * endpoint secret over `<t>.<raw body>`. Pure apart from node:crypto.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** spec §6.3: reject when the timestamp is more than five minutes from our clock. */
export const SIGNATURE_TOLERANCE_SEC = 300;

/** The header the service signs its deliveries with (spec §6 "Delivery format"). */
export const SIGNATURE_HEADER = "X-Service-Signature";

const SIGNATURE_SCHEME = "v1";

/** Why a delivery was refused. A route maps every reason to 400/401. */
export type SignatureFailureReason = "missing-header" | "malformed-header" | "stale-timestamp" | "bad-signature";

/** The outcome of a check: a value, not an exception (docs/reference/house-style.md §5.3). */
export type SignatureVerification =
  | {
      ok: true;
      /** unix seconds from the header */ timestamp: number;
      /** which of `secrets` matched */ secretIndex: number;
    }
  | { ok: false; reason: SignatureFailureReason };

export type VerifyDeliverySignatureParams = {
  /** The body exactly as received, before any JSON parsing (spec §6.1 "the raw bytes"). */
  rawBody: string | Buffer;
  /** The `X-Service-Signature` header value, or null when absent. */
  header: string | null | undefined;
  /** Every secret currently accepted (during rotation, the new and the old one). Must not be empty. */
  secrets: readonly string[];
  /** Our clock in milliseconds; defaults to Date.now(). */
  now?: number;
  toleranceSec?: number;
};

/**
 * Checks a delivery's signature. Several `v1=` entries in the header and several secrets are
 * accepted, so either side can rotate its secret without losing deliveries. Comparison is
 * constant-time (spec §6.2). A bad signature is reported before a stale timestamp, so the
 * timestamp check says nothing about a forged delivery.
 */
export function verifyDeliverySignature(params: VerifyDeliverySignatureParams): SignatureVerification {
  const { rawBody, header, secrets, now = Date.now(), toleranceSec = SIGNATURE_TOLERANCE_SEC } = params;
  if (secrets.length === 0) {
    throw new TypeError("verifyDeliverySignature needs at least one webhook signing secret (whsec_…).");
  }
  if (!header || header.trim() === "") return { ok: false, reason: "missing-header" };
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: "malformed-header" };

  const secretIndex = secrets.findIndex((secret) => {
    const expected = Buffer.from(computeSignature(parsed.timestamp, rawBody, secret), "utf8");
    return parsed.signatures.some((candidate) => safeEqual(expected, Buffer.from(candidate, "utf8")));
  });
  if (secretIndex === -1) return { ok: false, reason: "bad-signature" };

  // spec §6.3: "differs from its own clock by more than five minutes" — both directions.
  if (Math.abs(now / 1000 - parsed.timestamp) > toleranceSec) return { ok: false, reason: "stale-timestamp" };
  return { ok: true, timestamp: parsed.timestamp, secretIndex };
}

export type SignDeliveryPayloadParams = {
  rawBody: string | Buffer;
  secret: string;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
};

/**
 * Builds a valid `X-Service-Signature` header value for a body: for tests and local tools,
 * as stripe-node ships `generateTestHeaderString`.
 */
export function signDeliveryPayload({ rawBody, secret, timestamp }: SignDeliveryPayloadParams): string {
  const t = timestamp ?? Math.floor(Date.now() / 1000);
  return `t=${t},${SIGNATURE_SCHEME}=${computeSignature(t, rawBody, secret)}`;
}

function computeSignature(timestamp: number, rawBody: string | Buffer, secret: string): string {
  // spec §6.1: `<timestamp>` + `.` + `<raw_body>`, hashed as bytes so a Buffer body is used verbatim.
  return createHmac("sha256", secret).update(`${timestamp}.`, "utf8").update(rawBody).digest("hex");
}

function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const separator = part.indexOf("=");
    if (separator <= 0) return null;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === "t") {
      if (!/^\d{1,12}$/.test(value) || timestamp !== undefined) return null;
      timestamp = Number(value);
    } else if (key === SIGNATURE_SCHEME && value !== "") {
      signatures.push(value);
    }
    // Other schemes (a future v2, or Stripe-style v0) are ignored, as stripe-node does.
  }
  return timestamp === undefined || signatures.length === 0 ? null : { timestamp, signatures };
}

/** timingSafeEqual throws on different lengths; the length itself is not secret (always 64 hex). */
function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
