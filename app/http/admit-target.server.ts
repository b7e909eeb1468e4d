import type { IncomingMessage, ServerResponse } from "node:http";
import { cutForLog, routerTarget } from "./router-target";
import { logRefusal, type WarnLogger } from "./sampled-log";

/**
 * server.mjs's first step for every request (docs/decisions/070): the target is parsed once as Remix's router
 * will parse it, and `request.url` becomes that parse (path and query), so the fast paths, the data-request
 * guard, Express and Remix all read one path. A target no router reads as a path of this site (a Host with a
 * path in it, `*`, an absolute URL) is answered 400 here. Returns false when it answered.
 */
export function admitRequestTarget(logger: WarnLogger, request: IncomingMessage, response: ServerResponse): boolean {
  const target = routerTarget(request.url ?? "/", request.headers.host ?? null);
  if (target.ok) {
    request.url = target.path + target.search;
    return true;
  }
  logRefusal(
    logger,
    "request-target-refused",
    { reason: target.reason, target: cutForLog(request.url ?? "") },
    "request refused at the edge: no path of this site",
  );
  response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  response.end("Bad request: the target is not a path of this site.\n");
  return false;
}
