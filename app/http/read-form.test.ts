import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { readForm } from "./read-form.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://app.test/app/settings", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    duplex: "half",
  } as RequestInit);

test("a form within the limit is read as request.formData() reads it", async () => {
  const form = await readForm(post("intent=settings&days=7"));
  expect(Object.fromEntries(form)).toEqual({ intent: "settings", days: "7" });
});

test("a declared oversized form is answered 413 without reading it", async () => {
  const refused = await readForm(post("a=1", { "Content-Length": String(10 * 1024 * 1024) }), 1024).catch(
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(Response);
  expect((refused as Response).status).toBe(413);
});

test("a streamed form is refused once past the limit, and the rest is never pulled", async () => {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(new Uint8Array(512).fill(0x61));
    },
  });
  const refused = await readForm(post(stream), 4 * 1024).catch((error: unknown) => error);
  expect((refused as Response).status).toBe(413);
  expect(pulled).toBeLessThan(20);
});

test("no route reads a request body except through a bounded reader", () => {
  const routes = join(import.meta.dirname, "..", "routes");
  const unbounded = readdirSync(routes).filter((file) =>
    /request\.(formData|text|json|arrayBuffer|blob)\(\)/.test(readFileSync(join(routes, file), "utf8")),
  );
  expect(unbounded).toEqual([]);
});
