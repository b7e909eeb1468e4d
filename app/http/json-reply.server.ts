import type { ServerResponse } from "node:http";

/** A JSON answer on Node's own response (server.mjs's fast paths). */
export function writeJsonReply(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(payload),
    // The rest of an oversized body was never read: the connection cannot be reused.
    ...(status === 413 ? { Connection: "close" } : {}),
    ...headers,
  });
  response.end(payload);
}
