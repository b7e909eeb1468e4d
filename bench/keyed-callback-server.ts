// The second cache-hit baseline of the bench's checkout section (docs/decisions/063): what
// bench/bare-callback-server.mjs does, plus what any cache hit of a callback answered by cart must also
// do. Shopify serves identical requests from its own cache for 15 minutes (docs/reference/shopify-facts.md
// §1.5), so the hits that reach an app are other buyers' bodies for a cart already answered: the body must
// be read (JSON.parse, the app's own parseRateRequest and mapRateRequest) and keyed (its rateKeys) before
// a Map can answer. Nothing else: no shop lookup, no metrics, no learned rates, no promised dates. Its own
// process, as the app is; run with `node --import tsx`. KEYED_SECRET: the app's API secret; KEYED_ANSWER:
// the answer for every key; prints "listening <port>" once it listens on 127.0.0.1.
import { createServer } from "node:http";
import { mapRateRequest } from "../app/checkout/map-rate-request";
import { rateKeys } from "../app/checkout/normalise-request";
import { parseRateRequest } from "../app/checkout/parse-rate-request";
import { isValidShopifyHmac } from "../app/shopify/shopify-hmac.server";

const secret = process.env.KEYED_SECRET ?? "";
const answer = Buffer.from(process.env.KEYED_ANSWER ?? "{}");
const answers = new Map<string, Buffer>();

function answerFor(body: Buffer): Buffer | null {
  const parsed = parseRateRequest(JSON.parse(body.toString("utf8")));
  if (!parsed.ok) return null;
  const { cacheKey } = rateKeys("bench-shop", mapRateRequest(parsed.request));
  let found = answers.get(cacheKey);
  if (!found) answers.set(cacheKey, (found = answer));
  return found;
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const body = Buffer.concat(chunks);
    const header = request.headers["x-shopify-hmac-sha256"];
    const found = isValidShopifyHmac(secret, body, typeof header === "string" ? header : null) ? answerFor(body) : null;
    if (!found) {
      response.writeHead(400).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": found.length });
    response.end(found);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
