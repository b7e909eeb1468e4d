/*
 * The path every handler of ours reads is the one Remix's router reads (docs/decisions/070). @remix-run/express
 * builds its Request from `${protocol}://${hostname}${port}${originalUrl}` and the router reads that URL's pathname,
 * parsed by WHATWG's URL parser: a `#` ends the path (`/_root.data#` is `/_root.data`), `\` is `/`, dot segments
 * (also `%2e`) are resolved, `%2F` stays encoded; and a Host header holding `/`, `?` or `#` puts its own path in
 * front of the target's. Any check on the raw target therefore reads another path than the router: the edge
 * parses the target once, as the router will, and every handler behind it reads that parse.
 */

/** A Host header that is only a host and a port: nothing in it can become part of the path. */
const PLAIN_HOST = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/**
 * A target that parses to itself: `/` segments of unreserved characters other than `.` and `~`, then perhaps a query
 * of unreserved characters, `=` and `&`, which the parser keeps as they are.
 */
const PLAIN_TARGET = /^((?:\/[A-Za-z0-9_-]+)+)(\?[A-Za-z0-9_.~=&-]*)?$/;
/** Stands for the host while parsing: with a plain Host, the router's pathname does not depend on it. */
const PARSE_ORIGIN = "http://router.invalid";

export type RouterTarget = { ok: true; path: string; search: string } | { ok: false; reason: string };

/**
 * A request's target (`request.url` as Node gives it) and Host header read as Remix's router reads them: the
 * pathname and the query, the fragment dropped. A target that is not a path (`*`, or an absolute URL, which the
 * router would append to the host) or a Host that is not a plain host is refused.
 */
export function routerTarget(target: string, host: string | null = null): RouterTarget {
  if (host && !PLAIN_HOST.test(host)) return { ok: false, reason: "Host is not a plain host" };
  if (!target.startsWith("/")) return { ok: false, reason: "the target is not a path" };
  // The hot paths' targets (webhooks, the carrier callback and its token) are segments of letters, digits, `-` and
  // `_`, which WHATWG's parser leaves as they are: read without it (a URL object per request, docs/decisions/097).
  const plain = PLAIN_TARGET.exec(target);
  // The parser gives a lone `?` as no query at all.
  if (plain) return { ok: true, path: plain[1], search: plain[2] && plain[2].length > 1 ? plain[2] : "" };
  try {
    const url = new URL(PARSE_ORIGIN + target);
    return { ok: true, path: url.pathname, search: url.search };
  } catch {
    return { ok: false, reason: "the target is not a URL" };
  }
}

/** The router's pathname of a request's URL (Node's target, or a Web Request's whole URL); null when it has none. */
export function routerPathOf(url: string): string | null {
  if (/^https?:\/\//i.test(url)) {
    try {
      return new URL(url).pathname;
    } catch {
      return null;
    }
  }
  const target = routerTarget(url);
  return target.ok ? target.path : null;
}

/** A path for a log line: a 15 KB path would write 15 KB per request. */
export const LOGGED_TEXT_MAX = 200;
export function cutForLog(text: string, max = LOGGED_TEXT_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
}
