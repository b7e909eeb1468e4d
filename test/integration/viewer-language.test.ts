import { describe, expect, test } from "vitest";
import { connectedShop } from "../../stack/connect";
import { BROWSER_USER_AGENT, hostParam, sessionToken } from "../support/browser/session-token";
import { useStack } from "../support/use-stack";

/*
 * The admin's language is the viewer's (docs/decisions/074): Shopify's `?locale=` on a staff member's document
 * request is that staff member's, kept for their later requests, and never rewrites the shop's own language
 * (Shop.locale: the buyers' messages, Flow, the service's errors).
 */
const stack = useStack();

/** The dashboard's document as Shopify's admin opens it for staff member `staff`, and the language it is in. */
async function openDashboard(shop: string, staff: string, locale?: string): Promise<string> {
  const token = sessionToken(shop, 3600, staff);
  const url = new URL("/app", stack.app.url);
  const params = { embedded: "1", shop, host: hostParam(shop), id_token: token, ...(locale ? { locale } : {}) };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const response = await fetch(url, { headers: { "User-Agent": BROWSER_USER_AGENT } });
  const html = await response.text();
  expect(response.status, html.slice(0, 300)).toBe(200);
  const lang = /<html lang="([a-z]+)"/.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return `${lang}: ${title}`;
}

const shopLocale = async (shop: string) =>
  (await stack.db.shop.findUniqueOrThrow({ where: { domain: shop }, select: { locale: true } })).locale;

describe("the admin's language", () => {
  test("a staff member's ?locale=fr is theirs: the shop's language and the other staff's stay", async () => {
    const shop = await connectedShop(stack, { label: "viewer-fr" });
    expect(await shopLocale(shop)).toBe("en");

    expect(await openDashboard(shop, "1001", "fr-FR")).toBe("fr: Tableau de bord · Delivery Connect");
    expect(await shopLocale(shop)).toBe("en");
    // Shopify names the language on the document request only: the same staff member's next request keeps it.
    expect(await openDashboard(shop, "1001")).toBe("fr: Tableau de bord · Delivery Connect");
    // Another staff member Shopify has not named a language for reads the shop's.
    expect(await openDashboard(shop, "2002")).toBe("en: Dashboard · Delivery Connect");
    expect(await openDashboard(shop, "2002", "en")).toBe("en: Dashboard · Delivery Connect");
    expect(await openDashboard(shop, "1001")).toBe("fr: Tableau de bord · Delivery Connect");
  });

  test("a shop whose language is French stays French when an English-speaking staff member opens the app", async () => {
    const shop = await connectedShop(stack, { label: "viewer-en" });
    await stack.db.shop.update({ where: { domain: shop }, data: { locale: "fr" } });
    expect(await openDashboard(shop, "3003", "en-US")).toBe("en: Dashboard · Delivery Connect");
    expect(await shopLocale(shop)).toBe("fr");
    expect(await openDashboard(shop, "4004")).toBe("fr: Tableau de bord · Delivery Connect");
  });
});

describe("the shop's own language", () => {
  test("is the primary locale shop/update says, and the staff who were never named a language read it", async () => {
    const shop = await connectedShop(stack, { label: "primary-fr" });
    const body = { ...stack.shopify.state.updateShop(shop, {}), primary_locale: "fr" };
    const update = await stack.shopify.sendWebhook({
      path: "/webhooks/shop/update",
      topic: "shop/update",
      shop,
      payload: body,
    });
    expect(update.status).toBe(200);
    expect(await shopLocale(shop)).toBe("fr");
    expect(await openDashboard(shop, "5005")).toBe("fr: Tableau de bord · Delivery Connect");
  });
});
