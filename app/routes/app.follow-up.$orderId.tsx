import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/admin";
import { FollowUpFormSchema, formProblem, type FollowUpResult } from "~/follow-up/browser";
import { recordFollowUp } from "~/follow-up";
import { readForm } from "~/http";

/**
 * What the merchant did about a failed delivery (from the dashboard's "to call today" and the
 * order page), and the ledger's "close" of a returned cash-on-delivery parcel. Action only.
 */
export const action = async ({ request, params, context }: ActionFunctionArgs): Promise<FollowUpResult> => {
  const { shopDomain, staffUserId } = await requireAdmin(context, request);
  const form = FollowUpFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success) return { ok: false, code: formProblem(form.error) };
  const result = await recordFollowUp(context.app, shopDomain, params.orderId ?? "", form.data, staffUserId);
  // Another shop's order, or none: the same answer, naming nothing.
  if (!result) throw new Response("Order not found", { status: 404 });
  return result;
};

export const loader = () => {
  throw new Response("Not found", { status: 404 });
};
