/*
 * What the merchant sends the buyer about a failed delivery, in the buyer's language, and the links
 * that call or message them. Pure.
 */
import { formatShopMinor } from "~/i18n";
import type { Locale, ShopTerms } from "~/i18n";
import { translate } from "~/i18n";
import { PaymentPlanKind, PaymentState } from "~/order-record";
import { amountToAsk } from "~/payments";
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

/** What the rider will collect: a cash-on-delivery order's amount while it is still owed; null when paid. */
export function amountToCollect(order: {
  paymentPlan: string | null;
  paymentState: string | null;
  codAmountMinor: number | null;
  owedNowMinor?: number | null;
  currency: string | null;
}): AmountToCollect | null {
  if (order.paymentPlan !== PaymentPlanKind.COD || order.paymentState !== PaymentState.COD_PENDING) return null;
  // The one figure every view asks of the buyer: never more than is owed (docs/decisions/073).
  const amountMinor = amountToAsk(order.codAmountMinor, order.owedNowMinor ?? null);
  if (!amountMinor || !order.currency) return null;
  return { amountMinor, currency: order.currency.toUpperCase() };
}
