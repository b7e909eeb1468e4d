import type { AppContext } from "~/app-context";
import type { CheckoutHealthAtOrder } from "~/orders";

/** The dashboard looks this far back for orders that missed the app at checkout. */
export const MISSED_CHECKOUT_DAYS = 7;
const LISTED = 10;

/** Orders that got Shopify's backup rates (or another method) and are not with the service, newest first. */
export function missedCheckoutWhere(shopId: string, since?: Date) {
  return { shopId, serviceOrderId: null, missedCheckoutAt: since ? { gte: since } : { not: null } };
}

export function readCheckoutHealth(json: string | null): CheckoutHealthAtOrder | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as CheckoutHealthAtOrder;
  } catch {
    return null;
  }
}

/** What the dashboard shows about missed checkouts and about the Shopify-side sweep. */
export async function getMissedCheckoutSummary(ctx: AppContext, shopDomain: string) {
  const shop = await ctx.db.shop.findUnique({
    where: { domain: shopDomain },
    select: { id: true, shopifySweepError: true },
  });
  if (!shop) return null;
  const where = missedCheckoutWhere(shop.id, new Date(ctx.now().getTime() - MISSED_CHECKOUT_DAYS * 86_400_000));
  const [count, rows] = await Promise.all([
    ctx.db.orderSync.count({ where }),
    ctx.db.orderSync.findMany({
      where,
      orderBy: { missedCheckoutAt: "desc" },
      take: LISTED,
      select: { id: true, orderName: true, missedCheckoutAt: true, checkoutHealthJson: true },
    }),
  ]);
  return {
    days: MISSED_CHECKOUT_DAYS,
    count,
    orders: rows.map((row) => ({
      id: row.id,
      orderName: row.orderName,
      at: row.missedCheckoutAt!.toISOString(),
      health: readCheckoutHealth(row.checkoutHealthJson),
    })),
    sweepError: shop.shopifySweepError,
  };
}
