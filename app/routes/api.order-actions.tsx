import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  AdminOrderActionSchema,
  MAX_EXTENSION_BODY_BYTES,
  OrderActionsQuerySchema,
  requestProblems,
} from "~/admin/browser";
import { adminOrderActions, runAdminOrderAction } from "~/admin";
import { readJson } from "~/http";

/*
 * The order action in Shopify's admin (extensions/delivery-order-actions). As for the Delivery block
 * (api.order-delivery.tsx), the admin's fetch sends a session token as a Bearer header;
 * authenticate.admin verifies it and answers the CORS preflight, and `cors` lets the extension read.
 *   GET  ?orderId=<gid>  → the actions the order page would offer now, or 404.
 *   POST {orderId, intent, reason?, confirmed: true, locale?} → 200 done, 409 refused (with why), 404. An order of
 *   several parcels is acted on parcel by parcel: 200 when any was done, `parcels` saying each (decision 092).
 */
const NOT_FOUND = "No such order in this shop: Delivery Connect has not received it.";
const NO_STORE = { "Cache-Control": "no-store" };

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { session, cors } = await context.shopify.authenticate.admin(request);
  const query = OrderActionsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return cors(Response.json({ error: requestProblems(query.error) }, { status: 400 }));
  const view = await adminOrderActions(context.app, session.shop, query.data.orderId);
  if (!view) return cors(Response.json({ error: NOT_FOUND }, { status: 404, headers: NO_STORE }));
  return cors(Response.json(view, { headers: NO_STORE }));
};

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const { session, cors } = await context.shopify.authenticate.admin(request);
  if (request.method !== "POST") return cors(Response.json({ error: "Use POST." }, { status: 405 }));
  const body = await readJson(request, MAX_EXTENSION_BODY_BYTES);
  if (!body.ok) return cors(Response.json({ error: body.error }, { status: 400 }));
  const parsed = AdminOrderActionSchema.safeParse(body.value);
  if (!parsed.success) return cors(Response.json({ error: requestProblems(parsed.error) }, { status: 400 }));
  const result = await runAdminOrderAction(context.app, session.shop, parsed.data);
  if (result.status === "not_found") return cors(Response.json({ error: NOT_FOUND }, { status: 404 }));
  const { status, ...answer } = result;
  return cors(Response.json({ ok: status === "done", ...answer }, { status: status === "done" ? 200 : 409 }));
};
