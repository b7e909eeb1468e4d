import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// .env.example is what an operator copies: it must name every variable the README's configuration table documents.
test(".env.example names every variable of the README's configuration table", () => {
  const readme = readFileSync("README.md", "utf8");
  const table = readme.slice(
    readme.indexOf("## Configuration"),
    readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
  );
  const documented = table
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));
  expect(documented.length).toBeGreaterThan(20);
  const example = readFileSync(".env.example", "utf8");
  const named = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
  expect(documented.filter((name) => !named.has(name))).toEqual([]);
});
