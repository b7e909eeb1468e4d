export type Lang = "en" | "fr";

// spec §7: messages are French "when the Accept-Language header prefers it". The highest q-value among
// the languages we speak wins; ties go to the earlier entry; nothing we speak → English.
export function preferredLanguage(header: string | undefined): Lang {
  if (!header) return "en";
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const primary = tag.trim().toLowerCase().split("-")[0];
    const lang: Lang | null = primary === "fr" ? "fr" : primary === "en" || primary === "*" ? "en" : null;
    if (lang && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? "en";
}

// A checkout `locale` such as "fr", "fr-CI" or "fr_FR" selects French; anything else English.
export function languageOfLocale(locale: string | undefined): Lang | null {
  if (!locale) return null;
  return locale.toLowerCase().startsWith("fr") ? "fr" : "en";
}
