import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { METAFIELD_NAMESPACE, ORDER_METAFIELDS } from "./order-metafields.server";

// shopify.app.toml's [order.metafields.app.<key>] tables: key → their `type` and `access.admin` lines.
function declaredOrderMetafields(toml: string) {
  const declared: Record<string, { type?: string; admin?: string }> = {};
  for (const block of toml.split(/^(?=\[)/m)) {
    const header = /^\[order\.metafields\.app\.([a-z0-9_]+)\]/.exec(block);
    if (!header) continue;
    declared[header[1]] = {
      type: /^type = "([^"]+)"/m.exec(block)?.[1],
      admin: /^access\.admin = "([^"]+)"/m.exec(block)?.[1],
    };
  }
  return declared;
}

test("every order metafield the app writes is declared in shopify.app.toml with its type, readable by the merchant", () => {
  // TOML declares only the app's own namespace; a sub-namespace would leave the values undeclared.
  expect(METAFIELD_NAMESPACE).toBe("$app");
  const declared = declaredOrderMetafields(readFileSync("shopify.app.toml", "utf8"));
  expect(declared).toEqual(
    Object.fromEntries(Object.entries(ORDER_METAFIELDS).map(([key, type]) => [key, { type, admin: "merchant_read" }])),
  );
});
