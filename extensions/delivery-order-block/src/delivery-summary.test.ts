import { describe, expect, test } from "vitest";
import type { FoundDelivery } from "./delivery-payload";
import { deliveryBlockView } from "./delivery-summary";
import { LOCALE_FILES, localeFileI18n, localeKeys } from "./testing/locale-file-i18n";

const en = localeFileI18n("en");
const fr = localeFileI18n("fr");
// Some ICU versions put a narrow no-break space before AM/PM.
const plain = (text: string | null) => text?.replace(/\u202f/g, " ") ?? null;

function delivery(overrides: Partial<FoundDelivery> = {}): FoundDelivery {
  return {
    found: true,
    orderSyncId: "cm_order_1",
    orderName: "#1042",
    syncState: "SENT",
    shipmentState: "in_transit",
    shipmentStateAt: "2026-03-03T14:05:00.000Z",
    etaAt: "2026-03-04T09:30:00.000Z",
    shipmentId: "shp_77",
    lastEvent: {
      eventType: "shipment.in_transit",
      occurredAt: "2026-03-03T14:05:00.000Z",
      checkpointName: "Abidjan Hub",
      checkpointCountry: "CI",
    },
    trackingUrl: "https://track.example.com/shp_77",
    attention: null,
    payment: {
      story: "cod_to_collect",
      stillToCollectMinor: 3150000,
      currency: "XOF",
      text: "Cash on delivery: the rider collects · Still to collect: 31,500 XOF",
    },
    parcels: [],
    ...overrides,
  };
}

test("both locale files have the same keys", () => {
  expect(localeKeys(LOCALE_FILES.fr)).toEqual(localeKeys(LOCALE_FILES.en));
});

describe("a shipment on its way", () => {
  test("in English: state, last event with checkpoint and time, estimate, tracking and app links", () => {
    const view = deliveryBlockView(delivery(), en);
    expect(view).toMatchObject({
      stateLabel: "In transit",
      tone: "info",
      detail: null,
      shipmentRef: "Shipment shp_77",
      attention: null,
      trackingLink: { url: "https://track.example.com/shp_77", label: "Track the shipment" },
      appOrderLink: { url: "app:app/orders/cm_order_1", label: "View in Delivery Connect" },
    });
    expect(plain(view.lastEvent)).toBe("In transit at Abidjan Hub (CI), Mar 3, 2026, 2:05 PM");
    expect(plain(view.etaText)).toBe("Expected Mar 4, 2026, 9:30 AM");
  });

  test("in French", () => {
    const view = deliveryBlockView(delivery(), fr);
    expect(view).toMatchObject({
      stateLabel: "En transit",
      tone: "info",
      shipmentRef: "Colis shp_77",
      trackingLink: { url: "https://track.example.com/shp_77", label: "Suivre le colis" },
      appOrderLink: { url: "app:app/orders/cm_order_1", label: "Voir dans Delivery Connect" },
    });
    expect(plain(view.lastEvent)).toBe("En transit à Abidjan Hub (CI), 3 mars 2026, 14:05");
    expect(plain(view.etaText)).toBe("Livraison prévue : 4 mars 2026, 09:30");
  });
});

describe("every shipment state has a label in both languages and a tone", () => {
  test.each([
    ["created", "info", "Shipment created", "Colis créé"],
    ["assigned", "info", "Rider assigned", "Livreur désigné"],
    ["picked_up", "info", "Picked up", "Colis récupéré"],
    ["in_transit", "info", "In transit", "En transit"],
    ["arriving", "info", "Arriving", "Bientôt livré"],
    ["failed_attempt", "warning", "Delivery attempt failed", "Tentative de livraison échouée"],
    ["delivered", "success", "Delivered", "Livré"],
    ["returning", "warning", "Returning to you", "Retour en cours"],
    ["returned", "critical", "Returned to you", "Retourné à l'expéditeur"],
    ["cancelled", "critical", "Shipment cancelled", "Colis annulé"],
  ])("%s", (shipmentState, tone, english, french) => {
    expect(deliveryBlockView(delivery({ shipmentState }), en)).toMatchObject({ stateLabel: english, tone });
    expect(deliveryBlockView(delivery({ shipmentState }), fr)).toMatchObject({ stateLabel: french, tone });
  });

  test.each(["delivered", "returned", "cancelled"])("no estimate once %s", (shipmentState) => {
    expect(deliveryBlockView(delivery({ shipmentState }), en).etaText).toBeNull();
  });

  test("a state this version does not know is shown as the service names it", () => {
    expect(deliveryBlockView(delivery({ shipmentState: "held_at_customs" }), en)).toMatchObject({
      stateLabel: "held_at_customs",
      tone: "neutral",
    });
  });
});

