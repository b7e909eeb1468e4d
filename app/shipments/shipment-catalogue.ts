/*
 * The one catalogue of the service's shipment states and webhook events (spec §3, §6) and of what
 * the app does with each: rank and final-ness of a state, the state an event implies, the Shopify
 * fulfillment event it becomes, the Flow trigger it starts, the order flag it sets, whether it is
 * followed up or counted in delivery performance, and its text keys. Every other table keyed by a
 * state or an event derives from this one or is typed against it (StateTable, EventTable), so a
 * state or event added to the unions below does not compile until each of them says what it does
 * with it (docs/decisions/049).
 *
 * A leaf with no imports: the admin extensions bundle it (extensions/delivery-order-block), so it
 * must never import anything of the app, the server or a library. Pure data.
 */

/**
 * Spec §3 shows created, assigned, in_transit, arriving, delivered, cancelled; the event catalogue
 * (§6) implies picked_up, failed_attempt, a return (`returning`) and `returned` (the sandbox's
 * names for them).
 */
export const SHIPMENT_STATES = [
  "created",
  "assigned",
  "picked_up",
  "in_transit",
  "arriving",
  "failed_attempt",
  "delivered",
  "returning",
  "returned",
  "cancelled",
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** Spec §6 "Event catalogue", the `shipment.*` events. */
export const SHIPMENT_EVENTS = [
  "shipment.created",
  "shipment.verified",
  "shipment.assigned",
  "shipment.reassigned",
  "shipment.picked_up",
  "shipment.in_transit",
  "shipment.arriving",
  "shipment.delivered",
  "shipment.failed_attempt",
  "shipment.return_initiated",
  "shipment.returned",
  "shipment.cancelled",
  "shipment.leg_started",
  "shipment.leg_handover_completed",
  "shipment.leg_checkpoint",
] as const;
export type ShipmentEvent = (typeof SHIPMENT_EVENTS)[number];

/** Spec §6, the `fiscal_document.*` events: recorded and shown, nothing else (no market files yet). */
export const FISCAL_EVENTS = [
  "fiscal_document.accepted",
  "fiscal_document.rejected",
  "fiscal_document.cancelled",
  "fiscal_document.needs_attention",
] as const;
export type FiscalEvent = (typeof FISCAL_EVENTS)[number];

/** Shopify's FulfillmentEventStatus values the app writes (docs/reference/shopify-facts.md §2.3). */
export type FulfillmentEventStatus =
  | "CONFIRMED"
  | "CARRIER_PICKED_UP"
  | "IN_TRANSIT"
  | "OUT_FOR_DELIVERY"
  | "ATTEMPTED_DELIVERY"
  | "DELIVERED"
  | "FAILURE";

/** The Flow triggers a shipment event starts (extensions/flow-<handle>; app/flow has the others). */
export const SHIPMENT_FLOW_TRIGGERS = ["delivery-failed-attempt", "shipment-delivered", "shipment-returned"] as const;
export type ShipmentFlowTrigger = (typeof SHIPMENT_FLOW_TRIGGERS)[number];

/** `shipment.failed_attempt` → `failed_attempt`: the part after the family, as the block's locale files key it. */
type NameOf<E extends string> = E extends `${string}.${infer Name}` ? Name : never;

export type StateEntry<S extends string> = {
  /**
   * Deliveries arrive twice and out of order (spec §6), so a shipment's state only moves forward:
   * to a higher rank, or the same rank later (shipment-states.ts). A failed attempt ranks with
   * arriving: the rider may come again (arriving, later).
   */
  rank: number;
  /** Nothing more is expected: reconciliation stops refreshing, dashboards stop counting, personal data may go. */
  final: boolean;
  /** The parcel is still coming to the buyer: it can be cancelled, an estimate and cash to have ready are shown. */
  towardsBuyer: boolean;
  /** A failed delivery's follow-up closes: the parcel arrived or nothing will come (a return still needs a call). */
  endsFollowUp: boolean;
  /** `label`: app/i18n; `trackingPage`: the buyer's page; `block`: the order block's locale files. */
  texts: { label: `shipmentState.${S}`; trackingPage: `trackingPage.state.${S}`; block: `shipmentState.${S}` };
};

export type EventEntry<E extends string, S extends string = ShipmentState> = {
  /** The state the event moves the shipment to when the delivery does not say (spec §6: "not shown"); null: none. */
  state: S | null;
  /**
   * The Shopify fulfillment event it becomes, with its message; `fulfils`: the parcel has left the
   * merchant, so the fulfillment is created (picked_up, or the first later event if that was never seen).
   */
  shopify: { status: FulfillmentEventStatus; message: string | null; fulfils: boolean } | null;
  /** The Flow trigger it starts: once per event (each attempt is news) or once per order; `reason`: its text key. */
  flow: { handle: ShipmentFlowTrigger; once: "per-event" | "per-order"; reason: `flow.reason.${string}` } | null;
  /** The flag the merchant sees on the order (OrderSync.flaggedReason). */
  flag: `SHIPMENT_${Uppercase<NameOf<E>>}` | null;
  /** It puts the order on the "to call today" list (docs/decisions/046), with these texts. */
  followUp: { label: `followUp.event.${E}`; message: `followUp.message.${NameOf<E>}` } | null;
  /** It is read by delivery performance (docs/decisions/047). */
  performance: boolean;
  /** `label`: app/i18n; `block`: the order block's locale files. */
  texts: { label: `event.${E}`; block: `event.${NameOf<E>}` };
};

export type FiscalEntry<E extends string> = { texts: { label: `event.${E}`; block: `fiscalEvent.${NameOf<E>}` } };

/** Exhaustive by construction: a key of the union missing, or one outside it, does not compile. */
export type StateCatalogue<S extends string = ShipmentState> = { readonly [K in S]: StateEntry<K> };
export type EventCatalogue<E extends string = ShipmentEvent, S extends string = ShipmentState> = {
  readonly [K in E]: EventEntry<K, S>;
};
export type FiscalCatalogue<E extends string = FiscalEvent> = { readonly [K in E]: FiscalEntry<K> };
/** What any other table keyed by state or event is typed as (`satisfies StateTable<Tone>`), never Record<string, …>. */
export type StateTable<T, S extends string = ShipmentState> = { readonly [K in S]: T };
export type EventTable<T, E extends string = ShipmentEvent> = { readonly [K in E]: T };

const stateTexts = <S extends ShipmentState>(state: S) =>
  ({
    label: `shipmentState.${state}`,
    trackingPage: `trackingPage.state.${state}`,
    block: `shipmentState.${state}`,
  }) as const;

const onTheWay = { final: false, towardsBuyer: true, endsFollowUp: false } as const;

export const SHIPMENT_STATE_CATALOGUE = {
  created: { rank: 10, ...onTheWay, texts: stateTexts("created") },
  assigned: { rank: 20, ...onTheWay, texts: stateTexts("assigned") },
  picked_up: { rank: 30, ...onTheWay, texts: stateTexts("picked_up") },
  in_transit: { rank: 40, ...onTheWay, texts: stateTexts("in_transit") },
  arriving: { rank: 50, ...onTheWay, texts: stateTexts("arriving") },
  failed_attempt: { rank: 50, ...onTheWay, texts: stateTexts("failed_attempt") },
  delivered: { rank: 70, final: true, towardsBuyer: false, endsFollowUp: true, texts: stateTexts("delivered") },
  returning: { rank: 80, final: false, towardsBuyer: false, endsFollowUp: false, texts: stateTexts("returning") },
  returned: { rank: 90, final: true, towardsBuyer: false, endsFollowUp: false, texts: stateTexts("returned") },
  cancelled: { rank: 100, final: true, towardsBuyer: false, endsFollowUp: true, texts: stateTexts("cancelled") },
} as const satisfies StateCatalogue;

const textsOf = <E extends ShipmentEvent>(event: E) =>
  ({ label: `event.${event}`, block: `event.${event.slice("shipment.".length) as NameOf<E>}` }) as const;
const followUpTexts = <E extends ShipmentEvent>(event: E) =>
  ({
    label: `followUp.event.${event}`,
    message: `followUp.message.${event.slice("shipment.".length) as NameOf<E>}`,
  }) as const;
const toShopify = (status: FulfillmentEventStatus, fulfils: boolean, message: string | null = null) =>
  ({ status, message, fulfils }) as const;
const nothingElse = { flow: null, flag: null, followUp: null, performance: false } as const;

export const SHIPMENT_EVENT_CATALOGUE = {
  "shipment.created": { state: "created", shopify: null, ...nothingElse, texts: textsOf("shipment.created") },
  "shipment.verified": {
    state: null,
    shopify: toShopify("CONFIRMED", false),
    ...nothingElse,
    texts: textsOf("shipment.verified"),
  },
  "shipment.assigned": {
    state: "assigned",
    shopify: toShopify("CONFIRMED", false),
    ...nothingElse,
    texts: textsOf("shipment.assigned"),
  },
  "shipment.reassigned": {
    state: "assigned",
    shopify: toShopify("CONFIRMED", false),
    ...nothingElse,
    texts: textsOf("shipment.reassigned"),
  },
  "shipment.picked_up": {
    state: "picked_up",
    shopify: toShopify("CARRIER_PICKED_UP", true),
    ...nothingElse,
    texts: textsOf("shipment.picked_up"),
  },
  "shipment.in_transit": {
    state: "in_transit",
    shopify: toShopify("IN_TRANSIT", true),
    ...nothingElse,
    texts: textsOf("shipment.in_transit"),
  },
  "shipment.arriving": {
    state: "arriving",
    shopify: toShopify("OUT_FOR_DELIVERY", true),
    ...nothingElse,
    texts: textsOf("shipment.arriving"),
  },
  "shipment.delivered": {
    state: "delivered",
    shopify: toShopify("DELIVERED", true),
    flow: { handle: "shipment-delivered", once: "per-order", reason: "flow.reason.delivered" },
    flag: null,
    followUp: null,
    performance: true,
    texts: textsOf("shipment.delivered"),
  },
  "shipment.failed_attempt": {
    state: "failed_attempt",
    shopify: toShopify("ATTEMPTED_DELIVERY", true, "A delivery attempt failed."),
    flow: { handle: "delivery-failed-attempt", once: "per-event", reason: "flow.reason.failedAttempt" },
    flag: null,
    followUp: followUpTexts("shipment.failed_attempt"),
    performance: true,
    texts: textsOf("shipment.failed_attempt"),
  },
  "shipment.return_initiated": {
    state: "returning",
    shopify: toShopify("FAILURE", false, "Return to the merchant started: this parcel will not be delivered."),
    flow: null,
    flag: "SHIPMENT_RETURN_INITIATED",
    followUp: followUpTexts("shipment.return_initiated"),
    performance: true,
    texts: textsOf("shipment.return_initiated"),
  },
  "shipment.returned": {
    state: "returned",
    shopify: toShopify("FAILURE", false, "The parcel was returned to the merchant: it was not delivered."),
    flow: { handle: "shipment-returned", once: "per-order", reason: "flow.reason.returned" },
    flag: "SHIPMENT_RETURNED",
    followUp: followUpTexts("shipment.returned"),
    performance: true,
    texts: textsOf("shipment.returned"),
  },
  "shipment.cancelled": {
    state: "cancelled",
    shopify: null,
    flow: null,
    flag: "SHIPMENT_CANCELLED",
    followUp: null,
    performance: true,
    texts: textsOf("shipment.cancelled"),
  },
  "shipment.leg_started": {
    state: "in_transit",
    shopify: toShopify("IN_TRANSIT", true, "A cross-border leg of the delivery started."),
    ...nothingElse,
    texts: textsOf("shipment.leg_started"),
  },
  "shipment.leg_handover_completed": {
    state: null,
    shopify: toShopify("IN_TRANSIT", true, "The parcel was handed over to the next carrier."),
    ...nothingElse,
    texts: textsOf("shipment.leg_handover_completed"),
  },
  // Its message names the checkpoint (fulfillment-event-plan.ts), so none here.
  "shipment.leg_checkpoint": {
    state: null,
    shopify: toShopify("IN_TRANSIT", true),
    ...nothingElse,
    texts: textsOf("shipment.leg_checkpoint"),
  },
} as const satisfies EventCatalogue;

export const FISCAL_EVENT_CATALOGUE = {
  "fiscal_document.accepted": {
    texts: { label: "event.fiscal_document.accepted", block: "fiscalEvent.accepted" },
  },
  "fiscal_document.rejected": {
    texts: { label: "event.fiscal_document.rejected", block: "fiscalEvent.rejected" },
  },
  "fiscal_document.cancelled": {
    texts: { label: "event.fiscal_document.cancelled", block: "fiscalEvent.cancelled" },
  },
  "fiscal_document.needs_attention": {
    texts: { label: "event.fiscal_document.needs_attention", block: "fiscalEvent.needs_attention" },
  },
} as const satisfies FiscalCatalogue;

const has = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);

