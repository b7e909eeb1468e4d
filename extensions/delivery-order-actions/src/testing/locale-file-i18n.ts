import en from "../../locales/en.default.json";
import fr from "../../locales/fr.json";

/*
 * For tests only (nothing in the bundle imports it): `shopify.i18n.translate` as the admin gives it,
 * read from this extension's locale files. Stricter than Shopify: a missing key or placeholder
 * throws, so a typo or a French file that lags behind fails the test instead of showing a key.
 */
export const LOCALE_FILES = { en, fr } as const;

export type Translate = (key: string, replacements?: Record<string, string | number>) => string;

export function localeFileTranslate(locale: keyof typeof LOCALE_FILES): Translate {
  return (key, replacements = {}) => {
    const text = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], LOCALE_FILES[locale]);
    if (typeof text !== "string") throw new Error(`locales/${locale}: no string at "${key}"`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (!(name in replacements)) throw new Error(`locales/${locale} "${key}": no value for {{${name}}}`);
      return String(replacements[name]);
    });
  };
}

/** Every dotted key of a locale file, to compare the two files. */
export function localeKeys(messages: unknown, prefix = ""): string[] {
  if (typeof messages !== "object" || messages === null) return [prefix];
  return Object.entries(messages)
    .flatMap(([key, value]) => localeKeys(value, prefix ? `${prefix}.${key}` : key))
    .sort();
}
