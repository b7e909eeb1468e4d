/**
 * The buyer's money: what they saw at checkout and pay the rider or the link in (docs/decisions/077). A Shopify
 * order's plain amounts (`total_outstanding`, `price`) are in the shop's currency; the buyer's, when they checked
 * out in another (`presentment_currency`), are the `*_set.presentment_money` fields. Cash on delivery and links are
 * collected in the buyer's currency, with the service's two-decimal rule (spec §2). Pure.
 */
import { currencyDecimals } from "~/money";
import { present } from "./mapping-problem";
import { collectionStepMinor } from "./parcel-amounts";
import type { ShopifyLineItem, ShopifyOrder, ToMinor } from "./shopify-order";

/** The currency the buyer checked out in (the shop's when Shopify names none). */
export function buyerCurrency(order: ShopifyOrder): string {
  return (present(order.presentment_currency) ?? order.currency).toUpperCase();
}

/** Whether the buyer checked out in another currency than the shop's. */
export function inOtherCurrency(order: ShopifyOrder): boolean {
  return buyerCurrency(order) !== order.currency.toUpperCase();
}

/**
 * Which of the order's amounts a body in `currency` carries: the buyer's (presentment money) when it is their
 * currency and not the shop's, else the shop's.
 */
export function usesPresentmentMoney(order: ShopifyOrder, currency: string): boolean {
  return inOtherCurrency(order) && currency.toUpperCase() === buyerCurrency(order);
}

/** A line item's unit price in the body's currency (decimal string, as Shopify gives it). */
export function unitPriceIn(item: ShopifyLineItem, order: ShopifyOrder, currency: string): string {
  if (!usesPresentmentMoney(order, currency)) return item.price;
  return item.price_set?.presentment_money?.amount ?? item.price;
}

type MoneySet = {
  shop_money?: { amount?: string | null } | null;
  presentment_money?: { amount?: string | null } | null;
};

/**
 * What the buyer still owes in their own currency, in the service's minor units rounded down (never more than
 * owed, decision 040); null when the order does not say. `outstanding` is Shopify's `total_outstanding` (shop money).
 * - Shopify's own figure in the buyer's money (`total_outstanding_set`, docs/decisions/087) when the order carries
 *   it for this same outstanding amount: exactly what Shopify says the buyer owes.
 * - Else, nothing paid yet (what is outstanding is the whole current total): the total in the buyer's money.
 * - Else, part paid: the same share of the buyer's total as of the shop's, rounded down to the buyer currency's
 *   smallest unit (decision 077): at most one unit below Shopify's figure, never above it.
 */
export function outstandingInBuyerMoney(order: ShopifyOrder, outstanding: string, toMinor: ToMinor): number | null {
  const currency = buyerCurrency(order);
  if (!inOtherCurrency(order)) return toMinor(outstanding, currency, "down");
  const exact = shopifysBuyerOutstanding(order, outstanding, toMinor);
  if (exact !== null) return exact;
  const total = [order.current_total_price_set, order.total_price_set].find(
    (set): set is MoneySet => set?.shop_money?.amount != null && set.presentment_money?.amount != null,
  );
  if (!total) return null;
  const shopOwed = toMinor(outstanding, order.currency, "down");
  const shopTotal = toMinor(total.shop_money!.amount!, order.currency, "down");
  const buyerTotal = toMinor(total.presentment_money!.amount!, currency, "down");
  if (shopOwed >= shopTotal) return buyerTotal;
  if (shopTotal <= 0) return null;
  const share = Number((BigInt(buyerTotal) * BigInt(shopOwed)) / BigInt(shopTotal));
  const step = smallestUnitMinor(currency);
  return Math.floor(share / step) * step;
}

/**
 * Shopify's outstanding amount in the buyer's money, when the order gives it for the same shop-money figure as
 * `outstanding` (a figure read at another moment, a payment apart, is not mixed with this one); null otherwise.
 */
function shopifysBuyerOutstanding(order: ShopifyOrder, outstanding: string, toMinor: ToMinor): number | null {
  const set = order.total_outstanding_set;
  const shop = set?.shop_money?.amount;
  const buyer = set?.presentment_money;
  if (shop == null || buyer?.amount == null) return null;
  const currency = buyerCurrency(order);
  if (buyer.currency_code && buyer.currency_code.toUpperCase() !== currency) return null;
  if (toMinor(shop, order.currency, "down") !== toMinor(outstanding, order.currency, "down")) return null;
  return Math.max(0, toMinor(buyer.amount, currency, "down"));
}

/** The buyer currency's smallest unit in the service's minor units: 100 for XOF (no decimals), else 1. */
function smallestUnitMinor(currency: string): number {
  try {
    return collectionStepMinor(currencyDecimals(currency));
  } catch {
    return 1; // not a code the app knows: the service's own hundredths
  }
}
