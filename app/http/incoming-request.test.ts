import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { fromNodeRequest, fromWebRequest, queryParam, type IncomingRequest } from "./incoming-request.server";

const LIMIT = 1024;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real server on 127.0.0.1 that reads each request through fromNodeRequest and echoes what it saw. */
async function nodeServer(): Promise<string> {
  server = createServer(async (incoming: IncomingMessage, response) => {
    const request = fromNodeRequest(incoming);
    const body = await request.readBody(LIMIT);
    const seen = {
      method: request.method,
      token: queryParam(request.url, "token"),
      shop: request.header("X-Shopify-Shop-Domain"),
      missing: request.header("x-absent"),
      body,
    };
    response.writeHead(body.ok ? 200 : 413, body.ok ? {} : { Connection: "close" });
    response.end(JSON.stringify(seen));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** POSTs `chunks` one by one; without a Content-Length they go out chunked, as a stream would. */
function post(
  url: string,
  chunks: string[],
  headers: Record<string, string>,
): Promise<{ status: number; seen: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: "POST", headers }, (incoming) => {
      let text = "";
      incoming.on("data", (chunk) => (text += chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, seen: JSON.parse(text) }));
    });
    outgoing.on("error", reject);
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

describe("a request read from Node's own request (server.mjs's fast path)", () => {
  test("gives the method, the query, headers by any case and the raw body", async () => {
    const url = await nodeServer();
    const body = '{"rate":{"city":"Yamoussoukro"}}';
    const reply = await post(`${url}/carrier-service/rates?token=abc%20d`, [body], {
      "X-Shopify-Shop-Domain": "shop.myshopify.com",
      "Content-Length": String(Buffer.byteLength(body)),
    });
    expect(reply).toMatchObject({
      status: 200,
      seen: {
        method: "POST",
        token: "abc d",
        shop: "shop.myshopify.com",
        missing: null,
        body: { ok: true, text: body },
      },
    });
  });

  test("keeps the bytes exactly as received, beside their UTF-8 reading", async () => {
    server = createServer(async (incoming, response) => {
      const body = await fromNodeRequest(incoming).readBody(LIMIT);
      response.end(JSON.stringify(body.ok ? { hex: body.bytes.toString("hex"), text: body.text } : body));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const seen = await new Promise<{ hex: string; text: string }>((resolve, reject) => {
      const outgoing = httpRequest(url, { method: "POST" }, (incoming) => {
        let text = "";
        incoming.on("data", (chunk) => (text += chunk));
        incoming.on("end", () => resolve(JSON.parse(text)));
      });
      outgoing.on("error", reject);
      outgoing.end(Buffer.from([0x41, 0xff, 0x42]));
    });
    expect(seen).toEqual({ hex: "41ff42", text: "A\ufffdB" });
  });

  test("refuses a body whose Content-Length is over the limit without reading it", async () => {
    const url = await nodeServer();
    const reply = await post(url, ["x".repeat(10)], { "Content-Length": String(LIMIT + 1) }).catch((error: Error) => ({
      status: -1,
      seen: { error: error.message } as Record<string, unknown>,
    }));
    // The server answers before the body arrives; either the 413 or a reset reaches the client, never a 200.
    expect(reply.status === 413 || reply.status === -1).toBe(true);
    if (reply.status === 413) expect(reply.seen.body).toEqual({ ok: false, reason: "too-large" });
  });

  test("refuses a streamed body once it passes the limit, and can still answer 413", async () => {
    const url = await nodeServer();
    const reply = await post(url, ["x".repeat(600), "y".repeat(600)], {});
    expect(reply).toMatchObject({ status: 413, seen: { body: { ok: false, reason: "too-large" } } });
  });
});

describe("a caller that goes away", () => {
  test("mid-body ends the read with an error, not a wait without end", async () => {
    let received: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (received = resolve));
    const outcome = new Promise<string>((resolve) => {
      server = createServer((incoming) => {
        received();
        fromNodeRequest(incoming)
          .readBody(LIMIT)
          .then(
            (body) => resolve(`read: ${JSON.stringify(body)}`),
            (error: Error) => resolve(`refused: ${error.message}`),
          );
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const outgoing = httpRequest(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`, {
      method: "POST",
      headers: { "Content-Length": "100" },
    });
    outgoing.on("error", () => {});
    outgoing.write("x".repeat(10));
    // Once the server holds the partial body, the caller leaves (Node reports it as "aborted").
    await arrived;
    outgoing.destroy();
    expect(await outcome).toMatch(/^refused: /);
  });
});

describe("queryParam", () => {
  test.each([
    ["/carrier-service/rates?token=abc%20d&x=1", "abc d"],
    ["https://app.example.com/carrier-service/rates?x=1&token=t-1", "t-1"],
    ["/carrier-service/rates?token=first&token=second", "first"],
    ["/carrier-service/rates?token=a+b#token=fragment", "a b"],
    ["/carrier-service/rates?tokens=no", null],
    ["/carrier-service/rates", null],
    ["/carrier-service/rates#token=fragment", null],
  ])("%s gives %s", (url, expected) => {
    expect(queryParam(url, "token")).toBe(expected);
  });
});

describe("a request read from a Web Request (the Remix route)", () => {
  const webRequest = (body: BodyInit, headers: Record<string, string> = {}): IncomingRequest =>
    fromWebRequest(
      new Request("https://app.example.com/carrier-service/rates?token=abc", {
        method: "POST",
        body,
        headers,
        duplex: "half",
      } as RequestInit),
    );

  test("gives the same parts", async () => {
    const request = webRequest('{"a":1}', { "X-Shopify-Shop-Domain": "shop.myshopify.com" });
    expect([request.method, queryParam(request.url, "token"), request.header("x-shopify-shop-domain")]).toEqual([
      "POST",
      "abc",
      "shop.myshopify.com",
    ]);
    expect(await request.readBody(LIMIT)).toMatchObject({ ok: true, text: '{"a":1}' });
  });

  test("refuses a body over the limit, declared or streamed", async () => {
    expect(await webRequest("x", { "Content-Length": String(LIMIT + 1) }).readBody(LIMIT)).toEqual({
      ok: false,
      reason: "too-large",
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("x".repeat(600)));
        controller.enqueue(new TextEncoder().encode("y".repeat(600)));
        controller.close();
      },
    });
    expect(await webRequest(stream).readBody(LIMIT)).toEqual({ ok: false, reason: "too-large" });
  });
});
