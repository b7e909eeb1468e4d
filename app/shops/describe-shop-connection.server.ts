import type { AppContext } from "~/app-context";
import { shopUrls } from "./shop-urls";
import { carrierServiceShopifySaid, carrierServiceText, syncPausedText } from "~/problems";
import { storedScopesPriceCheckout } from "./probe-key-scopes.server";

/**
 * What the merchant's keys could still give checkout when their requests run out (docs/decisions/116):
 * `checkout-key`, a key of checkout's own (its whole 120 a minute); `orders-key-scope`, checkout:rates
 * on the orders key beside it (up to 40 a minute of what the orders leave); null when both are there.
 */
export type CheckoutKeysAdvice = "checkout-key" | "orders-key-scope" | null;

export function checkoutKeysAdvice(connection: {
  checkoutApiKeyHint: string | null;
  scopesJson: string;
}): CheckoutKeysAdvice {
  if (!connection.checkoutApiKeyHint) return "checkout-key";
  return storedScopesPriceCheckout(connection.scopesJson) ? null : "orders-key-scope";
}

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
