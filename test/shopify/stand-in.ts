import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { handleAccessToken } from "./access-token";
import { handleAdminGraphql, type HttpReply } from "./admin-graphql";
import { ADMIN_API_VERSION, loadAdminSchema } from "./admin-schema";
import { handleControl } from "./control";
import { sendCarrierCallback, sendWebhook, type CarrierCallback, type DeliveryTarget, type WebhookDelivery } from "./deliveries";
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
  const target: DeliveryTarget = { appUrl: options.appUrl, apiSecret: options.apiSecret, log: store.deliveries, now: store.now };
  const standIn = {
    url: "",
    state,
    /** Next n Admin GraphQL requests answer 200 with a THROTTLED error, as Shopify does when the bucket is empty. */
    throttleNext(n: number): void {
      store.throttleRemaining = n;
    },
    setAppUrl(url: string): void {
      target.appUrl = url;
    },
    get appUrl(): string | undefined {
      return target.appUrl;
    },
    sendWebhook: (delivery: WebhookDelivery) => sendWebhook(target, delivery),
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
    if (path.startsWith("/__stand-in/")) return handleControl(standIn, path, request.method ?? "GET", await readBody(request));
    const graphql = GRAPHQL_PATH.exec(path);
    const token = TOKEN_PATH.exec(path);
    if (!graphql && !token) return { status: 404, body: { errors: "Not Found" } };
    if (request.method !== "POST") return { status: 405, body: { errors: "Method Not Allowed" } };
    const body = await readBody(request);
    if (token) return handleAccessToken(store, options, token[1], body, request.headers["content-type"]);
    const accessToken = request.headers["x-shopify-access-token"];
    return handleAdminGraphql(store, {
      shopDomain: graphql![1], apiVersion: graphql![2], body,
      accessToken: Array.isArray(accessToken) ? accessToken[0] : accessToken,
    });
  }

  const server = createServer((request, response) => {
    route(request)
      .then((result) => reply(response, result))
      .catch((error: Error) => reply(response, { status: 500, body: { errors: `Shopify stand-in failure: ${error.stack ?? error.message}` } }));
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
