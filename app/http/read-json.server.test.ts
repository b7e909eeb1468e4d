import { expect, test } from "vitest";
import { readJson } from "./read-json.server";

const post = (body: string) => new Request("http://app.test/api", { method: "POST", body });

test("a JSON body within the limit is read; one that is not JSON is a value saying so", async () => {
  expect(await readJson(post('{"orderIds":["gid://shopify/Order/1"]}'), 1024)).toEqual({
    ok: true,
    value: { orderIds: ["gid://shopify/Order/1"] },
  });
  expect(await readJson(post("intent=send"), 1024)).toEqual({ ok: false, error: "The request body must be JSON." });
});

test("a body over the limit is answered 413, as the admin forms are", async () => {
  const thrown = await readJson(post(JSON.stringify({ pad: "x".repeat(2048) })), 1024).catch((error: unknown) => error);
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(413);
});