describe("an order with no shipment yet shows where its handoff stands", () => {
  const notSent = {
    shipmentState: null,
    shipmentStateAt: null,
    etaAt: null,
    shipmentId: null,
    lastEvent: null,
    trackingUrl: null,
  };

  test.each([
    ["PENDING", "neutral", "Waiting to be sent", "En attente d'envoi"],
    ["WAITING_PAYMENT", "caution", "Waiting for payment", "En attente de paiement"],
    ["SKIPPED", "neutral", "Not sent for delivery", "Non envoyée en livraison"],
    ["SENT", "info", "Sent, no shipment yet", "Envoyée, colis pas encore créé"],
    ["CANCELLED", "neutral", "Cancelled", "Annulée"],
  ])("%s", (syncState, tone, english, french) => {
    const view = deliveryBlockView(delivery({ ...notSent, syncState }), en);
    expect(view).toMatchObject({
      stateLabel: english,
      tone,
      lastEvent: null,
      etaText: null,
      shipmentRef: null,
      trackingLink: null,
      attention: null,
    });
    // The app's page is there for every order the app knows, sent or not.
    expect(view.appOrderLink?.url).toBe("app:app/orders/cm_order_1");
    expect(deliveryBlockView(delivery({ ...notSent, syncState }), fr)).toMatchObject({ stateLabel: french, tone });
  });

  test("an order needing attention carries the app's advice under a title in the block's language", () => {
    const attention = {
      code: "CUSTOMER_PHONE_INVALID",
      message: "The phone number cannot be rung. Edit it in Shopify, then retry.",
    };
    const english = deliveryBlockView(delivery({ ...notSent, syncState: "NEEDS_ATTENTION", attention }), en);
    expect(english).toMatchObject({
      stateLabel: "Needs attention",
      tone: "critical",
      attention: { ...attention, title: "Needs your attention" },
    });
    const french = deliveryBlockView(
      delivery({ ...notSent, syncState: "FAILED", attention: { code: "RETRIES_EXHAUSTED", message: "Réessayez." } }),
      fr,
    );
    expect(french).toMatchObject({
      stateLabel: "Échec de l'envoi",
      tone: "critical",
      attention: { code: "RETRIES_EXHAUSTED", title: "Action requise", message: "Réessayez." },
    });
  });
});

test("without a tracking page template there is no tracking link, but the shipment number is shown", () => {
  for (const i18n of [en, fr]) {
    const view = deliveryBlockView(delivery({ trackingUrl: null }), i18n);
    expect(view.trackingLink).toBeNull();
    expect(view.shipmentRef).toMatch(/shp_77$/);
  }
});

test("an order the app does not know says so, with nothing to link to", () => {
  expect(deliveryBlockView({ found: false }, en)).toEqual({
    stateLabel: "Not handled",
    tone: "neutral",
    detail: expect.stringContaining("no record of this order"),
    lastEvent: null,
    etaText: null,
    shipmentRef: null,
    trackingLink: null,
    appOrderLink: null,
    attention: null,
    paymentText: null,
    parcels: [],
  });
  expect(deliveryBlockView({ found: false }, fr)).toMatchObject({
    stateLabel: "Non prise en charge",
    detail: expect.stringContaining("ne connaît pas"),
  });
});

