import type { AppContext } from "~/app-context";
import { shopUrls } from "./shop-urls";
import { carrierServiceShopifySaid, carrierServiceText, syncPausedText } from "~/problems";

/**
 * The shop's connection as the merchant and operators see it: never a secret, only hints. Texts are
 * in `locale`, the shop's own language when absent (the CLI).
 */
export async function describeShopConnection(
  { db, env, secrets }: Pick<AppContext, "db" | "env" | "secrets">,
  domain: string,
  locale?: string,
) {
  const shop = await db.shop.findUnique({ where: { domain }, include: { connection: true } });
  if (!shop) return { shop: domain, installed: false as const, connected: false as const };
  const connection = shop.connection;
  const webhookSecretCount = connection?.webhookSecretsCiphertext
    ? (JSON.parse(secrets.decrypt(connection.webhookSecretsCiphertext)) as string[]).length
    : 0;
  return {
    shop: domain,
    installed: !shop.uninstalledAt,
    connected: Boolean(connection),
    syncState: shop.syncState,
    syncPausedReason: syncPausedText(shop, locale ?? shop.locale),
    apiKeyHint: connection?.apiKeyHint ?? null,
    checkoutApiKeyHint: connection?.checkoutApiKeyHint ?? null,
    scopes: connection ? (JSON.parse(connection.scopesJson) as string[]) : [],
    originCountryCode: connection?.originCountryCode ?? null,
    webhookSecretCount,
    validatedAt: connection?.validatedAt.toISOString() ?? null,
    carrierService: {
      state: shop.carrierServiceState,
      id: shop.carrierServiceId,
      message: carrierServiceText(shop, locale ?? shop.locale),
      shopifySaid: carrierServiceShopifySaid(shop),
    },
    ...shopUrls(env.SHOPIFY_APP_URL, shop),
  };
}
