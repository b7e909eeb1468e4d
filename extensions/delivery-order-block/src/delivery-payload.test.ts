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
