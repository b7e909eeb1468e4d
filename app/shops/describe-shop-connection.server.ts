import type { AppContext } from "~/context.server";
import { shopUrls } from "./shop-urls";

/** The shop's connection as the merchant and operators see it: never a secret, only hints. */
export async function describeShopConnection({ db, env, secrets }: Pick<AppContext, "db" | "env" | "secrets">, domain: string) {
  const shop = await db.shop.findUnique({ where: { domain }, include: { connection: true } });
  if (!shop) return { shop: domain, installed: false as const, connected: false as const };
  const connection = shop.connection;
  const webhookSecretCount = connection?.webhookSecretsCiphertext ? (JSON.parse(secrets.decrypt(connection.webhookSecretsCiphertext)) as string[]).length : 0;
  return {
    shop: domain,
    installed: !shop.uninstalledAt,
    connected: Boolean(connection),
    syncState: shop.syncState,
    syncPausedReason: shop.syncPausedReason,
    apiKeyHint: connection?.apiKeyHint ?? null,
    checkoutApiKeyHint: connection?.checkoutApiKeyHint ?? null,
    scopes: connection ? (JSON.parse(connection.scopesJson) as string[]) : [],
    originCountryCode: connection?.originCountryCode ?? null,
    webhookSecretCount,
    validatedAt: connection?.validatedAt.toISOString() ?? null,
    carrierService: { state: shop.carrierServiceState, id: shop.carrierServiceId, message: shop.carrierServiceMessage },
    ...shopUrls(env.SHOPIFY_APP_URL, shop),
  };
}
