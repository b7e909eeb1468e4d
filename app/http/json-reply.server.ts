import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "~/logger.server";
import { logRefusal } from "./sampled-log";

export type JsonReply = {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The body is an object that may be answered again unchanged (a cached answer): its JSON is kept beside it. */
  reused?: boolean;
};

/** The JSON of bodies answered again: made once per object, gone with it. */
const reusedJson = new WeakMap<object, Buffer>();

function jsonOf(reply: JsonReply): string | Buffer {
  if (!reply.reused || typeof reply.body !== "object" || reply.body === null) return JSON.stringify(reply.body);
  let json = reusedJson.get(reply.body);
  if (!json) reusedJson.set(reply.body, (json = Buffer.from(JSON.stringify(reply.body))));
  return json;
}

/**
 * server.mjs's fast paths (docs/decisions/012, 034): runs `handle` on Node's own request and writes
 * its JSON reply. A throw is answered 500, so the sender retries (a database outage loses nothing),
 * unless the caller hung up: then nobody is left to answer, and it is not the app's failure.
 */
export async function serveJson(
  request: IncomingMessage,
  response: ServerResponse,
  { logger, what }: { logger: Logger; what: string },
  handle: () => Promise<JsonReply>,
): Promise<void> {
  let reply: JsonReply;
  try {
    reply = await handle();
  } catch (error) {
    // Its socket, not the request stream: that stream is also "destroyed" once its body was read in full.
    // Anyone can start a body and leave: sampled, one line a minute at most (docs/decisions/070).
    if (request.socket.destroyed) {
      const reason = (error as Error).message;
      logRefusal(logger, `abandoned: ${what}`, { reason }, `${what} abandoned by the caller`);
      return;
    }
    logger.error({ err: error }, `${what} failed`);
    reply = { status: 500, body: { error: "Internal error." } };
  }
  const payload = jsonOf(reply);
  response.writeHead(reply.status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(payload),
    // The rest of an oversized body was never read: the connection cannot be reused.
    ...(reply.status === 413 ? { Connection: "close" } : {}),
    ...reply.headers,
  });
  response.end(payload);
}
