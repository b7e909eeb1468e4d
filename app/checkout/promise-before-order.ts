/**
 * Which recorded checkout answer an order was promised (docs/decisions/047, 077): the newest quote served at or
 * before the moment the order was placed. A quote served after the order (another buyer's checkout to the same
 * place, the dates moved on, a widening turned on) was never seen by this buyer.
 */
export type QuotedPromise = { quotedAt: Date; earliestDate: string | null; latestDate: string | null };

export function promiseShownBefore<T extends QuotedPromise>(quotes: readonly T[], placedAt: Date): T | null {
  let chosen: T | null = null;
  for (const quote of quotes) {
    if (quote.quotedAt.getTime() > placedAt.getTime()) continue;
    if (!chosen || quote.quotedAt.getTime() > chosen.quotedAt.getTime()) chosen = quote;
  }
  return chosen;
}
