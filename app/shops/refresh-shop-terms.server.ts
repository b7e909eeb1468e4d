import type { AppContext } from "~/app-context";
import { shopTimeZone, isKnownTimeZone } from "~/i18n";
import type { ShopTerms } from "~/i18n";
import { ShopifyAdminError, type AdminGraphql, readShopTerms, type ShopifyShopTerms } from "~/shopify";

/**
 * The shop's time zone and money format are read from Shopify once and kept on the Shop row: at
 * connection, again by the reconciliation once they are older than this, and at once when Shopify
 * says the shop changed (shop/update). docs/decisions/043.
 */
export const SHOP_TERMS_MAX_AGE_MS = 24 * 3_600_000;

/** Reads the shop's terms from Shopify and keeps them. */
export async function refreshShopTerms(
  ctx: Pick<AppContext, "db" | "now" | "logger">,
  domain: string,
  graphql: AdminGraphql,
) {
  return storeShopTerms(ctx, domain, await readShopTerms(graphql));
}

/** Keeps what Shopify said; a zone this runtime does not know is logged and left as it was (UTC until then). */
export async function storeShopTerms(
  ctx: Pick<AppContext, "db" | "now" | "logger">,
  domain: string,
  terms: Partial<ShopifyShopTerms>,
) {
  const zone = terms.ianaTimezone;
  if (zone && !isKnownTimeZone(zone)) ctx.logger.warn({ shop: domain, zone }, "shop time zone unknown here: UTC kept");
  await ctx.db.shop.update({
    where: { domain },
    data: {
      ...(zone && isKnownTimeZone(zone) ? { ianaTimezone: zone } : {}),
      ...(terms.currencyCode ? { currency: terms.currencyCode } : {}),
      ...(terms.moneyFormat ? { moneyFormat: terms.moneyFormat } : {}),
      shopTermsReadAt: ctx.now(),
    },
  });
}

/** True when the shop's terms were never read, or are older than SHOP_TERMS_MAX_AGE_MS. */
export function shopTermsDue(shop: { shopTermsReadAt: Date | null }, now: Date) {
  return !shop.shopTermsReadAt || now.getTime() - shop.shopTermsReadAt.getTime() > SHOP_TERMS_MAX_AGE_MS;
}

/** The terms pages, the ledger, the CSV and the CLI use: UTC and the currency code until Shopify's are read. */
export function shopTermsOf(shop: {
  ianaTimezone: string | null;
  currency: string | null;
  moneyFormat: string | null;
}): ShopTerms {
  return { timeZone: shopTimeZone(shop.ianaTimezone), currency: shop.currency, moneyFormat: shop.moneyFormat };
}

/** The shop's terms by domain; UTC terms for an unknown shop. */
export async function loadShopTerms(ctx: Pick<AppContext, "db">, domain: string): Promise<ShopTerms> {
  const shop = await ctx.db.shop.findUnique({
    where: { domain },
    select: { ianaTimezone: true, currency: true, moneyFormat: true },
  });
  return shopTermsOf(shop ?? { ianaTimezone: null, currency: null, moneyFormat: null });
}

/**
 * shop/update: the shop's terms read again now, and its primary language (the body's primary_locale, the
 * shop's own language: never an admin viewer's, docs/decisions/074) kept; an unknown or uninstalled shop is
 * left alone.
 */
export async function refreshShopTermsOnUpdate(ctx: AppContext, domain: string, primaryLocale?: string) {
  const shop = await ctx.db.shop.findUnique({ where: { domain }, select: { uninstalledAt: true } });
  if (!shop || shop.uninstalledAt) return "unknown-shop" as const;
  if (primaryLocale) await ctx.db.shop.update({ where: { domain }, data: { locale: primaryLocale } });
  try {
    await refreshShopTerms(ctx, domain, await ctx.shopifyAdmin.graphqlFor(domain));
    return "read" as const;
  } catch (error) {
    if (!(error instanceof ShopifyAdminError)) throw error;
    ctx.logger.warn(
      { shop: domain, error: error.message },
      "shop/update: Shopify could not be asked; it will redeliver",
    );
    return "shopify-unavailable" as const;
  }
}
