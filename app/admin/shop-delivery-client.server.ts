import type { AppContext } from "~/app-context";
import type { DeliveryClient } from "~/delivery";
import type { Locale } from "~/i18n";
import { ordersClientForShop } from "~/shops";

/**
 * The delivery client of a connected shop, speaking the merchant's language (the service's error
 * messages come back in it, spec §7); null when the shop has no connection yet.
 */
export async function shopDeliveryClient(
  ctx: AppContext,
  shopDomain: string,
  locale: Locale,
  options: { timeoutMs?: number } = {},
): Promise<DeliveryClient | null> {
  const shop = await ctx.db.shop.findUnique({
    where: { domain: shopDomain },
    select: { connection: { select: { apiKeyCiphertext: true, checkoutApiKeyCiphertext: true } } },
  });
  if (!shop?.connection) return null;
  return ordersClientForShop(ctx, { locale }, shop.connection, options);
}
