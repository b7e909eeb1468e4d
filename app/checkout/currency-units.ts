import { currencyDecimals, minorUnitsFromShopifySubunits, shopifySubunitsFromMinorUnits } from "~/delivery";

/**
 * Units of money in the checkout callback. Pure; integers only.
 *
 * Three unit systems meet here:
 * - Shopify's "subunits" in the carrier-service callback (FACTS §1.1–1.3). The RESPONSE side is
 *   documented: `total_price` is a string of subunits, and "if the currency doesn't use subunits,
 *   then the value must be multiplied by 100" (1000 JPY → "100000").
 * - The delivery service's minor units (spec §2 Conventions): two decimals for EVERY currency,
 *   "an amount of 15,000 in such a currency is sent as 1500000".
 * - The currency's own ISO 4217 exponent (0 for XOF, 2 for EUR, 3 for KWD).
 *
 * Rule applied:
 * - Zero- and two-decimal currencies: Shopify subunits == service minor units, both ways.
 *   For zero-decimal currencies this rests on an ASSUMPTION for the request side (item `price`,
 *   `order_totals`): Shopify documents only "subunits" with a USD example, so we assume the request
 *   mirrors the documented ×100 response rule (2 500 XOF arrives as 250000). If Shopify instead sent
 *   whole XOF (2500), goods values would be 100× too small: verify on an XOF dev store by logging the
 *   raw callback body (FACTS §1.3) before relying on goods values for XOF.
 * - Three-decimal currencies (KWD, BHD, JOD, OMR, TND, LYD, IQD): Shopify subunits are thousandths;
 *   the service carries hundredths, so we divide by 10 rounding HALF-UP (12.345 KWD → 1235) because
 *   the service cannot carry the third decimal and half-up is the usual commercial rounding (error
 *   ≤ 0.005 of the major unit). Back to Shopify: ×10 (exact). Four-decimal ones (CLF, UYW): ÷/× 100.
 * - Any other code (unknown to the table) has two decimals, as ISO 4217 gives most currencies.
 */

/** Why a table and not `Intl`: CLDR's display digits differ from ISO's exponent for some codes. */
// The exact conversions live with the service's money rules (app/delivery/money.ts); this module
// names them in the checkout's terms and keeps the reasoning above.
const SAFE_CODE = /^[A-Za-z]{3}$/;

/** Decimals of an ISO 4217 currency; an unreadable code counts as two (the common case). */
export function currencyExponent(currency: string): number {
  const code = currency.trim();
  return SAFE_CODE.test(code) ? currencyDecimals(code) : 2;
}

/** Shopify callback subunits (item `price`, `order_totals`) → the service's minor units. */
export function serviceMinorFromShopifySubunits(subunits: number, currency: string): number {
  if (!Number.isSafeInteger(subunits) || subunits < 0) throw new RangeError(`Shopify subunits must be a non-negative safe integer, got ${String(subunits)}.`);
  return minorUnitsFromShopifySubunits(subunits, currency.trim());
}

/** The service's minor units → Shopify's `total_price` string of subunits ("0" when free). */
export function shopifySubunitsFromServiceMinor(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`service minor units must be a non-negative safe integer, got ${String(minor)}.`);
  return shopifySubunitsFromMinorUnits(minor, currency.trim());
}

/**
 * A check of the zero-decimal assumption above, for logging. Under it, every zero-decimal price is
 * whole units × 100, so it ends in "00"; a price that does not ("2550" for XOF) means Shopify sent
 * whole units and our goods values are 100× too small. ("consistent" cannot prove the assumption:
 * a round 2500 XOF sent as whole units also ends in "00".)
 */
export function zeroDecimalSubunitsCheck(
  prices: readonly number[],
  currency: string,
): "not-zero-decimal" | "consistent" | "suspicious" {
  if (currencyExponent(currency) !== 0) return "not-zero-decimal";
  return prices.every((price) => price % 100 === 0) ? "consistent" : "suspicious";
}
