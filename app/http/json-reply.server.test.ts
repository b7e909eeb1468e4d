import { once } from "node:events";
import { createServer, type Server } from "node:http";
import pino from "pino";
import { afterEach, expect, test } from "vitest";
import { serveJson, type JsonReply } from "./json-reply.server";

/*
 * serveJson over real HTTP on 127.0.0.1: a reply marked `reused` (checkout's cached answers) keeps its body's JSON
 * beside that object, so the same object is serialized once; every other object is serialized at each answer.
 */
let server: Server | undefined;
afterEach(() => server?.close());

async function serving(next: () => JsonReply): Promise<() => Promise<{ text: string; length: string | null }>> {
  server = createServer((request, response) => {
    void serveJson(request, response, { logger: pino({ level: "silent" }), what: "test" }, async () => next());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  return async () => {
    const response = await fetch(url);
    return { text: await response.text(), length: response.headers.get("content-length") };
  };
}

test("a reused body is answered from the JSON made the first time; each reused object has its own", async () => {
  const cached = { rates: [{ service_name: "Livraison à Abidjan", total_price: "150000" }] };
  const other = { rates: [{ service_name: "Express", total_price: "300000" }] };
  const replies: JsonReply[] = [cached, other, cached].map((body) => ({ status: 200, body, reused: true }));
  const get = await serving(() => replies.shift()!);

  const first = await get();
  expect(JSON.parse(first.text)).toEqual(cached);
  // Content-Length counts bytes: "à" is two.
  expect(Number(first.length)).toBe(Buffer.byteLength(first.text));
  expect(JSON.parse((await get()).text)).toEqual(other);
  // Nothing changes a cached answer in place; were it changed, the JSON made the first time would still be answered.
  cached.rates[0].total_price = "0";
  expect(await get()).toEqual(first);
});

test("a body not marked reused is serialized at each answer", async () => {
  const body = { count: 1 };
  const get = await serving(() => ({ status: 200, body }));
  expect(JSON.parse((await get()).text)).toEqual({ count: 1 });
  body.count = 2;
  expect(JSON.parse((await get()).text)).toEqual({ count: 2 });
});
