import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { beforeAll, describe, expect, test } from "vitest";
import { connectTestShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, sandboxRequests, waitForOrderSync } from "../../stack/orders";
import { startStack } from "../../stack/stack";
import { uniqueShopDomain } from "../../stack/test-env";
import { BROWSER_USER_AGENT } from "../support/browser/session-token";
import { rawRequest } from "../support/raw-http";
import { until } from "../support/eventually";
import { useStack } from "../support/use-stack";

/*
 * What reaches the app from outside cannot lead elsewhere or leak through: the error page links only
 * to this site, a probe of an unknown path is not an error and leaves only JSON lines, the admin
 * preview answers only this machine, and control characters in an order stop at the edge.
 * The app runs with the preview on and HOST=0.0.0.0, as `npm start` would be asked to listen.
 */
const PREVIEW_SHOP = uniqueShopDomain("edge");
const PREVIEW_BANNER = "Preview outside the Shopify admin";
let port: number;
const stack = useStack(() => startStack({ ADMIN_PREVIEW: "on", ADMIN_PREVIEW_SHOP: PREVIEW_SHOP, HOST: "0.0.0.0" }));

beforeAll(async () => {
  port = Number(new URL(stack.app.url).port);
});

/** A raw request: the path as given (no normalising) and any Host header. */
function get(path: string, options: { host?: string; address?: string } = {}) {
  return new Promise<{ status: number; body: string; location?: string; keepAlive?: string }>((resolve, reject) => {
    const request = httpRequest(
      { host: options.address ?? "127.0.0.1", port, path, headers: { host: options.host ?? `localhost:${port}` } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            location: response.headers.location,
            keepAlive: String(response.headers["keep-alive"]),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

const EDGE_WAIT = { timeoutMs: 15_000, intervalMs: 50 };

const logLines = () =>
  stack.app
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "");

describe("requests from outside", () => {
  test("an idle connection is kept longer than a load balancer's 60 s, so a sender reusing it is not cut off", async () => {
    expect((await get("/healthz")).keepAlive).toBe("timeout=65");
  });

  test("the error page's reload link stays on this site, even for a path a browser reads as another host", async () => {
    for (const path of ["//evil.example/x", "/\\evil.example/x"]) {
      const page = await get(path);
      expect(page.status).toBe(404);
      const links = [...page.body.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
      expect(links).toEqual(["/evil.example/x"]);
    }
  });

  test("a probe of an unknown path is logged at info, not as an error, and every log line stays JSON", async () => {
    const probe = `/wp-login-${Date.now()}.php`;
    expect((await get(probe)).status).toBe(404);
    // Sampled (a line a minute per kind): this probe's line, or the count of those not logged, is the evidence.
    await until(() => logLines().find((line) => line.includes('"not found"')), "a not-found line", EDGE_WAIT);
    for (const line of logLines().filter((line) => line.includes('"not found"')))
      expect(JSON.parse(line)).toMatchObject({ level: 30, status: 404, securityEvent: "not-found" });
    expect(logLines().filter((line) => line.includes(probe) && JSON.parse(line).level >= 40)).toEqual([]);
    const notJson = logLines().filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
  });
});

/*
 * Anyone can send these, as fast as they like: each kind writes at most one line a minute, carrying the count of
 * those not written, and a path in a line is cut short (docs/decisions/070).
 */
describe("an anonymous flood writes a line per kind, not per request", () => {
  /** The app's log lines written while `flood` ran. */
  async function linesDuring(flood: () => Promise<void>): Promise<string[]> {
    const from = stack.app.output().length;
    await flood();
    return stack.app
      .output()
      .slice(from)
      .split("\n")
      .filter((line) => line.trim() !== "");
  }

  test("404s of 15 KB paths: one short line at most", async () => {
    const lines = await linesDuring(async () => {
      for (let i = 0; i < 30; i++) expect((await get(`/probe-${i}-${"a".repeat(15_000)}`)).status).toBe(404);
    });
    expect(lines.filter((line) => line.includes('"not found"')).length).toBeLessThanOrEqual(1);
    expect(lines.filter((line) => line.length > 1_000)).toEqual([]);
  });

  test("refused data requests and targets that are no path: one line each at most", async () => {
    const lines = await linesDuring(async () => {
      for (let i = 0; i < 30; i++) expect((await get(`/_root.data?i=${i}`)).status).toBe(404);
      for (let i = 0; i < 30; i++)
        expect((await rawRequest(stack.app.url, { target: "/x", headers: { Host: `x/${i}#` } })).status).toBe(400);
    });
    expect(lines.filter((line) => line.includes("data request refused")).length).toBeLessThanOrEqual(1);
    expect(lines.filter((line) => line.includes("request refused at the edge")).length).toBeLessThanOrEqual(1);
  });

  test("bad signatures on a shop's real delivery URL: one line at most", async () => {
    const domain = await stack.installShop({ label: "edge-deliveries" });
    const shop = await connectTestShop(stack, domain, { webhookSecrets: ["whsec_edge_hygiene_0001"] });
    const lines = await linesDuring(async () => {
      for (let i = 0; i < 30; i++) {
        const response = await fetch(`${stack.app.url}/webhooks/delivery/${shop.webhookToken}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Service-Signature": `t=1,v1=${"0".repeat(64)}` },
          body: JSON.stringify({ id: `evt_${i}`, event: "shipment.delivered" }),
        });
        expect(response.status).toBe(401);
      }
    });
    expect(lines.filter((line) => line.includes("delivery webhook refused")).length).toBeLessThanOrEqual(1);
  });

  test("bodies abandoned mid-send: one line per endpoint at most", async () => {
    const abandoned = (target: string) =>
      new Promise<void>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1");
        socket.on("error", reject);
        socket.on("close", () => resolve());
        socket.write(`POST ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Length: 5000\r\n\r\n{"rate":`, () =>
          socket.destroy(),
        );
      });
    const lines = await linesDuring(async () => {
      for (let i = 0; i < 30; i++) await abandoned(`/carrier-service/rates?token=t${i}`);
      // The first abandon's line is written once the app has seen it; a request after the last abandon is answered
      // only after the app read that connection's end (one connection after another, in order).
      await until(() => stack.app.output().includes("abandoned by the caller"), "a line", EDGE_WAIT);
      expect((await get("/healthz")).status).toBe(200);
    });
    expect(lines.filter((line) => line.includes("abandoned by the caller")).length).toBeLessThanOrEqual(1);
  });
});

describe("the admin preview (ADMIN_PREVIEW=on)", () => {
  test("listens on loopback only whatever HOST says, and answers only requests addressed to localhost", async () => {
    const listening = logLines()
      .map((line) => JSON.parse(line) as { msg?: string; url?: string })
      .find((line) => line.msg === "listening");
    expect(listening?.url).toBe(`http://127.0.0.1:${port}`);
    // Another interface of this machine, when it has one, is not listened on.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === "IPv4");
    if (outside) await expect(get("/healthz", { address: outside.address })).rejects.toThrow(/ECONNREFUSED/);

    await stack.installShop({ domain: PREVIEW_SHOP });
    const local = await get("/app");
    expect(local.status).toBe(200);
    expect(local.body).toContain(PREVIEW_BANNER);
    const foreign = await get("/app", { host: `evil.example:${port}` });
    expect(foreign.status).not.toBe(200);
    expect(foreign.body).not.toContain(PREVIEW_BANNER);
  });
});

describe("the admin preview and other sites", () => {
  /** A form post as a browser sends it: from a page of `origin` (Sec-Fetch-Site as the browser would set it). */
  const formPost = (target: string, origin: string, fetchSite: string) =>
    rawRequest(stack.app.url, {
      method: "POST",
      target,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin,
        "Sec-Fetch-Site": fetchSite,
        "User-Agent": BROWSER_USER_AGENT,
      },
      body: "intent=record&outcome=reached",
    });

  test("a page of another site cannot post a call outcome or a setting to the preview", async () => {
    if (!(await stack.db.shop.findUnique({ where: { domain: PREVIEW_SHOP } })))
      await stack.installShop({ domain: PREVIEW_SHOP });
    for (const target of ["/app/follow-up/no-such-order", "/app/follow-up/no-such-order.data", "/app/settings"]) {
      for (const [origin, site] of [
        ["https://evil.example", "cross-site"],
        ["null", "cross-site"],
        [`http://localhost:${port}`, "same-site"],
      ]) {
        const answer = await formPost(target, origin, site);
        expect({ target, origin, status: answer.status }).toEqual({ target, origin, status: 403 });
      }
    }
    // The preview's own page reaches the action (which answers that the form is incomplete).
    const own = await formPost("/app/follow-up/no-such-order", `http://localhost:${port}`, "same-origin");
    expect(own.status).toBe(200);
    expect(own.body).not.toContain("refused");
  });
});

describe("control characters in an order", () => {
  test("are stripped before the service's request and the admin page", async () => {
    const domain = PREVIEW_SHOP;
    if (!(await stack.db.shop.findUnique({ where: { domain } }))) await stack.installShop({ domain });
    await connectTestShop(stack, domain);
    const order = abidjanOrder({
      shippingAddress: {
        firstName: "Awa\u0000\u0007",
        lastName: "Ko\u202Ené\u202C",
        address1: "Rue des Jardins\r\n12\u2066",
        city: "Abid\u001bjan",
        countryCode: "CI",
        phone: "07 07 12 34 56",
      },
      lineItems: [{ title: "Attiéké\u0008 1kg", sku: "ATK-1", quantity: 2, price: "15000", grams: 1000 }],
    });
    const placed = await placeOrder(stack, domain, order);
    const row = await waitForOrderSync(stack, placed.gid, (r) => r?.syncState === "SENT", "sent");

    const created = (await sandboxRequests(stack, "/v1/public-api/orders")).find(
      (request) =>
        request.method === "POST" &&
        (request.body as { externalOrderRef?: string } | undefined)?.externalOrderRef === row.externalOrderRef,
    );
    const sent = JSON.stringify(created?.body);
    expect(sent).toContain("Rue des Jardins 12");
    expect(sent).toContain("Abidjan");
    expect(sent).toContain("Attiéké 1kg");
    expect(sent).not.toMatch(/\\u00[01][0-9a-f]|\\u007f|\\r|\\n|[\u202a-\u202e\u2066-\u2069\u0000-\u001f]/i);

    const page = await get(`/app/orders/${row.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Rue des Jardins 12");
    expect(page.body).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/);
  });
});
