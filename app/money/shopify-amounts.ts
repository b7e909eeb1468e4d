/**
 * Conversions between Shopify's amounts and the delivery service's minor units. Pure; no floating
 * point touches an amount (decimal strings and BigInt). The delivery client knows nothing of these:
 * they translate between the two platforms, so they live in the app (docs/decisions/026-layout.md).
 *
 * Three unit systems meet here:
 * - The delivery service's minor units (spec §2 Conventions): "Every currency is sent with two
 *   decimal places, including currencies that have no coins: an amount of 15,000 in such a currency
 *   is sent as 1500000." The service's minor unit is always 1/100 of the major unit.
 * - Shopify's "subunits" in the carrier-service callback (docs/reference/shopify-facts.md §1.1–1.3).
 *   The RESPONSE side is documented: `total_price` is a string of subunits, and "if the currency
 *   doesn't use subunits, then the value must be multiplied by 100" (1000 JPY → "100000"). For the
 *   request side (item `price`) we ASSUME the same ×100 rule (2 500 XOF arrives as 250000);
 *   `zeroDecimalSubunitsCheck` lets the callback log when a price contradicts it.
 * - Shopify's decimal strings in orders and the Admin API ("414.95", "1500").
 *
 * Amounts are never negative here, so a negative input is refused like any other malformed one:
 * TypeError for a malformed value, RangeError for one that cannot be carried.
 */
import { currencyDecimals } from "./currency-decimals";

/** The service's fixed exponent (spec §2): two decimals for every currency. */
const SERVICE_DECIMALS = 2;

const DECIMAL_STRING = /^(\d+)(?:\.(\d+))?$/;

/**
 * How an amount with more decimals than the service carries (§2: two) is brought to two:
 * - `half_up`: the usual commercial rounding, for what the service only shows or declares (item
 *   prices): the difference is at most half a hundredth of the major unit.
 * - `down`: for an amount a rider or a link collects from the buyer. Never more than owed
 *   (docs/decisions/040-three-decimal-amounts-to-collect.md): 12.345 KWD is collected as 12.34.
 */
export type Rounding = "half_up" | "down";

/**
 * Shopify decimal string ("414.95", "1500", "12.345") → the service's minor units.
 *
 * - Up to two decimals: exact ("1500" XOF → 150000, "414.95" EUR → 41495).
 * - More decimals are accepted only when they are zeros ("414.950") or when the currency
 *   itself has that many (KWD/BHD/JOD/OMR/TND/LYD/IQD have three; CLF/UYW four). Those are
 *   brought to two decimals by `rounding` (half-up by default: 12.345 KWD → 1235; down → 1234).
 * - Anything else (negative, exponent, commas, spaces, "", ".5") throws; so does an amount
 *   beyond Number.MAX_SAFE_INTEGER minor units, which JSON numbers could not carry exactly.
 */
export function minorUnitsFromDecimalString(amount: string, currency: string, rounding: Rounding = "half_up"): number {
  const { kept, dropped } = splitAtServiceDecimals(amount, currency);
  const up = rounding === "half_up" && dropped !== "" && dropped[0] >= "5";
  return toSafeNumber(up ? kept + 1n : kept);
}

/**
 * Whether bringing `amount` to the service's two decimals changes it (12.345 KWD: yes; 12.340
 * KWD or 414.95 EUR: no). Throws as minorUnitsFromDecimalString does.
 */
export function exceedsServiceDecimals(amount: string, currency: string): boolean {
  return /[1-9]/.test(splitAtServiceDecimals(amount, currency).dropped);
}

function splitAtServiceDecimals(amount: string, currency: string): { kept: bigint; dropped: string } {
  const decimals = currencyDecimals(currency);
  const match = typeof amount === "string" ? DECIMAL_STRING.exec(amount) : null;
  if (!match) throw new TypeError(`"${String(amount)}" is not a non-negative decimal amount like "414.95".`);
  const whole = match[1];
  let fraction = match[2] ?? "";
  while (fraction.length > SERVICE_DECIMALS && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  if (fraction.length > Math.max(SERVICE_DECIMALS, decimals)) {
    throw new RangeError(`"${amount}" has more decimals than ${currency.toUpperCase()} has (${decimals}).`);
  }
  const kept = BigInt(whole + fraction.slice(0, SERVICE_DECIMALS).padEnd(SERVICE_DECIMALS, "0"));
  return { kept, dropped: fraction.slice(SERVICE_DECIMALS) };
}

/**
 * Shopify subunits (carrier-service callback request prices) → the service's minor units.
 *
 * Assumption, documented because Shopify documents it only for the response side: Shopify
 * multiplies zero-decimal currencies by 100 ("subunits" of XOF are hundredths), so for 0- and
 * 2-decimal currencies subunits already equal the service's minor units. For 3-decimal
 * currencies subunits are thousandths: divided by 10 (10^(d−2)), rounded half-up as above.
 */
export function minorUnitsFromShopifySubunits(subunits: number | string | bigint, currency: string): number {
  const decimals = currencyDecimals(currency);
  const value = nonNegativeInteger(subunits, "subunits");
  if (decimals <= SERVICE_DECIMALS) return toSafeNumber(value);
  const divisor = 10n ** BigInt(decimals - SERVICE_DECIMALS);
  const quotient = value / divisor;
  return toSafeNumber((value % divisor) * 2n >= divisor ? quotient + 1n : quotient);
}

/**
 * The service's minor units → Shopify subunits as the string the carrier-service callback
 * response wants in `total_price`: unchanged for 0- and 2-decimal currencies (Shopify's ×100
 * convention), ×10^(d−2) for 3- and 4-decimal ones.
 */
export function shopifySubunitsFromMinorUnits(minor: number | bigint, currency: string): string {
  const decimals = currencyDecimals(currency);
  const value = nonNegativeInteger(minor, "minor units");
  if (decimals <= SERVICE_DECIMALS) return value.toString();
  return (value * 10n ** BigInt(decimals - SERVICE_DECIMALS)).toString();
}

/** The service's minor units → a two-decimal string (150000 → "1500.00"), for display or Shopify input. */
export function decimalStringFromMinorUnits(minor: number | bigint): string {
  const digits = nonNegativeInteger(minor, "minor units")
    .toString()
    .padStart(SERVICE_DECIMALS + 1, "0");
  return `${digits.slice(0, -SERVICE_DECIMALS)}.${digits.slice(-SERVICE_DECIMALS)}`;
}

function nonNegativeInteger(value: number | string | bigint, what: string): bigint {
  if (typeof value === "bigint" && value >= 0n) return value;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === "string" && /^\d+$/.test(value)) return BigInt(value);
  throw new TypeError(`${what} must be a non-negative integer, got ${JSON.stringify(String(value))}.`);
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`${value} minor units is beyond what a JSON number carries exactly.`);
  }
  return Number(value);
}

/**
 * A check of the zero-decimal assumption above, for logging. Under it, every zero-decimal price is
 * whole units × 100, so it ends in "00"; a price that does not ("2550" for XOF) means Shopify sent
 * whole units and goods values are 100× too small. ("consistent" cannot prove the assumption: a
 * round 2500 XOF sent as whole units also ends in "00".)
 */
export function zeroDecimalSubunitsCheck(
  prices: readonly number[],
  currency: string,
): "not-zero-decimal" | "consistent" | "suspicious" {
  if (currencyDecimals(currency) !== 0) return "not-zero-decimal";
  return prices.every((price) => price % 100 === 0) ? "consistent" : "suspicious";
}
