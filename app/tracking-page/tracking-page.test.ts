import { describe, expect, test } from "vitest";
import { trackingPageModel, type StoredShipment } from "./page-model";
import { escapeText, renderNotFoundPage, renderTrackingPage } from "./render-page";
import { newTrackingToken, trackingPageUrl } from "../tracking/tracking-page-url";

const at = (iso: string) => new Date(iso);

function stored(overrides: Partial<StoredShipment> = {}): StoredShipment {
  return {
    orderName: "#1001",
    shipmentId: "shp_1",
    shipmentState: "in_transit",
    shipmentStateAt: at("2026-11-20T10:00:00.000Z"),
    lastEventAt: at("2026-11-20T10:00:00.000Z"),
    etaAt: at("2026-11-24T12:00:00.000Z"),
    serviceOrderId: "ord_1",
    flaggedReason: null,
    paymentPlan: "COD",
    paymentState: "COD_PENDING",
    codAmountMinor: 1500000,
    currency: "XOF",
    syncState: "SENT",
    shopifyPaidAt: null,
    paymentHoldAt: null,
    events: [
      {
        eventType: "shipment.picked_up",
        occurredAt: at("2026-11-20T09:00:00.000Z"),
        checkpointName: null,
        checkpointCountry: null,
      },
      {
        eventType: "shipment.in_transit",
        occurredAt: at("2026-11-20T10:00:00.000Z"),
        checkpointName: null,
        checkpointCountry: null,
      },
    ],
    ...overrides,
  };
}

describe("the tracking page's address", () => {
  test("is on the shop's domain under the app proxy, with an unguessable token and the buyer's French", () => {
    const token = newTrackingToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newTrackingToken()).not.toBe(token);
    expect(trackingPageUrl("s.myshopify.com", token, "fr-CI")).toBe(
      `https://s.myshopify.com/apps/delivery/${token}?locale=fr`,
    );
    expect(trackingPageUrl("s.myshopify.com", token, "en")).toBe(`https://s.myshopify.com/apps/delivery/${token}`);
  });
});

