// ESLint (flat config): TypeScript's recommended rules, plus the house rules that keep the code
// easy to see: process.env is read in app/env.server.ts only, no console in app/, no focused tests,
// and the imports that must never exist (docs/decisions/026-layout.md): the service client knows nothing of
// Prisma, Remix or Shopify; the sandbox is a second reading of the spec and never imports the app; domain code
// never imports a route; the delivery and money libraries are used through their surfaces (~/delivery,
// ~/delivery/browser, ~/money); Admin GraphQL documents live in app/shopify only.
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
// The libraries with a public surface are used through it, never through their internals.
const NO_LIBRARY_INTERNALS = {
  group: ["~/delivery/*", "!~/delivery/browser", "~/money/*"],
  message:
    "Use the library's surface: ~/delivery (server), ~/delivery/browser (browser-safe types and schemas) or ~/money.",
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
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/**", "app/routes.ts", "app/delivery/**", "app/money/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_ROUTES, NO_LIBRARY_INTERNALS, NO_TEST_PARTS] }] },
  },
  {
    // Services are handed down by the wiring (AppContext: ctx.jobs, ctx.shopifyAdmin; docs/decisions/050); domain
    // code never fetches them itself, so it runs in a test against any queue or Admin API it is given.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/routes/**",
      "app/routes.ts",
      "app/delivery/**",
      "app/money/**",
      "app/cli/**",
      "app/app-job-queue.server.ts",
      "app/background-work.server.ts",
      "app/context.server.ts",
      "app/entry.server.tsx",
      "app/shopify.server.ts",
      // Request authentication at the edge (embedded admin pages, Shopify's webhooks) is the Shopify app object's.
      "app/admin/require-admin.server.ts",
      "app/shopify/read-webhook.server.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_ROUTES,
            NO_LIBRARY_INTERNALS,
            NO_TEST_PARTS,
            {
              group: [
                "~/app-job-queue.server",
                "~/background-work.server",
                "~/shopify.server",
                "**/shopify.server",
                "~/context.server",
                "**/context.server",
              ],
              message:
                "Domain code gets the job queue and Shopify's Admin API from its AppContext (ctx.jobs, ctx.shopifyAdmin); its type is in ~/app-context.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_LIBRARY_INTERNALS,
            NO_TEST_PARTS,
            {
              group: ["~/app-job-queue.server", "~/background-work.server", "~/context.server"],
              message: "A route reads the app's context from its load context (`context.app`; docs/decisions/050).",
            },
          ],
        },
      ],
    },
  },
  {
    // Components run in the browser: the client library's server half (network, secrets) never reaches them.
    files: ["app/components/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "~/delivery", message: "Components import ~/delivery/browser, the browser-safe half." }],
          patterns: [NO_ROUTES, NO_LIBRARY_INTERNALS, NO_TEST_PARTS],
        },
      ],
    },
  },
  {
    // One gateway to Shopify's Admin API: every GraphQL document lives in app/shopify (decision 026).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/shopify/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TemplateElement[value.raw=/^#graphql/]",
          message: "Admin GraphQL documents live in app/shopify (the one gateway to Shopify): add a function there.",
        },
      ],
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
    files: ["app/**/*.test.{ts,tsx}"],
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
