/**
 * Which of a Shopify order's fulfillment orders are parcels for the service, and which parcel a fulfillment order
 * created later joins (docs/decisions/072). Pure; the order sync places them (app/orders/parcels.server.ts, decision 076).
 *
 * - A parcel is the still-to-fulfil items (remaining quantities) of one fulfillment order at a location the
 *   merchant ships from with this service.
 * - Whether a location ships with this service is the merchant's setting for it (`shipsWith`); without one, a
 *   merchant-managed location in the service's origin country does (every merchant-managed location while the
 *   origin is unknown). A fulfillment service's location never does: that service fulfils its items.
 * - A fulfillment order that is closed, cancelled or incomplete, or has nothing left to fulfil, is no parcel.
 */
export type FulfillmentOrderForParcels = {
  id: string;
  status: string;
  location: { id: string; countryCode: string | null; isFulfillmentService: boolean } | null;
  lineItems: ReadonlyArray<{ lineItemId: string; remainingQuantity: number }>;
};

/** The merchant's choice per location GID: true ships with this service, false never. */
export type LocationShipping = Readonly<Record<string, boolean>>;

export type ParcelDraft = {
  fulfillmentOrderIds: string[];
  locationId: string;
  lineItems: Array<{ lineItemId: string; quantity: number }>;
};

/** A parcel the app holds already: its fulfillment orders, where, and whether the rider has it. */
export type HeldParcel = { id: string; locationId: string; fulfillmentOrderIds: readonly string[]; pickedUp: boolean };

const NO_PARCEL = new Set(["CLOSED", "CANCELLED", "INCOMPLETE"]);

export function shipsWithService(
  location: NonNullable<FulfillmentOrderForParcels["location"]>,
  shipsWith: LocationShipping,
  originCountryCode: string | null,
): boolean {
  if (location.isFulfillmentService) return false;
  const chosen = shipsWith[location.id];
  if (chosen !== undefined) return chosen;
  return originCountryCode === null || location.countryCode?.toUpperCase() === originCountryCode.toUpperCase();
}

/** One parcel per fulfillment order that is one, in the order given. */
export function parcelsOf(
  fulfillmentOrders: readonly FulfillmentOrderForParcels[],
  shipsWith: LocationShipping,
  originCountryCode: string | null,
): ParcelDraft[] {
  return fulfillmentOrders.flatMap((fo) => {
    if (!fo.location || NO_PARCEL.has(fo.status) || !shipsWithService(fo.location, shipsWith, originCountryCode))
      return [];
    const lineItems = fo.lineItems
      .filter((item) => item.remainingQuantity > 0)
      .map((item) => ({ lineItemId: item.lineItemId, quantity: item.remainingQuantity }));
    return lineItems.length > 0 ? [{ fulfillmentOrderIds: [fo.id], locationId: fo.location.id, lineItems }] : [];
  });
}

/**
 * Where the parcels of fulfillment orders the app did not know yet go (an edit, a reroute, a move): into a parcel
 * held at the same location that the rider does not have yet (the first such), else a new parcel. A fulfillment
 * order a held parcel has already is left alone.
 */
export function placeNewParcels(
  held: readonly HeldParcel[],
  drafts: readonly ParcelDraft[],
): { joins: Array<{ parcelId: string; draft: ParcelDraft }>; added: ParcelDraft[] } {
  const known = new Set(held.flatMap((parcel) => parcel.fulfillmentOrderIds));
  const joins: Array<{ parcelId: string; draft: ParcelDraft }> = [];
  const added: ParcelDraft[] = [];
  for (const draft of drafts) {
    if (draft.fulfillmentOrderIds.every((id) => known.has(id))) continue;
    const open = held.find((parcel) => !parcel.pickedUp && parcel.locationId === draft.locationId);
    if (open) joins.push({ parcelId: open.id, draft });
    else added.push(draft);
  }
  return { joins, added };
}

/** Why items still to fulfil are not handed to the service (docs/decisions/085). */
export type NotShippedReason = "not_shipping_location" | "fulfillment_service_location";

/**
 * Why some items left to fulfil are at locations that do not ship with the service: one the merchant does not ship
 * from with it (told first: the merchant can change it), else a fulfillment service's; null when none is.
 */
export function itemsLeftElsewhere(
  fulfillmentOrders: readonly FulfillmentOrderForParcels[],
  shipsWith: LocationShipping,
  originCountryCode: string | null,
): NotShippedReason | null {
  const elsewhere = fulfillmentOrders.flatMap((fo) =>
    fo.location &&
    !NO_PARCEL.has(fo.status) &&
    fo.lineItems.some((item) => item.remainingQuantity > 0) &&
    !shipsWithService(fo.location, shipsWith, originCountryCode)
      ? [fo.location]
      : [],
  );
  if (elsewhere.length === 0) return null;
  return elsewhere.some((location) => !location.isFulfillmentService)
    ? "not_shipping_location"
    : "fulfillment_service_location";
}
