import type { IncomingMessage } from "node:http";
import { readBodyWithLimit, readNodeBodyWithLimit, type BodyRead } from "./read-body.server";

/**
 * What a raw-body handler reads of an HTTP request. Remix routes hand it a Web Request; server.mjs's
 * fast path hands it Node's own request, so that the hottest path skips building a Web Request.
 */
export type IncomingRequest = {
  method: string;
  /** The whole URL or the path with its query. */
  url: string;
  header(name: string): string | null;
  readBody(maxBytes: number): Promise<BodyRead>;
};

export function fromWebRequest(request: Request): IncomingRequest {
  return {
    method: request.method,
    url: request.url,
    header: (name) => request.headers.get(name),
    readBody: (maxBytes) => readBodyWithLimit(request, maxBytes),
  };
}

export function fromNodeRequest(request: IncomingMessage): IncomingRequest {
  return {
    method: request.method ?? "GET",
    url: request.url ?? "/",
    header: (name) => {
      const value = request.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
    readBody: (maxBytes) => readNodeBodyWithLimit(request, maxBytes),
  };
}

/** The path of a request's URL as Node gives it (path and query), without its query. */
export function pathOf(url: string): string {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * The query parameter `name` of a request's URL (absolute or a path). Only the query is parsed: a
 * whole URL's parse was most of this function's cost on the carrier callback (bench checkout).
 */
export function queryParam(url: string, name: string): string | null {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return null;
  const fragmentAt = url.indexOf("#", queryAt);
  return new URLSearchParams(url.slice(queryAt + 1, fragmentAt === -1 ? undefined : fragmentAt)).get(name);
}
