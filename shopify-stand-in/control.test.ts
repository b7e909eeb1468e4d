import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_SECRET, startCaptureServer } from "./test-kit";

// The demo runs the stand-in as its own process (main.ts) and arranges it over HTTP; this drives exactly that.
const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const SHOP = "demo-shop.myshopify.com";
let child: ReturnType<typeof spawn>;
let url: string;
let app: Awaited<ReturnType<typeof startCaptureServer>>;

const control = async (path: string, body?: unknown) => {
  const response = await fetch(
    `${url}/__stand-in/${path}`,
    body === undefined ? {} : { method: "POST", body: JSON.stringify(body) },
  );
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  app = await startCaptureServer();
  child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...process.env,
      SHOPIFY_STANDIN_PORT: "0",
      SHOPIFY_API_SECRET: API_SECRET,
      SHOPIFY_STANDIN_APP_URL: app.url,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout!.setEncoding("utf8");
  while (!/listening on (http:\/\/\S+)/.test(output)) {
    const [chunk] = await Promise.race([
      once(child.stdout!, "data"),
      once(child, "exit").then(() => {
        throw new Error(`main.ts exited: ${output}`);
      }),
    ]);
    output += chunk;
  }
  url = /listening on (http:\/\/\S+)/.exec(output)![1];
});
afterAll(async () => {
  if (child.exitCode === null) {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
  await app.close();
});

describe("the stand-in started alone", () => {
  it("is arranged over /__stand-in/ and sends an order webhook built from its state", async () => {
    const { body: shop } = await control("shops", { domain: SHOP, scopes: "read_orders,write_orders" });
    const { body: order } = await control("orders", {
      shop: SHOP,
      order: { financialStatus: "PENDING", lineItems: [{ title: "Bissap", quantity: 3, price: "500" }] },
    });

    const sent = await control("webhooks", {
      path: "/webhooks/orders/create",
      topic: "orders/create",
      shop: SHOP,
      orderId: order.id,
    });

    expect(shop.accessToken).toMatch(/^shpat_/);
    expect(sent).toEqual({ status: 200, body: { status: 200, body: "ok" } });
    expect(JSON.parse(app.captured.at(-1)!.rawBody)).toMatchObject({
      admin_graphql_api_id: order.id,
      financial_status: "pending",
      total_outstanding: "1500.00",
    });
    expect((await control("deliveries")).body.deliveries).toEqual([
      expect.objectContaining({ topic: "orders/create", status: 200 }),
    ]);
  });

  it("answers the app's Admin GraphQL requests and lists them", async () => {
    const { body: shop } = await control("shops", { domain: "demo-two.myshopify.com", scopes: "read_orders" });

    const response = await fetch(`${url}/demo-two.myshopify.com/admin/api/2026-10/graphql.json`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Access-Token": shop.accessToken },
      body: JSON.stringify({ query: "query DemoShop { shop { myshopifyDomain } }" }),
    });

    expect((await response.json()).data).toEqual({ shop: { myshopifyDomain: "demo-two.myshopify.com" } });
    expect((await control("requests")).body.requests).toEqual([
      expect.objectContaining({ operationName: "DemoShop", outcome: "ok" }),
    ]);
  });

  it("answers 404 to an unknown control endpoint", async () => {
    expect((await control("nothing-here")).status).toBe(404);
  });
});
