import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createDeliveryClient, signDeliveryPayload } from "~/delivery";
import { connectTestShop } from "../test/helpers/connect";
import type { Stack } from "../test/helpers/stack";
import { postgresDatabase, sqliteDatabase, withBenchStack, type BenchDatabase } from "./bench-stack";
import { heading, ms, note, num, perSecond, pollUntil, runLoad, startTimer, statusList, summarize, table, type LoadResult } from "./stats";

/*
 * Section 3: the delivery service's signed webhooks (spec §6) posted to the app's per-shop URL:
 * each is verified (HMAC, 300 s), recorded once by its id and queued, then acknowledged. Measured
 * on SQLite and on PostgreSQL. Applying them to Shopify (fulfillments and events in the stand-in)
 * happens afterwards in the app's background jobs; how long that takes is shown too.
 */

const ORDERS = 20;
const LATENCY_DELIVERIES = 100; // one at a time
const THROUGHPUT_DELIVERIES = 400;
const CONCURRENCY = 16;
const APPLY_TIMEOUT_MS = 30_000;
const SECRET = "whsec_bench_delivery_webhooks_0001";
const ROUTE_FILE = "app/routes/webhooks.delivery.$token.tsx";

type Tracked = { orderId: string; externalOrderRef: string; shipmentId: string };
type Result = { database: string; latency: LoadResult; throughput: LoadResult; applied: number; sinceFirstMs: number; afterLastAckMs: number; total: number } | { database: string; skipped: string };

export async function benchDeliveryWebhooks(): Promise<void> {
  heading("3. Delivery webhooks: verified, recorded and acknowledged", [
    `${ORDERS} shipments; each delivery a shipment event (picked_up, in_transit, leg_checkpoint…, arriving, delivered) with its own id,`,
    "signed with signDeliveryPayload (app/delivery) and POSTed to the shop's delivery webhook URL, with X-Service-Event and X-Service-Delivery.",
    `Latency: ${LATENCY_DELIVERIES} deliveries one at a time. Throughput: ${THROUGHPUT_DELIVERIES} deliveries, ${CONCURRENCY} in flight. On SQLite, then on a temporary PostgreSQL database.`,
    `Then: how long the app's background jobs take to apply every delivery to Shopify (at most ${APPLY_TIMEOUT_MS / 1000} s of waiting).`,
  ]);
  if (!existsSync(ROUTE_FILE)) {
    note(`  Skipped: the app has no delivery webhook route (${ROUTE_FILE}) in this tree.`);
    return;
  }
  const results: Result[] = [];
  results.push(await runOn(sqliteDatabase("deliveries")));
  const postgres = await postgresDatabase("deliveries");
  results.push(typeof postgres === "string" ? { database: "PostgreSQL", skipped: postgres } : await runOn(postgres));

  const rows: string[][] = [];
  for (const result of results) {
    if ("skipped" in result) {
      rows.push([result.database, "skipped", "-", "-", "-", "-", "-"]);
      continue;
    }
    for (const [phase, load] of [["1 at a time", result.latency], [`${CONCURRENCY} in flight`, result.throughput]] as const) {
      const stats = summarize(load.latencies);
      rows.push([result.database, phase, num(stats.count), ms(stats.p50, 2), ms(stats.p99, 2), num(perSecond(stats.count, load.wallMs)), load.failures ? statusList(load.statuses) : "0"]);
    }
  }
  note(table(["database", "load", "deliveries", "ack p50", "ack p99", "acked / s", "failures"], rows));
  note();
  note(`  Applied to Shopify by the background jobs (fulfillment created or event added, receipt marked processed), waiting at most ${APPLY_TIMEOUT_MS / 1000} s after the last ack:`);
  note(table(["database", "deliveries", "applied", "left", "waited after the last ack", "applied / s since the first delivery"], results.map((result) => "skipped" in result
    ? [result.database, "-", "-", "-", "-", "-"]
    : [result.database, num(result.total), num(result.applied), num(result.total - result.applied), ms(result.afterLastAckMs, 0), num(perSecond(result.applied, result.sinceFirstMs), 1)])));
  for (const result of results) if ("skipped" in result) note(`  ${result.database} skipped: ${result.skipped}`);
}