/** States and events arrive as strings (webhooks, tracking reads, stored rows): one the catalogue does not know is not one of ours. */
export function isShipmentState(state: string | null | undefined): state is ShipmentState {
  return typeof state === "string" && has(SHIPMENT_STATE_CATALOGUE, state);
}
export function isShipmentEvent(eventType: string): eventType is ShipmentEvent {
  return has(SHIPMENT_EVENT_CATALOGUE, eventType);
}
export function isFiscalEvent(eventType: string): eventType is FiscalEvent {
  return has(FISCAL_EVENT_CATALOGUE, eventType);
}

export type ShipmentEventEntry = (typeof SHIPMENT_EVENT_CATALOGUE)[ShipmentEvent];
/** The text keys of the Flow triggers' reasons. */
export type FlowReasonKey = NonNullable<ShipmentEventEntry["flow"]>["reason"];

/** The entry of a known event, or null. */
export function shipmentEventEntry(eventType: string): ShipmentEventEntry | null {
  return isShipmentEvent(eventType) ? SHIPMENT_EVENT_CATALOGUE[eventType] : null;
}

/** The text keys of any spec §6 event, shipment or fiscal; null for one the catalogue does not know. */
export function eventTexts(eventType: string): ShipmentEventEntry["texts"] | FiscalEntryOf["texts"] | null {
  if (isShipmentEvent(eventType)) return SHIPMENT_EVENT_CATALOGUE[eventType].texts;
  return isFiscalEvent(eventType) ? FISCAL_EVENT_CATALOGUE[eventType].texts : null;
}
type FiscalEntryOf = (typeof FISCAL_EVENT_CATALOGUE)[FiscalEvent];

