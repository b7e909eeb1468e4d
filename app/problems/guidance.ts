import { DEFAULT_LOCALE, localeFromTag } from "~/i18n";
import { isMessageKey, translate } from "~/i18n";

/*
 * What the merchant should do about a refusal, by the service's stable error code (spec §7: code
 * never changes, messages may). The service's own message, in the merchant's language, is shown
 * next to it. The texts are the `guidance.*` keys of app/i18n.
 */
export function guidanceFor(code: string | null | undefined, locale: string): string {
  const key = `guidance.${code ?? ""}`;
  return translate(localeFromTag(locale) ?? DEFAULT_LOCALE, isMessageKey(key) ? key : "guidance.fallback");
}
