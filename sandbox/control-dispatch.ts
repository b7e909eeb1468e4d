import { renderError, type Dispatch } from "./api-dispatch";
import type { ControlRoute } from "./context";
import { ApiError } from "./errors";
import { parseJsonBody, readBody, sendReply } from "./http-io";
import { preferredLanguage } from "./language";
import { matchRoute } from "./router";

export const CONTROL_PREFIX = "/__sandbox";

// The control API (/__sandbox/*): no key, no rate limit, no faults. Errors use the spec §7 body shape.
export const dispatchControlRequest: Dispatch<ControlRoute> = async (services, routes, request, response, url) => {
  const lang = preferredLanguage(request.headers["accept-language"]);
  const method = request.method ?? "GET";
  try {
    const body = parseJsonBody(await readBody(request));
    const path = url.pathname.slice(CONTROL_PREFIX.length) || "/";
    const match = matchRoute(routes, method, path);
    if (match.kind !== "found") {
      throw new ApiError(match.kind === "none" ? "ROUTE_NOT_FOUND" : "METHOD_NOT_ALLOWED", {
        params: { method, path: url.pathname },
      });
    }
    const reply = await match.route.handle({
      services,
      params: match.params,
      query: url.searchParams,
      body,
      headers: request.headers,
      lang,
    });
    sendReply(response, reply);
    if (method !== "GET") services.store.changed();
  } catch (error) {
    sendReply(response, renderError(error, lang));
  }
};
