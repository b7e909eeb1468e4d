/**
 * The sync-rules form: SyncSettings ↔ what the form edits (text for numbers and amounts, one table of payment
 * methods), and the settings schema's issues → a message key per form field. Pure.
 */
import { z } from "zod";
import { currencyDecimals, minorUnitsFromDecimalString, decimalStringFromMinorUnits } from "~/money";
import type { Locale, MessageKey } from "~/i18n";
import { MAX_NAMES, normalizeName, SyncSettingsSchema, type SyncSettings } from "~/order-mapping/browser";

const text = z.string().catch("");
const FallbackRateRowSchema = z.object({
  countryCode: text,
  name: text,
  price: text,
  currency: text,
  minDays: text,
  maxDays: text,
});
const GatewayRowSchema = z.object({ gateway: text, paymentType: text, paidVia: text });
// Rows of a table: none when the form sends no list; more rows than the settings hold refuse the form, never emptied.
const rows = <Row extends z.ZodType>(row: Row) =>
  z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(row).max(MAX_NAMES));

export const SettingsFormValuesSchema = z.object({
  orderSelection: text,
  unpaidOrders: text,
  gatewayMapping: rows(GatewayRowSchema),
  landmarkAttribute: text,
  accessNotesAttribute: text,
  notifyCustomer: z.boolean().catch(true),
  markCodPaidOnDelivery: z.boolean().catch(true),
  trackingUrlTemplate: text,
  trackingCompany: text,
  fallbackRates: rows(FallbackRateRowSchema),
  requirePhoneAtCheckout: z.boolean().catch(true),
});
export type SettingsFormValues = z.infer<typeof SettingsFormValuesSchema>;
export type FallbackRateRow = z.infer<typeof FallbackRateRowSchema>;
export type GatewayRow = z.infer<typeof GatewayRowSchema>;

/** Field path in the form ("fallbackRates.0.price") → message key. */
export type SettingsFieldErrors = Record<string, MessageKey>;

/**
 * A stored fallback price as the merchant typed it, in the currency's precision: the service's hundredths
 * ("2000.00") shown without their zero decimals for a currency that has none (2000 XOF), kept otherwise (12.50 EUR),
 * with the reader's decimal mark (12,50 in French).
 */
function priceText(priceMinor: number, currency: string, locale: Locale): string {
  const decimal = decimalStringFromMinorUnits(priceMinor);
  let decimals = 2;
  try {
    decimals = currencyDecimals(currency);
  } catch {
    // not a currency code: the service's two decimals
  }
  const shown = decimals === 0 && decimal.endsWith(".00") ? decimal.slice(0, -3) : decimal;
  return locale === "fr" ? shown.replace(".", ",") : shown;
}

/**
 * A typed price with either decimal mark: "12,50" as French merchants write it, or "12.50". A comma is read as the
 * decimal mark only before one or two digits; "25,000" could be twenty-five thousand and stays refused.
 */
function typedDecimal(typed: string): string {
  const trimmed = typed.trim();
  return /^\d+,\d{1,2}$/.test(trimmed) ? trimmed.replace(",", ".") : trimmed;
}

/**
 * One table says which payment methods are cash on delivery (docs/decisions/080): a method named in the stored
 * `codGatewayNames` reads as a cash-on-delivery row, as the runtime already treats it (payment-plan.ts isCodOrder);
 * a name the table lacks becomes a row collected in cash.
 */
function paymentRows(settings: SyncSettings): GatewayRow[] {
  const codNames = new Set(settings.codGatewayNames.map(normalizeName));
  const rows = settings.gatewayMapping.map((entry) =>
    codNames.has(normalizeName(entry.gateway)) ? { ...entry, paymentType: "COD" } : { ...entry },
  );
  const mapped = new Set(rows.map((row) => normalizeName(row.gateway)));
  for (const gateway of settings.codGatewayNames) {
    if (mapped.has(normalizeName(gateway))) continue;
    mapped.add(normalizeName(gateway));
    rows.push({ gateway, paymentType: "COD", paidVia: "manual_cash" });
  }
  return rows;
}

