// A small node:http webhook receiver for the contract suite. It verifies every delivery with the
// client's own `verifyDeliverySignature` over the raw body (spec §6 "Signature") and keeps what it got.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { SIGNATURE_HEADER, verifyDeliverySignature, type SignatureVerification } from "~/delivery";

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  body: { id: string; event: string; occurredAt: string; data: Record<string, unknown> };
  verification: SignatureVerification;
}

/** A delivery whose body is not JSON (answered 400, kept for the test to report). */
export interface UnreadableRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  unreadable: UnreadableRequest[];
  /** The endpoint's secret, once the sandbox has made one. */
  secret: string;
  /** The status the n-th request (0-based) is answered with; default: 200 when verified, 401 when not. */
  respondWith(status: (index: number, delivery: ReceivedDelivery) => number): void;
  close(): Promise<void>;
}

const DELIVERY_PATH = "/webhooks/delivery";

/** `now` is the receiver's own clock in ms (spec §6.3 compares the timestamp with it). */
export async function startWebhookReceiver(now: () => number): Promise<WebhookReceiver> {
  let respond = (_index: number, delivery: ReceivedDelivery): number => (delivery.verification.ok ? 200 : 401);
  const receiver: WebhookReceiver = {
    url: "",
    received: [],
    unreadable: [],
    secret: "",
    respondWith: (status) => void (respond = status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    // Only the sandbox's deliveries count: anything else reaching this port is not this test's (404).
    if (request.method !== "POST" || request.url !== DELIVERY_PATH) return void response.writeHead(404).end();
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks);
      const header = request.headers[SIGNATURE_HEADER.toLowerCase()];
      const verification = verifyDeliverySignature({
        rawBody,
        header: typeof header === "string" ? header : null,
        secrets: [receiver.secret],
        now: now(),
      });
      // A parse error thrown here would be uncaught and end the test run with nothing but "Unexpected end of JSON
      // input" (run 94): the request is kept instead, for the test to report.
      let body: ReceivedDelivery["body"];
      try {
        body = JSON.parse(rawBody.toString("utf8"));
      } catch {
        const { method, url, headers } = request;
        receiver.unreadable.push({ method, url, headers, body: rawBody.toString("utf8").slice(0, 500) });
        response.writeHead(400).end();
        return;
      }
      const delivery = { headers: request.headers, rawBody, body, verification };
      receiver.received.push(delivery);
      response.writeHead(respond(receiver.received.length - 1, delivery)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${DELIVERY_PATH}`;
  return receiver;
}
