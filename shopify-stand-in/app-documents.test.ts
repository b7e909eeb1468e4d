import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { loadAdminSchema, type AdminSchema } from "./admin-schema";
import {
  hasOperation,
  resolveInterpolations,
  scanDirectory,
  scanSource,
  tomlScopes,
  type FoundDocument,
} from "./graphql-documents";
import { satisfiesGroup } from "./required-access";
import { requiredScopesOfDocument } from "./required-scopes";

// Every GraphQL document in app/ must be valid on Admin API 2026-10 and need only the scopes that
// shopify.app.toml requests — checked offline against Shopify's own schema file (docs/reference/shopify-facts.md §5).
const APP_DIR = fileURLToPath(new URL("../app", import.meta.url));
const TOML = fileURLToPath(new URL("../shopify.app.toml", import.meta.url));

let admin: AdminSchema;
beforeAll(async () => {
  admin = await loadAdminSchema();
});

/** One line per problem: invalid documents, unresolved interpolations, scopes the TOML does not grant. */
function problemsOf(documents: FoundDocument[], granted: string[]): string[] {
  const scopes = new Set(granted);
  return documents
    .filter((d) => hasOperation(d.text))
    .flatMap((document) => {
      const where = `${document.file}${document.name ? ` (${document.name})` : ""}`;
      const { errors, requirements } = requiredScopesOfDocument(document.text, admin);
      const missing = requirements.filter((r) => !satisfiesGroup(scopes, r.anyOf));
      return [
        ...document.unresolved.map(
          (name) => `${where}: cannot resolve \${${name}} (only #graphql constants are resolved)`,
        ),
        ...errors.map((message) => `${where}: ${message}`),
        ...missing.map((r) => `${where}: ${r.path} (${r.coordinate}) needs one of ${r.anyOf.join(", ")}`),
      ];
    });
}

const FIXTURE = `
  const ORDER_FIELDS = \`#graphql
    fragment OrderFields on Order { id name displayFinancialStatus }\`;
  export const READ = \`#graphql
    query ReadOrder($id: ID!) { order(id: $id) { ...OrderFields customer { email } } }
    \${ORDER_FIELDS}\`;
  const broken = await admin.graphql(\`#graphql
    mutation { carrierServiceCreate(input: {name: "x"}) { carrierService { id } nope } }\`);
  const products = \`#graphql
    query Products { products(first: 1) { nodes { id } } }\`;
  const notGraphql = \`SELECT 1\`;
  const oneLine = \`#graphql query Shop { shop { id } }\`;
`;

describe("GraphQL documents of the app", () => {
  it("are found by the scanner in source text, shared fragments interpolated", () => {
    const documents = resolveInterpolations(scanSource("fixture.ts", FIXTURE));

    expect(documents.map((d) => d.name)).toEqual(["ORDER_FIELDS", "READ", null, "products", "oneLine"]);
    expect(documents[1].text).toContain("fragment OrderFields on Order");
    expect(documents.filter((d) => hasOperation(d.text)).map((d) => d.name)).toEqual([
      "READ",
      null,
      "products",
      "oneLine",
    ]);
  });

  it("would be reported when invalid or needing a scope the TOML lacks, so the checks below cannot pass vacuously", () => {
    const problems = problemsOf(resolveInterpolations(scanSource("fixture.ts", FIXTURE)), [
      "read_orders",
      "write_shipping",
    ]);

    expect(problems).toEqual([
      expect.stringMatching(/^fixture\.ts \(READ\): order\.customer \(Customer\) needs one of read_customers$/),
      expect.stringMatching(
        /^fixture\.ts: Field "DeliveryCarrierServiceCreateInput\.active" of required type "Boolean!" was not provided\./,
      ),
      expect.stringMatching(/^fixture\.ts: Field "DeliveryCarrierServiceCreateInput\.callbackUrl"/),
      expect.stringMatching(/^fixture\.ts: Field "DeliveryCarrierServiceCreateInput\.supportsServiceDiscovery"/),
      expect.stringMatching(/^fixture\.ts: Cannot query field "nope" on type "CarrierServiceCreatePayload"\./),
      expect.stringMatching(/^fixture\.ts \(products\): products\.nodes \(Product\) needs one of read_products/),
      // "#graphql" starts a GraphQL comment: on one line with the query, it comments the query out.
      "fixture.ts (oneLine): Syntax Error: Unexpected <EOF>.",
    ]);
  });

  it("are valid on Admin API 2026-10 and need only the scopes shopify.app.toml requests", async () => {
    const granted = tomlScopes(await readFile(TOML, "utf8"));
    const documents = await scanDirectory(APP_DIR);

    expect(granted.length).toBeGreaterThan(0);
    expect(problemsOf(documents, granted)).toEqual([]);
  });
});
