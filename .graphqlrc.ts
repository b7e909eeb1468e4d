import { ApiType, pluckConfig, preset } from "@shopify/api-codegen-preset";
import { parse, printSchema } from "graphql";
import { loadAdminSchema } from "./shopify-stand-in/admin-schema";

/*
 * Admin API types generated from the app's GraphQL documents (`npm run graphql-codegen`,
 * docs/decisions/031). The schema is the pinned 2026-10 file the tests validate documents against,
 * loaded here (its sha256 checked) instead of Shopify's URL: generation needs no network. It is
 * handed over as a document, not a schema object, which codegen would reject when it loads another
 * copy of graphql-js (as under vitest).
 */
const schema = [
  {
    "shopify-stand-in/fixtures/admin-2026-10.introspection.json.gz": {
      loader: async () => parse(printSchema((await loadAdminSchema()).schema)),
    },
  },
];
const documents = ["app/shopify/**/*.ts", "!app/shopify/**/*.test.ts"];

export default {
  schema,
  documents,
  projects: {
    default: {
      schema,
      documents,
      extensions: {
        codegen: {
          pluckConfig,
          generates: {
            // Scalars, enums and input types only (what the operation types refer to), not the schema's object types.
            "app/types/admin.types.d.ts": {
              plugins: ["typescript"],
              config: {
                onlyOperationTypes: true,
                disableDescriptions: true,
                defaultScalarType: "string",
                scalars: { JSON: "unknown" },
                enumsAsConst: true,
              },
            },
            "app/types/admin.generated.d.ts": { preset, presetConfig: { apiType: ApiType.Admin } },
          },
        },
      },
    },
  },
};
