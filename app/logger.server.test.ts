import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import { createLogger, redactCredentials, routeConsoleTo } from "./logger.server";

const JWT =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL3Nob3AubXlzaG9waWZ5LmNvbS9hZG1pbiJ9.c2lnbmF0dXJlLV9fXw";

describe("credentials inside a library's message text", () => {
  test("a session token, as Shopify's library quotes it, is replaced; the rest of the line stays", () => {
    expect(redactCredentials(`Attempting to authenticate session token | {sessionToken: {"search":"${JWT}"}}`)).toBe(
      'Attempting to authenticate session token | {sessionToken: {"search":"[redacted]"}}',
    );
    expect(redactCredentials(`Failed to parse session token '${JWT}': signature verification failed`)).toBe(
      "Failed to parse session token '[redacted]': signature verification failed",
    );
  });

  test("Shopify's access and refresh tokens are replaced, whatever their kind", () => {
    for (const token of ["shpat_0123abcd", "shpua_ff00", "shprt_9a9a", "shpca_1", "shppa_2", "shpss_3"])
      expect(redactCredentials(`token ${token} stored`)).toBe("token [redacted] stored");
  });

  test("ordinary text is left as it is", () => {
    const line = 'Session token is valid - validated | {shop: a.myshopify.com, payload: {"sub":"74120981234"}}';
    expect(redactCredentials(line)).toBe(line);
    expect(redactCredentials("eyJ alone, shpat without an underscore")).toBe("eyJ alone, shpat without an underscore");
  });

  test("a library printing with console.* reaches the log without the token", () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
    const saved = { ...console };
    try {
      routeConsoleTo(createLogger("debug", sink));
      // eslint-disable-next-line no-console -- what a library does
      console.log("session token %s", JWT);
    } finally {
      Object.assign(console, saved);
    }
    expect(lines.join("")).toContain("session token [redacted]");
    expect(lines.join("")).not.toContain(JWT);
  });
});
