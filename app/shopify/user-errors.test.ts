import { describe, expect, test } from "vitest";
import { retryHelps } from "~/errors";
import { ShopifyAdminError } from "./admin-graphql.server";
import { doneOrThrow, mutationResult } from "./user-errors";

/* The one reading of a mutation's userErrors: a value, and the throwing helper built on it. */

const refusal = { field: ["id"], message: "Fulfillment order is closed.", code: "INVALID_STATE" };

describe("a mutation's answer, read once", () => {
  test("done: the payload, or the object named", () => {
    const payload = { fulfillment: { id: "gid://shopify/Fulfillment/1" }, userErrors: [] };
    expect(mutationResult(payload)).toEqual({ ok: true, value: payload });
    expect(mutationResult(payload, "fulfillment")).toEqual({ ok: true, value: { id: "gid://shopify/Fulfillment/1" } });
  });

  test("refused: Shopify's words, and a missing payload or object is a refusal, never a silent success", () => {
    expect(mutationResult({ fulfillment: null, userErrors: [refusal] }, "fulfillment")).toMatchObject({
      ok: false,
      errors: ["Fulfillment order is closed."],
    });
    expect(mutationResult(null)).toMatchObject({ ok: false, errors: ["Shopify answered without a result."] });
    expect(mutationResult({ fulfillment: null, userErrors: [] }, "fulfillment")).toMatchObject({
      ok: false,
      errors: ["Shopify answered without a result."],
    });
  });

  test("doneOrThrow gives the value, or raises a ShopifyAdminError that retrying cannot help", () => {
    expect(doneOrThrow(mutationResult({ userErrors: [] }), "start the trigger")).toEqual({ userErrors: [] });
    const thrown = (() => {
      try {
        doneOrThrow(mutationResult({ userErrors: [refusal, { message: "No code here." }] }), "create the fulfillment");
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ShopifyAdminError);
    expect(thrown).toMatchObject({
      code: "SHOPIFY_REFUSED",
      retryable: false,
      message: "Shopify refused to create the fulfillment: INVALID_STATE; No code here.",
    });
    expect(retryHelps(thrown)).toBe(false);
    expect(() => doneOrThrow(mutationResult(undefined), "write the metafields")).toThrow(
      "Shopify answered without a result to write the metafields.",
    );
  });
});
