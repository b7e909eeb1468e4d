import { createHmac } from "node:crypto";

// spec §6 "Signature": HMAC-SHA256, hex, over "<unix seconds>.<raw body>", sent as "t=<unix>,v1=<hex>".
export function signatureHeader(secret: string, timestampSeconds: number, rawBody: string): string {
  const signature = createHmac("sha256", secret).update(`${timestampSeconds}.${rawBody}`).digest("hex");
  return `t=${timestampSeconds},v1=${signature}`;
}
