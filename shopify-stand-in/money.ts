// Money as Shopify's Admin API shows it: decimal strings with two places ("414.95"), in MoneyBag pairs of
// shop and presentment money. Arithmetic is on integer hundredths so sums never pick up float noise.

export type MoneyV2 = { amount: string; currencyCode: string };
export type MoneyBag = { shopMoney: MoneyV2; presentmentMoney: MoneyV2 };

export function toHundredths(amount: string | number): bigint {
  const text = typeof amount === "number" ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`"${text}" is not a decimal amount with at most two places, e.g. "19.99".`);
  const value = BigInt(match[2]) * 100n + BigInt((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -value : value;
}

export function formatHundredths(value: bigint): string {
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

export function sumAmounts(amounts: Array<string | bigint>): string {
  return formatHundredths(amounts.reduce<bigint>((sum, a) => sum + (typeof a === "bigint" ? a : toHundredths(a)), 0n));
}

/** Both sides of the bag carry the same amount: the stand-in has no currency conversion. */
export function moneyBag(amount: string | bigint, shopCurrency: string, presentmentCurrency = shopCurrency): MoneyBag {
  const text = typeof amount === "bigint" ? formatHundredths(amount) : formatHundredths(toHundredths(amount));
  return {
    shopMoney: { amount: text, currencyCode: shopCurrency },
    presentmentMoney: { amount: text, currencyCode: presentmentCurrency },
  };
}
