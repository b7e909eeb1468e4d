import { describe, expect, test } from "vitest";
import { preferredLanguage } from "./language";
import { useSandbox } from "./test-support";

const t = useSandbox();

describe("error bodies and languages (spec §7)", () => {
  test("a French-preferring caller gets a French message with the same code and status", async () => {
    const english = await t.api("GET", "/corridors", { key: null });
    const french = await t.api("GET", "/corridors", {
      key: null,
      headers: { "Accept-Language": "fr-CI, fr;q=0.9, en;q=0.5" },
    });
    expect(french.body.code).toBe(english.body.code);
    expect(french.body.statusCode).toBe(english.body.statusCode);
    expect(french.body.error).toBe("Unauthorized");
    expect(english.body.message).toMatch(/API key is required/);
    expect(french.body.message).toMatch(/clé d'API est requise/);
  });

  test("q-values decide: English preferred over French answers in English", async () => {
    const answer = await t.api("GET", "/corridors", {
      key: null,
      headers: { "Accept-Language": "fr;q=0.4, en-GB;q=0.8" },
    });
    expect(answer.body.message).toMatch(/API key is required/);
  });

  test.each([
    [undefined, "en"],
    ["fr", "fr"],
    ["de-DE, fr;q=0.7", "fr"],
    ["en-US,fr;q=0.9", "en"],
    ["fr;q=0, en;q=0.1", "en"],
    ["*;q=0.5, fr;q=0.6", "fr"],
    ["de, it", "en"],
  ])("Accept-Language %s is answered in %s", (header, lang) => {
    expect(preferredLanguage(header)).toBe(lang);
  });

  test("malformed JSON is a 400 VALIDATION_FAILED naming the body", async () => {
    const answer = await t.api("POST", "/orders", { rawBody: "{not json" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: "Bad Request",
      statusCode: 400,
      code: "VALIDATION_FAILED",
      details: { fields: ["body"] },
    });
  });

  test("an unknown API path is 404 ROUTE_NOT_FOUND and a wrong method 405 METHOD_NOT_ALLOWED", async () => {
    const unknown = await t.api("GET", "/parcels");
    const wrongMethod = await t.api("DELETE", "/corridors");
    expect([unknown.status, unknown.body.code]).toEqual([404, "ROUTE_NOT_FOUND"]);
    expect([wrongMethod.status, wrongMethod.body.code]).toEqual([405, "METHOD_NOT_ALLOWED"]);
  });

  test("validation messages are French too, with identical details", async () => {
    const answer = await t.api("POST", "/quotes", { body: {}, headers: { "Accept-Language": "fr" } });
    expect(answer.body.code).toBe("VALIDATION_FAILED");
    expect(answer.body.message).toMatch(/^La requête n'est pas valide/);
    expect(answer.body.details.fields).toContain("weightGrams");
  });
});
