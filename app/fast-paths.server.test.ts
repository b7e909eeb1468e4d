import type { IncomingMessage } from "node:http";
import { expect, test } from "vitest";
import { serveCarrierCallback } from "~/checkout/serve-carrier-callback.server";
import { serveOrderWebhook } from "~/orders/serve-order-webhook.server";
import { serveDeliveryWebhook } from "~/tracking/serve-delivery-webhook.server";
import { fastPathFor } from "./fast-paths.server";

const incoming = (method: string, url: string) => ({ method, url }) as IncomingMessage;

test("only a POST to the callback path takes the carrier fast path; everything else goes to Remix", () => {
  expect(fastPathFor(incoming("POST", "/carrier-service/rates?token=abc"))).toBe(serveCarrierCallback);
  expect(fastPathFor(incoming("POST", "/carrier-service/rates"))).toBe(serveCarrierCallback);
  // Remix's route answers these (405 for GET, 404 for the others).
  expect(fastPathFor(incoming("GET", "/carrier-service/rates?token=abc"))).toBeNull();
  expect(fastPathFor(incoming("POST", "/carrier-service/rates-old?token=abc"))).toBeNull();
  expect(fastPathFor(incoming("POST", "/carrier-service/rates/extra"))).toBeNull();
  expect(fastPathFor(incoming("POST", "/app/carrier-service/rates"))).toBeNull();
});

test("a POST to one shop's delivery webhook URL takes the delivery fast path; nothing else does", () => {
  const token = "Qm9uam91ciBBYmlkamFuIQ_-x1";
  expect(fastPathFor(incoming("POST", `/webhooks/delivery/${token}`))).toBe(serveDeliveryWebhook);
  expect(fastPathFor(incoming("POST", `/webhooks/delivery/${token}?attempt=2`))).toBe(serveDeliveryWebhook);
  // Remix answers these: 405 for another method, 404 for a path that names no single token.
  expect(fastPathFor(incoming("GET", `/webhooks/delivery/${token}`))).toBeNull();
  expect(fastPathFor(incoming("POST", "/webhooks/delivery/"))).toBeNull();
  expect(fastPathFor(incoming("POST", `/webhooks/delivery/${token}/extra`))).toBeNull();
  expect(fastPathFor(incoming("POST", `/webhooks/delivery/a%2Fb`))).toBeNull();
  expect(fastPathFor(incoming("POST", "/webhooks/orders/create"))).not.toBe(serveDeliveryWebhook);
});

test("a POST of an order webhook taken through the inbox takes the order fast path; orders/edited and others do not", () => {
  for (const topic of ["create", "paid", "updated", "cancelled"]) {
    expect(fastPathFor(incoming("POST", `/webhooks/orders/${topic}`))).toBe(serveOrderWebhook);
  }
  expect(fastPathFor(incoming("POST", "/webhooks/orders/create?x=1"))).toBe(serveOrderWebhook);
  // Remix answers these: orders/edited (read from Shopify), another method, an unknown topic.
  expect(fastPathFor(incoming("POST", "/webhooks/orders/edited"))).toBeNull();
  expect(fastPathFor(incoming("GET", "/webhooks/orders/create"))).toBeNull();
  expect(fastPathFor(incoming("POST", "/webhooks/orders/deleted"))).toBeNull();
  expect(fastPathFor(incoming("POST", "/webhooks/orders/create/extra"))).toBeNull();
});
