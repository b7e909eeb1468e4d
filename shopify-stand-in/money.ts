// Money as Shopify's Admin API shows it: decimal strings ("414.95"; three places for the currencies that have them,
// "12.345" KWD), in MoneyBag pairs of shop and presentment money. Arithmetic is on integer thousandths so sums never
// pick up float noise; an amount is shown with two places unless its third is not zero.

export type MoneyV2 = { amount: string; currencyCode: string };
export type MoneyBag = { shopMoney: MoneyV2; presentmentMoney: MoneyV2 };

export function toThousandths(amount: string | number): bigint {
  const text = typeof amount === "number" ? amount.toFixed(3) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) throw new Error(`"${text}" is not a decimal amount with at most three places, e.g. "19.99".`);
  const value = BigInt(match[2]) * 1000n + BigInt((match[3] ?? "0").padEnd(3, "0"));
  return match[1] ? -value : value;
}

export function formatThousandths(value: bigint): string {
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  const fraction = String(abs % 1000n).padStart(3, "0");
  return `${sign}${abs / 1000n}.${fraction.endsWith("0") ? fraction.slice(0, 2) : fraction}`;
}

export function sumAmounts(amounts: Array<string | bigint>): string {
  return formatThousandths(
    amounts.reduce<bigint>((sum, a) => sum + (typeof a === "bigint" ? a : toThousandths(a)), 0n),
  );
}

/** Both sides of the bag carry the same amount: the stand-in has no currency conversion. */
export function moneyBag(amount: string | bigint, shopCurrency: string, presentmentCurrency = shopCurrency): MoneyBag {
  const text = typeof amount === "bigint" ? formatThousandths(amount) : formatThousandths(toThousandths(amount));
  return {
    shopMoney: { amount: text, currencyCode: shopCurrency },
    presentmentMoney: { amount: text, currencyCode: presentmentCurrency },
  };
}
