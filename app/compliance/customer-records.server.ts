import type { AppContext } from "~/app-context";
import { shopifyGid } from "~/shopify";

export type CustomerRequest = { shopDomain: string; customerId?: string | number; orderIds: Array<string | number> };

/** The orders the app holds for a customer: by the customer's id, or by the orders Shopify names. */
export async function findCustomerOrders({ db }: Pick<AppContext, "db">, request: CustomerRequest) {
  const shop = await db.shop.findUnique({ where: { domain: request.shopDomain }, select: { id: true } });
  if (!shop) return [];
  const or = [
    ...(request.customerId !== undefined ? [{ shopifyCustomerGid: shopifyGid("Customer", request.customerId) }] : []),
    { shopifyOrderGid: { in: request.orderIds.map((id) => shopifyGid("Order", id)) } },
  ];
  return db.orderSync.findMany({ where: { shopId: shop.id, OR: or }, include: { events: true } });
}
