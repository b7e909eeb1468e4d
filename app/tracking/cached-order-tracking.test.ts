import { describe, expect, test } from "vitest";
import { cachedOrderTracking } from "./cached-order-tracking";
import { readFulfillmentRecords, shownFulfillmentRecord, type FulfillmentRecord } from "./fulfillment-records";

const record = (changes: Partial<FulfillmentRecord> = {}): FulfillmentRecord => ({
  fulfillmentId: "gid://shopify/Fulfillment/1",
  locationId: "gid://shopify/Location/1",
  fulfillmentOrderIds: ["gid://shopify/FulfillmentOrder/1"],
  status: "SUCCESS",
  lastEventStatus: "CARRIER_PICKED_UP",
  events: [{ status: "CARRIER_PICKED_UP", happenedAt: "2026-05-01T09:00:00.000Z", message: null }],
  settled: true,
  ...changes,
});

describe("the order as the last completed apply left it (decision 053)", () => {
  test("our fulfillments with their events, and the fulfillment orders they closed", () => {
    const order = cachedOrderTracking("gid://shopify/Order/1", "SHP-1", [record()]);
    expect(order).toEqual({
      id: "gid://shopify/Order/1",
      displayFinancialStatus: null,
      fulfillmentOrders: [
        {
          id: "gid://shopify/FulfillmentOrder/1",
          status: "CLOSED",
          locationId: "gid://shopify/Location/1",
          merchantManaged: true,
        },
      ],
      fulfillments: [
        {
          id: "gid://shopify/Fulfillment/1",
          status: "SUCCESS",
          locationId: "gid://shopify/Location/1",
          trackingNumbers: ["SHP-1"],
          fulfillmentOrderIds: ["gid://shopify/FulfillmentOrder/1"],
          events: [{ status: "CARRIER_PICKED_UP", happenedAt: "2026-05-01T09:00:00.000Z", message: null }],
        },
      ],
    });
  });

  test("nothing to trust: no record, an apply that did not complete, a record of an older version, all cancelled", () => {
    expect(cachedOrderTracking("o", "s", [])).toBeNull();
    expect(cachedOrderTracking("o", "s", [record({ settled: false })])).toBeNull();
    expect(cachedOrderTracking("o", "s", [record(), record({ settled: undefined })])).toBeNull();
    expect(cachedOrderTracking("o", "s", [record({ events: undefined })])).toBeNull();
    expect(cachedOrderTracking("o", "s", [record({ status: "CANCELLED" })])).toBeNull();
  });

  test("a record written before 053 still reads, and what is shown of a record stays as it was", () => {
    const old = {
      fulfillmentId: "f",
      locationId: null,
      fulfillmentOrderIds: [],
      status: "SUCCESS",
      lastEventStatus: null,
    };
    const [read] = readFulfillmentRecords(JSON.stringify([old]));
    expect(read).toEqual(old);
    expect(cachedOrderTracking("o", "s", [read])).toBeNull();
    expect(shownFulfillmentRecord(record())).toEqual({
      fulfillmentId: "gid://shopify/Fulfillment/1",
      locationId: "gid://shopify/Location/1",
      fulfillmentOrderIds: ["gid://shopify/FulfillmentOrder/1"],
      status: "SUCCESS",
      lastEventStatus: "CARRIER_PICKED_UP",
    });
  });
});
