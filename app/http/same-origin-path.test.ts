import { expect, test } from "vitest";
import { sameOriginPath } from "./same-origin-path";

test("a path that a browser would read as another host becomes a path of this site", () => {
  expect(sameOriginPath("//evil.example/x")).toBe("/evil.example/x");
  expect(sameOriginPath("/\\evil.example/x", "?a=1")).toBe("/evil.example/x?a=1");
  expect(sameOriginPath("///\\//evil.example")).toBe("/evil.example");
  expect(sameOriginPath("/app/orders/1", "?locale=fr")).toBe("/app/orders/1?locale=fr");
  expect(sameOriginPath("")).toBe("/");
});
