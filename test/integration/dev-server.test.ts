import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAST_PATHS } from "~/fast-paths.server";
import { shopifyHmac } from "../../shopify-stand-in/hmac";
import { startApp, type AppProcess } from "../../stack/app-process";
import { TEST_API_SECRET } from "../../stack/test-env";
import { abidjanCart, checkoutShop } from "../support/checkout-kit";
import { rawRequest } from "../support/raw-http";
import { useStack } from "../support/use-stack";

/*
 * One path for a request in dev and production (decision 070): `shopify app dev` runs server.mjs --dev, the
 * production server with Vite in middleware mode building the app from its sources. The same edge (the target as
 * the router reads it, the fast paths' table, the data-request guard) answers before Remix. The fast paths' routes
 * have no action for their POSTs, so a POST answered as production answers it was served by the fast path.
 */
const stack = useStack();
let dev: AppProcess;
let shop: Awaited<ReturnType<typeof checkoutShop>>;

beforeAll(async () => {
  shop = await checkoutShop(stack);
  // The shared app's environment, but its own URL (startApp gives SHOPIFY_APP_URL).
  const env = Object.fromEntries(Object.entries(stack.env).filter(([name]) => name !== "SHOPIFY_APP_URL"));
  dev = await startApp(env, { serverArgs: ["--dev"] });
}, 180_000);
afterAll(async () => {
  await dev?.stop();
});

/** The same request to the production app and to the dev server: their answers, status and body. */
async function both(path: string, init: { method?: string; headers?: Record<string, string>; body?: string }) {
  const answers = [];
  for (const base of [stack.app.url, dev.url]) {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? "POST",
      headers: init.headers,
      body: init.body,
    });
    answers.push({ status: response.status, body: await response.text() });
  }
  return answers;
}

describe("dev (server.mjs --dev) and production serve the same handlers", () => {
  test("every fast path's route module has no action of its own for the fast path's POST", () => {
    for (const { route } of FAST_PATHS) {
      const source = readFileSync(`app/routes/${route}.tsx`, "utf8");
      if (route === "webhooks.orders.$topic") expect(source).toContain('if (topic !== "edited")');
      else expect(source, route).not.toMatch(/export (const|async function|function) action\b/);
    }
  });

  test("the dev server builds from the sources with Vite (its client module is served), production does not", async () => {
    expect((await fetch(`${dev.url}/@vite/client`)).status).toBe(200);
    expect((await fetch(`${stack.app.url}/@vite/client`)).status).toBe(404);
  });

  test("the carrier callback is answered with rates by the fast path in both", async () => {
    const body = JSON.stringify(abidjanCart());
    const headers = {
      "Content-Type": "application/json",
      "X-Shopify-Hmac-Sha256": shopifyHmac(body, TEST_API_SECRET),
      "X-Shopify-Shop-Domain": shop.domain,
    };
    const [production, development] = await both(shop.path, { headers, body });
    expect(production.status).toBe(200);
    expect(development.status).toBe(200);
    const codes = (text: string) =>
      (JSON.parse(text) as { rates: Array<{ service_code: string }> }).rates.map((rate) => rate.service_code);
    expect(codes(development.body)).toEqual(codes(production.body));
  });

  test("delivery and order webhooks get the same answers, refusals included", async () => {
    const connected = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop.domain } });
    const delivery = await both(`/webhooks/delivery/${connected.webhookToken}`, {
      headers: { "Content-Type": "application/json", "X-Service-Signature": `t=1,v1=${"0".repeat(64)}` },
      body: JSON.stringify({ id: "evt_dev", event: "shipment.delivered" }),
    });
    expect(delivery).toEqual([
      { status: 401, body: '{"error":"Invalid signature."}' },
      { status: 401, body: '{"error":"Invalid signature."}' },
    ]);
    const orderBody = JSON.stringify({ id: 1, name: "#1" });
    const answers = [];
    for (const base of [stack.app.url, dev.url]) {
      const webhookId = randomUUID();
      const response = await fetch(`${base}/webhooks/orders/create`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Shopify-Hmac-Sha256": shopifyHmac(orderBody, TEST_API_SECRET),
          "X-Shopify-Topic": "orders/create",
          "X-Shopify-Shop-Domain": `not-installed-${randomUUID().slice(0, 8)}.myshopify.com`,
          "X-Shopify-API-Version": "2026-10",
          "X-Shopify-Webhook-Id": webhookId,
        },
        body: orderBody,
      });
      answers.push({ status: response.status, body: await response.text() });
    }
    // Acknowledged by the inbox (a shop not installed is not stored), not refused by a Remix action.
    expect(answers).toEqual([
      { status: 200, body: "{}" },
      { status: 200, body: "{}" },
    ]);
  });

  test("the edge reads the router's path in dev too: a hidden .data is refused before Remix", async () => {
    for (const url of [stack.app.url, dev.url]) {
      const answer = await rawRequest(url, { target: "/_root.data#" });
      expect({ url, status: answer.status, body: answer.body }).toEqual({
        url,
        status: 404,
        body: "Data request refused: data requests exist only for the app's admin pages.\n",
      });
    }
  });
});
