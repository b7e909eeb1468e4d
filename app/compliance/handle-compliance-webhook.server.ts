import type { AppContext } from "~/app-context";
import type { CompliancePayload } from "./compliance-payload";
import { openOrderPersonalData, ERASED_PERSONAL_DATA } from "~/order-record";
import { eraseCustomerFromInbox } from "~/orders";
import { redactShop } from "./redact-shop.server";
import { findCustomerOrders } from "./customer-records.server";
import { DATA_REQUEST_TOPIC, eraseDataRequestExports } from "./data-request-export.server";

/**
 * Shopify's privacy webhooks, once their body is bound to the topic and the shop it names
 * (compliance-payload.ts). Each is recorded (without personal data) with what was done:
 * - customers/redact erases the customer's personal data from the orders the app holds;
 * - customers/data_request exports what the app holds, encrypted, for the merchant to pass on
 *   (`npm run cli -- compliance:export --id <id>`);
 * - shop/redact deletes everything held for the shop, and forgets it in this process's caches.
 */
export async function handleComplianceWebhook(ctx: AppContext, shopDomain: string, payload: CompliancePayload) {
  if (payload.topic === "SHOP_REDACT") {
    await redactShop(ctx, shopDomain);
    await record(ctx, { shopDomain, topic: "shop/redact", recordsAffected: 1 });
    return;
  }
  const parsed = payload.body;
  const orderIds = payload.topic === "CUSTOMERS_REDACT" ? payload.body.orders_to_redact : payload.body.orders_requested;
  const orders = await findCustomerOrders(ctx, { shopDomain, customerId: parsed.customer?.id, orderIds });
  const customerGid = parsed.customer?.id !== undefined ? `gid://shopify/Customer/${parsed.customer.id}` : null;
  const base = {
    shopDomain,
    customerGid,
    ordersJson: JSON.stringify(orderIds.map(String)),
    recordsAffected: orders.length,
  };

  if (payload.topic === "CUSTOMERS_REDACT") {
    await ctx.db.orderSync.updateMany({
      where: { id: { in: orders.map((order) => order.id) } },
      data: ERASED_PERSONAL_DATA,
    });
    // Order webhooks not taken in yet hold the same data (docs/decisions/051).
    await eraseCustomerFromInbox(ctx, shopDomain, { customerId: parsed.customer?.id, orderIds });
    // Exports made earlier for this customer (customers/data_request) hold the same data.
    await eraseEarlierExports(ctx, shopDomain, customerGid, [...orderIds.map(String), ...orders.map(orderNumber)]);
    await record(ctx, { ...base, topic: "customers/redact" });
    return;
  }
  const exported = orders
    .map((stored) => openOrderPersonalData(ctx.secrets, stored))
    .map((order) => ({
      orderName: order.orderName,
      externalOrderRef: order.externalOrderRef,
      email: order.customerEmail,
      phone: order.customerPhone,
      sentToDeliveryService: order.requestJson ? JSON.parse(order.requestJson) : null,
      shipmentState: order.shipmentState,
      events: order.events.map(({ eventType, occurredAt }) => ({ eventType, occurredAt })),
    }));
  await record(ctx, {
    ...base,
    topic: "customers/data_request",
    exportCiphertext: ctx.secrets.encrypt(JSON.stringify(exported)),
  });
  return { outcome: "done" };
}

const orderNumber = (order: { shopifyOrderGid: string }) => order.shopifyOrderGid.split("/").pop()!;

/** The shop's data_request exports for this customer, or for any of these orders (ids as Shopify sends them). */
async function eraseEarlierExports(
  ctx: AppContext,
  shopDomain: string,
  customerGid: string | null,
  orderIds: string[],
) {
  const requests = await ctx.db.complianceRequest.findMany({
    where: { shopDomain, topic: DATA_REQUEST_TOPIC, exportCiphertext: { not: null } },
    select: { id: true, customerGid: true, ordersJson: true },
  });
  const ids = requests
    .filter(
      (request) =>
        (customerGid !== null && request.customerGid === customerGid) ||
        (JSON.parse(request.ordersJson) as string[]).some((id) => orderIds.includes(id)),
    )
    .map((request) => request.id);
  if (ids.length > 0) await eraseDataRequestExports(ctx.db, { id: { in: ids } });
}

function record(
  ctx: AppContext,
  data: {
    shopDomain: string;
    topic: string;
    recordsAffected: number;
    customerGid?: string | null;
    ordersJson?: string;
    exportCiphertext?: string;
  },
) {
  return ctx.db.complianceRequest.create({ data: { ...data, completedAt: ctx.now() } });
}
