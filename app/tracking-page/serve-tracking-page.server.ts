/**
 * One request for a buyer's tracking page, after Shopify's app proxy signature was checked (the
 * route does that through Shopify's library). The token must belong to an order of the shop that
 * the signed request names: a token from another shop is "not found", like a guessed one.
 */
import type { AppContext } from "~/app-context";
import { DEFAULT_LOCALE, localeFromTag, type Locale } from "~/i18n";
import { orderLedgerOf, paymentTruth } from "~/payments";
import { trackingPageModel } from "./page-model";
import { renderNotFoundPage, renderTrackingPage } from "./render-page";
import { liveTracking } from "./live-tracking.server";
import { shopTermsOf } from "~/shops";

export type TrackingPageRequest = {
  token: string;
  shop: string | null;
  locale: string | null;
  acceptLanguage: string | null;
};
export type TrackingPageReply = { status: 200 | 404; body: string };

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export async function serveTrackingPage(ctx: AppContext, request: TrackingPageRequest): Promise<TrackingPageReply> {
  const row = TOKEN.test(request.token)
    ? await ctx.db.orderSync.findUnique({
        where: { trackingToken: request.token },
        include: {
          shop: {
            select: {
              domain: true,
              locale: true,
              uninstalledAt: true,
              ianaTimezone: true,
              currency: true,
              moneyFormat: true,
              connection: { select: { apiKeyCiphertext: true, checkoutApiKeyCiphertext: true } },
            },
          },
          events: { select: { eventType: true, occurredAt: true, checkpointName: true, checkpointCountry: true } },
        },
      })
    : null;
  if (!row || row.shop.uninstalledAt || row.shop.domain !== request.shop) {
    return { status: 404, body: renderNotFoundPage(pageLocale(request, null)) };
  }
  const locale = pageLocale(request, row.shop.locale);
  // Not sentAt: it outlives a service order cancelled to be created anew (docs/decisions/077).
  const live = row.serviceOrderId
    ? await liveTracking(ctx, {
        orderSyncId: row.id,
        reference: row.serviceOrderId,
        shopLocale: locale,
        connection: row.shop.connection,
      })
    : null;
  // The cash to have as the order page reads it: from the order's stored ledger (docs/decisions/084).
  const truth = paymentTruth(row, null, await orderLedgerOf(ctx.db, row.shopId, row.shopifyOrderGid));
  return { status: 200, body: renderTrackingPage(locale, trackingPageModel(row, live, truth), shopTermsOf(row.shop)) };
}

/** The link's `locale`, else the browser's first supported language, else the shop's. */
function pageLocale(request: TrackingPageRequest, shopLocale: string | null): Locale {
  const fromLink = localeFromTag(request.locale);
  if (fromLink) return fromLink;
  for (const tag of (request.acceptLanguage ?? "").split(",")) {
    const locale = localeFromTag(tag.split(";")[0]);
    if (locale) return locale;
  }
  return localeFromTag(shopLocale) ?? DEFAULT_LOCALE;
}
