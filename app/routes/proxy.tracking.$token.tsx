import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveTrackingPage } from "~/tracking-page";

/*
 * The buyer's tracking page: https://{shop}/apps/delivery/<token>, forwarded here by Shopify's app
 * proxy ([app_proxy] in shopify.app.toml). authenticate.public.appProxy checks the request's
 * signature as Shopify's app proxy rules say (400 otherwise); `liquid` answers application/liquid,
 * which Shopify renders inside the shop's theme.
 */
export const loader = async ({ request, params, context }: LoaderFunctionArgs) => {
  const { liquid } = await context.shopify.authenticate.public.appProxy(request);
  const url = new URL(request.url);
  const reply = await serveTrackingPage(context.app, {
    token: params.token ?? "",
    shop: url.searchParams.get("shop"),
    locale: url.searchParams.get("locale"),
    acceptLanguage: request.headers.get("accept-language"),
  });
  // Shipment states change: neither Shopify nor the browser may reuse an earlier answer.
  return liquid(reply.body, { status: reply.status, headers: { "Cache-Control": "no-store" } });
};
