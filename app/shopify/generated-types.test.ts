import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { generate } from "@graphql-codegen/cli";
import { expect, test } from "vitest";
import graphqlConfig from "../../.graphqlrc";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
type CodegenInput = Parameters<typeof generate>[0];

/*
 * The committed Admin API types (app/types/) are what codegen makes of the documents in app/shopify
 * today: a document edited without `npm run graphql-codegen` fails here (docs/decisions/031). Generated
 * in memory, offline, from the pinned schema.
 */
test("the generated Admin API types match the GraphQL documents", async () => {
  const { schema, documents, extensions } = graphqlConfig.projects.default;
  // Codegen's types know neither a schema loader given as a function nor Shopify's pluck hooks; both are
  // passed on to graphql-tools, which takes them (and `npm run graphql-codegen` reads the same config).
  const input = { schema, documents, ...extensions.codegen, cwd: ROOT, silent: true } as unknown as CodegenInput;
  const outputs = (await generate(input, false)) as Array<{ filename: string; content: string }>;
  expect(outputs.map((output) => output.filename).sort()).toEqual(Object.keys(extensions.codegen.generates).sort());
  for (const { filename, content } of outputs) {
    const committed = await readFile(`${ROOT}/${filename}`, "utf8").catch(() => "(missing)");
    expect(
      committed === content,
      `${filename} differs from the documents: run \`npm run graphql-codegen\` and commit app/types/`,
    ).toBe(true);
  }
}, 120_000);
