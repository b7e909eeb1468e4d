// ESLint (flat config): TypeScript's recommended rules, plus the house rules that keep the code
// easy to see: process.env is read in app/env.server.ts only, no console in app/, no focused tests,
// and the imports that must never exist (docs/decisions/026-layout.md, 052-front-doors.md): the service client knows
// nothing of Prisma, Remix or Shopify; the sandbox is a second reading of the spec and never imports the app; domain
// code never imports a route; a folder of app/ is used from another only through its front door (~/<folder>, or
// ~/<folder>/browser for what reaches the browser); tracking never imports orders; Admin GraphQL documents live in
// app/shopify only.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import tseslint from "typescript-eslint";

const NO_ROUTES = {
  group: ["~/routes/*", "**/routes/*"],
  message: "Routes are thin entry points: domain code never imports them.",
};
// The app never depends on what starts it for tests, the demo and the bench, nor on Shopify's stand-in.
const NO_TEST_PARTS = {
  group: ["**/stack/*", "**/shopify-stand-in/*", "**/test/*"],
  message: "The app runs without the stand-in and the test stack: only tests import them.",
};
// Every folder of app/ but the routes, the components they compose and the generated Admin API types is a domain
// folder with a front door (docs/decisions/052): its index.ts, and browser.ts where part of it reaches the browser.
const APP = join(import.meta.dirname, "app");
const FOLDERS = readdirSync(APP, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_DOMAINS = ["routes", "components", "types"];
const BROWSER_DOORS = FOLDERS.filter((folder) => existsSync(join(APP, folder, "browser.ts")));
/** Another folder is used through its front door; `own` is the folder of the importing files (none at app/'s root). */
const frontDoors = (own) => [
  {
    regex: `^~/(?!${own ? `${own}/|` : ""}${NOT_DOMAINS.filter((name) => name !== "routes").join("/|")}/)[^/]+/(?!browser$)`,
    message:
      "Use the folder's front door: ~/<folder> (its index.ts) or ~/<folder>/browser (its browser-safe half); export what you need there (docs/decisions/052).",
  },
  {
    // From a folder, `../other/…`; from app/'s root, `./folder/…`.
    regex: own ? "^\\.\\./(\\.\\./)*[^./][^/]*/" : "^\\./[^/]+/",
    message: "Reach another folder as ~/<folder>, through its front door, not by a relative path (docs/decisions/052).",
  },
];
// Domain code gets its services handed down (docs/decisions/050).
const NO_LOOKUPS = {
  group: ["~/app-job-queue.server", "~/background-work.server", "~/context.server", "**/context.server"],
  message:
    "Domain code gets the job queue and Shopify's Admin API from its AppContext (ctx.jobs, ctx.shopifyAdmin); its type is in ~/app-context.",
};
// The wiring builds the services and hands them down; the CLI opens its own context.
const WIRING = [
  "app/context.server.ts",
  "app/entry.server.tsx",
  "app/app-job-queue.server.ts",
  "app/background-work.server.ts",
];
// Request authentication at the edge (embedded admin pages, Shopify's webhooks) is the Shopify app object's.
const EDGE_AUTHENTICATION = ["app/admin/require-admin.server.ts", "app/shopify/read-webhook.server.ts"];
const GRAPHQL_IN_SHOPIFY_ONLY = {
  selector: "TemplateElement[value.raw=/^#graphql/]",
  message: "Admin GraphQL documents live in app/shopify (the one gateway to Shopify): add a function there.",
};
// A front door names what it lets out (decision 075): `export *` would pass on whatever its modules export.
const NO_EXPORT_ALL = {
  selector: "ExportAllDeclaration",
  message: "A front door lists what other folders use by name: `export { a, type B } from` (decision 075).",
};
/** The import rule of one group of app/ files. */
const importRule = (patterns, paths = []) => ({ "no-restricted-imports": ["error", { paths, patterns }] });
// A folder's own restrictions on what it may import, beyond the front doors.
const FOLDER_RULES = {
  tracking: [
    {
      group: ["~/orders", "~/orders/*"],
      message:
        "Tracking never imports orders (orders use tracking): what both need lives below them, in ~/order-record or ~/shipments (docs/decisions/052).",
    },
  ],
};

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", ".data/**", "artifacts/**", "extensions/**/dist/**", "**/*.d.ts"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/env.server.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through app/env.server.ts." },
      ],
      "no-console": "error",
    },
  },
  // Each domain folder: the front doors of the others, no route, no test part, no service looked up.
  ...FOLDERS.filter((folder) => !["routes", "components", "delivery"].includes(folder)).map((folder) => ({
    files: [`app/${folder}/**/*.{ts,tsx}`],
    rules: importRule([
      NO_ROUTES,
      NO_TEST_PARTS,
      ...(folder === "cli" ? [] : [NO_LOOKUPS]),
      ...frontDoors(folder),
      ...(FOLDER_RULES[folder] ?? []),
    ]),
  })),
  ...EDGE_AUTHENTICATION.map((file) => ({
    files: [file],
    rules: importRule([NO_ROUTES, NO_TEST_PARTS, ...frontDoors(file.split("/")[1])]),
  })),
  {
    // app/'s root: the wiring, the server entry's fast paths and the leaves every folder uses (env, db, errors…).
    files: ["app/*.{ts,tsx}"],
    ignores: ["app/routes.ts", "app/app-context.ts", ...WIRING],
    rules: importRule([NO_ROUTES, NO_TEST_PARTS, NO_LOOKUPS, ...frontDoors(null)]),
  },
  { files: WIRING, rules: importRule([NO_ROUTES, NO_TEST_PARTS, ...frontDoors(null)]) },
  {
    // The context's types are a leaf of types (docs/decisions/050): it names three types in their own modules, since
    // a front door behind it would import modules that import it (a circle).
    files: ["app/app-context.ts"],
    rules: importRule([NO_ROUTES, NO_TEST_PARTS]),
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: importRule([
      NO_TEST_PARTS,
      {
        group: ["~/app-job-queue.server", "~/background-work.server", "~/context.server"],
        message: "A route reads the app's context from its load context (`context.app`; docs/decisions/050).",
      },
      ...frontDoors("routes"),
    ]),
  },
  {
    // Components run in the browser: a folder's server half (network, secrets, the database) never reaches them. A
    // type from it (the data a loader returns) is erased from the bundle, so it may be named.
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: BROWSER_DOORS.map((folder) => ({
            name: `~/${folder}`,
            message: `Components import ~/${folder}/browser, the browser-safe half of its front door.`,
            allowTypeImports: true,
          })),
          patterns: [NO_ROUTES, NO_TEST_PARTS, ...frontDoors("components")],
        },
      ],
    },
  },
  {
    // One gateway to Shopify's Admin API: every GraphQL document lives in app/shopify (decision 026).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/shopify/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", GRAPHQL_IN_SHOPIFY_ONLY],
    },
  },
  {
    files: ["app/*/index.ts", "app/*/browser.ts"],
    ignores: ["app/shopify/**"],
    rules: {
      "no-restricted-syntax": ["error", GRAPHQL_IN_SHOPIFY_ONLY, NO_EXPORT_ALL],
    },
  },
  {
    files: ["app/shopify/index.ts", "app/shopify/browser.ts"],
    rules: {
      "no-restricted-syntax": ["error", NO_EXPORT_ALL],
    },
  },
  {
    // Leaves that the admin extensions bundle or compile with their own settings (decision 049): they import
    // nothing, so an extension never pulls in the server, a library or the app's path aliases.
    files: ["app/shipments/shipment-catalogue.ts", "app/orders/order-delivery-summary.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration, ExportAllDeclaration, ExportNamedDeclaration[source]",
          message: "This module is shared with the admin extensions: it imports nothing (docs/decisions/049).",
        },
      ],
    },
  },
  {
    files: ["app/delivery/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_ROUTES,
            {
              group: ["@prisma/*", "~/db.server", "**/db.server", "@remix-run/*", "@shopify/*"],
              message:
                "The service client (app/delivery) knows nothing of the database, Remix or Shopify: pass what it needs in.",
            },
            {
              // app/errors.ts is the root of every error of ours, a leaf that imports nothing (decision 030).
              group: ["~/*", "!~/delivery", "!~/delivery/*", "!~/errors", "../*"],
              message: "The service client (app/delivery) depends on nothing else in the app but the errors' root.",
            },
          ],
        },
      ],
    },
  },
  {
    // Shopify's stand-in is Shopify's side: like the sandbox, it knows the app only through HTTP.
    files: ["shopify-stand-in/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "**/app/*", "**/app"],
              message: "The Shopify stand-in answers as Shopify does, never through the app's code.",
            },
          ],
        },
      ],
    },
  },
  {
    // A test may reach anything it checks.
    files: ["app/**/*.test.{ts,tsx}", "app/**/*.test-d.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["sandbox/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "**/app/*", "**/app"],
              message:
                "The sandbox is written from the spec alone and never imports the app (an independent second reading).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "it", property: "only" },
        { object: "test", property: "only" },
        { object: "describe", property: "only" },
        { object: "it", property: "skip" },
        { object: "test", property: "skip" },
        { object: "describe", property: "skip" },
      ],
    },
  },
);
