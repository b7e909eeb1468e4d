import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";

/*
 * Every merchant-facing text lives in en.ts and fr.ts, so the two languages stay side by side and
 * dictionaries.test.ts can check them. An `en: "…"` / `fr: (…) => …` pair in another file is a
 * second catalogue that nothing checks.
 */
const APP = join(__dirname, "..");
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
// A language key whose value is a text or a function building one.
const INLINE_TEXT = /\b(en|fr)\s*:\s*(["'`]|\([^)]*\)\s*=>)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === __dirname ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

describe("merchant-facing texts", () => {
  test("no file outside app/i18n keeps its own English/French texts", () => {
    const offenders = sourceFiles(APP)
      .filter((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .some((line) => INLINE_TEXT.test(line)),
      )
      .map((path) => relative(APP, path));
    expect(offenders).toEqual([]);
  });

  test("the scan recognises an inline text map", () => {
    expect(INLINE_TEXT.test(`  missing: { en: "No name.", fr: "Pas de nom." },`)).toBe(true);
    expect(INLINE_TEXT.test(`  phone: { en: ({ country }) => \`From \${country}\` },`)).toBe(true);
    expect(INLINE_TEXT.test(`const POLARIS_TRANSLATIONS = { en: polarisEnglish, fr: polarisFrench };`)).toBe(false);
  });
});
