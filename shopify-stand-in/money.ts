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

/**
 * The bag of an amount in shop money. The buyer's (presentment) side is the same amount, or, for an order the buyer
 * checked out in another currency, the amount at the order's one rate (`rate`: presentment units per shop unit, up
 * to six places), rounded half up to the presentment currency's own decimals (none for XOF, three for KWD).
 */
export function moneyBag(
  amount: string | bigint,
  shopCurrency: string,
  presentmentCurrency = shopCurrency,
  rate = "1",
): MoneyBag {
  const shop = typeof amount === "bigint" ? amount : toThousandths(amount);
  const presentment = presentmentCurrency === shopCurrency ? shop : convertThousandths(shop, rate, presentmentCurrency);
  return {
    shopMoney: { amount: formatThousandths(shop), currencyCode: shopCurrency },
    presentmentMoney: { amount: formatThousandths(presentment), currencyCode: presentmentCurrency },
  };
}

/** The bag of an order's amount (shop money) with its buyer's side at the order's rate. */
export function orderMoneyBag(
  order: { currencyCode: string; presentmentCurrencyCode: string; presentmentRate: string },
  amount: string | bigint,
): MoneyBag {
  return moneyBag(amount, order.currencyCode, order.presentmentCurrencyCode, order.presentmentRate);
}

/** An amount in the order's presentment money back to shop money (a payment the buyer made in their currency). */
export function toShopThousandths(
  order: { currencyCode: string; presentmentCurrencyCode: string; presentmentRate: string },
  presentment: bigint,
): bigint {
  if (order.presentmentCurrencyCode === order.currencyCode) return presentment;
  const micro = rateMicro(order.presentmentRate);
  return roundTo((presentment * 1_000_000n * 1000n) / micro, 1000n, 10n);
}

const rateMicro = (rate: string) => {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new Error(`"${rate}" is not a rate with at most six places, e.g. "655.957".`);
  return BigInt(match[1]) * 1_000_000n + BigInt((match[2] ?? "").padEnd(6, "0"));
};

/** Half up to a multiple of `step` (thousandths × `scale`, divided back). */
function roundTo(scaled: bigint, scale: bigint, step: bigint): bigint {
  const sign = scaled < 0n ? -1n : 1n;
  const abs = scaled < 0n ? -scaled : scaled;
  const unit = scale * step;
  return (sign * ((abs + unit / 2n) / unit) * step) as bigint;
}

function convertThousandths(shop: bigint, rate: string, currency: string): bigint {
  const digits =
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const step = 10n ** BigInt(3 - Math.min(3, digits));
  return roundTo(shop * rateMicro(rate), 1_000_000n, step);
}
