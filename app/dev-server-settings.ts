/*
 * Vite's dev-server settings under `shopify app dev` (vite.config.ts). The Shopify CLI serves the app
 * through a tunnel (https://<random>.trycloudflare.com) and loads it inside the admin, so:
 * - Vite must accept requests addressed to the tunnel's host name (`allowedHosts`);
 * - preflight (OPTIONS) requests, such as the order block's calls from the admin's origin, must reach the
 *   app's own routes instead of being answered by Vite's CORS middleware (`cors.preflightContinue`);
 * - hot reload must reach the browser through the tunnel (wss on 443), or on localhost on a fixed port.
 * The CLI gives the tunnel's URL as SHOPIFY_APP_URL (older CLIs as HOST), the port as PORT and the
 * port to tunnel hot reload through as FRONTEND_PORT.
 */
export type DevServerEnv = Record<string, string | undefined>; // SHOPIFY_APP_URL, HOST, PORT, FRONTEND_PORT

/** Local hot-reload port when there is no tunnel (the Remix template's choice). */
export const LOCAL_HMR_PORT = 64999;
/** The CLI's default frontend port when it does not name one. */
export const DEFAULT_FRONTEND_PORT = 8002;

export function appUrlFromCli(env: DevServerEnv): string | undefined {
  // Older CLIs pass the tunnel's URL as HOST; an address such as 0.0.0.0 is not a URL and is left alone.
  if (env.SHOPIFY_APP_URL) return env.SHOPIFY_APP_URL;
  return env.HOST && /^https?:\/\//.test(env.HOST) ? env.HOST : undefined;
}

export function devServerSettings(env: DevServerEnv) {
  const host = new URL(appUrlFromCli(env) ?? "http://localhost").hostname;
  const local = host === "localhost" || host === "127.0.0.1";
  return {
    port: Number(env.PORT || 3000),
    allowedHosts: [host],
    cors: { preflightContinue: true },
    hmr: local
      ? { protocol: "ws", host: "localhost", port: LOCAL_HMR_PORT, clientPort: LOCAL_HMR_PORT }
      : { protocol: "wss", host, port: Number(env.FRONTEND_PORT) || DEFAULT_FRONTEND_PORT, clientPort: 443 },
  };
}
