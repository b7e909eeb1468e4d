/*
 * What the merchant sends the buyer about a failed delivery, in the buyer's language, and the links
 * that call or message them. Pure.
 */
import { formatShopMinor } from "~/i18n";
import type { Locale, ShopTerms } from "~/i18n";
import { translate } from "~/i18n";
import type { PaymentTruth } from "~/payments";
import { SHIPMENT_EVENT_CATALOGUE } from "~/shipments";
import type { FollowUpEvent } from "./follow-up-events";

export type AmountToCollect = { amountMinor: number; currency: string };

/**
 * The message naming the order, and the exact amount to have ready when there is cash to collect, written as the
 * shop writes its prices ("31 500 F CFA", the shop's money format in `terms`) rather than in the service's ISO code:
 * the buyer reads the amount as the shop showed it at checkout (docs/decisions/074).
 */
export function callMessage(input: {
  locale: Locale;
  event: FollowUpEvent;
  orderName: string;
  toCollect: AmountToCollect | null;
  terms: ShopTerms;
}): string {
  const { locale, event, orderName, toCollect, terms } = input;
  const opening = translate(locale, SHIPMENT_EVENT_CATALOGUE[event].followUp.message, { order: orderName });
  if (!toCollect) return opening;
  const amount = formatShopMinor(locale, toCollect.amountMinor, toCollect.currency, terms);
  return `${opening} ${translate(locale, "followUp.message.amount", { amount })}`;
}

/** `tel:+2250707123456`: the number as dialled from anywhere. */
export function telLink(phoneE164: string): string {
  return `tel:${phoneE164}`;
}

/** WhatsApp's click-to-chat: the number's digits without "+", and the text prefilled. */
export function whatsAppLink(phoneE164: string, message: string): string {
  return `https://wa.me/${phoneE164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/**
 * What the buyer has ready for the rider: the one payment truth's cash to have (never more than is owed,
 * docs/decisions/073) while a cash-on-delivery order is still to collect; null when paid, collected or cancelled.
 */
export function amountToCollect(
  truth: Pick<PaymentTruth, "story" | "cashToHaveMinor" | "currency">,
): AmountToCollect | null {
  if (truth.story !== "cod_to_collect" || !truth.cashToHaveMinor || !truth.currency) return null;
  return { amountMinor: truth.cashToHaveMinor, currency: truth.currency.toUpperCase() };
}
