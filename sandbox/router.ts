export interface Route {
  method: string;
  pattern: string;
}

export type RouteMatch<R extends Route> =
  { kind: "found"; route: R; params: Record<string, string> } | { kind: "wrong-method" } | { kind: "none" };

// Matches "/orders/:reference/cancel" against a raw path. Segments are split before decoding, so a
// reference containing an encoded "/" (%2F) stays one segment (spec §4: references are URL-decoded).
export function matchRoute<R extends Route>(routes: readonly R[], method: string, rawPath: string): RouteMatch<R> {
  const segments = rawPath.split("/").filter(Boolean);
  let pathMatched = false;
  for (const route of routes) {
    const params = matchPattern(route.pattern, segments);
    if (!params) continue;
    pathMatched = true;
    if (route.method === method) return { kind: "found", route, params };
  }
  return pathMatched ? { kind: "wrong-method" } : { kind: "none" };
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split("/").filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? "";
    if (part.startsWith(":")) {
      const decoded = safeDecode(segment);
      if (decoded === null) return null;
      params[part.slice(1)] = decoded;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
