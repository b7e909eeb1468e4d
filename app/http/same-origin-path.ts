/**
 * A link back to the page asked for, that can only lead to this site: the request's path may start
 * with `//` or `/\` (`GET //evil.example/x`), which a browser reads as another host. One leading slash.
 */
export function sameOriginPath(pathname: string, search = ""): string {
  return `/${pathname.replace(/^[/\\]+/, "")}${search}`;
}
