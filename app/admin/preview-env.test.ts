import { describe, expect, test } from "vitest";
import { parseEnv } from "~/env.server";

const production = {
  NODE_ENV: "production", SHOPIFY_API_KEY: "key", SHOPIFY_API_SECRET: "secret", SHOPIFY_APP_URL: "https://app.example.com",
  DATABASE_URL: "file:./prod.db", DELIVERY_API_URL: "https://api.example.com", ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
};

describe("the admin preview switch", () => {
  test("is refused in production, and so is a preview shop", () => {
    expect(() => parseEnv({ ...production, ADMIN_PREVIEW: "on" })).toThrow(/ADMIN_PREVIEW: demo-only/);
    expect(() => parseEnv({ ...production, ADMIN_PREVIEW_SHOP: "demo-shop.myshopify.com" })).toThrow(/ADMIN_PREVIEW_SHOP: demo-only/);
    expect(parseEnv(production).ADMIN_PREVIEW).toBe("off");
  });

  test("names a shop by its myshopify domain outside production", () => {
    expect(parseEnv({ ADMIN_PREVIEW: "on", ADMIN_PREVIEW_SHOP: "demo-shop.myshopify.com" })).toMatchObject({ ADMIN_PREVIEW: "on", ADMIN_PREVIEW_SHOP: "demo-shop.myshopify.com" });
    expect(() => parseEnv({ ADMIN_PREVIEW_SHOP: "https://demo-shop.myshopify.com" })).toThrow(/ADMIN_PREVIEW_SHOP/);
  });
});
