import { describe, expect, it } from "vitest";
import {
  itemsLeftElsewhere,
  parcelsOf,
  placeNewParcels,
  shipsWithService,
  type FulfillmentOrderForParcels,
} from "./parcels";

const SHOP = { id: "gid://shopify/Location/1", countryCode: "CI", isFulfillmentService: false };
const DAKAR = { id: "gid://shopify/Location/2", countryCode: "SN", isFulfillmentService: false };
const THIRD_PARTY = { id: "gid://shopify/Location/3", countryCode: "CI", isFulfillmentService: true };

const fo = (
  id: string,
  location: FulfillmentOrderForParcels["location"],
  remaining: number[],
  status = "OPEN",
): FulfillmentOrderForParcels => ({
  id,
  status,
  location,
  lineItems: remaining.map((remainingQuantity, index) => ({ lineItemId: `${id}-li${index}`, remainingQuantity })),
});

describe("shipsWithService", () => {
  it("ships from merchant-managed locations in the origin country unless the merchant says otherwise", () => {
    expect(shipsWithService(SHOP, {}, "CI")).toBe(true);
    expect(shipsWithService(DAKAR, {}, "CI")).toBe(false);
    expect(shipsWithService(DAKAR, { [DAKAR.id]: true }, "CI")).toBe(true);
    expect(shipsWithService(SHOP, { [SHOP.id]: false }, "CI")).toBe(false);
    // Origin not known yet (the shop not connected): every merchant-managed location.
    expect(shipsWithService(DAKAR, {}, null)).toBe(true);
  });

  it("never ships from a fulfillment service's location, whatever the setting", () => {
    expect(shipsWithService(THIRD_PARTY, { [THIRD_PARTY.id]: true }, "CI")).toBe(false);
  });
});

describe("parcelsOf", () => {
  it("makes one parcel per fulfillment order at a location that ships with the service, with what remains", () => {
    const parcels = parcelsOf(
      [fo("a", SHOP, [2, 0, 1]), fo("b", THIRD_PARTY, [1]), fo("c", DAKAR, [4]), fo("d", SHOP, [1], "ON_HOLD")],
      {},
      "CI",
    );
    expect(parcels).toEqual([
      {
        fulfillmentOrderIds: ["a"],
        locationId: SHOP.id,
        lineItems: [
          { lineItemId: "a-li0", quantity: 2 },
          { lineItemId: "a-li2", quantity: 1 },
        ],
      },
      { fulfillmentOrderIds: ["d"], locationId: SHOP.id, lineItems: [{ lineItemId: "d-li0", quantity: 1 }] },
    ]);
  });

  it("makes no parcel of a closed, cancelled or fully fulfilled fulfillment order, nor of one without a location", () => {
    expect(
      parcelsOf(
        [fo("a", SHOP, [1], "CLOSED"), fo("b", SHOP, [1], "CANCELLED"), fo("c", SHOP, [0, 0]), fo("d", null, [1])],
        {},
        "CI",
      ),
    ).toEqual([]);
  });
});

describe("the merchant's choice per location (docs/decisions/085)", () => {
  const order = [fo("a", SHOP, [1]), fo("c", DAKAR, [2])];

  it("sends only the items at the locations ticked: an unticked one in the origin country is left out", () => {
    expect(parcelsOf(order, { [SHOP.id]: false, [DAKAR.id]: true }, "CI").map((p) => p.locationId)).toEqual([DAKAR.id]);
    expect(parcelsOf(order, { [SHOP.id]: false }, "CI")).toEqual([]);
  });

  it("tells why items left to fulfil are not sent: an unticked location first, else a fulfillment service's", () => {
    expect(itemsLeftElsewhere(order, {}, "CI")).toBe("not_shipping_location");
    expect(itemsLeftElsewhere(order, { [DAKAR.id]: true }, "CI")).toBeNull();
    expect(itemsLeftElsewhere([fo("b", THIRD_PARTY, [1]), fo("a", SHOP, [1])], {}, "CI")).toBe(
      "fulfillment_service_location",
    );
    expect(itemsLeftElsewhere([fo("b", THIRD_PARTY, [1]), fo("a", SHOP, [1])], { [SHOP.id]: false }, "CI")).toBe(
      "not_shipping_location",
    );
  });

  it("counts nothing fulfilled, closed or unrouted as left elsewhere", () => {
    expect(
      itemsLeftElsewhere([fo("c", DAKAR, [0]), fo("d", DAKAR, [1], "CLOSED"), fo("e", null, [1])], {}, "CI"),
    ).toBeNull();
  });
});

describe("placeNewParcels", () => {
  const draft = (id: string, locationId: string) => ({
    fulfillmentOrderIds: [id],
    locationId,
    lineItems: [{ lineItemId: `${id}-li0`, quantity: 1 }],
  });

  it("joins a fulfillment order to a parcel at its location the rider does not have yet, else makes a parcel", () => {
    const held = [
      { id: "p1", locationId: SHOP.id, fulfillmentOrderIds: ["a"], pickedUp: true },
      { id: "p2", locationId: DAKAR.id, fulfillmentOrderIds: ["b"], pickedUp: false },
    ];
    const result = placeNewParcels(held, [draft("a", SHOP.id), draft("c", SHOP.id), draft("d", DAKAR.id)]);
    // "a" is p1's already; "c" (an edit after p1's pickup) is a parcel of its own; "d" joins p2.
    expect(result).toEqual({ joins: [{ parcelId: "p2", draft: draft("d", DAKAR.id) }], added: [draft("c", SHOP.id)] });
  });
});
