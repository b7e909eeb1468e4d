import { randomInt } from "node:crypto";
import type { OrderInput } from "../shopify-stand-in/orders";
import { restOrderPayload } from "../shopify-stand-in/rest-payload";
import type { Stack } from "./stack";

/** An order an Abidjan buyer places on an XOF store, delivered by our carrier service. */
// Order ids beyond 2^53, as in Shopify's own samples (820982911946154508), so the app's handling of large ids is
// always exercised; counted, so that no two orders of a process share one. They were random among 65,536 values:
// orders of different tests on one shared stack then shared an id, and a test waiting for its order by id read
// another test's (a prepaid order seen as COD_PENDING, a fresh order seen CANCELLED: decision 036).
const LARGE_ORDER_IDS = 8_209_829_119_461_540_000n + BigInt(randomInt(0, 2 ** 40));
let ordersMade = 0n;
function nextLargeOrderId(): string {
  ordersMade += 1n;
  return String(LARGE_ORDER_IDS + ordersMade);
}

// Order names #1000 to #9999 from a random start, then one after another: the admin list's search by name must find
// one order, and names drawn at random for each order could be drawn twice in one file.
const FIRST_NAME_NUMBER = randomInt(0, 9000);
let namesMade = 0;
function nextOrderName(): string {
  return `#${1000 + ((FIRST_NAME_NUMBER + namesMade++) % 9000)}`;
}

export function abidjanOrder(overrides: Partial<OrderInput> = {}): OrderInput {
  return {
    id: nextLargeOrderId(),
    name: nextOrderName(),
    email: "awa@example.com",
    financialStatus: "PAID",
    paymentGatewayNames: ["shopify_payments"],
    lineItems: [{ title: "Attiéké 1kg", sku: "ATK-1", quantity: 2, price: "15000", grams: 1000 }],
    shippingLines: [
      { title: "Standard delivery (Abidjan)", code: "ci-abidjan-standard", source: "Delivery Connect", price: "1500" },
    ],
    shippingAddress: {
      firstName: "Awa",
      lastName: "Koné",
      address1: "Rue des Jardins 12",
      city: "Abidjan",
      countryCode: "CI",
      phone: "07 07 12 34 56",
    },
    ...overrides,
  };
}

/** An Abidjan order to be paid in cash on delivery: unpaid in Shopify, the rider collects. */
export function cashOnDeliveryOrder(overrides: Partial<OrderInput> = {}): OrderInput {
  return abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"], ...overrides });
}

/** An Abidjan order with no phone number anywhere: one the app cannot hand over as it is. */
export function phonelessOrder(): OrderInput {
  return abidjanOrder({
    shippingAddress: {
      firstName: "Awa",
      lastName: "Koné",
      address1: "Rue 12",
      city: "Abidjan",
      countryCode: "CI",
      phone: null,
    },
    phone: null,
  });
}

export type PlacedOrder = { gid: string; name: string };

/** Adds the order to the stand-in and sends the webhook Shopify would send for it. */
export async function placeOrder(
  stack: Stack,
  shop: string,
  input: OrderInput,
  topic = "orders/create",
): Promise<PlacedOrder> {
  const { id, order } = stack.shopify.state.addOrder(shop, input);
  await sendOrderWebhook(stack, shop, id, topic);
  return { gid: id, name: order.name };
}

export async function sendOrderWebhook(stack: Stack, shop: string, gid: string, topic: string, webhookId?: string) {
  const order = stack.shopify.state.getOrder(gid)!;
  const response = await stack.shopify.sendWebhook({
    path: `/webhooks/${topic}`,
    topic,
    shop,
    payload: restOrderPayload(order),
    webhookId,
  });
  if (response.status !== 200) throw new Error(`${topic} answered ${response.status}: ${await response.text()}`);
}

/** Shopify records a payment: the order becomes paid, with nothing outstanding. */
export function markPaidInStandIn(stack: Stack, gid: string) {
  const order = stack.shopify.state.getOrder(gid)!;
  order.displayFinancialStatus = "PAID";
  order.totalOutstandingSet.shopMoney.amount = "0.0";
  order.updatedAt = new Date(Date.parse(order.updatedAt) + 1000).toISOString();
}

/** Polls the app's record of an order until `done` holds (bounded; no timing assertion). */
export async function waitForOrderSync(
  stack: Stack,
  gid: string,
  done: (row: Awaited<ReturnType<Stack["db"]["orderSync"]["findFirst"]>>) => boolean,
  label = "the expected state",
) {
  let row = null;
  // Up to 90 s: a loaded machine can be slow; a job's backoff is short in tests (TEST_TIME_SCALE).
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    row = await stack.db.orderSync.findFirst({ where: { shopifyOrderGid: gid } });
    if (row && done(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Order ${gid} did not reach ${label}; last seen: ${await describeOrderRows(stack, gid)}`);
}

/**
 * What a failed wait saw, to find its cause from the message alone: every row with that order id (a second
 * shop's row would be one cause), with what the handoff writes before and after its call to the service.
 */
async function describeOrderRows(stack: Stack, gid: string) {
  const rows = await stack.db.orderSync.findMany({ where: { shopifyOrderGid: gid } });
  return JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      shopId: row.shopId,
      intakeSource: row.intakeSource,
      syncState: row.syncState,
      paymentState: row.paymentState,
      revision: row.revision,
      paymentPlan: row.paymentPlan,
      attempts: row.attempts,
      serviceOrderId: row.serviceOrderId,
      lastErrorCode: row.lastErrorCode,
      lastErrorMessage: row.lastErrorMessage,
      lastErrorParamsJson: row.lastErrorParamsJson,
      attentionCode: row.attentionCode,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    })),
  );
}

/** Polls until the app has sent the order and recorded its payment with the service. */
export function waitForPaidRecorded(stack: Stack, gid: string, label = "paid and recorded") {
  return waitForOrderSync(stack, gid, (row) => row?.paymentState === "PAID_RECORDED", label);
}

/** The sandbox's own record of an order (its control API), by our reference. */
export async function sandboxOrder(stack: Stack, externalOrderRef: string) {
  const response = await fetch(`${stack.sandbox.url}/__sandbox/orders/${encodeURIComponent(externalOrderRef)}`);
  return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
}

export async function sandboxRequests(stack: Stack, path: string) {
  const response = await fetch(`${stack.sandbox.url}/__sandbox/requests?path=${encodeURIComponent(path)}`);
  const body = (await response.json()) as {
    requests?: Array<{ at: string; method: string; path: string; status: number; body?: unknown }>;
  };
  return body.requests ?? [];
}

/** The mark-paids the sandbox received for one of our references (spec §4), oldest first. */
export async function sandboxMarkPaids(stack: Stack, externalOrderRef: string) {
  // Only the mark-paid's path has a slash after /orders.
  return (await sandboxRequests(stack, "/v1/public-api/orders/")).filter(
    (request) =>
      request.method === "POST" &&
      request.path.endsWith("/mark-paid") &&
      [externalOrderRef, encodeURIComponent(externalOrderRef)].some((ref) => request.path.includes(`/orders/${ref}/`)),
  );
}
