import { openOrderPersonalData } from "~/order-record/order-personal-data.server";
import { paymentTruthOf } from "~/payments/payment-truth";
import { attentionText, lastErrorText } from "~/problems/problem-text";
import type { OrderInput } from "../../shopify-stand-in/orders";
import {
  abidjanOrder,
  placeOrder,
  sandboxOrder,
  sendOrderWebhook,
  waitForOrderSync,
  type PlacedOrder,
} from "../../stack/orders";
import { cli, control, type Demo } from "./demo-context";
import { formatMinor, say } from "./say";
import { showLabel } from "./labels";

type OrderSyncRow = NonNullable<Awaited<ReturnType<Demo["stack"]["db"]["orderSync"]["findFirst"]>>>;
type ServiceOrder = {
  orderId: string;
  paymentType: string;
  codAmountMinor: number;
  currency: string;
  cancelReason: string | null;
  payment: { status: string; paidVia: string | null; paymentLinkUrl: string | null } | null;
  shipment: { shipmentId: string; shipmentState: string };
};

/** A buyer places an order in the shop: Shopify (the stand-in) records it and sends orders/create to the app. */
export async function placeDemoOrder(demo: Demo, overrides: Partial<OrderInput> = {}): Promise<PlacedOrder> {
  return placeOrder(demo.stack, demo.shop, abidjanOrder({ ...demo.nextOrder(), ...overrides }));
}

export async function waitForOrder(
  demo: Demo,
  order: PlacedOrder,
  what: string,
  done: (row: OrderSyncRow) => boolean,
): Promise<OrderSyncRow> {
  return (await waitForOrderSync(demo.stack, order.gid, (row) => Boolean(row && done(row)), what))!;
}

/** The order as the merchant sees it in the app, and as the delivery service holds it. */
export async function showOrder(demo: Demo, row: OrderSyncRow): Promise<ServiceOrder | null> {
  // The one payment truth every view shows (app/payments/payment-truth.ts).
  const truth = paymentTruthOf(openOrderPersonalData(demo.stack.secrets, row));
  const owed =
    truth.stillToCollectMinor && truth.currency
      ? `, still to collect ${formatMinor(truth.stillToCollectMinor, truth.currency)}`
      : "";
  const payment = row.paymentPlan ? `, payment: ${truth.story}${owed}` : "";
  const service = row.serviceOrderId ? `, service order ${row.serviceOrderId}, shipment ${row.shipmentId ?? "-"}` : "";
  say.show(`In the app:     ${row.orderName} is ${row.syncState}${payment}${service}`);
  // The demo speaks English whatever the shop's language.
  const whatToDo = attentionText(row, "en");
  if (row.lastErrorCode) say.show(`                last error ${row.lastErrorCode}: ${lastErrorText(row, "en") ?? ""}`);
  if (whatToDo) say.show(`                what to do: ${whatToDo}`);
  const seen = (await sandboxOrder(demo.stack, row.externalOrderRef)) as ServiceOrder | null;
  if (!seen) {
    say.show(`At the service: no order ${row.externalOrderRef}`);
    return null;
  }
  const payments = seen.payment
    ? `payment ${seen.payment.status}${seen.payment.paidVia ? ` (${seen.payment.paidVia})` : ""}`
    : "no payment recorded";
  const collect =
    seen.codAmountMinor > 0
      ? `the rider collects ${formatMinor(seen.codAmountMinor, seen.currency)}`
      : "nothing to collect";
  const cancelled = seen.cancelReason ? `, cancelled (${seen.cancelReason})` : "";
  say.show(
    `At the service: order ${seen.orderId} (${row.externalOrderRef}), ${seen.paymentType}, ${collect}, ${payments}, shipment ${seen.shipment.shipmentState}${cancelled}`,
  );
  return seen;
}

/**
 * Part 3: orders. Each is placed in Shopify (the stand-in sends the signed orders/* webhooks to
 * the app); the app's background job hands it to the delivery service (the sandbox).
 */
export async function showPaidOrder(demo: Demo): Promise<void> {
  say.step(
    "A buyer pays by card (Shopify Payments) for 2 × Attiéké 1 kg, delivered in Abidjan. Shopify sends orders/create to the app:",
  );
  const order = await placeDemoOrder(demo);
  const row = await waitForOrder(demo, order, "paid and recorded", (r) => r.paymentState === "PAID_RECORDED");
  const service = await showOrder(demo, row);
  if (service?.codAmountMinor !== 0 || service.payment?.status !== "paid")
    throw new Error("The paid order did not reach the service as paid.");
  say.ok(
    `${order.name} was handed to the service with nothing to collect and recorded there as paid; the service's ids are written back on the Shopify order.`,
  );
}

export async function showCodOrder(demo: Demo): Promise<void> {
  say.step("A buyer chooses Cash on Delivery (COD) for the same cart:");
  const order = await placeDemoOrder(demo, {
    financialStatus: "PENDING",
    paymentGatewayNames: ["Cash on Delivery (COD)"],
  });
  const row = await waitForOrder(demo, order, "sent", (r) => r.syncState === "SENT");
  const service = await showOrder(demo, row);
  if (service?.paymentType !== "COD" || !(service.codAmountMinor > 0))
    throw new Error("The COD order did not carry an amount to collect.");
  say.ok(
    `${order.name} went as COD: the rider collects the goods and the delivery, ${formatMinor(service.codAmountMinor, service.currency)}.`,
  );
  await showLabel(demo, row);
}

