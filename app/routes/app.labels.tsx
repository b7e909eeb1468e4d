import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/admin";
import { parseLabelFormat } from "~/labels/browser";
import { translate } from "~/i18n";
import { labelsResponse, printLabels } from "~/labels";

/*
 * GET /app/labels?order=<id>&order=<id>&format=thermal|a4: the labels of the app's orders (its own
 * ids) as a PDF, for our order page and a selection in our order list. Those pages fetch it (App
 * Bridge puts the session token on the request) and save the file; a refusal is plain text saying
 * why (another shop's or an unknown order: 404; not sent yet: 409), in the admin's language.
 */
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { shopDomain, locale } = await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const format = parseLabelFormat(params.get("format"));
  const result = format
    ? await printLabels(
        context.app,
        shopDomain,
        { by: "id", ids: params.getAll("order") },
        format,
        locale,
        request.signal,
      )
    : ({ ok: false, status: 400, message: translate(locale, "labels.error.format") } as const);
  return labelsResponse(result, "attachment");
};
