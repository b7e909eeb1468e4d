import type { AppLoadContext } from "@remix-run/node";
import type { AppContext } from "~/app-context";
import { adminPreviewAllows } from "./admin-preview";
import { DEFAULT_LOCALE, localeFromTag, type Locale } from "~/i18n";

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
 * localhost, with no Shopify admin around them. Given the route's load context: the app's context and Shopify's
 * app object, which authenticates the request.
 */
export async function requireAdmin(
  context: Pick<AppLoadContext, "app" | "shopify">,
  request: Request,
): Promise<AdminRequest> {
  const ctx = context.app;
  if (adminPreviewAllows(ctx.env, new URL(request.url).host)) {
    const shopDomain = await previewShopDomain(ctx);
    const locale = await viewerLocale(ctx, shopDomain, PREVIEW_VIEWER, request);
    return { shopDomain, locale, embedded: false, staffUserId: null };
  }
  // Read here only: the preview never builds Shopify's app object.
  const { session, sessionToken } = await context.shopify.authenticate.admin(request);
  const staffUserId = typeof sessionToken?.sub === "string" && sessionToken.sub ? sessionToken.sub : null;
  return {
    shopDomain: session.shop,
    locale: await viewerLocale(ctx, session.shop, staffUserId, request),
    embedded: true,
    staffUserId,
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

/** The one viewer of the local preview (it has no staff member). */
const PREVIEW_VIEWER = "preview";

/**
 * The viewer's language, never the shop's (docs/decisions/074). Shopify gives the admin's language as
 * `?locale=fr-FR` on the document request only; it is kept for that staff member (StaffLocale), so the data
 * requests after it speak it too. A viewer Shopify never named falls back to the shop's own language. The
 * shop's language (Shop.locale: buyers' messages, Flow, the service's errors) is not written here.
 */
async function viewerLocale(
  { db, now }: AppContext,
  shopDomain: string,
  staffUserId: string | null,
  request: Request,
): Promise<Locale> {
  const requested = localeFromTag(new URL(request.url).searchParams.get("locale"));
  const shop = await db.shop.findUnique({
    where: { domain: shopDomain },
    select: { id: true, locale: true, staff: staffUserId ? { where: { staffUserId } } : false },
  });
  const kept = localeFromTag(shop?.staff?.[0]?.locale);
  if (requested && shop && staffUserId && kept !== requested) {
    await db.staffLocale.upsert({
      where: { shopId_staffUserId: { shopId: shop.id, staffUserId } },
      create: { shopId: shop.id, staffUserId, locale: requested, updatedAt: now() },
      update: { locale: requested, updatedAt: now() },
    });
  }
  return requested ?? kept ?? localeFromTag(shop?.locale) ?? DEFAULT_LOCALE;
}
