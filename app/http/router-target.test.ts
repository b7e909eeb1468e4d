import { expect, test } from "vitest";
import { cutForLog, routerPathOf, routerTarget } from "./router-target";

/** What @remix-run/express hands Remix: `${protocol}://${hostname}${port}${originalUrl}` (its createRemixRequest). */
function remixPathname(target: string, host = "localhost:3000"): string {
  return new URL(`http://${host}${target}`).pathname;
}

test.each([
  ["a fragment", "/_root.data#", "/_root.data", ""],
  ["a fragment with text", "/webhooks/compliance.data#x", "/webhooks/compliance.data", ""],
  ["a fragment after a query", "/app/settings.data?a=1#b", "/app/settings.data", "?a=1"],
  ["a query holding a #-less .data", "/app?x=.data", "/app", "?x=.data"],
  ["an encoded slash (kept encoded)", "/app%2F..%2F_root.data", "/app%2F..%2F_root.data", ""],
  ["a double slash", "//_root.data", "//_root.data", ""],
  ["a double slash into /app", "//app/settings.data", "//app/settings.data", ""],
  ["dot segments", "/app/../_root.data", "/_root.data", ""],
  ["encoded dot segments", "/app/%2e%2e/_root.data", "/_root.data", ""],
  ["a dot segment and a fragment", "/app/./settings/../../_root.data#frag", "/_root.data", ""],
  ["a backslash", "/app\\..\\_root.data", "/_root.data", ""],
  ["a query and a fragment", "/carrier-service/rates?token=a#b", "/carrier-service/rates", "?token=a"],
])("%s: %s is read as %s", (_name, target, path, search) => {
  expect(routerTarget(target, "localhost:3000")).toEqual({ ok: true, path, search });
  expect(path).toBe(remixPathname(target));
  expect(routerPathOf(target)).toBe(path);
});

test.each([
  "/webhooks/delivery/Ab_9-x",
  "/webhooks/orders/create",
  "/carrier-service/rates",
  "/a",
  "/-/_",
  "/a/b/c/d/e/f",
  "/carrier-service/rates?token=Ab_9-x.~",
  "/carrier-service/rates?token=a&b=&c",
  "/carrier-service/rates?",
  "/a?",
  "/a?=&&",
])("a plain target %s, read without the URL parser, is what the parser reads", (target) => {
  const parsed = new URL(`http://localhost:3000${target}`);
  expect(routerTarget(target, "localhost:3000")).toEqual({ ok: true, path: parsed.pathname, search: parsed.search });
});

test("a Host that would put its own path in front of the target's is refused", () => {
  // Remix would read /_root.data: the Host's "#" turns the whole target into a fragment.
  expect(remixPathname("/anything", "x/_root.data#")).toBe("/_root.data");
  for (const host of ["x/_root.data#", "x?y", "x#", "a@b", "x y", "x\\y"])
    expect(routerTarget("/anything", host)).toMatchObject({ ok: false });
  for (const host of ["localhost:3000", "127.0.0.1", "[::1]:3000", "shop-app.example.com", "app.example.com."])
    expect(routerTarget("/x", host)).toEqual({ ok: true, path: "/x", search: "" });
});

test("a target that is not a path is refused; a whole URL (a Web Request's) gives its pathname", () => {
  for (const target of ["*", "http://evil.example/_root.data", "_root.data", ""])
    expect(routerTarget(target)).toMatchObject({ ok: false });
  expect(routerPathOf("https://app.example.com/app/settings.data#x")).toBe("/app/settings.data");
  expect(routerPathOf("*")).toBeNull();
});

test("a path for a log is cut short", () => {
  expect(cutForLog("/short")).toBe("/short");
  expect(cutForLog("/".padEnd(15_000, "a"))).toHaveLength(200 + "… (15000 characters)".length);
});
