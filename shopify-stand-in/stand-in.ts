import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { handleAccessToken } from "./access-token";
import { appProxyConfigFromToml, proxyToApp, type AppProxyConfig } from "./app-proxy";
import { handleAdminGraphql, type HttpReply } from "./admin-graphql";
import { ADMIN_API_VERSION, loadAdminSchema } from "./admin-schema";
import { handleControl } from "./control";
import {
  sendCarrierCallback,
  sendWebhook,
  webhookRequest,
  type CarrierCallback,
  type DeliveryTarget,
  type WebhookDelivery,
} from "./deliveries";
import { createStandInState } from "./state";
import { createStore } from "./store";

// Routing convention: the app (SHOPIFY_ADMIN_ORIGIN, tests and demo only) rewrites every request it would send
// to https://{shop}/… into {stand-in url}/{shop}/…, so the shop domain is the first path segment.
const GRAPHQL_PATH = /^\/([a-z0-9][a-z0-9-]*\.myshopify\.com)\/admin\/api\/([^/]+)\/graphql\.json$/;
const TOKEN_PATH = /^\/([a-z0-9][a-z0-9-]*\.myshopify\.com)\/admin\/oauth\/access_token$/;

export type ShopifyStandInOptions = {
  /** 0 (default) picks a free port. The stand-in listens on 127.0.0.1 only. */
  port?: number;
  /** The app's SHOPIFY_API_SECRET: signs webhooks and carrier callbacks, checked by the token endpoint. */
  apiSecret: string;
  /** The app's client id; when given, the token endpoint and session tokens must carry it. */
  apiKey?: string;
  /** Where the app under test listens, e.g. http://127.0.0.1:3000 (or later, via setAppUrl). */
  appUrl?: string;
  /** Clock for timestamps and token expiry. */
  now?: () => Date;
  /** The app's numeric id, for `$app:` metafield namespaces. */
  appId?: string;
  /** The app proxy (default: `[app_proxy]` of shopify.app.toml). */
  appProxy?: AppProxyConfig;
};

export type ShopifyStandIn = Awaited<ReturnType<typeof createShopifyStandIn>>;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function reply(response: ServerResponse, { status, body }: HttpReply): void {
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "X-Shopify-API-Version": ADMIN_API_VERSION,
    "X-Request-Id": crypto.randomUUID(),
  });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

export async function createShopifyStandIn(options: ShopifyStandInOptions) {
  const store = createStore({ now: options.now, appId: options.appId });
  const state = createStandInState(store);
  const target: DeliveryTarget = {
    appUrl: options.appUrl,
    apiSecret: options.apiSecret,
    log: store.deliveries,
    now: store.now,
  };
  // Slow answers (tests of a crash mid-call): the request is executed at once, as Shopify would,
  // and only its answer waits, so a client that dies meanwhile never learns the outcome.
  const slowAnswers: Array<{ match: string; ms: number; remaining: number }> = [];
  const standIn = {
    url: "",
    state,
    /** The next `count` Admin GraphQL requests whose body contains `match` are answered `ms` late (after being executed). */
    delayAnswers({ match, ms, count = 1 }: { match: string; ms: number; count?: number }): void {
      slowAnswers.push({ match, ms, remaining: count });
    },
    /** Next n Admin GraphQL requests answer 200 with a THROTTLED error, as Shopify does when the bucket is empty. */
    throttleNext(n: number, currentlyAvailable = 0, shop: string | null = null): void {
      store.throttleRemaining = n;
      store.throttleAvailable = currentlyAvailable;
      store.throttleShop = shop;
    },
    setAppUrl(url: string): void {
      target.appUrl = url;
    },
    get appUrl(): string | undefined {
      return target.appUrl;
    },
    sendWebhook: (delivery: WebhookDelivery) => sendWebhook(target, delivery),
    /** The same webhook built and signed, not sent nor logged: for a load generator that sends it itself. */
    webhookRequest: (delivery: WebhookDelivery) => webhookRequest(target, delivery),
    sendCarrierCallback: (callback: CarrierCallback) => sendCarrierCallback(target, callback),
    close: (): Promise<void> =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets from the app's fetch would otherwise hold close() for seconds.
        server.closeAllConnections();
      }),
  };

  async function route(request: IncomingMessage): Promise<HttpReply> {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    if (path.startsWith("/__stand-in/"))
      return handleControl(standIn, path, request.method ?? "GET", await readBody(request));
    const graphql = GRAPHQL_PATH.exec(path);
    const token = TOKEN_PATH.exec(path);
    if (!graphql && !token) return { status: 404, body: { errors: "Not Found" } };
    if (request.method !== "POST") return { status: 405, body: { errors: "Method Not Allowed" } };
    const body = await readBody(request);
    if (token) return handleAccessToken(store, options, token[1], body, request.headers["content-type"]);
    const accessToken = request.headers["x-shopify-access-token"];
    const answer = await handleAdminGraphql(store, {
      shopDomain: graphql![1],
      apiVersion: graphql![2],
      body,
      accessToken: Array.isArray(accessToken) ? accessToken[0] : accessToken,
    });
    const slow = slowAnswers.find((entry) => entry.remaining > 0 && body.includes(entry.match));
    if (slow) {
      slow.remaining -= 1;
      await new Promise((resolve) => setTimeout(resolve, slow.ms));
    }
    return answer;
  }

  const appProxy = options.appProxy ?? appProxyConfigFromToml();
  const proxyPath = new RegExp(`^/([a-z0-9][a-z0-9-]*\\.myshopify\\.com)/${appProxy.prefix}/${appProxy.subpath}/(.*)$`);

  /** A buyer's request on the shop's storefront for the app proxy: forwarded, signed, to the app. */
  async function serveAppProxy(
    request: IncomingMessage,
    response: ServerResponse,
    shop: string,
    rest: string,
  ): Promise<void> {
    if (!target.appUrl) throw new Error("The stand-in does not know where the app listens (setAppUrl).");
    const url = new URL(request.url ?? "/", "http://stand-in");
    const page = await proxyToApp({
      appUrl: target.appUrl,
      apiSecret: options.apiSecret,
      config: appProxy,
      shop,
      rest,
      query: url.searchParams,
      acceptLanguage: request.headers["accept-language"],
      now: store.now(),
    });
    response.writeHead(page.status, { "Content-Type": page.contentType });
    response.end(page.body);
  }

  const server = createServer((request, response) => {
    const proxied =
      request.method === "GET" ? proxyPath.exec(new URL(request.url ?? "/", "http://stand-in").pathname) : null;
    if (proxied) {
      serveAppProxy(request, response, proxied[1], proxied[2]).catch((error: Error) =>
        reply(response, { status: 500, body: { errors: `Shopify stand-in failure: ${error.message}` } }),
      );
      return;
    }
    route(request)
      .then((result) => reply(response, result))
      .catch((error: Error) =>
        reply(response, { status: 500, body: { errors: `Shopify stand-in failure: ${error.stack ?? error.message}` } }),
      );
  });
  // Building the schema takes about a second; start now so the first request does not pay for it.
  // A failure (e.g. a tampered schema file) surfaces on the first GraphQL request instead.
  loadAdminSchema().catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject); // e.g. EADDRINUSE when main.ts's port is taken
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
