/**
 * Money between Shopify and the delivery service: ISO 4217 exponents and exact conversions.
 * Pure and browser-safe; imports nothing of the app.
 */
export { currencyDecimals } from "./currency-decimals";
export {
  decimalStringFromMinorUnits,
  exceedsServiceDecimals,
  minorUnitsFromDecimalString,
  minorUnitsFromShopifySubunits,
  shopifySubunitsFromMinorUnits,
  zeroDecimalSubunitsCheck,
} from "./shopify-amounts";
export type { Rounding } from "./shopify-amounts";
export { parseMoneyFormat } from "./money-format";
export type { MoneyPattern } from "./money-format";
