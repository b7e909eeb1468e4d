import type { SyncSettings } from "~/order-mapping";

/** The merchant's gateway names compared as the settings compare them (order-mapping's normalizeName). */
const normalized = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Whether a Shopify payment records money taken by hand (the rider's cash, the app's own marking): Shopify's
 * `manual`, a cash-on-delivery gateway, a gateway the merchant mapped to cash. Anything else (a card, mobile
 * money, a transfer) is money the buyer paid online: after the rider collected, a second payment, whatever
 * its time (docs/decisions/073). A payment with no gateway named counts as a recording: telling a merchant to
 * refund money they rightly received is the worse mistake.
 */
export function isCashRecording(
  gateway: string | null | undefined,
  settings: Pick<SyncSettings, "codGatewayNames" | "gatewayMapping">,
): boolean {
  if (!gateway) return true;
  const name = normalized(gateway);
  if (name === "manual" || name === "cash") return true;
  if (settings.codGatewayNames.some((cod) => normalized(cod) === name)) return true;
  const mapped = settings.gatewayMapping.find((entry) => normalized(entry.gateway) === name);
  return Boolean(mapped && (mapped.paymentType === "COD" || mapped.paidVia === "manual_cash"));
}