describe("the last event", () => {
  const at = "2026-03-03T14:05:00.000Z";

  test("without a checkpoint, or without its country", () => {
    const bare = deliveryBlockView(
      delivery({
        lastEvent: { eventType: "shipment.assigned", occurredAt: at, checkpointName: null, checkpointCountry: null },
      }),
      fr,
    );
    expect(plain(bare.lastEvent)).toBe("Livreur désigné, 3 mars 2026, 14:05");
    const noCountry = deliveryBlockView(
      delivery({
        lastEvent: {
          eventType: "shipment.picked_up",
          occurredAt: at,
          checkpointName: "Treichville",
          checkpointCountry: null,
        },
      }),
      en,
    );
    expect(plain(noCountry.lastEvent)).toBe("Picked up at Treichville, Mar 3, 2026, 2:05 PM");
  });

  test("a cross-border checkpoint reads as a sentence, in both languages", () => {
    const event = {
      eventType: "shipment.leg_checkpoint",
      occurredAt: at,
      checkpointName: "Lomé",
      checkpointCountry: "TG",
    };
    expect(plain(deliveryBlockView(delivery({ lastEvent: event }), en).lastEvent)).toBe(
      "Passed a checkpoint at Lomé (TG), Mar 3, 2026, 2:05 PM",
    );
    expect(plain(deliveryBlockView(delivery({ lastEvent: event }), fr).lastEvent)).toBe(
      "Point de contrôle franchi à Lomé (TG), 3 mars 2026, 14:05",
    );
  });

  // The spec's §6 event catalogue, as the merchant may see any of them last.
  test.each([
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
    "fiscal_document.accepted",
    "fiscal_document.rejected",
    "fiscal_document.cancelled",
    "fiscal_document.needs_attention",
  ])("%s has a sentence in English and in French", (eventType) => {
    const lastEvent = { eventType, occurredAt: at, checkpointName: null, checkpointCountry: null };
    for (const i18n of [en, fr]) {
      const text = deliveryBlockView(delivery({ lastEvent }), i18n).lastEvent ?? "";
      expect(text).not.toContain(eventType);
      expect(text).not.toMatch(/\b(event|fiscalEvent)\./);
    }
  });

  test("an event type this version does not know, and a time that does not parse, are shown as sent", () => {
    const view = deliveryBlockView(
      delivery({
        lastEvent: {
          eventType: "shipment.customs_cleared",
          occurredAt: "soon",
          checkpointName: null,
          checkpointCountry: null,
        },
      }),
      en,
    );
    expect(view.lastEvent).toBe("shipment.customs_cleared, soon");
  });
});

test("the payment line is the app's own sentence, and an app that sends none shows no line", () => {
  expect(deliveryBlockView(delivery(), en).paymentText).toBe(
    "Cash on delivery: the rider collects · Still to collect: 31,500 XOF",
  );
  expect(deliveryBlockView(delivery({ payment: null }), en).paymentText).toBeNull();
});

describe("an order over two locations", () => {
  const payment = (amount: string) => ({
    story: "cod_to_collect",
    stillToCollectMinor: 0,
    currency: "XOF",
    text: `Cash on delivery: the rider collects · Still to collect: ${amount}`,
  });
  const parcels = [
    {
      orderSyncId: "cm_1",
      parcelNumber: 1,
      externalOrderRef: "ref-1",
      syncState: "SENT",
      shipmentState: "picked_up",
      shipmentId: "shp_1",
      trackingUrl: "https://track.example.com/shp_1",
      payment: payment("22,500 XOF"),
    },
    {
      orderSyncId: "cm_2",
      parcelNumber: 2,
      externalOrderRef: "ref-1-p2",
      syncState: "SENT",
      shipmentState: null,
      shipmentId: null,
      trackingUrl: null,
      payment: payment("9,000 XOF"),
    },
  ];

  test("shows each parcel with its state, amount, shipment and tracking link, in English and French", () => {
    const view = deliveryBlockView(delivery({ parcels }), en);
    expect(view.parcels).toEqual([
      {
        key: "cm_1",
        label: "Parcel 1",
        stateLabel: "Picked up",
        tone: "info",
        shipmentRef: "Shipment shp_1",
        trackingLink: { url: "https://track.example.com/shp_1", label: "Track the shipment" },
        paymentText: parcels[0].payment.text,
      },
      {
        key: "cm_2",
        label: "Parcel 2",
        stateLabel: "Sent, no shipment yet",
        tone: "info",
        shipmentRef: null,
        trackingLink: null,
        paymentText: parcels[1].payment.text,
      },
    ]);
    expect(deliveryBlockView(delivery({ parcels }), fr).parcels.map((parcel) => parcel.label)).toEqual([
      "Colis 1",
      "Colis 2",
    ]);
  });

  test("an order sent whole lists no parcels: the block reads as before", () => {
    expect(deliveryBlockView(delivery({ parcels: parcels.slice(0, 1) }), en).parcels).toEqual([]);
  });
});
