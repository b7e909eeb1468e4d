/**
 * The settings page's Locations section (docs/decisions/085): the shop's locations as rows to tick, and what the
 * ticks submitted mean for the stored choices. The server decides: a location Shopify does not list refuses the
 * form, and a fulfillment service's location never ships with the service. Pure.
 */
import { z } from "zod";
import type { MessageKey } from "~/i18n";
import { shipsWithService } from "~/order-mapping";
import type { LocationChoices } from "~/shops";
import type { ShopLocation } from "~/shopify";

// More than Shopify's 1,000 locations a shop refuses the form: nothing of the kind comes from the page.
const MAX_LOCATIONS = 1000;

/** Location GID → ticked, for every location the page showed. */
export const LocationsFormSchema = z
  .record(z.string().min(1).max(200), z.boolean())
  .refine((ticks) => Object.keys(ticks).length <= MAX_LOCATIONS);
export type LocationsForm = z.infer<typeof LocationsFormSchema>;

export type LocationRow = {
  id: string;
  name: string;
  address: string | null;
  countryCode: string | null;
  isFulfillmentService: boolean;
  /** Whether its items ship with the service now: the merchant's choice, else the default rule. */
  ships: boolean;
  /** What the default rule says for it: a tick equal to it is no choice of the merchant's. */
  defaultShips: boolean;
};

/** The Locations section: the shop's locations read from Shopify now, or why they cannot be. */
export type LocationsSection =
  | { state: "ready"; originCountryCode: string | null; locations: LocationRow[] }
  | { state: "unavailable"; message: MessageKey };

export type SaveLocationsResult = { ok: true } | { ok: false; error: MessageKey };

const defaultFor = (location: ShopLocation, originCountryCode: string | null) =>
  shipsWithService(location, {}, originCountryCode);

export function locationRows(
  locations: readonly ShopLocation[],
  choices: LocationChoices,
  originCountryCode: string | null,
): LocationRow[] {
  return locations.map((location) => ({
    id: location.id,
    name: location.name,
    address: location.address,
    countryCode: location.countryCode,
    isFulfillmentService: location.isFulfillmentService,
    ships: shipsWithService(location, choices, originCountryCode),
    defaultShips: defaultFor(location, originCountryCode),
  }));
}

/**
 * The choices to store after the form: a row only where a tick differs from the default rule, so an untouched
 * location keeps following it (and the origin country). A location the form did not name keeps its choice; one
 * Shopify no longer lists loses it.
 */
export function choicesFromForm(
  locations: readonly ShopLocation[],
  stored: LocationChoices,
  ticks: LocationsForm,
  originCountryCode: string | null,
): { ok: true; choices: LocationChoices } | { ok: false; error: MessageKey } {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const choices: Record<string, boolean> = {};
  for (const [id, ships] of Object.entries(stored)) {
    const location = byId.get(id);
    if (location && !location.isFulfillmentService) choices[id] = ships;
  }
  for (const [id, ships] of Object.entries(ticks)) {
    const location = byId.get(id);
    if (!location) return { ok: false, error: "settings.locations.error.changed" };
    if (location.isFulfillmentService) {
      if (ships) return { ok: false, error: "settings.locations.error.fulfillmentService" };
      continue;
    }
    if (ships === defaultFor(location, originCountryCode)) delete choices[id];
    else choices[id] = ships;
  }
  return { ok: true, choices };
}
