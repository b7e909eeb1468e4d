import type { LoaderFunctionArgs } from "@remix-run/node";
import { DEFAULT_LOCALE, localeFromTag } from "~/i18n";
import { translate } from "~/i18n";
import { readLabelLinkToken, labelsResponse, printLabels } from "~/labels";

/*
 * GET /labels/<token>: the labels PDF behind a link that POST /api/labels signed a few minutes ago
 * (Shopify's print preview loads it). The signature is the permission; the orders are checked again
 * (still the shop's, still sent) when the PDF is drawn.
 */
export const loader = async ({ params, context, request }: LoaderFunctionArgs) => {
  const ctx = context.app;
  const read = readLabelLinkToken(ctx.env.SHOPIFY_API_SECRET, params.token ?? "", ctx.now());
  if (!read.ok) {
    return labelsResponse({
      ok: false,
      status: read.reason === "expired" ? 410 : 404,
      // Whose link it was is unknown or not to be trusted: both languages.
      message: (["en", "fr"] as const)
        .map((locale) =>
          translate(locale, read.reason === "expired" ? "labels.error.linkExpired" : "labels.error.notFound"),
        )
        .join(" / "),
    });
  }
  const { shop, ids, format } = read.link;
  const row = await ctx.db.shop.findUnique({ where: { domain: shop }, select: { locale: true } });
  const locale = localeFromTag(row?.locale) ?? DEFAULT_LOCALE;
  return labelsResponse(await printLabels(ctx, shop, { by: "id", ids }, format, locale, request.signal));
};
