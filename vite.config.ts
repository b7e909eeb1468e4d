import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { appUrlFromCli, devServerSettings } from "./app/dev-server-settings";

// Every Remix v3 future flag is on, so a later move to React Router 7 is mechanical.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// `shopify app dev` (older CLIs name the tunnel's URL HOST): the app reads SHOPIFY_APP_URL.
const cliAppUrl = appUrlFromCli(process.env);
if (cliAppUrl) process.env.SHOPIFY_APP_URL = cliAppUrl;
if (process.env.HOST && process.env.HOST === cliAppUrl) delete process.env.HOST;

export default defineConfig({
  // Under `shopify app dev` server.mjs --dev runs Vite in middleware mode (requests take production's path, loaders
  // get the same load context): the tunnel's host, CORS preflights passed to the app, hot reload over the tunnel
  // (app/dev-server-settings.ts).
  server: { ...devServerSettings(process.env), fs: { allow: ["app", "node_modules"] } },
  plugins: [
    remix({
      // CommonJS, so that the packages the build requires load through Node's CommonJS loader: the same packages
      // imported from an ES module cost every start a fifth more CPU (the ES loader, and a scan of each CommonJS
      // module for its export names). `.cjs`, since this package is "type": "module" (docs/decisions/128).
      serverModuleFormat: "cjs",
      serverBuildFile: "index.cjs",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
  ],
  build: { assetsInlineLimit: 0 },
  // Bundled, tree-shaken, rather than loaded file by file at every start: Polaris's CommonJS index requires every
  // component and icon, over a thousand modules a job worker never uses (docs/decisions/127).
  ssr: { noExternal: ["@shopify/polaris", "@shopify/polaris-icons", "@shopify/shopify-app-remix"] },
});
