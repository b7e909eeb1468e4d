import { normalizeName, type SyncSettings } from "~/order-mapping";

/** The name of the manual payment the app records in Shopify for what the rider collected (orderCreateManualPayment). */
export const RIDER_CASH_PAYMENT_NAME = "Cash on delivery (delivery service)";

/**
 * Whether a Shopify payment records money taken by hand (the rider's cash, the app's own marking): Shopify's
 * `manual`, the app's own recording of the rider's cash, a cash-on-delivery gateway, a gateway the merchant mapped to cash. Anything else (a card, mobile
 * money, a transfer) is money the buyer paid online: after the rider collected, a second payment, whatever
 * its time (docs/decisions/073). A payment with no gateway named counts as a recording: telling a merchant to
 * refund money they rightly received is the worse mistake.
 */
export function isCashRecording(
  gateway: string | null | undefined,
  settings: Pick<SyncSettings, "codGatewayNames" | "gatewayMapping">,
): boolean {
  if (!gateway) return true;
  const name = normalizeName(gateway);
  if (name === "manual" || name === "cash" || name === normalizeName(RIDER_CASH_PAYMENT_NAME)) return true;
  if (settings.codGatewayNames.some((cod) => normalizeName(cod) === name)) return true;
  const mapped = settings.gatewayMapping.find((entry) => normalizeName(entry.gateway) === name);
  return Boolean(mapped && (mapped.paymentType === "COD" || mapped.paidVia === "manual_cash"));
}