describe("what the page shows", () => {
  test("a live read moves the state on and adds its checkpoints, newest first; the cash to have ready is shown", () => {
    const live = {
      serviceOrderId: "ord_1",
      externalOrderRef: "r",
      shipmentId: "shp_1",
      etaAt: at("2026-11-25T12:00:00.000Z"),
      statedAt: at("2026-11-21T08:00:00.000Z"),
      currentState: { state: "arriving", at: at("2026-11-21T07:00:00.000Z") },
      events: [
        {
          eventType: "shipment.leg_checkpoint",
          occurredAt: at("2026-11-21T06:00:00.000Z"),
          previousState: null,
          newState: null,
          checkpointName: "Seme border",
          checkpointCountry: "BJ",
        },
        {
          eventType: "shipment.in_transit",
          occurredAt: at("2026-11-20T10:00:00.000Z"),
          previousState: "picked_up",
          newState: "in_transit",
          checkpointName: null,
          checkpointCountry: null,
        },
      ],
    };
    const model = trackingPageModel(stored(), live);
    expect(model).toMatchObject({
      state: "arriving",
      etaAt: at("2026-11-25T12:00:00.000Z"),
      cashToHave: { amountMinor: 1500000, currency: "XOF" },
      liveAt: live.statedAt,
      afterFailedAttempt: false,
    });
    expect(model.events.map((event) => event.eventType)).toEqual([
      "shipment.leg_checkpoint",
      "shipment.in_transit",
      "shipment.picked_up",
    ]);

    const html = renderTrackingPage("fr", model);
    expect(html).toContain("Livraison de la commande #1001");
    expect(html).toContain("Votre colis arrive bientôt");
    expect(html).toContain("Livraison prévue\u202f: 25/11/2026");
    expect(html).toContain("Payez 15\u202f000 XOF en espèces");
    expect(html).toContain("Point de passage\u202f: Seme border (Bénin)");
    expect(html).not.toMatch(/<script/i);
  });

  test("speaks the shop's money and time: its money format and its zone", () => {
    // Late on the 25th in UTC is the 26th in Nairobi.
    const model = trackingPageModel(stored({ etaAt: at("2026-11-25T22:30:00.000Z") }), null);
    const html = renderTrackingPage("fr", model, {
      timeZone: "Africa/Nairobi",
      currency: "XOF",
      moneyFormat: "{{amount_no_decimals}} F CFA",
    });
    expect(html).toContain("Payez 15\u202f000 F CFA en espèces");
    expect(html).not.toContain("XOF");
    // Events at their instant in Nairobi, the zone said; the estimate as the shop's day.
    expect(html).toContain("20/11/2026 12:00 UTC+03:00");
    expect(html).not.toMatch(/\d{2}:\d{2} UTC</);
    expect(html).toContain("Livraison prévue\u202f: 26/11/2026");
  });

  test("after a failed attempt it says what to do; once delivered neither cash nor estimate is shown", () => {
    const failed = trackingPageModel(
      stored({
        shipmentState: "failed_attempt",
        events: [
          {
            eventType: "shipment.failed_attempt",
            occurredAt: at("2026-11-21T10:00:00.000Z"),
            checkpointName: null,
            checkpointCountry: null,
          },
        ],
      }),
      null,
    );
    const html = renderTrackingPage("en", failed);
    expect(html).toContain("The rider could not deliver your parcel");
    expect(html).toContain("Keep your phone on");
    expect(html).toContain("The delivery service cannot be reached right now");

    const delivered = trackingPageModel(stored({ shipmentState: "delivered" }), null);
    expect(delivered).toMatchObject({ cashToHave: null, etaAt: null });
    const paid = trackingPageModel(stored({ paymentPlan: "PAID", paymentState: "PAID_RECORDED" }), null);
    expect(paid.cashToHave).toBeNull();
    const paidBeforeDelivery = trackingPageModel(stored({ paymentPlan: "COD", paymentState: "PAID_RECORDED" }), null);
    expect(paidBeforeDelivery.cashToHave).toBeNull();
    // Cancelled with the service while the parcel was on the road: nothing to hand over.
    expect(trackingPageModel(stored({ syncState: "CANCELLED" }), null).cashToHave).toBeNull();
    expect(trackingPageModel(stored(), null).cashToHave).toEqual({ amountMinor: 1500000, currency: "XOF" });
    // The rider's amount differs from what the buyer owes after pickup (decision 041): never more than is owed.
    const lower = stored({ owedNowMinor: 1000000, flaggedReason: "AMOUNT_DIFFERS" });
    expect(trackingPageModel(lower, null).cashToHave).toEqual({ amountMinor: 1000000, currency: "XOF" });
    const higher = stored({ owedNowMinor: 2000000, flaggedReason: "AMOUNT_DIFFERS" });
    expect(trackingPageModel(higher, null).cashToHave).toEqual({ amountMinor: 1500000, currency: "XOF" });
  });

  test("text from data cannot open a Liquid tag or HTML", () => {
    expect(escapeText("{{ shop.secret }} {% layout none %} <b>")).toBe(
      "&#123;&#123; shop.secret &#125;&#125; &#123;% layout none %&#125; &lt;b&gt;",
    );
    const html = renderTrackingPage("en", trackingPageModel(stored({ orderName: "{{ x }}<script>" }), null));
    expect(html).not.toContain("{{");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("{%");
  });

  test("the page is small and the not-found page offers the other language", () => {
    const html = renderTrackingPage("en", trackingPageModel(stored(), null));
    expect(Buffer.byteLength(html)).toBeLessThan(6_000);
    expect(renderNotFoundPage("en")).toContain('href="?locale=fr"');
  });
});