export function settingsToFormValues(settings: SyncSettings, locale: Locale = "en"): SettingsFormValues {
  const { codGatewayNames: _derived, ...rest } = settings;
  return {
    ...rest,
    gatewayMapping: paymentRows(settings),
    trackingUrlTemplate: settings.trackingUrlTemplate ?? "",
    trackingCompany: settings.trackingCompany ?? "",
    fallbackRates: settings.fallbackRates.map((rate) => ({
      countryCode: rate.countryCode,
      name: rate.name,
      price: priceText(rate.priceMinor, rate.currency, locale),
      currency: rate.currency,
      minDays: String(rate.minDays),
      maxDays: String(rate.maxDays),
    })),
  };
}

/**
 * The settings the form describes, or every field that is wrong. Settings the form does not edit
 * (added to the schema later) keep their value from `base`.
 */
export function formValuesToSettings(
  values: SettingsFormValues,
  base: Partial<SyncSettings> = {},
): { ok: true; settings: SyncSettings } | { ok: false; errors: SettingsFieldErrors } {
  const errors: SettingsFieldErrors = {};
  const fallbackRates = values.fallbackRates.map((row, index) => {
    const countryCode = row.countryCode.trim().toUpperCase();
    const currency = row.currency.trim().toUpperCase();
    let priceMinor: number | null = null;
    try {
      priceMinor = minorUnitsFromDecimalString(typedDecimal(row.price), currency);
    } catch {
      errors[`fallbackRates.${index}.price`] = "settings.error.price";
    }
    const [minDays, maxDays] = [wholeNumber(row.minDays), wholeNumber(row.maxDays)];
    // The schema checks this only once the row is otherwise valid; the form says it at once.
    if (minDays !== null && maxDays !== null && maxDays < minDays)
      errors[`fallbackRates.${index}.maxDays`] = "settings.error.maxDays";
    return { countryCode, name: row.name, priceMinor, currency, minDays, maxDays };
  });
  const candidate = {
    ...base,
    ...values,
    // The table's cash-on-delivery rows: the list the runtime reads (payment-plan.ts, payments/gateways.ts).
    codGatewayNames: values.gatewayMapping.filter((row) => row.paymentType === "COD").map((row) => row.gateway),
    trackingUrlTemplate: values.trackingUrlTemplate.trim() || null,
    // Empty: Shopify fulfillments name the default carrier (app/tracking/tracking-info.ts).
    trackingCompany: values.trackingCompany.trim() || null,
    fallbackRates,
  };
  const result = SyncSettingsSchema.safeParse(candidate);
  if (!result.success) {
    for (const issue of result.error.issues) {
      // The cash-on-delivery names are the table's own rows: their issue is already the row's.
      if (issue.path[0] === "codGatewayNames") continue;
      const path = formPath(issue.path);
      errors[path] ??= messageFor(path, issue.code);
    }
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, settings: result.data };
}

function wholeNumber(value: string): number | null {
  return /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : null;
}

function formPath(path: PropertyKey[]): string {
  const joined = path.map(String).join(".");
  // priceMinor is edited as a decimal "price".
  return joined.replace(/\.priceMinor$/, ".price");
}

const FIELD_MESSAGES: Record<string, MessageKey> = {
  orderSelection: "settings.error.choice",
  unpaidOrders: "settings.error.choice",
  paymentType: "settings.error.choice",
  paidVia: "settings.error.choice",
  gateway: "settings.error.gatewayName",
  landmarkAttribute: "settings.error.attributeName",
  accessNotesAttribute: "settings.error.attributeName",
  trackingUrlTemplate: "settings.error.trackingUrlTemplate",
  trackingCompany: "settings.error.trackingCompany",
  countryCode: "settings.error.countryCode",
  name: "settings.error.rateName",
  price: "settings.error.price",
  currency: "settings.error.currency",
  minDays: "settings.error.days",
};

/** What a too-long text says, by field: the bound is in the message (SyncSettingsSchema's). */
const TOO_LONG_MESSAGES: Record<string, MessageKey> = {
  trackingUrlTemplate: "settings.error.trackingUrlTemplateTooLong",
  trackingCompany: "settings.error.trackingCompany",
};

function messageFor(path: string, code: string): MessageKey {
  const field = path.split(".").pop() ?? "";
  if (code === "too_big") {
    return TOO_LONG_MESSAGES[field] ?? "settings.error.nameTooLong";
  }
  // The schema's one cross-field rule: maxDays must not be below minDays.
  if (field === "maxDays") return code === "custom" ? "settings.error.maxDays" : "settings.error.days";
  return FIELD_MESSAGES[field] ?? "settings.error.invalid";
}
