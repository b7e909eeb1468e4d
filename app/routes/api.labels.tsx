import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readBodyWithLimit, tooLarge } from "~/http";
import { localeFromTag, DEFAULT_LOCALE } from "~/i18n";
import { LABEL_FORMATS } from "~/labels/browser";
import { createLabelLinkToken, LABEL_LINK_TTL_SEC, findLabelOrders } from "~/labels";

const MAX_BODY_BYTES = 64 * 1024;

const BodySchema = z.object({
  orderIds: z
    .array(
      z.string().regex(/^gid:\/\/shopify\/Order\/\d+$/, "orderIds must be order GIDs: gid://shopify/Order/<number>"),
    )
    .min(1, "orderIds must name at least one order"),
  format: z.enum(LABEL_FORMATS).default("thermal"),
  /** The language of the print action asking (its locale file's `localeCode`), for a refusal's message. */
  locale: z.enum(["en", "fr"]).optional(),
});

/*
 * POST /api/labels {orderIds: [gid…], format, locale}: asked by the print actions on Shopify's order
 * page and order list (extensions/delivery-labels-*). The admin's fetch sends a session token;
 * authenticate.admin checks it (and answers the CORS preflight). The orders are checked here — the
 * shop's own, all sent — and the answer is a short-lived signed link to the PDF
 * (app/routes/labels.$token.tsx) that the action hands to Shopify's print preview as its `src`.
 */
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const { session, cors } = await context.shopify.authenticate.admin(request);
  const ctx = context.app;
  // 100 order GIDs are some 4 KB: a session is no reason to let one request fill the memory.
  const read = await readBodyWithLimit(request, MAX_BODY_BYTES);
  if (!read.ok) return cors(tooLarge(MAX_BODY_BYTES));
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    body = null;
  }
  const parsed = BodySchema.safeParse(body);
  if (!parsed.success)
    return cors(
      Response.json({ error: parsed.error.issues.map((issue) => issue.message).join("; ") }, { status: 400 }),
    );
  const shop = await ctx.db.shop.findUnique({ where: { domain: session.shop }, select: { locale: true } });
  const locale = parsed.data.locale ?? localeFromTag(shop?.locale) ?? DEFAULT_LOCALE;
  const found = await findLabelOrders(ctx, session.shop, { by: "gid", ids: parsed.data.orderIds }, locale);
  if (!found.ok) return cors(Response.json({ error: found.message }, { status: found.status }));
  const ids = found.labels.map((label) => label.orderSyncId);
  const token = createLabelLinkToken(
    ctx.env.SHOPIFY_API_SECRET,
    { shop: session.shop, ids, format: parsed.data.format },
    ctx.now(),
  );
  return cors(
    Response.json(
      { url: `${ctx.env.SHOPIFY_APP_URL}/labels/${token}`, count: ids.length, expiresInSec: LABEL_LINK_TTL_SEC },
      { headers: { "Cache-Control": "no-store" } },
    ),
  );
};

/**
 * Remix hands a browser's OPTIONS preflight to the loader: authenticate.admin answers it (204 with
 * CORS). Any other GET is told to POST.
 */
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { cors } = await context.shopify.authenticate.admin(request);
  return cors(Response.json({ error: "POST the orderIds to print." }, { status: 405, headers: { Allow: "POST" } }));
};
