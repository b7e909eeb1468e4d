import { describe, expect, test } from "vitest";
import type { ShopLocation } from "~/shopify";
import { choicesFromForm, LocationsFormSchema, locationRows } from "./locations-form";

const location = (id: number, countryCode: string, isFulfillmentService = false): ShopLocation => ({
  id: `gid://shopify/Location/${id}`,
  name: `Location ${id}`,
  isFulfillmentService,
  countryCode,
  address: null,
});
const ABIDJAN = location(1, "CI");
const YOPOUGON = location(2, "CI");
const DAKAR = location(3, "SN");
const WAX = location(4, "CI", true);
const LOCATIONS = [ABIDJAN, YOPOUGON, DAKAR, WAX];

describe("the Locations section", () => {
  test("each location shows what ships now and what the default rule says", () => {
    const rows = locationRows(LOCATIONS, { [YOPOUGON.id]: false }, "CI");
    expect(rows.map(({ ships, defaultShips }) => ({ ships, defaultShips }))).toEqual([
      { ships: true, defaultShips: true },
      { ships: false, defaultShips: true },
      { ships: false, defaultShips: false },
      // A fulfillment service's location never ships, by default or otherwise.
      { ships: false, defaultShips: false },
    ]);
  });

  test("only a tick that differs from the default rule is stored: the others keep following it", () => {
    const ticks = { [ABIDJAN.id]: true, [YOPOUGON.id]: false, [DAKAR.id]: true, [WAX.id]: false };
    expect(choicesFromForm(LOCATIONS, { [ABIDJAN.id]: false }, ticks, "CI")).toEqual({
      ok: true,
      choices: { [YOPOUGON.id]: false, [DAKAR.id]: true },
    });
  });

  test("a location the form did not name keeps its choice; one Shopify no longer lists loses it", () => {
    const stored = { [DAKAR.id]: true, "gid://shopify/Location/99": true };
    expect(choicesFromForm(LOCATIONS, stored, { [ABIDJAN.id]: false }, "CI")).toEqual({
      ok: true,
      choices: { [DAKAR.id]: true, [ABIDJAN.id]: false },
    });
  });

  test("the server refuses a fulfillment service's location ticked, and a location Shopify does not list", () => {
    expect(choicesFromForm(LOCATIONS, {}, { [WAX.id]: true }, "CI")).toEqual({
      ok: false,
      error: "settings.locations.error.fulfillmentService",
    });
    expect(choicesFromForm(LOCATIONS, {}, { "gid://shopify/Location/99": true }, "CI")).toEqual({
      ok: false,
      error: "settings.locations.error.changed",
    });
  });

  test("while the service's country is unknown every merchant-managed location ships by default", () => {
    expect(choicesFromForm(LOCATIONS, {}, { [DAKAR.id]: true, [ABIDJAN.id]: false }, null)).toEqual({
      ok: true,
      choices: { [ABIDJAN.id]: false },
    });
  });

  test("the form is a map of location to tick; anything else is refused", () => {
    expect(LocationsFormSchema.safeParse({ [ABIDJAN.id]: true }).success).toBe(true);
    expect(LocationsFormSchema.safeParse({ [ABIDJAN.id]: "yes" }).success).toBe(false);
    expect(LocationsFormSchema.safeParse([ABIDJAN.id]).success).toBe(false);
  });
});
