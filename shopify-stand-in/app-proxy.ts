import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";

// Shopify's app proxy (https://{shop}/{prefix}/{subpath}/…): Shopify forwards the buyer's request to the proxy
// URL of shopify.app.toml with the rest of the path, adds `shop`, `logged_in_customer_id`, `path_prefix` and
// `timestamp` to the query and signs the whole query; an `application/liquid` answer is rendered inside the
// shop's theme. The signature is hex HMAC-SHA256, with the app secret, of the query's `key=value` pairs sorted
// by key and joined with nothing, a repeated key's values joined with "," — the rule shopify-api's
// `validateHmac(query, {signator: "appProxy"})` checks (lib/utils/hmac-validator.ts).

export type AppProxyConfig = { prefix: string; subpath: string; path: string };

/**
 * `[app_proxy]` of shopify.app.toml; its URL's path is kept, its origin becomes the app's (as `shopify app dev`
 * does). A relative url (`/proxy/tracking`) is a path under application_url, as the Shopify CLI reads it.
 */
export function appProxyConfigFromToml(tomlPath = new URL("../shopify.app.toml", import.meta.url)): AppProxyConfig {
  const proxy = (
    parse(readFileSync(tomlPath, "utf8")) as { app_proxy?: { url?: string; subpath?: string; prefix?: string } }
  ).app_proxy;
  if (!proxy?.url || !proxy.subpath || !proxy.prefix)
    throw new Error("shopify.app.toml has no complete [app_proxy] (url, subpath, prefix).");
  return {
    prefix: proxy.prefix,
    subpath: proxy.subpath,
    path: new URL(proxy.url, "https://application-url.invalid").pathname.replace(/\/$/, ""),
  };
}

export function appProxySignature(query: URLSearchParams, apiSecret: string): string {
  const values = new Map<string, string[]>();
  for (const [key, value] of query) if (key !== "signature") values.set(key, [...(values.get(key) ?? []), value]);
  const message = [...values.keys()]
    .sort((a, b) => a.localeCompare(b))
    .map((key) => `${key}=${values.get(key)!.join(",")}`)
    .join("");
  return createHmac("sha256", apiSecret).update(message).digest("hex");
}

export type ProxiedPage = { status: number; contentType: string; body: string };

/**
 * The buyer's request for `/{prefix}/{subpath}/{rest}` on `shop`, forwarded to the app as Shopify does, and
 * its answer as the buyer's browser gets it. Only GET: the tracking page has no form.
 */
export async function proxyToApp(options: {
  appUrl: string;
  apiSecret: string;
  config: AppProxyConfig;
  shop: string;
  rest: string;
  query: URLSearchParams;
  acceptLanguage?: string;
  now: Date;
  signatureOverride?: string;
}): Promise<ProxiedPage> {
  const query = new URLSearchParams(options.query);
  // Shopify's own parameters replace anything the buyer typed under those names.
  for (const name of ["shop", "logged_in_customer_id", "path_prefix", "timestamp", "signature"]) query.delete(name);
  query.set("shop", options.shop);
  query.set("logged_in_customer_id", "");
  query.set("path_prefix", `/${options.config.prefix}/${options.config.subpath}`);
  query.set("timestamp", String(Math.floor(options.now.getTime() / 1000)));
  query.set("signature", options.signatureOverride ?? appProxySignature(query, options.apiSecret));
  const response = await fetch(`${options.appUrl}${options.config.path}/${options.rest}?${query}`, {
    headers: {
      ...(options.acceptLanguage ? { "Accept-Language": options.acceptLanguage } : {}),
      "User-Agent": "Shopify App Proxy (stand-in)",
    },
    redirect: "manual",
  });
  const body = await response.text();
  const contentType = response.headers.get("content-type") ?? "";
  if (!contentType.startsWith("application/liquid")) return { status: response.status, contentType, body };
  return { status: response.status, contentType: "text/html; charset=utf-8", body: renderInTheme(options.shop, body) };
}

/**
 * Puts a Liquid answer in a minimal theme page. The stand-in renders no Liquid: an answer with a Liquid tag
 * other than `{% layout none %}` would show differently on a real shop, so it is refused (500) here.
 */
function renderInTheme(shop: string, liquid: string): string {
  const layoutNone = /^\s*\{%\s*layout\s+none\s*%\}/.test(liquid);
  const content = liquid.replace(/^\s*\{%\s*layout\s+none\s*%\}/, "");
  if (/\{\{|\{%/.test(content))
    throw new Error("The app's Liquid answer holds Liquid tags the stand-in cannot render.");
  if (layoutNone) return content;
  return (
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${shop}</title></head>` +
    `<body><header><p>${shop}</p></header><main>${content}</main></body></html>`
  );
}
