/**
 * The one module that reads stored problems (written by stored-problems.ts) as text in the
 * reader's language. Rows written before codes were stored hold rendered text in the old columns
 * (attentionReason, syncPausedReason, carrierServiceMessage, and lastErrorMessage for a mapping
 * problem): that text is shown as it is.
 */
import { DEFAULT_LOCALE, localeFromTag, type Locale } from "~/i18n";
import { isMessageKey, translate } from "~/i18n";
import { describeMappingProblems } from "./describe-mapping-problem";
import { guidanceFor } from "./guidance";
import type { MappingProblem } from "~/order-mapping";
import { SHOP_PAUSED, ShopPauseCode } from "./stored-problems";

type AttentionColumns = {
  attentionCode: string | null;
  attentionParamsJson: string | null;
  attentionReason: string | null;
};
type ErrorColumns = {
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  lastErrorParamsJson: string | null;
};
type PauseColumns = { syncPausedCode: string | null; syncPausedReason: string | null };
type CarrierColumns = {
  carrierServiceState: string;
  carrierServiceParamsJson: string | null;
  carrierServiceMessage: string | null;
};

const languageOf = (locale: string): Locale => localeFromTag(locale) ?? DEFAULT_LOCALE;

/** Why the order waits and what to do; null when it does not wait. */
export function attentionText(row: AttentionColumns, locale: string): string | null {
  if (row.attentionCode) return attentionCodeText(row.attentionCode, parse(row.attentionParamsJson), locale);
  // Before codes: a reason code (translated as before) or a text rendered when written.
  if (!row.attentionReason) return null;
  const key = `reason.${row.attentionReason}`;
  return isMessageKey(key) ? translate(languageOf(locale), key) : row.attentionReason;
}

function attentionCodeText(code: string, params: Record<string, unknown>, locale: string): string {
  const reason = `reason.${code}`;
  if (isMessageKey(reason)) return translate(languageOf(locale), reason);
  if (code === SHOP_PAUSED)
    return typeof params.legacyReason === "string" ? params.legacyReason : pauseText(String(params.pausedCode), locale);
  // Service error codes are UPPER_SNAKE (spec §7); an unknown one gets the general advice. A lower-case code is a reason the catalogue lacks.
  return /^[A-Z0-9_]+$/.test(code) ? guidanceFor(code, locale) : code;
}

/** The order's last error: the service's message as it came, or the app's own problem in the reader's language. */
export function lastErrorText(row: ErrorColumns, locale: string): string | null {
  const params = parse(row.lastErrorParamsJson);
  if (row.lastErrorCode === "MAPPING_PROBLEM" && Array.isArray(params.problems)) {
    const problems = (params.problems as Array<Omit<MappingProblem, "message">>).map((problem) => ({
      ...problem,
      message: problem.code,
    }));
    return describeMappingProblems(problems, locale);
  }
  return row.lastErrorMessage;
}

/** Why the shop's sync is paused or stopped; null when it is not (or no reason was recorded). */
export function syncPausedText(shop: PauseColumns, locale: string): string | null {
  return shop.syncPausedCode ? pauseText(shop.syncPausedCode, locale) : shop.syncPausedReason;
}

function pauseText(code: string, locale: string): string {
  if (code === ShopPauseCode.UNINSTALLED) return translate(languageOf(locale), "problem.uninstalled");
  if (code === ShopPauseCode.DISCONNECTED) return guidanceFor(code, locale);
  // A refused key: the service's code leads, as operators search for it.
  return `${code}: ${guidanceFor(code, locale)}`;
}

/** Shopify's own words about the carrier service; an old row's English text carries them in "(Shopify: …)". */
export function carrierServiceShopifySaid(shop: CarrierColumns): string | null {
  const said = parse(shop.carrierServiceParamsJson).shopifySaid;
  if (typeof said === "string") return said;
  if (!shop.carrierServiceMessage) return null;
  return /\(Shopify: ([\s\S]*)\)$/.exec(shop.carrierServiceMessage)?.[1] ?? shop.carrierServiceMessage;
}

/** What went wrong with the carrier service and what to do, for the CLI and the settings page; null when nothing did. */
export function carrierServiceText(shop: CarrierColumns, locale: string): string | null {
  if (!shop.carrierServiceParamsJson) return shop.carrierServiceMessage;
  const shopifySaid = carrierServiceShopifySaid(shop) ?? "";
  const key =
    shop.carrierServiceState === "REFUSED" ? "problem.carrierService.refused" : "problem.carrierService.error";
  return translate(languageOf(locale), key, { shopifySaid });
}

function parse(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
