import type { IncomingMessage, ServerResponse } from "node:http";
import { toIso } from "./clock";
import type { Services } from "./context";
import { sendReply } from "./http-io";
import { settle } from "./routes/payments";

// The {payment_link_url} of spec §2: GET shows a tiny page, POST pays (the "provider confirmation").
export function servePaymentPage(
  services: Services,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): void {
  const token = url.pathname.split("/")[2] ?? "";
  const order = services.store.state.orders.find((o) => o.payment?.linkToken === token);
  const html = (status: number, text: string, form = "") =>
    sendReply(response, {
      status,
      headers: { "Content-Type": "text/html; charset=utf-8" },
      body: `<!doctype html><title>Sandbox payment</title><p>${text}</p>${form}`,
    });
  if (!order?.payment) return html(404, "This payment link does not exist.");
  const amount = `${(order.payment.amountMinor / 100).toFixed(2)} ${order.payment.currency}`;
  if (order.payment.status === "paid") return html(200, `Order ${escape(order.externalOrderRef)} is paid.`);
  if (order.payment.status !== "pending" || order.payment.linkToken !== token)
    return html(410, "This payment link is no longer active.");
  request.resume();
  if (request.method === "POST") {
    const now = toIso(services.store.now());
    Object.assign(order.payment, { status: "paid", paidAt: now });
    settle(order, now);
    services.store.changed();
    return html(200, `Paid ${amount} for order ${escape(order.externalOrderRef)}.`);
  }
  html(
    200,
    `Pay ${amount} for order ${escape(order.externalOrderRef)}.`,
    `<form method="post"><button>Pay</button></form>`,
  );
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
