import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { createDeliveryClient, signDeliveryPayload, type DeliveryClient } from "~/delivery";
import { externalOrderRef as appOrderRef } from "~/order-mapping";
import type { OrderInput } from "../../shopify-stand-in/orders";
import { connectTestShop } from "../../stack/connect";
import { sharedStack } from "../../stack/shared-stack";
import { sandboxControl } from "../../stack/sandbox-control";
import type { Stack } from "../../stack/stack";
import { eventually } from "./eventually";

/*
 * Shared steps of the tracking tests (test/integration/tracking-*.test.ts): a shop connected with a
 * webhook secret, a Shopify order in the stand-in, the matching service order in the sandbox and
 * the OrderSync row the order sync would have written; moving the parcel; waiting for the app.
 */
export const SECRET = "whsec_tracking_current_0001";
export const OLD_SECRET = "whsec_tracking_previous_0001";

export function sandboxClient(stack: Stack): DeliveryClient {
  return createDeliveryClient({ baseUrl: stack.sandbox.url, apiKey: "svc_live_sandbox_all", locale: "en" });
}

/** The sandbox's control API (stack/sandbox-control.ts), its answer left untyped for the tests' checks. */
export async function control(stack: Stack, method: string, path: string, body?: unknown) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await sandboxControl(stack, method, path, body)) as any;
}

/** Registers the shop's delivery endpoint with the service (spec §6): its webhooks reach the app from now on. */
export function registerDeliveryEndpoint(stack: Stack, webhookToken: string, secret = SECRET) {
  return control(stack, "POST", "/webhook-endpoints", {
    url: `${stack.app.url}/webhooks/delivery/${webhookToken}`,
    events: ["*"],
    secret,
  });
}

/** A new XOF shop, connected, whose delivery webhooks reach the app. */
export async function shopHearingDeliveries(
  stack: Stack,
  options: { ianaTimezone?: string; moneyFormat?: string } = {},
) {
  const domain = await stack.installShop({ currency: "XOF", ...options });
  const shop = await connectTestShop(stack, domain, { webhookSecrets: [SECRET] });
  await registerDeliveryEndpoint(stack, shop.webhookToken);
  return domain;
}

/** A service order made straight in the sandbox (not through the app's handoff) under `externalOrderRef`. */
export function serviceOrder(stack: Stack, externalOrderRef: string, options: { cod?: boolean } = {}) {
  return sandboxClient(stack).createOrder({
    externalOrderRef,
    customer: { fullName: "Awa Koné", phoneE164: "+2250707070707" },
    deliveryAddress: { freeTextAddress: "Rue des Jardins, Cocody", city: "Abidjan", state: "Abidjan" },
    paymentType: options.cod ? "COD" : "Card",
    codAmountMinor: options.cod ? 500000 : 0,
    currency: "XOF",
    items: [{ name: "Attiéké", quantity: 2, unitPriceMinor: 250000 }],
  });
}

export type TrackedOrder = Awaited<ReturnType<typeof trackedOrder>>;

type Options = {
  settings?: Record<string, unknown>;
  webhookSecrets?: string[];
  cod?: boolean;
  order?: Partial<OrderInput>;
  /** Register the shop's deliveryWebhookUrl in the sandbox (default true), signing with this secret. */
  endpointSecret?: string | null;
  withOrderSync?: boolean;
};

export async function trackedOrder(stack: Stack, options: Options = {}) {
  const domain = await stack.installShop({ currency: "XOF" });
  const shop = await connectTestShop(stack, domain, {
    webhookSecrets: options.webhookSecrets ?? [SECRET],
    settings: options.settings,
  });
  const added = stack.shopify.state.addOrder(domain, {
    financialStatus: options.cod ? "PENDING" : "PAID",
    lineItems: [{ title: "Attiéké", quantity: 2, price: "2500" }],
    ...options.order,
  });
  // The reference the app's own handoff would have made: deliveries about other references are set aside.
  const externalOrderRef = appOrderRef(domain, added.order.name, added.id);
  const created = await serviceOrder(stack, externalOrderRef, { cod: options.cod });
  const row = {
    shopId: shop.id,
    shopifyOrderGid: added.id,
    orderName: added.order.name,
    externalOrderRef,
    syncState: "SENT",
    sentAt: new Date(),
    serviceOrderId: created.orderId,
    shipmentId: created.shipmentId,
    shipmentState: "created",
    paymentPlan: options.cod ? "COD" : "PAID",
    paymentState: options.cod ? "COD_PENDING" : "PAID_RECORDED",
  };
  const orderSync = options.withOrderSync === false ? null : await stack.db.orderSync.create({ data: row });
  const url = `${stack.app.url}/webhooks/delivery/${shop.webhookToken}`;
  const endpoint =
    options.endpointSecret === null
      ? null
      : await control(stack, "POST", "/webhook-endpoints", {
          url,
          events: ["*"],
          secret: options.endpointSecret ?? SECRET,
        });
  return {
    domain,
    shop,
    url,
    row,
    orderSyncId: orderSync?.id ?? "",
    orderGid: added.id,
    serviceOrderId: created.orderId,
    shipmentId: created.shipmentId,
    externalOrderRef,
    endpointId: endpoint?.id as string,
  };
}

