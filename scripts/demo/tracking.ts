import { control, waitFor, type Demo } from "./demo-context";
import { placeDemoOrder, showOrder, waitForOrder } from "./orders";
import { formatDay, say } from "./say";

/** A parcel's life, as the delivery service reports it; each step with the Shopify event it should become. */
const JOURNEY: Array<{ event: string; says: string; extra?: Record<string, unknown> }> = [
  { event: "picked_up", says: "the rider picks the parcel up at the shop" },
  { event: "in_transit", says: "the parcel is on its way" },
  {
    event: "leg_checkpoint",
    says: "it passes a checkpoint",
    extra: { checkpoint: { name: "Cocody sorting hub", countryCode: "CI" } },
  },
  { event: "arriving", says: "the rider is about to arrive" },
  { event: "delivered", says: "the buyer receives the parcel" },
];

/**
 * Part 4: tracking. The sandbox moves the shipment (POST /__sandbox/orders/:ref/events) and sends
 * its signed webhooks to the app's delivery webhook URL; the app's background job writes the
 * Shopify fulfillment and its events, which the stand-in holds.
 */
export async function showTracking(demo: Demo): Promise<void> {
  const { stack } = demo;
  say.step("A new paid order is handed off, so it has a shipment to follow:");
  const order = await placeDemoOrder(demo);
  const row = await waitForOrder(
    demo,
    order,
    "sent",
    (r) => r.paymentState === "PAID_RECORDED" && Boolean(r.serviceOrderId),
  );
  await showOrder(demo, row);
  const shopId = row.shopId;
  const processed = () =>
    stack.db.deliveryWebhookReceipt.count({
      where: { shopId, event: { startsWith: "shipment." }, processedAt: { not: null } },
    });
  const pending = () =>
    stack.db.deliveryWebhookReceipt.count({ where: { shopId, event: { startsWith: "shipment." }, processedAt: null } });

  const eta = new Date(Date.now() + 86_400_000).toISOString();
  for (const step of JOURNEY) {
    const before = await processed();
    say.step(`The service reports shipment.${step.event}: ${step.says}.`);
    await control(demo, "POST", `/orders/${encodeURIComponent(row.serviceOrderId!)}/events`, {
      event: `shipment.${step.event}`,
      ...(step.event === "picked_up" ? { etaAt: eta } : {}),
      ...step.extra,
    });
    await stack.sandbox.flushWebhooks();
    await waitFor(
      `the app to apply shipment.${step.event}`,
      async () => (await processed()) > before && (await pending()) === 0,
    );
    const [fulfillment] = stack.shopify.state.fulfillments(order.gid);
    const latest = fulfillment?.events.at(-1);
    if (!latest) throw new Error(`No Shopify fulfillment event after shipment.${step.event}.`);
    say.show(
      `In Shopify: fulfillment ${fulfillment.name} (${fulfillment.status}) gets event ${latest.status}${latest.message ? ` "${latest.message}"` : ""}`,
    );
  }

  const [fulfillment, ...others] = stack.shopify.state.fulfillments(order.gid);
  if (!fulfillment || others.length > 0)
    throw new Error(`Expected one fulfillment, found ${others.length + (fulfillment ? 1 : 0)}.`);
  say.step(`The Shopify order ${order.name} as the merchant sees it in the stand-in:`);
  const [tracking] = fulfillment.trackingInfo;
  say.show(
    `Fulfillment ${fulfillment.id}: ${fulfillment.status}, display status ${fulfillment.displayStatus}, customer notified: ${fulfillment.notifyCustomer}`,
  );
  if (tracking) say.show(`Tracking: ${tracking.company ?? "-"} number ${tracking.number ?? "-"} ${tracking.url ?? ""}`);
  for (const event of stack.shopify.state.events(fulfillment.id)) {
    say.show(
      `  ${event.happenedAt}  ${event.status.padEnd(18)} ${event.message ?? ""}${event.estimatedDeliveryAt ? ` (expected ${formatDay(event.estimatedDeliveryAt)})` : ""}`,
    );
  }
  if (fulfillment.events.at(-1)?.status !== "DELIVERED")
    throw new Error("The fulfillment's last event is not DELIVERED.");
  const after = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
  say.ok(
    `${order.name} is delivered: the app shows shipment ${after.shipmentState}, and Shopify has one fulfillment with ${fulfillment.events.length} events.`,
  );

  // The tracking URL is the buyer's page on the shop's domain; the stand-in serves it as Shopify's app proxy does.
  if (!tracking?.url) throw new Error("The fulfillment has no tracking URL.");
  const page = tracking.url.replace(/^https:\/\//, `${stack.shopify.url}/`);
  say.step(
    "The buyer opens the tracking link of the shipping email (served through the Shopify stand-in's app proxy):",
  );
  const response = await fetch(page);
  const html = await response.text();
  const headline = /<p class="dc-state">([^<]*)<\/p>/.exec(html)?.[1];
  if (response.status !== 200 || !headline) throw new Error(`The tracking page answered ${response.status}.`);
  say.show(`${page} → "${headline}" (${Buffer.byteLength(html)} bytes, no script); add ?locale=fr for French`);
}
