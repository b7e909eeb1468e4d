import type { AppContext } from "~/app-context";
import { getCodLedger, parseShopLedgerPeriod } from "./ledger.server";
import type { PeriodProblem } from "./period";
import type { CodLedger } from "./summarise";

/** Orders listed per section on the page; the figures and the CSV cover them all. */
export const PAGE_ORDER_LIMIT = 100;

export type LedgerPageData = {
  query: { from: string; to: string };
  problem: PeriodProblem | null;
  ledger:
    | (Omit<CodLedger, "orders"> & { orders: CodLedger["orders"]; counts: Record<keyof CodLedger["orders"], number> })
    | null;
};

/** The ledger page's data from its URL (?from=&to=); a bad period is answered with what is wrong, not an error page. */
export async function loadLedgerPage(
  ctx: AppContext,
  shopDomain: string,
  searchParams: URLSearchParams,
): Promise<LedgerPageData> {
  const query = { from: searchParams.get("from") ?? "", to: searchParams.get("to") ?? "" };
  const { period } = await parseShopLedgerPeriod(ctx, shopDomain, query);
  if (!period.ok) {
    const { ok: _ok, message: _message, ...problem } = period;
    return { query, problem, ledger: null };
  }
  const ledger = await getCodLedger(ctx, shopDomain, period.period);
  if (!ledger) throw new Response("Unknown shop", { status: 404 });
  const { onTheRoad, collected, needsLook } = ledger.orders;
  return {
    query: { from: ledger.from, to: ledger.to },
    problem: null,
    ledger: {
      ...ledger,
      orders: {
        onTheRoad: onTheRoad.slice(0, PAGE_ORDER_LIMIT),
        collected: collected.slice(0, PAGE_ORDER_LIMIT),
        needsLook: needsLook.slice(0, PAGE_ORDER_LIMIT),
      },
      counts: { onTheRoad: onTheRoad.length, collected: collected.length, needsLook: needsLook.length },
    },
  };
}
