// The cache-hit baseline of the bench's checkout section (docs/decisions/051): a bare node:http
// server that does what a carrier callback answered from a cache cannot avoid — read the body,
// check Shopify's HMAC (base64 HMAC-SHA256 of the raw body, compared in constant time, as
// app/shopify/shopify-hmac.server.ts does) and write a JSON answer held in memory — and nothing
// else. Its own process, as the app is. BARE_SECRET: the app's API secret; BARE_ANSWER: the body;
// prints "listening <port>" once it listens on 127.0.0.1.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

const secret = process.env.BARE_SECRET ?? "";
const answer = Buffer.from(process.env.BARE_ANSWER ?? "{}");

function validHmac(body, header) {
  if (body.length === 0 || !header) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(body).digest("base64"));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const server = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    if (!validHmac(Buffer.concat(chunks), request.headers["x-shopify-hmac-sha256"])) {
      response.writeHead(401).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": answer.length });
    response.end(answer);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => process.stdout.write(`listening ${server.address().port}\n`));
process.once("SIGTERM", () => server.close(() => process.exit(0)));
