import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/admin";
import { csvDownload, plainTextAnswer } from "~/http";
import { ledgerCsvFileName } from "~/cod-ledger/browser";
import { getCodLedger, LEDGER_CSV_TASK, parseShopLedgerPeriod, type LedgerCsvTask } from "~/cod-ledger";

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
  if (!period.ok) return plainTextAnswer(400, period.message);
  return csvDownload(locale, async () => {
    const ledger = await getCodLedger(ctx, shopDomain, period.period);
    if (!ledger) return plainTextAnswer(404, "Unknown shop");
    const task: LedgerCsvTask = { ledger, terms, locale };
    const csv = await ctx.heavyWork.run<LedgerCsvTask, string>(LEDGER_CSV_TASK, task, request.signal);
    return { csv, fileName: ledgerCsvFileName(shopDomain, ledger) };
  });
};
