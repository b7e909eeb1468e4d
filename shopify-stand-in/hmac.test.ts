import { getHmac } from "@shopify/shopify-api/test-helpers";
import { describe, expect, it } from "vitest";
import { shopifyHmac } from "./hmac";

const SECRET = "hush-it-is-a-secret";

describe("shopifyHmac", () => {
  it.each([
    ["an empty body", ""],
    ["a small JSON object", '{"id":1,"name":"#1001"}'],
    [
      "unicode in names and addresses",
      '{"city":"Thiès","name":"Ndèye Fatou Sène","note":"Livraison à 18h — merci 🙏"}',
    ],
    ["a large integer id", '{"id":820982911946154508}'],
    ["whitespace and newlines", '{\n  "rate": {\t"currency": "XOF" }\n}\n'],
  ])("equals shopify-api's getHmac for %s", (_label, body) => {
    expect(shopifyHmac(body, SECRET)).toBe(getHmac(body, SECRET));
  });

  it("signs the bytes: a Buffer and its UTF-8 string give the same signature", () => {
    const body = '{"city":"Saint-Louis","emoji":"📦"}';

    expect(shopifyHmac(Buffer.from(body, "utf8"), SECRET)).toBe(getHmac(body, SECRET));
  });

  it("changes with the secret", () => {
    expect(shopifyHmac("{}", SECRET)).not.toBe(shopifyHmac("{}", `${SECRET}-rotated`));
  });
});
