import type { IncomingMessage } from "node:http";

/** `bytes` exactly as received (what signatures are computed over); `text` is them read as UTF-8. */
export type BodyRead = { ok: true; text: string; bytes: Buffer } | { ok: false; reason: "too-large" };

/** The raw body of a request, refused past `maxBytes` without reading the rest. */
export async function readBodyWithLimit(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, text: "", bytes: Buffer.alloc(0) };
  // Past the limit the reader is let go, not cancelled: cancelling destroys Node's request (and its
  // socket) under Remix before the 413 is written. Unread, the rest waits behind backpressure until
  // the answer (with Connection: close) closes the connection.
  const reader = request.body.getReader();
  try {
    return await collect(chunksOf(reader), maxBytes);
  } finally {
    reader.releaseLock();
  }
}

async function* chunksOf(reader: ReadableStreamDefaultReader<Uint8Array>) {
  for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
}

/**
 * The same for Node's own request (server.mjs's fast path, which skips building a Web Request). Read
 * through its events: the async iterator's machinery cost more CPU than the rest of the read on a
 * cached carrier callback (bench checkout's profile). Past the limit the request is paused, not
 * destroyed, so that the 413 can still be written (with Connection: close).
 */
export function readNodeBodyWithLimit(request: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers["content-length"] ?? "0");
  if (declared > maxBytes) return Promise.resolve({ ok: false, reason: "too-large" });
  if (request.destroyed) return Promise.reject(new Error("The request was closed before its body was read."));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", onError);
      request.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      request.pause();
      resolve({ ok: false, reason: "too-large" });
    };
    const onEnd = () => {
      stop();
      const bytes = Buffer.concat(chunks, size);
      resolve({ ok: true, text: bytes.toString("utf8"), bytes });
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // Closed before its end: the caller went away mid-body.
    const onClose = () => onError(new Error("The request was closed before its body ended."));
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("error", onError);
    request.on("close", onClose);
  });
}

async function collect(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<BodyRead> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size > maxBytes) return { ok: false, reason: "too-large" };
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  return { ok: true, text: bytes.toString("utf8"), bytes };
}

/** 413 with the limit; the rest of the body was never read, so the connection cannot be reused. */
export function tooLarge(maxBytes: number): Response {
  return new Response(`The request body is larger than ${maxBytes} bytes.`, {
    status: 413,
    headers: { Connection: "close" },
  });
}
