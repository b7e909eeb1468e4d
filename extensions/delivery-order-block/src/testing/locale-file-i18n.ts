import type { BlockI18n } from "../delivery-summary";
import en from "../../locales/en.default.json";
import fr from "../../locales/fr.json";

/*
 * For tests only (nothing in the bundle imports it): `shopify.i18n` as the admin gives it, read
 * from this extension's locale files. Stricter than Shopify: a missing key or placeholder throws,
 * so a typo in a key or a French file that lags behind fails the test instead of showing a key.
 */
export const LOCALE_FILES = { en, fr } as const;
export type TestLocale = keyof typeof LOCALE_FILES;

function lookup(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      messages,
    );
}

export function localeFileI18n(locale: TestLocale, timeZone = "UTC"): BlockI18n {
  return {
    translate(key, replacements = {}) {
      const text = lookup(LOCALE_FILES[locale], key);
      if (typeof text !== "string") throw new Error(`locales/${locale}: no string at "${key}"`);
      // Shopify's placeholder syntax: {{name}}.
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
        if (!(name in replacements)) throw new Error(`locales/${locale} "${key}": no value for {{${name}}}`);
        return String(replacements[name]);
      });
    },
    formatDate: (date, options) => new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date),
  };
}

/** Every dotted key of a locale file, to compare the two files. */
export function localeKeys(messages: unknown, prefix = ""): string[] {
  if (typeof messages !== "object" || messages === null) return [prefix];
  return Object.entries(messages)
    .flatMap(([key, value]) => localeKeys(value, prefix ? `${prefix}.${key}` : key))
    .sort();
}
