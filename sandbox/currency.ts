// A fixed conversion table for presentmentCurrency (README). Values are XOF per unit of the currency.
// spec §2: every currency has two decimals, so converting minor units is a plain ratio.
export const XOF_PER_UNIT: Record<string, number> = {
  XOF: 1,
  XAF: 1,
  EUR: 655.957,
  USD: 600,
  GBP: 760,
  NGN: 0.4,
  GHS: 50,
  KES: 4.6,
};

export function isKnownCurrency(currency: string): boolean {
  return currency in XOF_PER_UNIT;
}

export function convertMinor(amountMinor: number, from: string, to: string): number {
  if (from === to) return amountMinor;
  const fromRate = XOF_PER_UNIT[from];
  const toRate = XOF_PER_UNIT[to];
  if (fromRate === undefined || toRate === undefined) throw new Error(`No conversion from ${from} to ${to}`);
  return Math.round((amountMinor * fromRate) / toRate);
}
