import { forgetCallbackShop } from "~/shops";
import type { AppContext } from "~/app-context";

/**
 * shop/redact (48 hours after uninstall): delete everything held for the shop. Orders, events,
 * deliveries, statistics and the service connection go with the Shop row (cascading deletes);
 * sessions, webhook receipts, the order inbox, jobs and compliance records are keyed by domain or id and go here.
 * The shop's checkout stops being answered here at once (other instances: docs/decisions/037).
 */
export async function redactShop({ db }: Pick<AppContext, "db">, domain: string) {
  const shop = await db.shop.findUnique({ where: { domain }, select: { id: true } });
  await db.$transaction([
    db.session.deleteMany({ where: { shop: domain } }),
    db.shopifyWebhookReceipt.deleteMany({ where: { shopDomain: domain } }),
    db.orderWebhookInbox.deleteMany({ where: { shopDomain: domain } }),
    ...(shop
      ? [
          db.job.deleteMany({ where: { shopId: shop.id } }),
          db.flowTriggerEvent.deleteMany({ where: { shopId: shop.id } }),
          db.shop.delete({ where: { id: shop.id } }),
        ]
      : []),
    db.complianceRequest.deleteMany({ where: { shopDomain: domain, topic: { not: "shop/redact" } } }),
  ]);
  forgetCallbackShop(domain);
}
