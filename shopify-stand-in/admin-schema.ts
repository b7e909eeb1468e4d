import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { buildClientSchema, type DocumentNode, type GraphQLSchema, type IntrospectionQuery } from "graphql";
import { buildAccessIndex, type AccessIndex, type OfflineScopeItem } from "./required-access";

// Shopify's Admin GraphQL schema, 2026-10, unchanged from npm @shopify/dev-mcp@1.16.0
// (dist/data/admin_2026-10.json.gz, ISC). Pinned so a swapped file cannot silently change what we validate.
export const ADMIN_API_VERSION = "2026-10";
const SCHEMA_FILE = fileURLToPath(new URL("./fixtures/admin-2026-10.introspection.json.gz", import.meta.url));
const SCHEMA_SHA256 = "f3b522f264556925eada700e795e4a002a9cba83444ebcc6c0d724254a0c6593";

export type AdminSchema = {
  schema: GraphQLSchema;
  access: AccessIndex;
  /** Documents found valid against `schema`, by their text (admin-graphql.ts checkDocument). */
  validDocuments: Map<string, DocumentNode>;
};

// Parsing 11 MB of JSON and building 3 500 types takes about a second: do it once per process.
let loading: Promise<AdminSchema> | undefined;

export function loadAdminSchema(): Promise<AdminSchema> {
  loading ??= readAdminSchema();
  return loading;
}

async function readAdminSchema(): Promise<AdminSchema> {
  const compressed = await readFile(SCHEMA_FILE);
  const digest = createHash("sha256").update(compressed).digest("hex");
  if (digest !== SCHEMA_SHA256) {
    throw new Error(`${SCHEMA_FILE} has sha256 ${digest}, expected ${SCHEMA_SHA256}: restore the pinned schema file.`);
  }
  const file = JSON.parse((await promisify(gunzip)(compressed)).toString("utf8")) as {
    data: IntrospectionQuery;
    offline_scopes: { items: OfflineScopeItem[] };
  };
  return {
    schema: buildClientSchema(file.data, { assumeValid: true }),
    access: buildAccessIndex(file.offline_scopes.items),
    validDocuments: new Map(),
  };
}
