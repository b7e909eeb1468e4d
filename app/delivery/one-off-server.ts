/**
 * Test support: a real `node:http` server on 127.0.0.1, port 0, whose handler is told how many
 * requests came before (stripe-node's `getTestServerStripe`). Used by this folder's tests to
 * exercise retries, timeouts and headers over real HTTP, without mocking fetch.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  /** Path and query as received, e.g. `/v1/public-api/orders/%231001`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
};

export type OneOffHandler = (request: RecordedRequest, response: ServerResponse, previousRequests: number) => void;

export type OneOffServer = {
  /** The base URL to give the client as `baseUrl`. */
  url: string;
  /** Every request received so far, in order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
};

/** Starts a server answering with `handler`; `close()` also drops stalled connections. */
export async function startOneOffServer(handler: OneOffHandler): Promise<OneOffServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request = {
        method: incoming.method ?? "",
        url: incoming.url ?? "",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      const previousRequests = requests.length;
      requests.push(request);
      handler(request, response, previousRequests);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Answers with a JSON body. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}