/** The states after which nothing more is expected (reconciliation, dashboards, ledger, personal-data purge). */
export const FINAL_SHIPMENT_STATES: readonly ShipmentState[] = SHIPMENT_STATES.filter(
  (state) => SHIPMENT_STATE_CATALOGUE[state].final,
);

/** The parcel is no longer coming to the buyer: delivered, on its way back or back, cancelled. */
export const NOT_TOWARDS_BUYER_STATES: readonly ShipmentState[] = SHIPMENT_STATES.filter(
  (state) => !SHIPMENT_STATE_CATALOGUE[state].towardsBuyer,
);

/** A failed delivery's follow-up is over in these states: delivered, or nothing more will come. */
export const FOLLOW_UP_ENDING_STATES: readonly ShipmentState[] = SHIPMENT_STATES.filter(
  (state) => SHIPMENT_STATE_CATALOGUE[state].endsFollowUp,
);

/** The events the follow-up list is about, in the catalogue's order. */
export const FOLLOW_UP_EVENTS = SHIPMENT_EVENTS.filter(
  (event): event is FollowUpEvent => SHIPMENT_EVENT_CATALOGUE[event].followUp !== null,
);
export type FollowUpEvent = {
  [E in ShipmentEvent]: (typeof SHIPMENT_EVENT_CATALOGUE)[E]["followUp"] extends null ? never : E;
}[ShipmentEvent];
