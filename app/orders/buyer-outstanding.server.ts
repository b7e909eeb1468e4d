import { minorUnitsFromDecimalString } from "~/money";
import { inOtherCurrency, type ShopifyOrder } from "~/order-mapping";
import { type AdminGraphql, shopifyOutstandingSet } from "~/shopify";

/**
 * The order with Shopify's outstanding amount in the buyer's money beside the shop's (docs/decisions/087). A webhook's
 * REST order gives it in the shop's money only; for a buyer who checked out in another currency and has paid part,
 * the amount to collect is then Shopify's own figure in theirs, read here, rather than a share of their total that
 * can fall a unit short (decision 077). Read only then: the same currency, or nothing paid yet (the buyer's total
 * is exact), needs no call, and an order read through the Admin API carries it already (order-snapshot.ts).
 */
export async function withBuyerOutstanding(graphql: AdminGraphql, order: ShopifyOrder): Promise<ShopifyOrder> {
  if (!inOtherCurrency(order) || order.total_outstanding_set || order.total_outstanding == null) return order;
  const total = order.current_total_price_set?.shop_money?.amount ?? order.total_price;
  const toShopMinor = (amount: string) => minorUnitsFromDecimalString(amount, order.currency, "down");
  const owed = toShopMinor(order.total_outstanding);
  if (owed <= 0 || (total != null && owed >= toShopMinor(total))) return order;
  const set = await shopifyOutstandingSet(graphql, order.admin_graphql_api_id);
  return set ? { ...order, total_outstanding_set: set } : order;
}
