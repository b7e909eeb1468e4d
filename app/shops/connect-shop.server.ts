import type { AppContext } from "~/app-context";
import { DeliveryError } from "~/delivery";
import { secretHint } from "~/secrets";
import { deliveryClientForKey } from "./delivery-client.server";
import { CHECKOUT_SCOPE, ORDERS_KEY_SCOPES, probeKeyScopes } from "./probe-key-scopes.server";
import { recordInstall } from "./record-install.server";
import { SHOP_SYNC_ACTIVE } from "~/problems";

export type ConnectInput = { shopDomain: string; apiKey: string; checkoutApiKey?: string; webhookSecrets?: string[] };

export type ConnectProblem = {
  field: "shop" | "apiKey" | "checkoutApiKey" | "webhookSecrets";
  code: string;
  message: string;
  missingScopes?: string[];
};

export type ConnectResult =
  { ok: true; scopes: string[]; originCountryCode: string | null } | { ok: false; problem: ConnectProblem };

const KEY_PREFIX = "svc_live_"; // spec §5.1
const SECRET_PREFIX = "whsec_"; // spec §6
// A key or a secret is a token the merchant pastes: visible ASCII, no space, bounded. Anything else (a control or bidi
// character, a line break that would end a header) is refused as it is, never cleaned: a changed secret is another.
const TOKEN = /^[\x21-\x7e]{1,256}$/;

/**
 * Connects an installed shop to the delivery service: checks the key(s) live against the service,
 * refuses a key that lacks scopes (naming them), and stores the key(s) and webhook secret(s)
 * encrypted. The shop keeps its earlier connection when anything is refused.
 */
export async function connectShop(ctx: AppContext, input: ConnectInput): Promise<ConnectResult> {
  const shop = await installedShop(ctx, input.shopDomain);
  if (!shop)
    return refuse(
      "shop",
      "SHOP_NOT_INSTALLED",
      `${input.shopDomain} has not installed the app (no offline session). Install it from the Shopify admin first.`,
    );
  const formatProblem = checkFormats(input);
  if (formatProblem) return { ok: false, problem: formatProblem };

  // checkout:rates is asked of the orders key even beside a checkout key: granted, checkout may spill into what
  // the orders leave of its budget once the checkout key's is spent (docs/decisions/116).
  const main = await checkKey(ctx, "apiKey", input.apiKey, shop.locale, [...ORDERS_KEY_SCOPES, CHECKOUT_SCOPE]);
  if (!main.ok) return main;
  const missingOrders = main.missing.filter((scope) => scope !== CHECKOUT_SCOPE);
  if (missingOrders.length > 0)
    return refuse(
      "apiKey",
      "API_KEY_SCOPE_MISSING",
      `This key lacks the scopes ${missingOrders.join(", ")}. Create a key with ${ORDERS_KEY_SCOPES.join(", ")} in the delivery dashboard.`,
      missingOrders,
    );
  if (input.checkoutApiKey) {
    const checkout = await checkKey(ctx, "checkoutApiKey", input.checkoutApiKey, shop.locale, [CHECKOUT_SCOPE]);
    if (!checkout.ok) return checkout;
    if (checkout.missing.length > 0)
      return refuse(
        "checkoutApiKey",
        "API_KEY_SCOPE_MISSING",
        `The checkout key lacks the scope ${CHECKOUT_SCOPE}.`,
        checkout.missing,
      );
  }

  // Granted orders:read means the probe read the corridors (refused above otherwise).
  const corridors = main.corridors;
  const data = {
    apiKeyCiphertext: ctx.secrets.encrypt(input.apiKey),
    apiKeyHint: secretHint(input.apiKey),
    checkoutApiKeyCiphertext: input.checkoutApiKey ? ctx.secrets.encrypt(input.checkoutApiKey) : null,
    checkoutApiKeyHint: input.checkoutApiKey ? secretHint(input.checkoutApiKey) : null,
    ...(input.webhookSecrets
      ? { webhookSecretsCiphertext: ctx.secrets.encrypt(JSON.stringify(input.webhookSecrets)) }
      : {}),
    scopesJson: JSON.stringify(main.granted),
    originCountryCode: corridors?.originCountryCode ?? null,
    validatedAt: ctx.now(),
  };
  await ctx.db.serviceConnection.upsert({
    where: { shopId: shop.id },
    create: { shopId: shop.id, ...data },
    update: data,
  });
  await ctx.db.shop.update({ where: { id: shop.id }, data: SHOP_SYNC_ACTIVE });
  return { ok: true, scopes: main.granted, originCountryCode: data.originCountryCode };
}

async function installedShop(ctx: AppContext, domain: string) {
  const session = await ctx.db.session.findFirst({ where: { shop: domain, isOnline: false }, select: { id: true } });
  if (!session) return null;
  return recordInstallIfMissing(ctx, domain);
}

async function recordInstallIfMissing(ctx: AppContext, domain: string) {
  const shop = await ctx.db.shop.findUnique({ where: { domain } });
  return shop && !shop.uninstalledAt ? shop : recordInstall(ctx, domain);
}

function checkFormats(input: ConnectInput): ConnectProblem | null {
  if (!input.apiKey.startsWith(KEY_PREFIX) || !TOKEN.test(input.apiKey))
    return problem(
      "apiKey",
      "API_KEY_FORMAT",
      `A service API key starts with ${KEY_PREFIX} and holds no space or invisible character. Copy it again from the delivery dashboard.`,
    );
  if (
    input.checkoutApiKey !== undefined &&
    !(input.checkoutApiKey.startsWith(KEY_PREFIX) && TOKEN.test(input.checkoutApiKey))
  ) {
    return problem(
      "checkoutApiKey",
      "API_KEY_FORMAT",
      `A service API key starts with ${KEY_PREFIX} and holds no space or invisible character.`,
    );
  }
  const secrets = input.webhookSecrets ?? [];
  if (secrets.length > 2)
    return problem(
      "webhookSecrets",
      "TOO_MANY_SECRETS",
      "At most two webhook secrets (the new and the old one, during a rotation).",
    );
  if (secrets.some((secret) => !secret.startsWith(SECRET_PREFIX) || !TOKEN.test(secret))) {
    return problem(
      "webhookSecrets",
      "WEBHOOK_SECRET_FORMAT",
      `A webhook signing secret starts with ${SECRET_PREFIX} and holds no space or invisible character. Copy it from the endpoint in the delivery dashboard.`,
    );
  }
  return null;
}

async function checkKey(
  ctx: AppContext,
  field: "apiKey" | "checkoutApiKey",
  key: string,
  locale: string,
  scopes: readonly string[],
) {
  try {
    return {
      ok: true as const,
      ...(await probeKeyScopes(deliveryClientForKey(ctx, key, locale, "beside-checkout"), scopes)),
    };
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    const message =
      error.code === "API_KEY_INVALID"
        ? "The delivery service does not recognise this key (unknown, revoked or mistyped)."
        : `The delivery service could not check the key: ${error.message}`;
    return refuse(field, error.code, message);
  }
}

function problem(
  field: ConnectProblem["field"],
  code: string,
  message: string,
  missingScopes?: string[],
): ConnectProblem {
  return { field, code, message, ...(missingScopes ? { missingScopes } : {}) };
}

function refuse(field: ConnectProblem["field"], code: string, message: string, missingScopes?: string[]) {
  return { ok: false as const, problem: problem(field, code, message, missingScopes) };
}
