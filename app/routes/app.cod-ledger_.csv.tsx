import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/admin";
import { ledgerCsv, ledgerCsvFileName } from "~/cod-ledger/browser";
import { getCodLedger, parseShopLedgerPeriod } from "~/cod-ledger";

/*
 * GET /app/cod-ledger/csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the cash-on-delivery ledger's orders as a
 * CSV file. The ledger page fetches it (App Bridge puts the session token on the request) and
 * saves the answer; a bad period is a 400 saying what is wrong. Days are the shop's (its time zone); separators,
 * numbers and headers follow the viewer's language in the admin (docs/decisions/071).
 */
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { shopDomain, locale } = await requireAdmin(context.app, request);
  const ctx = context.app;
  const params = new URL(request.url).searchParams;
  const { period, terms } = await parseShopLedgerPeriod(ctx, shopDomain, {
    from: params.get("from"),
    to: params.get("to"),
  });
  if (!period.ok)
    return new Response(`${period.message}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const ledger = await getCodLedger(ctx, shopDomain, period.period);
  if (!ledger)
    return new Response("Unknown shop\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(ledgerCsv(ledger, terms, locale), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${ledgerCsvFileName(shopDomain, ledger)}"`,
      // Cash moves with every delivery: never reuse an earlier file.
      "Cache-Control": "no-store",
    },
  });
};