export async function showPaymentLinkOrder(demo: Demo): Promise<void> {
  say.step(
    "A buyer chooses Bank Deposit and has not paid yet. The shop's setting says: collect unpaid orders by payment link.",
  );
  const order = await placeDemoOrder(demo, { financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] });
  const row = await waitForOrder(
    demo,
    order,
    "a payment link, the parcel held",
    (r) => r.paymentState === "LINK_PENDING" && Boolean(r.paymentHoldAt),
  );
  await showOrder(demo, row);
  say.ok(`${order.name} went to the service with a payment link for the buyer: ${row.paymentLinkUrl}`);
  const held = demo.stack.shopify.state
    .fulfillmentOrders(order.gid)
    .map((fo) => fo.status)
    .join(", ");
  say.show(
    `In Shopify:     ${order.name}'s fulfillment is ${held} (awaiting payment): the merchant keeps the parcel until the link is paid`,
  );

  say.step(
    "The buyer pays through the link (the sandbox's confirm-link-payment stands in for the payment provider), then the operator runs: npm run cli -- reconcile --shop demo-shop.myshopify.com",
  );
  await control(demo, "POST", `/orders/${encodeURIComponent(row.externalOrderRef)}/confirm-link-payment`);
  const reconciled = (await cli(demo, ["reconcile", "--shop", demo.shop, "--json"])).json<{ linkPaid?: number }>();
  const after = await waitForOrder(demo, order, "paid by link", (r) => r.paymentState === "LINK_PAID");
  await showOrder(demo, after);
  const status = demo.stack.shopify.state.getOrder(order.gid)?.displayFinancialStatus;
  const released = demo.stack.shopify.state
    .fulfillmentOrders(order.gid)
    .map((fo) => fo.status)
    .join(", ");
  say.show(`In Shopify:     ${order.name} is ${status}, its fulfillment ${released}`);
  if (status !== "PAID") throw new Error(`Reconciliation did not mark the Shopify order paid (it is ${status}).`);
  if (released.includes("ON_HOLD")) throw new Error("Reconciliation did not release the payment hold.");
  say.ok(
    `Reconciliation found ${reconciled.linkPaid ?? 0} link payment(s), marked ${order.name} paid in Shopify and released the hold.`,
  );
}

export async function showCancellation(demo: Demo): Promise<void> {
  say.step(
    "A paid order is handed off, then the merchant cancels it in Shopify (reason: customer). Shopify sends orders/cancelled:",
  );
  const order = await placeDemoOrder(demo);
  await waitForOrder(demo, order, "sent", (r) => r.syncState === "SENT");
  const record = demo.stack.shopify.state.getOrder(order.gid)!;
  record.cancelledAt = new Date().toISOString();
  record.cancelReason = "CUSTOMER";
  record.updatedAt = new Date(Date.parse(record.updatedAt) + 2000).toISOString();
  await sendOrderWebhook(demo.stack, demo.shop, order.gid, "orders/cancelled");
  const row = await waitForOrder(demo, order, "cancelled", (r) => r.syncState === "CANCELLED");
  const service = await showOrder(demo, row);
  if (service?.shipment.shipmentState !== "cancelled") throw new Error("The service order was not cancelled.");
  say.ok(`${order.name} is cancelled at the service too, with Shopify's reason.`);
}

export async function showRefusalAndFix(demo: Demo): Promise<void> {
  say.step(
    "The merchant's delivery plan loses cross-border delivery (sandbox: PATCH /__sandbox/account {crossBorderActive: false}), and a buyer in Dakar (Senegal) orders:",
  );
  await control(demo, "PATCH", "/account", { crossBorderActive: false });
  let order: PlacedOrder;
  try {
    order = await placeDemoOrder(demo, {
      shippingAddress: {
        firstName: "Ama",
        lastName: "Mensah",
        address1: "12 Rue des Jardins",
        city: "Dakar",
        countryCode: "SN",
        phone: "+221771234567",
      },
    });
    const refused = await waitForOrder(demo, order, "refused", (r) => r.syncState === "NEEDS_ATTENTION");
    await showOrder(demo, refused);
    if (!refused.lastErrorCode) throw new Error("The refusal carries no code.");
    say.ok(
      `The service refused ${order.name} with ${refused.lastErrorCode}; the app keeps it in Needs attention with what to do.`,
    );
  } finally {
    say.step(
      "The merchant turns cross-border delivery back on in the service's dashboard (PATCH /__sandbox/account {crossBorderActive: true}) and retries: npm run cli -- orders:retry",
    );
    await control(demo, "PATCH", "/account", { crossBorderActive: true });
  }
  await cli(demo, ["orders:retry", "--shop", demo.shop, "--order", order.name]);
  const sent = await waitForOrder(demo, order, "sent after the fix", (r) => r.paymentState === "PAID_RECORDED");
  await showOrder(demo, sent);
  say.ok(`${order.name} was sent after the fix.`);
}
