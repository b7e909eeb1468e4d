/** The languages of the admin pages. Shopify's admin locale picks one; anything else falls back to English. */
export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** "fr", "fr-FR", "fr_CA", "FR" → "fr"; "en-GB" → "en"; an unsupported or empty tag → null. */
export function localeFromTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : null;
}
