import { describe, expect, test } from "vitest";
import { parseEnv } from "~/env.server";
import { PRODUCTION_ENV as production } from "~/env-production.fixture";

describe("the admin preview switch", () => {
  test("is refused in production, and so is a preview shop", () => {
    expect(() => parseEnv({ ...production, ADMIN_PREVIEW: "on" })).toThrow(/ADMIN_PREVIEW: demo-only/);
    expect(() => parseEnv({ ...production, ADMIN_PREVIEW_SHOP: "demo-shop.myshopify.com" })).toThrow(
      /ADMIN_PREVIEW_SHOP: demo-only/,
    );
    expect(parseEnv(production).ADMIN_PREVIEW).toBe("off");
  });

  test("names a shop by its myshopify domain outside production", () => {
    expect(parseEnv({ ADMIN_PREVIEW: "on", ADMIN_PREVIEW_SHOP: "demo-shop.myshopify.com" })).toMatchObject({
      ADMIN_PREVIEW: "on",
      ADMIN_PREVIEW_SHOP: "demo-shop.myshopify.com",
    });
    expect(() => parseEnv({ ADMIN_PREVIEW_SHOP: "https://demo-shop.myshopify.com" })).toThrow(/ADMIN_PREVIEW_SHOP/);
  });
});
