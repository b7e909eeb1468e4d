import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { orderDeliverySummary } from "~/orders";

const QuerySchema = z.object({
  orderId: z
    .string()
    .regex(/^gid:\/\/shopify\/Order\/\d+$/, "orderId must be an order GID: gid://shopify/Order/<number>"),
  /** The language of the admin block asking (its locale file's `localeCode`). */
  locale: z.enum(["en", "fr"]).optional(),
});

/*
 * GET /api/order-delivery?orderId=gid://shopify/Order/…: read by the admin block on Shopify's order
 * page (extensions/delivery-order-block). The admin's fetch sends a session token as a Bearer header;
 * authenticate.admin verifies it (and answers the CORS preflight), and `cors` lets the
 * extension's origin read the answer.
 */
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { session, cors } = await context.shopify.authenticate.admin(request);
  const query = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return cors(Response.json({ error: query.error.issues.map((issue) => issue.message).join("; ") }, { status: 400 }));
  }
  const summary = await orderDeliverySummary(context.app, session.shop, query.data.orderId, {
    locale: query.data.locale,
  });
  // Delivery state changes with every event: never reuse an earlier answer.
  return cors(Response.json(summary, { headers: { "Cache-Control": "no-store" } }));
};
