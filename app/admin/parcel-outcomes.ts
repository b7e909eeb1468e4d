import { translate, type Locale, type MessageKey } from "~/i18n";

/*
 * What an action asked of an order did to each of its parcels (docs/decisions/092): an order over two locations is
 * two service orders, and the merchant is told of each, "Parcel 1 of 2 cancelled. Parcel 2 of 2 not cancelled: …",
 * so a refusal of one never hides the other's success. Pure.
 */

/** The actions asked of a whole order: Shopify's order action and selection, the orders list's bulk actions. */
export type OrderWideIntent = "send" | "retry" | "cancel" | "paymentLink";

export type ParcelOutcome =
  | { parcelNumber: number; ok: true; url: string | null }
  | { parcelNumber: number; ok: false; code: string; reason: string };

/** An outcome with its sentence in the merchant's language. */
export type ParcelLine = ParcelOutcome & { text: string };

export function parcelLines(locale: Locale, intent: OrderWideIntent, outcomes: ParcelOutcome[]): ParcelLine[] {
  const count = outcomes.length;
  return outcomes.map((outcome) => {
    const params = { number: outcome.parcelNumber, count };
    const text = outcome.ok
      ? translate(locale, `order.actions.parcelDone.${intent}` as MessageKey, params)
      : translate(locale, `order.actions.parcelRefused.${intent}` as MessageKey, {
          ...params,
          reason: outcome.reason,
          code: outcome.code,
        });
    return { ...outcome, text };
  });
}

/** The lines as one answer: each parcel's sentence, in parcel order. */
export const parcelLinesText = (lines: ParcelLine[]) => lines.map((line) => line.text).join(" ");
