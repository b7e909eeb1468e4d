import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { MAX_EXTENSION_BODY_BYTES, requestProblems, SendSelectedSchema } from "~/admin/browser";
import { sendSelectedOrders } from "~/admin";
import { readJson } from "~/http";

/*
 * POST /api/send-orders {orderIds: [gid…], confirmed: true, locale?}: "Send for delivery" on a
 * selection in Shopify's order list (extensions/delivery-send-orders), authenticated as
 * api.order-actions.tsx is. The answer names each order: queued, or skipped and why.
 */
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const { session, cors } = await context.shopify.authenticate.admin(request);
  if (request.method !== "POST") return cors(Response.json({ error: "Use POST." }, { status: 405 }));
  const body = await readJson(request, MAX_EXTENSION_BODY_BYTES);
  if (!body.ok) return cors(Response.json({ error: body.error }, { status: 400 }));
  const parsed = SendSelectedSchema.safeParse(body.value);
  if (!parsed.success) return cors(Response.json({ error: requestProblems(parsed.error) }, { status: 400 }));
  return cors(Response.json(await sendSelectedOrders(context.app, session.shop, parsed.data)));
};

// The browser's CORS preflight (OPTIONS) reaches a resource route's loader, not its action:
// authenticate.admin answers it; a plain GET is told to post.
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { cors } = await context.shopify.authenticate.admin(request);
  return cors(Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } }));
};
