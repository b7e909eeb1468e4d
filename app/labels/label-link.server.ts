import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { LABEL_FORMATS, type LabelFormat } from "./label-format";

/*
 * The address of a labels PDF for Shopify's print preview. Shopify does not document how it
 * authenticates its GET of a print action's `src`, so the extension asks the app with its session
 * token (POST /api/labels) and gets back a short-lived link that names the shop, the orders and the
 * format, signed with a key derived from the app's secret: the link is the permission, for a few
 * minutes, to print exactly those labels. Nothing is stored (docs/decisions/044).
 */
export const LABEL_LINK_TTL_SEC = 300;

const PayloadSchema = z.object({
  shop: z.string(),
  ids: z.array(z.string()).min(1),
  format: z.enum(LABEL_FORMATS),
  exp: z.number().int(),
});
export type LabelLink = { shop: string; ids: string[]; format: LabelFormat };

/** Domain separation: the app's secret also signs Shopify's session tokens; this key signs only label links. */
function signingKey(appSecret: string): Buffer {
  return createHmac("sha256", appSecret).update("delivery-connect/label-link/v1").digest();
}

function sign(appSecret: string, payload: string): string {
  return createHmac("sha256", signingKey(appSecret)).update(payload).digest("base64url");
}

export function createLabelLinkToken(appSecret: string, link: LabelLink, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ ...link, exp: Math.floor(now.getTime() / 1000) + LABEL_LINK_TTL_SEC }),
  ).toString("base64url");
  return `${payload}.${sign(appSecret, payload)}`;
}

/** The link's content when its signature is ours and it has not expired; otherwise why not. */
export function readLabelLinkToken(
  appSecret: string,
  token: string,
  now: Date,
): { ok: true; link: LabelLink } | { ok: false; reason: "invalid" | "expired" } {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(appSecret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  let parsed;
  try {
    parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!parsed.success) return { ok: false, reason: "invalid" };
  if (parsed.data.exp * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, link: { shop: parsed.data.shop, ids: parsed.data.ids, format: parsed.data.format } };
}
