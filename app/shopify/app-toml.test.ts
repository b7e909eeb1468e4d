import { existsSync, readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { expect, test } from "vitest";
import { DEFAULT_SCOPES } from "~/env.server";

// shopify.app.toml is what the Shopify CLI deploys: it must say only what is true of this repository and the CLI.
const source = readFileSync("shopify.app.toml", "utf8");

test("every file shopify.app.toml names exists", () => {
  const named = [...source.matchAll(/(?:^|[\s(])\/?(app\/[\w./$-]+\.tsx?)/gm)].map((match) => match[1]);
  expect(named.length).toBeGreaterThan(3);
  expect(named.filter((path) => !existsSync(path))).toEqual([]);
});

test("the app proxy follows application_url, and no setting the CLI no longer reads is left", () => {
  const toml = parse(source) as { app_proxy: { url: string }; build?: Record<string, unknown> };
  expect(toml.app_proxy.url).toMatch(/^\/[^/]/);
  expect(Object.keys(toml.build ?? {})).not.toContain("include_config_on_deploy");
});

test("the scopes are the app's own, and configuring the app proxy asks for write_app_proxy", () => {
  const toml = parse(source) as { access_scopes: { scopes: string }; app_proxy?: unknown };
  const scopes = toml.access_scopes.scopes.split(",");
  expect(scopes).toEqual(DEFAULT_SCOPES.split(","));
  if (toml.app_proxy) expect(scopes).toContain("write_app_proxy");
});
