import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

/*
 * Every reference a comment makes can be followed from a clone of this repository: the documents
 * cited live in docs/reference/ and the section cited is there (docs/reference/README.md).
 */
const ROOT = join(import.meta.dirname, "..", "..");
const SOURCES = ["app", "sandbox", "test", "bench", "scripts", "extensions", "prisma", "docs/decisions"];
const SKIP = new Set(["node_modules", "dist", "build", ".data"]);

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|mjs|md|prisma|sql|toml)$/.test(name) ? [path] : [];
  });
}

const corpus = [...SOURCES.flatMap(filesUnder), "README.md", "sandbox/README.md"]
  .filter((path) => path !== "test/docs/citations.test.ts")
  .map((path) => ({ path, text: readFileSync(join(ROOT, path), "utf8") }));

const reference = (name: string) => readFileSync(join(ROOT, "docs/reference", name), "utf8");

/** All (file, cited section) pairs for a pattern whose first group is the section. */
function citations(pattern: RegExp) {
  return corpus.flatMap(({ path, text }) => [...text.matchAll(pattern)].map((match) => ({ path, section: match[1] })));
}

/** The text of top-level section N ("## N. Title") of a document, up to the next one. */
function topSection(document: string, number: string): string | null {
  const start = document.search(new RegExp(`^## ${number}\\. `, "m"));
  if (start < 0) return null;
  const rest = document.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

describe("citations resolve inside the repository", () => {
  test("nothing cites a file outside it", () => {
    const outside = corpus.filter(({ text }) => /\.\.\/shared\/|\bFACTS(\.md)? §|\bSTYLE(\.md)? §|house style §/.test(text)).map(({ path }) => path);
    expect(outside).toEqual([]);
  });

  test("every shopify-facts and house-style section cited is a heading there", () => {
    for (const [file, name] of [["shopify-facts.md", "shopify-facts"], ["house-style.md", "house-style"]]) {
      const headings = new Set([...reference(file).matchAll(/^#{2,4} (\d+(?:\.\d+)?)[. ]/gm)].map((match) => match[1]));
      const cited = citations(new RegExp(`docs/reference/${name}\\.md §(\\d+(?:\\.\\d+)?)`, "g"));
      expect(cited.length).toBeGreaterThan(0);
      expect(cited.filter(({ section }) => !headings.has(section))).toEqual([]);
    }
  });

  test("every spec §N is a section of the specification, and every §N.M a numbered rule of it", () => {
    const spec = reference("delivery-service-api.md");
    const cited = citations(/\bspec §(\d+(?:\.\d+)?)/g);
    expect(cited.length).toBeGreaterThan(0);
    const unresolved = cited.filter(({ section }) => {
      const [number, rule] = section.split(".");
      const text = topSection(spec, number);
      return text === null || (rule !== undefined && !new RegExp(`^${rule}\\. `, "m").test(text));
    });
    expect(unresolved).toEqual([]);
  });

  test("the sample payloads cited are there", () => {
    const cited = citations(/docs\/reference\/shopify-samples\/([\w.-]+\.json)/g);
    const present = new Set(readdirSync(join(ROOT, "docs/reference/shopify-samples")));
    expect(cited.filter(({ section }) => !present.has(section))).toEqual([]);
  });
});
