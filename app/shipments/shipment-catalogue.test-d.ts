/*
 * Type test of the shipment catalogue, checked by `tsc --noEmit` (npm run typecheck; tsconfig's
 * `app/**` includes it, vitest does not run it). It fails to compile if the catalogue's typing is
 * loosened (a `Record<string, …>` for EventCatalogue, StateCatalogue or StateTable leaves the
 * `@ts-expect-error` lines below without an error, which tsc reports), if an entry's text key is
 * missing from app/i18n or from the order block's locale files, or if the catalogue drifts from
 * Shopify's enum, the order flags or the spec's states. docs/decisions/049.
 */
import type { KnownOrderFlag } from "~/admin/order-flags";
import type { SERVICE_SHIPMENT_STATES } from "~/delivery/browser";
import type { MessageKey } from "~/i18n/translate";
import type { FulfillmentEventStatus as ShopifyFulfillmentEventStatus } from "~/types/admin.types";
import type blockLocale from "../../extensions/delivery-order-block/locales/en.default.json";
import {
  FISCAL_EVENT_CATALOGUE,
  SHIPMENT_EVENT_CATALOGUE,
  SHIPMENT_STATE_CATALOGUE,
  type EventCatalogue,
  type EventTable,
  type FiscalEvent,
  type FulfillmentEventStatus,
  type ShipmentEvent,
  type ShipmentEventEntry,
  type ShipmentState,
  type StateCatalogue,
  type StateTable,
} from "./shipment-catalogue";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** `[A] extends [B]`: every member of A, not "some". */
type Within<A, B> = [A] extends [B] ? true : false;
type Expect<T extends true> = T;

// The catalogues hold exactly the unions, no more and no less.
export type CatalogueKeys = [
  Expect<Equal<keyof typeof SHIPMENT_EVENT_CATALOGUE, ShipmentEvent>>,
  Expect<Equal<keyof typeof SHIPMENT_STATE_CATALOGUE, ShipmentState>>,
  Expect<Equal<keyof typeof FISCAL_EVENT_CATALOGUE, FiscalEvent>>,
];

// ---- A new event or state is refused until every table handles it. ----
type NewEvent = ShipmentEvent | "shipment.rerouted";
type NewState = ShipmentState | "rerouted";

// Handled everywhere, it compiles: the refusals below are about the missing entry, nothing else.
export const extendedCatalogue: EventCatalogue<NewEvent, NewState> = {
  ...SHIPMENT_EVENT_CATALOGUE,
  "shipment.rerouted": {
    state: "rerouted",
    shopify: { status: "IN_TRANSIT", message: null, fulfils: true },
    flow: null,
    flag: null,
    followUp: null,
    performance: false,
    texts: { label: "event.shipment.rerouted", block: "event.rerouted" },
  },
};
export const extendedStates: StateCatalogue<NewState> = {
  ...SHIPMENT_STATE_CATALOGUE,
  rerouted: {
    rank: 45,
    final: false,
    towardsBuyer: true,
    endsFollowUp: false,
    texts: {
      label: "shipmentState.rerouted",
      trackingPage: "trackingPage.state.rerouted",
      block: "shipmentState.rerouted",
    },
  },
};

// @ts-expect-error the event catalogue has no entry for shipment.rerouted
export const eventsWithoutIt: EventCatalogue<NewEvent> = SHIPMENT_EVENT_CATALOGUE;
// @ts-expect-error the state catalogue has no entry for rerouted
export const statesWithoutIt: StateCatalogue<NewState> = SHIPMENT_STATE_CATALOGUE;

// A table keyed by state (a badge's tones) without the new state.
export const tones = {
  created: "info",
  assigned: "info",
  picked_up: "info",
  in_transit: "info",
  arriving: "info",
  failed_attempt: "warning",
  delivered: "success",
  returning: "warning",
  returned: "critical",
  cancelled: "critical",
} as const satisfies StateTable<string>;
// @ts-expect-error a state table without rerouted
export const tonesWithoutIt: StateTable<string, NewState> = tones;
// @ts-expect-error an event table without shipment.rerouted
export const labelsWithoutIt: EventTable<string, NewEvent> = Object.fromEntries(
  Object.entries(SHIPMENT_EVENT_CATALOGUE).map(([event, entry]) => [event, entry.texts.label]),
) as EventTable<string>;

// An event outside the union is refused too (a typo, or one added to the catalogue only).
export const withStray: EventCatalogue = {
  ...SHIPMENT_EVENT_CATALOGUE,
  // @ts-expect-error shipment.teleported is not a spec §6 event
  "shipment.teleported": SHIPMENT_EVENT_CATALOGUE["shipment.delivered"],
};

// An entry's keys are its own: another event's texts, or a state outside the union, do not fit.
export const borrowedTexts: EventCatalogue<"shipment.rerouted"> = {
  // @ts-expect-error delivered's text keys on rerouted
  "shipment.rerouted": SHIPMENT_EVENT_CATALOGUE["shipment.delivered"],
};
export const unknownState: EventCatalogue = {
  ...SHIPMENT_EVENT_CATALOGUE,
  // @ts-expect-error "teleported" is not a shipment state
  "shipment.created": { ...SHIPMENT_EVENT_CATALOGUE["shipment.created"], state: "teleported" },
};

// ---- Every text key the catalogue names exists where it is read. ----
type StateEntries = (typeof SHIPMENT_STATE_CATALOGUE)[ShipmentState];
type FiscalEntries = (typeof FISCAL_EVENT_CATALOGUE)[FiscalEvent];
type AppTextKeys =
  | StateEntries["texts"]["label" | "trackingPage"]
  | ShipmentEventEntry["texts"]["label"]
  | NonNullable<ShipmentEventEntry["followUp"]>[keyof NonNullable<ShipmentEventEntry["followUp"]>]
  | NonNullable<ShipmentEventEntry["flow"]>["reason"]
  | FiscalEntries["texts"]["label"];
type BlockTextKeys =
  StateEntries["texts"]["block"] | ShipmentEventEntry["texts"]["block"] | FiscalEntries["texts"]["block"];
/** The keys of the order block's locale files (fr.json has the same: delivery-summary.test.ts). */
type BlockLocaleKey = {
  [Group in keyof typeof blockLocale]: (typeof blockLocale)[Group] extends string
    ? Group
    : `${Group & string}.${keyof (typeof blockLocale)[Group] & string}`;
}[keyof typeof blockLocale];

export type TextKeys = [Expect<Within<AppTextKeys, MessageKey>>, Expect<Within<BlockTextKeys, BlockLocaleKey>>];
// The check is real: a key the dictionaries lack is caught.
// @ts-expect-error no dictionary has this key
export type MissingKeyCaught = Expect<Within<AppTextKeys | "event.shipment.rerouted", MessageKey>>;

// ---- The catalogue agrees with what it names elsewhere. ----
export type Agreement = [
  // Shopify's own FulfillmentEventStatus enum (the generated Admin API types).
  Expect<Within<FulfillmentEventStatus, ShopifyFulfillmentEventStatus>>,
  // The flags the order pages know (app/admin/order-flags.ts).
  Expect<Within<NonNullable<ShipmentEventEntry["flag"]>, KnownOrderFlag>>,
  // The states spec §3 shows (the service client's list).
  Expect<Within<(typeof SERVICE_SHIPMENT_STATES)[number], ShipmentState>>,
];
