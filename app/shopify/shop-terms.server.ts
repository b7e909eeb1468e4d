import type { AdminGraphql } from "./admin-graphql.server";
import type { DeliveryShopTermsQuery } from "~/types/admin.generated";

/*
 * The merchant's terms as Shopify keeps them (no access scope needed): the shop's IANA time zone,
 * its currency and its money format ("Money without currency in HTML", a FormattedString).
 */
const SHOP_TERMS = `#graphql
  query DeliveryShopTerms {
    shop { ianaTimezone currencyCode currencyFormats { moneyFormat } }
  }`;

export type ShopifyShopTerms = { ianaTimezone: string; currencyCode: string; moneyFormat: string };

export async function readShopTerms(graphql: AdminGraphql): Promise<ShopifyShopTerms> {
  const { shop } = await graphql<DeliveryShopTermsQuery>(SHOP_TERMS);
  return {
    ianaTimezone: shop.ianaTimezone,
    currencyCode: shop.currencyCode,
    moneyFormat: shop.currencyFormats.moneyFormat,
  };
}
