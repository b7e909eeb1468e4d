import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/admin";
import { ledgerCsvFileName } from "~/cod-ledger/browser";
import { getCodLedger, LEDGER_CSV_TASK, parseShopLedgerPeriod, type LedgerCsvTask } from "~/cod-ledger";
import { busyResponse, isHeavyWorkBusy } from "~/heavy-work";
import { translate } from "~/i18n";

/*
 * GET /app/cod-ledger/csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the cash-on-delivery ledger's orders as a
 * CSV file. The ledger page fetches it (App Bridge puts the session token on the request) and
 * saves the answer; a bad period is a 400 saying what is wrong. Days are the shop's (its time zone); separators,
 * numbers and headers follow the viewer's language in the admin (docs/decisions/071). The file is written in the
 * heavy-work pool (docs/decisions/069): a full pool is a 503 with Retry-After.
 */
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { shopDomain, locale } = await requireAdmin(context, request);
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
  let csv: string;
  try {
    const task: LedgerCsvTask = { ledger, terms, locale };
    csv = await ctx.heavyWork.run<LedgerCsvTask, string>(LEDGER_CSV_TASK, task, request.signal);
  } catch (error) {
    if (!isHeavyWorkBusy(error)) throw error;
    return busyResponse(error, translate(locale, "export.error.busy"));
  }
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${ledgerCsvFileName(shopDomain, ledger)}"`,
      // Cash moves with every delivery: never reuse an earlier file.
      "Cache-Control": "no-store",
    },
  });
};
