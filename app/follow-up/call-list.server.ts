import type { AppContext } from "~/app-context";
import { localeFromTag, DEFAULT_LOCALE } from "~/i18n";
import { openOrderPersonalData } from "~/order-record";
import { orderLedgersOf, paymentTruth } from "~/payments";
import { shopTermsOf } from "~/shops";
import { buyerContactOf } from "./buyer-contact";
import { amountToCollect, callMessage, telLink, whatsAppLink } from "./call-message";
import { followUpEventOf, type FollowUpEvent } from "./follow-up-events";
import { FOLLOW_UP_ENDING_STATES } from "~/shipments";

/** Orders shown on the dashboard's "to call today"; the count covers them all ("N more"). */
export const CALL_LIST_LIMIT = 10;

export type CallList = Awaited<ReturnType<typeof getCallList>>;

/**
 * The shop's orders whose failed delivery still needs the merchant, longest waiting first, each
 * with the buyer's call and WhatsApp links and the message in the buyer's language. Only the
 * listed orders' personal data is decrypted. Null for an unknown shop.
 */
export async function getCallList(ctx: Pick<AppContext, "db" | "secrets">, shopDomain: string) {
  const shop = await ctx.db.shop.findUnique({
    where: { domain: shopDomain },
    select: { id: true, locale: true, ianaTimezone: true, currency: true, moneyFormat: true },
  });
  if (!shop) return null;
  const where = {
    shopId: shop.id,
    followUpOpen: true,
    // A parcel delivered or cancelled after a failed attempt needs no call. NOT IN leaves out NULL
    // in SQL: a state not known yet is listed too.
    OR: [{ shipmentState: null }, { shipmentState: { notIn: [...FOLLOW_UP_ENDING_STATES] } }],
  };
  const [total, rows] = await Promise.all([
    ctx.db.orderSync.count({ where }),
    ctx.db.orderSync.findMany({
      where,
      orderBy: [{ followUpAt: "asc" }, { id: "asc" }],
      take: CALL_LIST_LIMIT,
      select: {
        id: true,
        orderName: true,
        followUpEvent: true,
        followUpAt: true,
        followUpReason: true,
        paymentPlan: true,
        paymentState: true,
        codAmountMinor: true,
        owedNowMinor: true,
        currency: true,
        // The rest of what the one payment truth reads: a cancelled order asks for no cash.
        serviceOrderId: true,
        shopifyOrderGid: true,
        shopifyPaidAt: true,
        paymentHoldAt: true,
        flaggedReason: true,
        syncState: true,
        shipmentState: true,
        customerPhone: true,
        shopifyOrderJson: true,
        followUps: { orderBy: { createdAt: "desc" }, take: 1, select: { outcome: true, createdAt: true } },
      },
    }),
  ]);
  const shopLocale = localeFromTag(shop.locale) ?? DEFAULT_LOCALE;
  // The cash to have as the order page reads it: from each order's stored ledger (docs/decisions/084).
  const ledgers = await orderLedgersOf(
    ctx.db,
    shop.id,
    rows.map((row) => row.shopifyOrderGid),
  );
  const terms = shopTermsOf(shop);
  const entries = rows.flatMap((stored) => {
    const event = followUpEventOf(stored.followUpEvent ?? "", null);
    if (!event || !stored.followUpAt) return [];
    const row = openOrderPersonalData(ctx.secrets, stored);
    const contact = buyerContactOf(row.shopifyOrderJson, row.customerPhone, shopLocale);
    const toCollect = amountToCollect(paymentTruth(row, null, ledgers.get(row.shopifyOrderGid)));
    const message = callMessage({ locale: contact.locale, event, orderName: row.orderName, toCollect, terms });
    return [
      {
        id: row.id,
        orderName: row.orderName,
        event: event as FollowUpEvent,
        at: stored.followUpAt.toISOString(),
        reason: row.followUpReason,
        toCollect,
        buyerLocale: contact.locale,
        phoneE164: contact.phoneE164,
        telUrl: contact.phoneE164 ? telLink(contact.phoneE164) : null,
        whatsAppUrl: contact.phoneE164 ? whatsAppLink(contact.phoneE164, message) : null,
        message,
        lastOutcome: row.followUps[0]
          ? { outcome: row.followUps[0].outcome, at: row.followUps[0].createdAt.toISOString() }
          : null,
      },
    ];
  });
  return { total, entries };
}
