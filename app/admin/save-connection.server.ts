import type { AppContext } from "~/app-context";
import { type ConnectResult, connectStore } from "~/shops";
import type { ConnectForm } from "./connect-form";

/**
 * Saves the connection form through connectStore: every key is checked live against the service,
 * then the carrier service is registered with Shopify.
 * Keys are never shown again once stored, so a blank key field means "keep the stored key", and
 * blank secret fields keep the stored secrets.
 */
export async function saveConnection(ctx: AppContext, shopDomain: string, form: ConnectForm): Promise<ConnectResult> {
  const stored = await ctx.db.serviceConnection.findFirst({
    where: { shop: { domain: shopDomain } },
    select: { apiKeyCiphertext: true, checkoutApiKeyCiphertext: true },
  });
  const apiKey = form.apiKey || (stored ? ctx.secrets.decrypt(stored.apiKeyCiphertext) : "");
  if (!apiKey)
    return { ok: false, problem: { field: "apiKey", code: "API_KEY_REQUIRED", message: "Paste the service API key." } };
  const storedCheckoutKey = stored?.checkoutApiKeyCiphertext
    ? ctx.secrets.decrypt(stored.checkoutApiKeyCiphertext)
    : undefined;
  const checkoutApiKey = form.removeCheckoutKey ? undefined : form.checkoutApiKey || storedCheckoutKey;
  const webhookSecrets = [form.webhookSecret, form.webhookSecretPrevious].filter(Boolean);
  return connectStore(ctx, {
    shopDomain,
    apiKey,
    checkoutApiKey,
    webhookSecrets: webhookSecrets.length > 0 ? webhookSecrets : undefined,
  });
}
