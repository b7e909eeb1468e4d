import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Shared by the stand-in's own tests: a raw Admin GraphQL call (no client library in between, so the tests
// see exactly what Shopify would answer) and a throwaway "app" server that records what the stand-in sends.

export const API_SECRET = "stand-in-test-secret";
export const API_KEY = "stand-in-test-client-id";

export type GraphqlAnswer = {
  status: number;
  body: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary GraphQL results
    data?: Record<string, any> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown>; path?: string[] }> | string;
    extensions?: {
      cost: { requestedQueryCost: number; actualQueryCost: number | null; throttleStatus: Record<string, number> };
    };
  };
};

export async function adminGraphql(
  standInUrl: string,
  shop: string,
  accessToken: string,
  query: string,
  variables: Record<string, unknown> = {},
  apiVersion = "2026-10",
): Promise<GraphqlAnswer> {
  const response = await fetch(`${standInUrl}/${shop}/admin/api/${apiVersion}/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Access-Token": accessToken },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

export type CapturedRequest = { method: string; url: string; headers: IncomingHttpHeaders; rawBody: string };

/** An HTTP server on 127.0.0.1:0 standing for the app; `respond` may answer (default 200 "ok"). */
export async function startCaptureServer(
  respond?: (request: IncomingMessage, rawBody: string, response: ServerResponse) => Promise<void> | void,
) {
  const captured: CapturedRequest[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString("utf8");
    captured.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, rawBody });
    if (respond) await respond(request, rawBody, response);
    else response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    captured,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
