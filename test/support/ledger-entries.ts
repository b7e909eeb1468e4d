import type { Money, MoneyEntry } from "~/payments/ledger";

/*
 * Ledger entries for the pure ledger's unit tests: presentment money is twice the shop's figures (an exact rate
 * keeps integers), and each entry comes a second after the one before.
 */
export const money = (shopMinor: number): Money => ({ shopMinor, presentmentMinor: shopMinor * 2 });

let clock = Date.parse("2026-12-01T10:00:00Z");

export const entry = (kind: MoneyEntry["kind"], amount: number, extra: Partial<MoneyEntry> = {}): MoneyEntry => ({
  kind,
  amount: money(amount),
  at: new Date((clock += 1000)),
  ...extra,
});