/** Moves the parcel in the sandbox (which sends the webhook) and waits for the delivery attempt. */
export async function move(stack: Stack, order: TrackedOrder, event: string, extra: Record<string, unknown> = {}) {
  await control(stack, "POST", `/orders/${encodeURIComponent(order.serviceOrderId)}/events`, {
    event: `shipment.${event}`,
    ...extra,
  });
  await stack.sandbox.flushWebhooks();
}

// The tests' one poller, where the tracking tests have always found it.
export { eventually } from "./eventually";

/** Waits until the app has processed every shipment delivery it took for the shop (at least `count`). */
export async function settled(stack: Stack, order: TrackedOrder, count = 1, timeoutMs?: number) {
  await eventually(async () => {
    const receipts = await stack.db.deliveryWebhookReceipt.findMany({
      where: { shopId: order.shop.id, event: { startsWith: "shipment." } },
    });
    expect(receipts.length).toBeGreaterThanOrEqual(count);
    expect(receipts.filter((receipt) => !receipt.processedAt)).toEqual([]);
  }, timeoutMs);
}

/** Our fulfillments of the order in the stand-in, with their event statuses. */
export function shopifyFulfillments(stack: Stack, order: TrackedOrder) {
  return stack.shopify.state.fulfillments(order.orderGid).map((f) => ({
    id: f.id,
    status: f.status,
    tracking: f.trackingInfo,
    notifyCustomer: f.notifyCustomer,
    location: f.location.name,
    events: f.events.map((event) => event.status),
    raw: f,
  }));
}

/** A delivery posted by the test itself, signed like the service signs (spec §6). */
export async function postSigned(
  url: string,
  body: unknown,
  options: { secret?: string; timestamp?: number; deliveryId?: string | null; raw?: string | Buffer } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "X-Service-Signature": signDeliveryPayload({
      rawBody: raw,
      secret: options.secret ?? SECRET,
      timestamp: options.timestamp,
    }),
    "X-Service-Event": String((body as { event?: string }).event ?? ""),
  };
  const id = options.deliveryId === undefined ? (body as { id?: string }).id : options.deliveryId;
  if (id) headers["X-Service-Delivery"] = id;
  return fetch(url, { method: "POST", headers, body: typeof raw === "string" ? raw : new Uint8Array(raw) });
}

export function shipmentBody(
  order: TrackedOrder,
  event: string,
  occurredAt: string,
  data: Record<string, unknown> = {},
) {
  return {
    id: `evt_${randomBytes(6).toString("hex")}`,
    event: `shipment.${event}`,
    occurredAt,
    data: {
      orderId: order.serviceOrderId,
      externalOrderRef: order.externalOrderRef,
      shipmentId: order.shipmentId,
      ...data,
    },
  };
}

/**
 * The stack every tracking test file runs on: started once, the sandbox reset before each test,
 * and every GraphQL document the app sent checked against Shopify's schema at the end.
 */
export function useTrackingStack(assign: (stack: Stack) => void) {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await sharedStack();
    assign(stack);
  });
  beforeEach(() => stack?.sandbox.reset());
  afterAll(async () => {
    stack?.shopify.state.assertNoInvalidDocuments();
    await stack?.stop();
  });
}

/** Event times a fixed hour in the past, one minute apart: tests order events by them. */
const EVENT_BASE_MS = Date.now() - 60 * 60_000;
export const minute = (n: number) => new Date(EVENT_BASE_MS + n * 60_000).toISOString();
