import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { Kind, parse } from "graphql";

// Finds the GraphQL documents in source code by the convention of Shopify's app template: template literals
// whose text starts with `#graphql`. `${NAME}` interpolations are resolved when NAME is another `#graphql`
// constant of the scanned files (shared fragments); anything else cannot be checked statically and is reported.

export type FoundDocument = { file: string; name: string | null; text: string; unresolved: string[] };

const LITERAL =
  /(?:(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*)?`(\s*#graphql\b(?:\\[\s\S]|\$\{[^}]*\}|[^`\\])*)`/g;
const INTERPOLATION = /\$\{\s*([^}]*?)\s*\}/g;

export function scanSource(file: string, source: string): FoundDocument[] {
  return [...source.matchAll(LITERAL)].map((match) => ({
    file,
    name: match[1] ?? null,
    text: match[2],
    unresolved: [],
  }));
}

/** Substitutes `${NAME}` with the named documents' text; names it cannot resolve are listed in `unresolved`. */
export function resolveInterpolations(documents: FoundDocument[]): FoundDocument[] {
  const byName = new Map(documents.filter((d) => d.name).map((d) => [d.name!, d.text]));
  const expand = (text: string, seen: Set<string>, unresolved: string[]): string =>
    text.replace(INTERPOLATION, (_whole, name: string) => {
      const target = byName.get(name);
      if (target === undefined || seen.has(name)) {
        unresolved.push(name);
        return "";
      }
      return expand(target, new Set([...seen, name]), unresolved);
    });
  return documents.map((document) => {
    const unresolved: string[] = [];
    const text = expand(document.text, new Set(document.name ? [document.name] : []), unresolved);
    return { ...document, text, unresolved };
  });
}

/** A document holding only fragments is checked where an operation interpolates it, not alone. */
export function hasOperation(text: string): boolean {
  try {
    return parse(text).definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return true; // unparsable: let validation report it
  }
}

export async function scanDirectory(root: string): Promise<FoundDocument[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes(`${join(root, "generated")}`))
    .sort();
  const found: FoundDocument[] = [];
  for (const path of files) found.push(...scanSource(relative(root, path), await readFile(path, "utf8")));
  return resolveInterpolations(found);
}

/** `[access_scopes] scopes = "a,b"` of shopify.app.toml (a tiny reader: the file has no other `scopes =` form). */
export function tomlScopes(toml: string): string[] {
  const section = /\[access_scopes\]([\s\S]*?)(?=\n\s*\[|$)/.exec(toml)?.[1] ?? "";
  const value = /^\s*scopes\s*=\s*"([^"]*)"/m.exec(section)?.[1];
  if (value === undefined) throw new Error('shopify.app.toml has no [access_scopes] scopes = "…" line.');
  return value
    .split(",")
    .map((scope) => scope.trim())
    .filter(Boolean);
}
