// The floor of a webhook's acknowledgement (issue 42: "HMAC + one insert"; docs/decisions/089): a bare node:http
// server that reads the body, checks its signature with the app's own function and inserts one row with the app's
// own plain-statement path (app/db.server.ts plainExecute: the driver on PostgreSQL, Prisma's connection on SQLite)
// into the same database the app uses, then answers 200. Nothing else: no shop lookup, no job, no log line.
// Its own process, as the app is; run with `node --import tsx`. FLOOR_KIND: "shopify" (X-Shopify-Hmac-Sha256 over
// the body, keyed by X-Shopify-Webhook-Id) or "delivery" (spec §6 X-Service-Signature, keyed by
// X-Service-Delivery); FLOOR_SECRET: the signing secret; FLOOR_DATABASE_URL: the database. Prints
// "listening <port>" once it listens on 127.0.0.1.
import { createServer, type IncomingHttpHeaders } from "node:http";
import { createDb, plainExecute } from "../app/db.server";
import { verifyDeliverySignature } from "../app/delivery/signature.server";
import { isValidShopifyHmac } from "../app/shopify/shopify-hmac.server";

const kind = process.env.FLOOR_KIND === "delivery" ? "delivery" : "shopify";
const secret = process.env.FLOOR_SECRET ?? "";
const db = createDb(process.env.FLOOR_DATABASE_URL ?? "");
const INSERT = `INSERT INTO "BenchFloorReceipt" ("id", "body", "receivedAt") VALUES ($1, $2, $3) ON CONFLICT ("id") DO NOTHING`;

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === "string" ? value : null;
};

/** The delivery's id when its signature holds, else null. */
function verifiedId(body: Buffer, headers: IncomingHttpHeaders): string | null {
  if (kind === "shopify") {
    return isValidShopifyHmac(secret, body, header(headers, "x-shopify-hmac-sha256"))
      ? header(headers, "x-shopify-webhook-id")
      : null;
  }
  const check = verifyDeliverySignature({
    rawBody: body,
    header: header(headers, "x-service-signature"),
    secrets: [secret],
  });
  return check.ok ? header(headers, "x-service-delivery") : null;
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const body = Buffer.concat(chunks);
    const id = verifiedId(body, request.headers);
    if (!id) {
      response.writeHead(401).end();
      return;
    }
    plainExecute(db, INSERT, [id, body.toString("utf8"), new Date()]).then(
      () => response.writeHead(200, { "Content-Type": "application/json", "Content-Length": 2 }).end("{}"),
      () => response.writeHead(500).end(),
    );
  });
});
server.keepAliveTimeout = 65_000;

// The table is the floor's own, beside the app's: created before the first request, never timed.
await db.$executeRawUnsafe(
  `CREATE TABLE IF NOT EXISTS "BenchFloorReceipt" ("id" TEXT PRIMARY KEY, "body" TEXT NOT NULL, "receivedAt" TIMESTAMP(3) NOT NULL)`,
);
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
});
process.once("SIGTERM", () => server.close(() => void db.$disconnect().then(() => process.exit(0))));
