import type { IncomingMessage, ServerResponse } from "node:http";
import type { Reply } from "./context";
import { ApiError, validationFailed } from "./errors";

const MAX_BODY_BYTES = 1_000_000;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ApiError("PAYLOAD_TOO_LARGE");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

// An empty body reads as undefined; malformed JSON is a validation failure of the whole body (README).
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === "") return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw validationFailed(["body"]);
  }
}

export function sendReply(response: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  let payload = "";
  if (reply.body !== undefined) {
    headers["Content-Type"] ??= "application/json; charset=utf-8";
    payload = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
  }
  response.writeHead(reply.status, headers);
  response.end(payload);
}
