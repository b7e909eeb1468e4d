import type { AppContext } from "~/app-context";
import { adminPreviewAllows } from "./admin-preview";
import { DEFAULT_LOCALE, localeFromTag, type Locale } from "~/i18n";
import { authenticate } from "~/shopify.server";

export type AdminRequest = {
  shopDomain: string;
  locale: Locale;
  /** false in the local preview: the layout then renders Polaris without App Bridge. */
  embedded: boolean;
  /** The Shopify staff member's user id (the session token's `sub`); null in the preview. */
  staffUserId: string | null;
};

/**
 * The one way an admin page learns whose page it is and in which language. Normally Shopify's
 * embedded authentication (session token). With ADMIN_PREVIEW=on — a demo switch that
 * env.server.ts refuses in production — the preview shop's pages open in a plain browser on
 * localhost, with no Shopify admin around them.
 */
export async function requireAdmin(ctx: AppContext, request: Request): Promise<AdminRequest> {
  if (adminPreviewAllows(ctx.env, new URL(request.url).host)) {
    const shopDomain = await previewShopDomain(ctx);
    return { shopDomain, locale: await adminLocale(ctx, shopDomain, request), embedded: false, staffUserId: null };
  }
  const { session, sessionToken } = await authenticate.admin(request);
  return {
    shopDomain: session.shop,
    locale: await adminLocale(ctx, session.shop, request),
    embedded: true,
    staffUserId: typeof sessionToken?.sub === "string" && sessionToken.sub ? sessionToken.sub : null,
  };
}

async function previewShopDomain({ env, db }: AppContext): Promise<string> {
  if (env.ADMIN_PREVIEW_SHOP) return env.ADMIN_PREVIEW_SHOP;
  const shops = await db.shop.findMany({ where: { uninstalledAt: null }, select: { domain: true }, take: 2 });
  if (shops.length === 1) return shops[0].domain;
  throw new Response(
    shops.length === 0
      ? "Admin preview: no shop has installed the app yet. Run `npm run demo`, or set ADMIN_PREVIEW_SHOP."
      : "Admin preview: several shops are installed; set ADMIN_PREVIEW_SHOP to the one to show.",
    { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
}

/**
 * Shopify gives the admin's language as `?locale=fr-FR` on the document request only; it is kept
 * on Shop.locale so later data requests, jobs and the service's messages use it too.
 */
async function adminLocale({ db }: AppContext, shopDomain: string, request: Request): Promise<Locale> {
  const requested = localeFromTag(new URL(request.url).searchParams.get("locale"));
  const shop = await db.shop.findUnique({ where: { domain: shopDomain }, select: { locale: true } });
  if (requested && shop && shop.locale !== requested) {
    await db.shop.update({ where: { domain: shopDomain }, data: { locale: requested } });
  }
  return requested ?? localeFromTag(shop?.locale) ?? DEFAULT_LOCALE;
}
