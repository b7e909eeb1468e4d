import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

/*
 * Every reference a comment makes can be followed from a clone of this repository: the documents
 * cited live in docs/reference/ and the section cited is there (docs/reference/README.md).
 */
const ROOT = join(import.meta.dirname, "..", "..");
const SOURCES = ["app", "sandbox", "test", "bench", "scripts", "extensions", "prisma", "stack", "docs/decisions"];
const SKIP = new Set(["node_modules", "dist", "build", ".data"]);

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|mjs|md|prisma|sql|toml)$/.test(name) ? [path] : [];
  });
}

/** The project's own documents: the README and docs/, but not docs/reference/'s copies of other people's texts. */
const DOCUMENTS = [
  "README.md",
  "sandbox/README.md",
  "shopify-stand-in/README.md",
  ...filesUnder("docs").filter((path) => path.endsWith(".md") && !path.startsWith("docs/reference/")),
];

const corpus = [...new Set([...SOURCES.flatMap(filesUnder), ...DOCUMENTS])]
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

/*
 * Every repository path a document or a comment cites exists: a path starts with one of the repository's top-level
 * folders (`app/orders/sync-order.server.ts`, `test/support/`). A glob or a placeholder (`extensions/flow-*`,
 * `test/<name>.test.ts`, `docs/decisions/NNN-title.md`) and a repository reference of another project (`prisma/orm#27403`) are not paths;
 * `docs/decisions/036` names the record numbered 036.
 */
const TOP_FOLDERS = ["app", "test", "docs", "scripts", "sandbox", "stack", "bench", "extensions", "prisma"];
const PATH = new RegExp(
  String.raw`(?<![\w./~@$:-])((?:${[...TOP_FOLDERS, "shopify-stand-in", "\\.ci", "\\.githooks"].join("|")})/[\w./*<>$@{}-]*)(.?)`,
  "g",
);
/** Names shaped like paths that are not: Shopify's webhook topics, a lease's topic. */
const NOT_PATHS = new Set(["app/uninstalled", "app/scopes_update", "app/tracking-lease"]);
const decisionNumbers = new Set(readdirSync(join(ROOT, "docs/decisions")).map((name) => name.slice(0, 3)));

function citedPathMissing(cited: string): boolean {
  const path = cited.replace(/\/$/, "");
  // Placeholders and globs are not paths; build output (`extensions/<name>/dist/`) exists only after a build.
  if (NOT_PATHS.has(path) || /[*<>{}$]|NNN|\/dist$/.test(path)) return false;
  const decision = /^docs\/decisions\/(\d{3})$/.exec(path);
  if (decision) return !decisionNumbers.has(decision[1]);
  return !existsSync(join(ROOT, path));
}

/** The repository paths a text cites that do not exist. */
function missingPaths(text: string): string[] {
  return [...text.matchAll(PATH)]
    .filter(([, , next]) => next !== "#" && next !== "…")
    // a module specifier (`require("prisma/package.json")`, `from "…"`) names a package, not a file of ours
    .filter((match) => !/(\(|from |import )["'`]$/.test(text.slice(Math.max(0, match.index - 8), match.index)))
    .map(([, path]) => path.replace(/[.,:;]+$/, ""))
    .filter(citedPathMissing);
}

/** The decision records a text cites as "decision NNN" or "decisions NNN" that do not exist. */
function missingDecisions(text: string): string[] {
  return [...text.matchAll(/\b[Dd]ecisions? (\d{3})\b/g)].map((match) => match[1]).filter((n) => !decisionNumbers.has(n));
}

/** House style §5.1 draws this repository's layout; the rest of docs/reference/ describes other projects. */
function houseStyleLayout(): string {
  const text = reference("house-style.md");
  const start = text.search(/^### 5\.1 /m);
  return text.slice(start, text.indexOf("\n### 5.2", start));
}

describe("cited paths exist in the repository", () => {
  const missingIn = (paths: string[]) =>
    corpus
      .filter(({ path }) => paths.includes(path))
      .flatMap(({ path, text }) => [...missingPaths(text), ...missingDecisions(text)].map((cited) => `${path}: ${cited}`));

  test("in the README and docs/", () => {
    expect(missingIn(DOCUMENTS)).toEqual([]);
  });

  test("in the house style's drawing of the layout", () => {
    expect(houseStyleLayout().length).toBeGreaterThan(100);
    expect(missingPaths(houseStyleLayout())).toEqual([]);
  });

  test("in code comments", () => {
    expect(missingIn(corpus.map(({ path }) => path).filter((path) => !DOCUMENTS.includes(path)))).toEqual([]);
  });

  test("a made-up path or decision is caught; globs, placeholders and other repositories are not paths", () => {
    const text = [
      "See app/orders/made-up-file.ts, test/nowhere/ and docs/decisions/999 (decision 998).",
      "Fine: app/orders/, `extensions/flow-*`, test/integration/<name>.test.ts, prisma/orm#27403,",
      "the app/uninstalled topic, http://127.0.0.1:3000/app/orders and docs/decisions/036.",
      'require("prisma/package.json"), import x from "test/helper/none";',
    ].join("\n");
    expect(missingPaths(text)).toEqual(["app/orders/made-up-file.ts", "test/nowhere/", "docs/decisions/999"]);
    expect(missingDecisions(text)).toEqual(["998"]);
  });

  test("every variable of .env.example has its line in the README's configuration table", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1));
    const rows = new Set(table.split("\n").flatMap((line) => (/^\| `([A-Z][A-Z0-9_]+)`/.exec(line) ?? []).slice(1)));
    const example = readFileSync(join(ROOT, ".env.example"), "utf8");
    const named = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(named.filter((name) => !rows.has(name))).toEqual([]);
  });
});