async function runOn(database: BenchDatabase): Promise<Result> {
  note(`  Running on ${database.label}…`);
  return withBenchStack(database, {}, {}, async (stack) => {
    const domain = await stack.installShop({ currency: "XOF" });
    const shop = await connectTestShop(stack, domain, { webhookSecrets: [SECRET] });
    const url = `${stack.app.url}/webhooks/delivery/${shop.webhookToken}`;
    const tracked = await trackedOrders(stack, shop.id, domain);
    const total = LATENCY_DELIVERIES + THROUGHPUT_DELIVERIES;
    const deliveries = journeyDeliveries(tracked, total);

    let next = 0;
    const post = async () => {
      const body = deliveries[next++];
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Service-Signature": signDeliveryPayload({ rawBody: body.raw, secret: SECRET }), "X-Service-Event": body.event, "X-Service-Delivery": body.id },
        body: body.raw,
      });
      await response.arrayBuffer();
      return response.status;
    };
    const sinceFirst = startTimer();
    const latency = await runLoad(LATENCY_DELIVERIES, 1, post);
    const throughput = await runLoad(THROUGHPUT_DELIVERIES, CONCURRENCY, post);

    const sinceLastAck = startTimer();
    const processed = () => stack.db.deliveryWebhookReceipt.count({ where: { shopId: shop.id, processedAt: { not: null } } });
    await pollUntil(async () => (await processed()) >= total, APPLY_TIMEOUT_MS, 100);
    const applied = await processed();
    return { database: database.label, latency, throughput, applied, sinceFirstMs: sinceFirst(), afterLastAckMs: sinceLastAck(), total };
  });
}

/** Shipments that exist on both sides: the service order in the sandbox, the Shopify order, and the app's record linking them. */
async function trackedOrders(stack: Stack, shopId: string, domain: string): Promise<Tracked[]> {
  const client = createDeliveryClient({ baseUrl: stack.sandbox.url, apiKey: "svc_live_sandbox_all", locale: "en" });
  const tracked: Tracked[] = [];
  for (let index = 0; index < ORDERS; index++) {
    const added = stack.shopify.state.addOrder(domain, { financialStatus: "PAID", lineItems: [{ title: "Attiéké", quantity: 2, price: "2500" }] });
    const externalOrderRef = `bench-${randomBytes(5).toString("hex")}`;
    const created = await client.createOrder({
      externalOrderRef, customer: { fullName: "Awa Koné", phoneE164: "+2250707070707" },
      deliveryAddress: { freeTextAddress: "Rue des Jardins, Cocody", city: "Abidjan", state: "Abidjan" },
      paymentType: "Card", codAmountMinor: 0, currency: "XOF", items: [{ name: "Attiéké", quantity: 2, unitPriceMinor: 250000 }],
    });
    await stack.db.orderSync.create({
      data: {
        shopId, shopifyOrderGid: added.id, orderName: added.order.name, externalOrderRef, syncState: "SENT", sentAt: new Date(),
        serviceOrderId: created.orderId, shipmentId: created.shipmentId, shipmentState: "created", paymentPlan: "PAID", paymentState: "PAID_RECORDED",
      },
    });
    tracked.push({ orderId: created.orderId, externalOrderRef, shipmentId: created.shipmentId });
  }
  return tracked;
}

/**
 * `count` deliveries, round-robin over the shipments so each shipment's events come in the order
 * of its journey: picked up, in transit, checkpoints, arriving, delivered.
 */
function journeyDeliveries(tracked: Tracked[], count: number) {
  const steps = Math.ceil(count / tracked.length);
  const base = Date.now() - steps * 60_000;
  return Array.from({ length: count }, (_, index) => {
    const order = tracked[index % tracked.length];
    const step = Math.floor(index / tracked.length);
    const event = step === 0 ? "picked_up" : step === 1 ? "in_transit" : step === steps - 2 ? "arriving" : step === steps - 1 ? "delivered" : "leg_checkpoint";
    const body = {
      id: `evt_${randomBytes(8).toString("hex")}`, event: `shipment.${event}`, occurredAt: new Date(base + step * 60_000).toISOString(),
      data: {
        orderId: order.orderId, externalOrderRef: order.externalOrderRef, shipmentId: order.shipmentId,
        ...(event === "leg_checkpoint" ? { checkpoint: { name: `Hub ${step}`, countryCode: "CI" } } : {}),
      },
    };
    return { id: body.id, event: body.event, raw: JSON.stringify(body) };
  });
}
