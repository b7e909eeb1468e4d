import { describe, expect, test } from "vitest";
import { useSandbox } from "./test-support";

const t = useSandbox();

describe("control API (/__sandbox)", () => {
  test("the account starts as the seed merchant and can be patched", async () => {
    expect((await t.control("GET", "/account")).body).toEqual({
      displayName: "Sandbox Express",
      countryCode: "CI",
      currency: "XOF",
      crossBorderActive: true,
      responseForm: "later",
      cancelResponseStatus: 200,
      cancelRefusedStates: ["delivered", "cancelled", "returning", "returned"],
    });
    const patched = await t.control("PATCH", "/account", { countryCode: "SN", displayName: "Dakar Shop" });
    expect(patched.body).toMatchObject({ countryCode: "SN", displayName: "Dakar Shop", currency: "XOF" });
    expect((await t.api("GET", "/corridors")).body).toEqual({ originCountryCode: "SN", corridors: [] });
  });

  test("a bad account patch is refused field by field", async () => {
    const answer = await t.control("PATCH", "/account", { responseForm: "newest", countryCode: "civ" });
    expect(answer.status).toBe(400);
    expect(answer.body.details.fields.sort()).toEqual(["countryCode", "responseForm"]);
  });

  test("keys can be created with a chosen value and listed; scopes must be known", async () => {
    const created = await t.control("POST", "/keys", { scopes: ["tracking:read"], key: "svc_live_team_tracking" });
    expect(created.body).toMatchObject({ key: "svc_live_team_tracking", scopes: ["tracking:read"], revoked: false });
    expect(
      (await t.control("POST", "/keys", { scopes: ["tracking:read"], key: "svc_live_team_tracking" })).status,
    ).toBe(409);
    expect((await t.control("POST", "/keys", { scopes: ["everything"] })).body.details.fields).toEqual(["scopes.0"]);
    const keys = (await t.control("GET", "/keys")).body.keys.map((k: { key: string }) => k.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "svc_live_sandbox_all",
        "svc_live_sandbox_checkout",
        "svc_live_sandbox_readonly",
        "svc_live_sandbox_revoked",
        "svc_live_team_tracking",
      ]),
    );
  });

  test("a key's scopes can be changed, and the API then answers by the new ones", async () => {
    await t.control("POST", "/keys", { scopes: ["tracking:read", "orders:read"], key: "svc_live_team_edited" });
    const edited = await t.control("PATCH", "/keys/svc_live_team_edited", { scopes: ["tracking:read"] });
    expect(edited.body).toMatchObject({ key: "svc_live_team_edited", scopes: ["tracking:read"] });
    const refused = await t.api("GET", "/corridors", { key: "svc_live_team_edited" });
    expect(refused.status).toBe(403);
    expect(refused.body.details.missingScopes).toEqual(["orders:read"]);
    expect((await t.control("PATCH", "/keys/svc_live_team_edited", { scopes: ["all"] })).status).toBe(400);
    expect((await t.control("PATCH", "/keys/svc_live_nobody", { scopes: [] })).status).toBe(404);
  });

  test("revoking an unknown key is a 404", async () => {
    expect((await t.control("POST", "/keys/svc_live_nobody/revoke")).status).toBe(404);
  });

  test("the clock can be read and moved forward", async () => {
    const before = Date.parse((await t.control("GET", "/clock")).body.now);
    const advanced = await t.control("POST", "/clock/advance", { ms: 3_600_000 });
    expect(Date.parse(advanced.body.now) - before).toBeGreaterThanOrEqual(3_600_000);
    expect((await t.control("POST", "/clock/advance", { ms: -1 })).status).toBe(400);
  });

  test("an unknown control route is a 404 with a spec §7 body", async () => {
    const answer = await t.control("GET", "/nothing-here");
    expect(answer.body).toMatchObject({ statusCode: 404, code: "ROUTE_NOT_FOUND" });
  });
});
