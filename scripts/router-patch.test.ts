import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";

/*
 * patches/@remix-run+router+*.patch, applied by the postinstall (scripts/postinstall.mjs, docs/decisions/135): the
 * router the server loads keeps each route array's ranked branches and each pattern's regular expression instead of
 * building them again for every match. These tests load that very file (the router Remix's server runtime requires)
 * and check that matching still answers as the router's own rules say, now that answers come from what was kept.
 */
const fromServerRuntime = createRequire(createRequire(import.meta.url).resolve("@remix-run/server-runtime"));
const routerPath = fromServerRuntime.resolve("@remix-run/router");
const router = fromServerRuntime("@remix-run/router") as typeof import("@remix-run/router");

type Routes = Parameters<typeof router.matchRoutes>[0];

/** The shape of the app's own routes (app/routes): a pathless root, nested pages, params, a splat, resource routes. */
function appLikeRoutes(prefix = ""): Routes {
  return [
    {
      id: `${prefix}root`,
      children: [
        { id: `${prefix}index`, index: true },
        {
          id: `${prefix}app`,
          path: "app",
          children: [
            { id: `${prefix}app-index`, index: true },
            { id: `${prefix}order`, path: "orders/:orderId" },
            { id: `${prefix}orders`, path: "orders" },
            { id: `${prefix}app-splat`, path: "*" },
          ],
        },
        { id: `${prefix}webhook`, path: "webhooks/orders/:topic" },
        { id: `${prefix}rates`, path: "carrier-service/rates" },
        { id: `${prefix}auth`, path: "auth/*" },
      ],
    },
  ];
}

function matched(routes: Routes, pathname: string) {
  const matches = router.matchRoutes(routes, pathname);
  return matches && { ids: matches.map((match) => match.route.id), params: { ...matches.at(-1)!.params } };
}

test("the router the server loads is the patched one", () => {
  expect(readFileSync(routerPath, "utf8").includes("rankedBranchesOf"), `${routerPath} carries the patch`).toBe(true);
});

describe("matching from kept branches and patterns", () => {
  test("each path matches its route, the same the second time, with its own params", () => {
    const routes = appLikeRoutes();
    const expected: Array<[string, ReturnType<typeof matched>]> = [
      ["/", { ids: ["root", "index"], params: {} }],
      ["/app", { ids: ["root", "app", "app-index"], params: {} }],
      ["/app/orders", { ids: ["root", "app", "orders"], params: {} }],
      ["/app/orders/1001", { ids: ["root", "app", "order"], params: { orderId: "1001" } }],
      ["/app/anything/else", { ids: ["root", "app", "app-splat"], params: { "*": "anything/else" } }],
      ["/webhooks/orders/create", { ids: ["root", "webhook"], params: { topic: "create" } }],
      ["/carrier-service/rates", { ids: ["root", "rates"], params: {} }],
      ["/auth/login", { ids: ["root", "auth"], params: { "*": "login" } }],
      ["/nowhere", null],
    ];
    for (const round of [1, 2]) {
      for (const [pathname, answer] of expected)
        expect(matched(routes, pathname), `${pathname}, round ${round}`).toEqual(answer);
    }
    // A match's params are its own: a later match of the same pattern does not change an earlier answer.
    const first = router.matchRoutes(routes, "/app/orders/1")!;
    router.matchRoutes(routes, "/app/orders/2");
    expect(first.at(-1)!.params).toEqual({ orderId: "1" });
  });

  test("two route arrays are matched against their own routes", () => {
    const first = appLikeRoutes("a-");
    const second: Routes = [{ id: "b-root", children: [{ id: "b-rates", path: "carrier-service/:kind" }] }];
    expect(matched(first, "/carrier-service/rates")?.ids).toEqual(["a-root", "a-rates"]);
    expect(matched(second, "/carrier-service/rates")).toEqual({
      ids: ["b-root", "b-rates"],
      params: { kind: "rates" },
    });
    expect(matched(second, "/app/orders")).toBeNull();
  });

  test("a pattern kept for one case rule or end rule is not used for the other", () => {
    expect(router.matchPath({ path: "/Orders", caseSensitive: true, end: true }, "/orders")).toBeNull();
    expect(router.matchPath({ path: "/Orders", caseSensitive: false, end: true }, "/orders")?.pathname).toBe("/orders");
    expect(router.matchPath({ path: "/app", caseSensitive: false, end: true }, "/app/orders")).toBeNull();
    expect(router.matchPath({ path: "/app", caseSensitive: false, end: false }, "/app/orders")?.pathnameBase).toBe(
      "/app",
    );
  });
});
