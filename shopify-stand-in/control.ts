import type { HttpReply } from "./admin-graphql";
import { carrierRateRequest, type RateRequestInput } from "./carrier-rate-request";
import type { FulfillmentOrderInput } from "./fulfillment-orders";
import type { OrderInput } from "./orders";
import { restOrderPayload, toShopifyJson } from "./rest-payload";
import type { AddShopInput } from "./shops";
import type { ShopifyStandIn } from "./stand-in";

// Test-only control endpoints under /__stand-in/, so a stand-in started alone (main.ts, the demo) can be
// arranged and read over HTTP. In-process tests use the `state` object instead. Records are answered in the
// REST webhook shape because the GraphQL-shaped ones are circular.

type Handler = (standIn: ShopifyStandIn, body: Record<string, unknown>) => Promise<unknown> | unknown;

const ok = (body: unknown): HttpReply => ({ status: 200, body: toShopifyJson(body) });

function orderJson(standIn: ShopifyStandIn, gid: unknown) {
  const order = standIn.state.getOrder(String(gid));
  if (!order) throw new ControlError(`No order ${String(gid)}.`);
  return restOrderPayload(order);
}

class ControlError extends Error {}

const routes: Record<string, Handler> = {
  "GET /__stand-in/health": () => ({ ok: true }),
  "POST /__stand-in/app-url": (standIn, body) => {
    standIn.setAppUrl(String(body.url));
    return { appUrl: standIn.appUrl };
  },
  "POST /__stand-in/shops": (standIn, body) => ({ accessToken: standIn.state.addShop(body as AddShopInput) }),
  "POST /__stand-in/orders": (standIn, body) => {
    const { id, lineItemIds, fulfillmentOrderIds } = standIn.state.addOrder(
      String(body.shop),
      body.order as OrderInput,
    );
    return { id, lineItemIds, fulfillmentOrderIds };
  },
  "POST /__stand-in/orders/release-fulfillment-orders": (standIn, body) => ({
    fulfillmentOrderIds: standIn.state.releaseFulfillmentOrders(
      String(body.orderId),
      body.fulfillmentOrders as FulfillmentOrderInput[] | undefined,
    ),
  }),
  "POST /__stand-in/orders/read": (standIn, body) => ({
    order: orderJson(standIn, body.orderId),
    metafields: standIn.state
      .metafields(String(body.orderId))
      .map(({ namespace, key, type, value }) => ({ namespace, key, type, value })),
    events: standIn.state.fulfillments(String(body.orderId)).map((f) => ({
      fulfillmentId: f.id,
      status: f.status,
      events: f.events.map(({ status, happenedAt, message }) => ({ status, happenedAt, message })),
    })),
  }),
  // Sends an orders/* webhook built from the order's state, or any payload given.
  "POST /__stand-in/webhooks": async (standIn, body) => {
    const payload = body.orderId ? orderJson(standIn, body.orderId) : body.payload;
    const response = await standIn.sendWebhook({
      path: String(body.path),
      topic: String(body.topic),
      shop: String(body.shop),
      payload,
    });
    return { status: response.status, body: await response.text() };
  },
  "POST /__stand-in/carrier-callbacks": async (standIn, body) => {
    const rate = body.rateRequest ? carrierRateRequest(body.rateRequest as RateRequestInput) : body.body;
    const response = await standIn.sendCarrierCallback({
      shop: String(body.shop),
      path: String(body.path),
      body: rate,
    });
    return { status: response.status, body: await response.text() };
  },
  "POST /__stand-in/throttle": (standIn, body) => {
    standIn.throttleNext(Number(body.count ?? 1));
    return { throttled: Number(body.count ?? 1) };
  },
  "GET /__stand-in/requests": (standIn) => ({
    requests: standIn.state.requests,
    invalidDocuments: standIn.state.invalidDocuments,
  }),
  "GET /__stand-in/deliveries": (standIn) => ({ deliveries: standIn.state.deliveries }),
};

export async function handleControl(
  standIn: ShopifyStandIn,
  path: string,
  method: string,
  raw: string,
): Promise<HttpReply> {
  const handler = routes[`${method} ${path}`];
  if (!handler) return { status: 404, body: { errors: `No stand-in control endpoint ${method} ${path}.` } };
  try {
    return ok(await handler(standIn, raw ? (JSON.parse(raw) as Record<string, unknown>) : {}));
  } catch (error) {
    return { status: 400, body: { errors: (error as Error).message } };
  }
}
