import { vitePlugin as remix } from "@remix-run/dev";
// Not on @remix-run/dev's surface, but what its own dev server reads the load context from (pinned 2.17.5).
import { setRemixDevLoadContext } from "@remix-run/dev/dist/vite/plugin.js";
import { defineConfig, type Plugin } from "vite";
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

/**
 * Under `remix vite:dev` (`shopify app dev`) Remix's dev server answers the requests that server.mjs answers in
 * production: it hands loaders and actions the same load context, the server build's own (`context.app`,
 * entry.server.tsx's getLoadContext; docs/decisions/050), reloaded with the build when a module changes.
 */
function devLoadContext(): Plugin {
  return {
    name: "delivery-connect:dev-load-context",
    apply: "serve",
    configureServer(server) {
      setRemixDevLoadContext(async () => {
        const build = await server.ssrLoadModule("virtual:remix/server-build");
        return build.entry.module.getLoadContext();
      });
    },
  };
}

export default defineConfig({
  // The tunnel's host, CORS preflights passed to the app, hot reload over the tunnel (app/dev-server-settings.ts).
  server: { ...devServerSettings(process.env), fs: { allow: ["app", "node_modules"] } },
  plugins: [
    devLoadContext(),
    remix({
      ignoredRouteFiles: ["**/.*", "**/*.test.*"],
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
});
