import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { API_VERSION } from "~/shopify";
import { abidjanCart, checkoutShop, sandboxCalls } from "../support/checkout-kit";
import { BROWSER_USER_AGENT, sessionToken } from "../support/browser/session-token";
import { useStack } from "../support/use-stack";

/*
 * App Bridge's session tokens are HS256 over `header.payload` with the app's secret: the key and algorithm of
 * Shopify's webhook and carrier-callback HMAC. Anyone who can open the app in a store holds such tokens; split
 * one, and `header.payload` with its signature (re-encoded as base64) makes a body and an X-Shopify-Hmac-Sha256
 * that an HMAC check alone accepts, under any shop's domain. A signed body must be a JSON object: these are
 * refused before anything is stored or looked up (docs/decisions/070).
 */
const stack = useStack();
let attacker: string;
let victim: Awaited<ReturnType<typeof checkoutShop>>;

beforeAll(async () => {
  attacker = await stack.installShop({ label: "attacker" });
  victim = await checkoutShop(stack);
});

/** The attacker's own session token, split into a body and the HMAC header a webhook carries. */
function forgedFromSessionToken(): { body: string; hmac: string; token: string } {
  const token = sessionToken(attacker);
  const [header, payload, signature] = token.split(".");
  return { body: `${header}.${payload}`, hmac: Buffer.from(signature, "base64url").toString("base64"), token };
}

test("the token is one the app takes as a session token (what the attack starts from)", async () => {
  const { token } = forgedFromSessionToken();
  const response = await fetch(`${stack.app.url}/app.data?_routes=routes/app`, {
    headers: { Authorization: `Bearer ${token}`, "User-Agent": BROWSER_USER_AGENT },
  });
  expect(response.status).toBe(200);
});

describe("a body and HMAC made from a session token", () => {
  test("is refused as an order webhook under another shop's domain, and nothing is stored", async () => {
    const forged = forgedFromSessionToken();
    const webhookId = randomUUID();
    const response = await fetch(`${stack.app.url}/webhooks/orders/create`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Shopify-Hmac-Sha256": forged.hmac,
        "X-Shopify-Topic": "orders/create",
        "X-Shopify-Shop-Domain": victim.domain,
        "X-Shopify-API-Version": API_VERSION,
        "X-Shopify-Webhook-Id": webhookId,
      },
      body: forged.body,
    });
    expect(response.status).toBe(400);
    expect(await stack.db.orderWebhookInbox.findUnique({ where: { webhookId } })).toBeNull();
    expect(await stack.db.shopifyWebhookReceipt.findUnique({ where: { webhookId } })).toBeNull();
  });

  test("is refused on every other webhook address, and the shop stays installed", async () => {
    for (const [path, topic] of [
      ["/webhooks/app/uninstalled", "app/uninstalled"],
      ["/webhooks/compliance", "shop/redact"],
      ["/webhooks/orders/edited", "orders/edited"],
      ["/webhooks/refunds/create", "refunds/create"],
    ]) {
      const forged = forgedFromSessionToken();
      const response = await fetch(`${stack.app.url}${path}`, {
        method: "POST",
        headers: {
          "X-Shopify-Hmac-Sha256": forged.hmac,
          "X-Shopify-Topic": topic,
          "X-Shopify-Shop-Domain": victim.domain,
          "X-Shopify-API-Version": API_VERSION,
          "X-Shopify-Webhook-Id": randomUUID(),
        },
        body: forged.body,
      });
      expect(response.status, path).toBe(400);
    }
    const shop = await stack.db.shop.findUniqueOrThrow({ where: { domain: victim.domain } });
    expect(shop.uninstalledAt).toBeNull();
  });

  test("is refused as a carrier callback before its token is looked up, the shop's real token included", async () => {
    const before = await sandboxCalls(stack);
    for (const path of [victim.path, `/carrier-service/rates?token=${randomBytes(24).toString("base64url")}`]) {
      const forged = forgedFromSessionToken();
      const response = await fetch(`${stack.app.url}${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Shopify-Hmac-Sha256": forged.hmac,
          "X-Shopify-Shop-Domain": victim.domain,
        },
        body: forged.body,
      });
      // 401 as for any unsigned callback: before this rule the shop's token led on to a 400 "not JSON" past the lookup.
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 401,
        body: { error: "Unauthorized." },
      });
    }
    expect(await sandboxCalls(stack)).toBe(before);
    // The same callback, signed as Shopify signs a cart, is answered: the refusal is the body's kind, not the shop.
    expect(
      (await stack.shopify.sendCarrierCallback({ shop: victim.domain, path: victim.path, body: abidjanCart() })).status,
    ).toBe(200);
  });
});
