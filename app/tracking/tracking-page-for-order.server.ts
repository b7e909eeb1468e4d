import type { AppContext } from "~/app-context";
import { openOrderPersonalData } from "~/order-record";
import { newTrackingToken, trackingPageUrl } from "./tracking-page-url";

type OrderForPage = { id: string; trackingToken: string | null; shopifyOrderJson: string | null };

/**
 * The order's tracking page address, its token created on first use (orders sent before the page
 * existed get one too). Two workers racing write one token: the second reads the first's.
 */
export async function trackingPageForOrder(
  ctx: Pick<AppContext, "db" | "secrets">,
  shopDomain: string,
  order: OrderForPage,
): Promise<string> {
  let token = order.trackingToken;
  if (!token) {
    await ctx.db.orderSync.updateMany({
      where: { id: order.id, trackingToken: null },
      data: { trackingToken: newTrackingToken() },
    });
    token = (await ctx.db.orderSync.findUniqueOrThrow({ where: { id: order.id }, select: { trackingToken: true } }))
      .trackingToken!;
  }
  return trackingPageUrl(shopDomain, token, buyerLocaleOf(openOrderPersonalData(ctx.secrets, order).shopifyOrderJson));
}

/** The order's `customer_locale` (REST order payload), the language the buyer checked out in. */
function buyerLocaleOf(shopifyOrderJson: string | null): string | null {
  try {
    const locale = (JSON.parse(shopifyOrderJson ?? "null") as { customer_locale?: unknown } | null)?.customer_locale;
    return typeof locale === "string" ? locale : null;
  } catch {
    return null;
  }
}
