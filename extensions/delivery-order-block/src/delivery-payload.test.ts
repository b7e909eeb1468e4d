import { expect, test } from "vitest";
import { parseDeliveryPayload } from "./delivery-payload";

const FOUND = {
  found: true,
  orderSyncId: "cm_1",
  orderName: "#1042",
  syncState: "SENT",
  shipmentState: "in_transit",
  shipmentStateAt: null,
  etaAt: null,
  shipmentId: "shp_1",
  lastEvent: null,
  trackingUrl: null,
  attention: null,
};
const PAYMENT = { story: "link_pending", stillToCollectMinor: 3150000, currency: "XOF", text: "Payment link sent" };

test("the payment line is read when the app sends it, and its absence (an older app) is no line", () => {
  expect(parseDeliveryPayload({ ...FOUND, payment: PAYMENT })).toMatchObject({ payment: PAYMENT });
  expect(parseDeliveryPayload({ ...FOUND, payment: null })).toMatchObject({ payment: null });
  expect(parseDeliveryPayload(FOUND)).toMatchObject({ payment: null });
});

test("a payment line that is not one makes the whole answer unreadable, not half shown", () => {
  expect(parseDeliveryPayload({ ...FOUND, payment: { ...PAYMENT, stillToCollectMinor: 31500.5 } })).toBeNull();
  expect(parseDeliveryPayload({ ...FOUND, payment: { ...PAYMENT, text: 3 } })).toBeNull();
  expect(parseDeliveryPayload({ ...FOUND, payment: "paid" })).toBeNull();
});

test("every parcel is read when the app sends them; their absence (an older app) is none", () => {
  const parcel = {
    orderSyncId: "cm_2",
    parcelNumber: 2,
    externalOrderRef: "ref-p2",
    syncState: "SENT",
    shipmentState: null,
    shipmentId: null,
    trackingUrl: null,
    payment: PAYMENT,
  };
  expect(parseDeliveryPayload({ ...FOUND, parcels: [parcel] })).toMatchObject({ parcels: [parcel] });
  expect(parseDeliveryPayload(FOUND)).toMatchObject({ parcels: [] });
  expect(parseDeliveryPayload({ ...FOUND, parcels: [{ ...parcel, parcelNumber: "2" }] })).toBeNull();
  expect(parseDeliveryPayload({ ...FOUND, parcels: {} })).toBeNull();
});
