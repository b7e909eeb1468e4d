/**
 * ISO 4217 minor-unit exponents that differ from two. Every currency not listed has two.
 *
 * Why a table and not `Intl`: `Intl.NumberFormat` reports CLDR's display digits, which
 * differ from ISO's exponent for several currencies (CLDR displays some two-decimal ones
 * with none).
 */
const ZERO_DECIMAL_CURRENCIES = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "ISK",
  "JPY",
  "KMF",
  "KRW",
  "PYG",
  "RWF",
  "UGX",
  "UYI",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);

const THREE_DECIMAL_CURRENCIES = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);

const FOUR_DECIMAL_CURRENCIES = new Set(["CLF", "UYW"]);

/**
 * The number of decimals ISO 4217 gives a currency: 0 (XOF, JPY…), 3 (KWD, TND…),
 * 4 (CLF, UYW) or 2 for every other code. Throws a TypeError for something that is not a
 * three-letter code. This is the currency's own exponent, not the service's wire format:
 * the service always takes two decimals (spec §2 Conventions).
 */
export function currencyDecimals(currency: string): number {
  const code = normaliseCurrencyCode(currency);
  if (ZERO_DECIMAL_CURRENCIES.has(code)) return 0;
  if (THREE_DECIMAL_CURRENCIES.has(code)) return 3;
  if (FOUR_DECIMAL_CURRENCIES.has(code)) return 4;
  return 2;
}

/** Upper-cases a currency code and checks it has ISO 4217's shape (three letters). */
export function normaliseCurrencyCode(currency: string): string {
  if (typeof currency !== "string" || !/^[A-Za-z]{3}$/.test(currency)) {
    throw new TypeError(`"${String(currency).slice(0, 10)}" is not a three-letter ISO 4217 currency code.`);
  }
  return currency.toUpperCase();
}
