// The floor of a delivery job (issue 42: "one Shopify call + two statements"): a bare process that applies a
// backlog of deliveries to Shopify with nothing of the app around it. Each delivery: read its row (one statement,
// the app's plain-statement path of app/db.server.ts), add its event to a fulfillment (one Admin GraphQL call to
// the Shopify stand-in), mark the row processed (one statement). No queue, no lease, no session, no log line.
// FLOOR_CLIENT says how the call is sent: "fetch" (Node's fetch, the least any client can do) or "library"
// (Shopify's own client, @shopify/shopify-api's GraphQL client with an offline session, as the app sends it).
// Its own process, as the app's worker is; run with `node --import tsx`. Reads FLOOR_DATABASE_URL,
// FLOOR_SHOPIFY_ORIGIN, FLOOR_SHOP, FLOOR_ACCESS_TOKEN, FLOOR_FULFILLMENTS (JSON array of fulfillment GIDs),
// FLOOR_DELIVERIES and FLOOR_CONCURRENCY. Sets its backlog up untimed, then prints one JSON line:
// { cpuMs, wallMs, applied, failures, warmCpuMs, warmApplied }, its own CPU and wall time over the timed part only;
// warm*: its CPU over the deliveries applied after the first half, as the app's workers are also read.
import { randomBytes } from "node:crypto";
import "@shopify/shopify-api/adapters/node";
import { LogSeverity, Session, shopifyApi } from "@shopify/shopify-api";
import { createDb, plainExecute, plainQuery } from "../app/db.server";
import { API_VERSION, routeShopifyAdminTo } from "../app/shopify";

const db = createDb(process.env.FLOOR_DATABASE_URL ?? "");
const origin = process.env.FLOOR_SHOPIFY_ORIGIN ?? "";
const shop = process.env.FLOOR_SHOP ?? "";
const accessToken = process.env.FLOOR_ACCESS_TOKEN ?? "";
const fulfillments = JSON.parse(process.env.FLOOR_FULFILLMENTS ?? "[]") as string[];
const deliveries = Number(process.env.FLOOR_DELIVERIES ?? 0);
const concurrency = Math.max(1, Number(process.env.FLOOR_CONCURRENCY ?? 1));

const EVENT_CREATE = `mutation FloorFulfillmentEventCreate($fulfillmentEvent: FulfillmentEventInput!) {
  fulfillmentEventCreate(fulfillmentEvent: $fulfillmentEvent) { fulfillmentEvent { id status } userErrors { field message } }
}`;
type EventCreated = {
  data?: { fulfillmentEventCreate?: { userErrors: unknown[] } | null };
  errors?: unknown;
};

/** One Admin GraphQL call: the mutation's answer as Shopify sends it. */
const send: (variables: Record<string, unknown>) => Promise<EventCreated> =
  process.env.FLOOR_CLIENT === "library" ? libraryClient() : fetchClient();

function fetchClient() {
  const url = `${origin}/${shop}/admin/api/${API_VERSION}/graphql.json`;
  const headers = { "Content-Type": "application/json", "X-Shopify-Access-Token": accessToken };
  return async (variables: Record<string, unknown>) => {
    const response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify({ query: EVENT_CREATE, variables }),
    });
    return (await response.json()) as EventCreated;
  };
}

function libraryClient() {
  routeShopifyAdminTo(origin);
  const shopify = shopifyApi({
    apiKey: "bench-floor",
    apiSecretKey: randomBytes(16).toString("hex"),
    apiVersion: API_VERSION,
    hostName: "delivery-connect.example.com",
    isEmbeddedApp: true,
    logger: { level: LogSeverity.Error },
  });
  const session = new Session({ id: `offline_${shop}`, shop, state: "", isOnline: false, accessToken });
  const client = new shopify.clients.Graphql({ session });
  return async (variables: Record<string, unknown>) =>
    (await client.request(EVENT_CREATE, { variables })) as unknown as EventCreated;
}

// The backlog, untimed: one row a delivery, in the floor's own table beside the app's.
await db.$executeRawUnsafe(
  `CREATE TABLE IF NOT EXISTS "BenchFloorDelivery" ("id" TEXT PRIMARY KEY, "fulfillmentId" TEXT NOT NULL, "status" TEXT NOT NULL, "processedAt" TIMESTAMP(3))`,
);
const ids: string[] = [];
for (let index = 0; index < deliveries; index++) {
  const id = `floor_${randomBytes(8).toString("hex")}`;
  ids.push(id);
  await plainExecute(db, `INSERT INTO "BenchFloorDelivery" ("id", "fulfillmentId", "status") VALUES ($1, $2, $3)`, [
    id,
    fulfillments[index % fulfillments.length],
    "IN_TRANSIT",
  ]);
}

let next = 0;
let applied = 0;
let failures = 0;
const half = Math.floor(ids.length / 2);
let cpuAtHalf: NodeJS.CpuUsage | undefined;
async function applyNext(): Promise<void> {
  while (next < ids.length) {
    const id = ids[next++];
    const [row] = await plainQuery<{ fulfillmentId: string; status: string }>(
      db,
      `SELECT "fulfillmentId", "status" FROM "BenchFloorDelivery" WHERE "id" = $1`,
      [id],
    );
    const answer = await send({
      fulfillmentEvent: { fulfillmentId: row.fulfillmentId, status: row.status, happenedAt: new Date().toISOString() },
    });
    if (answer.errors || !answer.data?.fulfillmentEventCreate || answer.data.fulfillmentEventCreate.userErrors.length)
      failures++;
    await plainExecute(db, `UPDATE "BenchFloorDelivery" SET "processedAt" = $2 WHERE "id" = $1`, [id, new Date()]);
    if (++applied === half) cpuAtHalf = process.cpuUsage();
  }
}

const cpuBefore = process.cpuUsage();
const began = performance.now();
await Promise.all(Array.from({ length: concurrency }, applyNext));
const wallMs = performance.now() - began;
const cpu = process.cpuUsage(cpuBefore);
const warm = process.cpuUsage(cpuAtHalf);
await db.$executeRawUnsafe(`DROP TABLE "BenchFloorDelivery"`);
await db.$disconnect();
const [cpuMs, warmCpuMs] = [cpu, warm].map((usage) => (usage.user + usage.system) / 1000);
const warmApplied = applied - half;
process.stdout.write(`${JSON.stringify({ cpuMs, wallMs, applied, failures, warmCpuMs, warmApplied })}\n`);
