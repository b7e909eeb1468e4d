/**
 * Delivery performance as CSV, through the app's one CSV writer (~/csv, docs/decisions/071): one line per group
 * (all orders, each payment type, country, region and city) with every figure, so a spreadsheet can sort any
 * column. Places are text (defused: a buyer typed them), figures are numbers: shares are fractions with four
 * decimals, days are the shop's calendar days (its time zone is on every line). The locale picks the separators
 * and the headers. Pure.
 */
import { writeCsv, type CsvColumn } from "~/csv";
import type { Locale } from "~/i18n";
import type { DeliveryPerformance, PerformanceFigures } from "./summarise";

const FIGURES = [
  "shipped",
  "delivered",
  "onTheWay",
  "withFailedAttempt",
  "returned",
  "codShipped",
  "codRefused",
  "deliveredShare",
  "failedAttemptRate",
  "returnRate",
  "codRefusalRate",
  "medianDays",
  "p90Days",
  "deliveredWithPromise",
  "deliveredOnTime",
  "onTimeShare",
] as const satisfies ReadonlyArray<keyof PerformanceFigures>;

type Line = { group: string; place: string[]; payment: string; figures: PerformanceFigures };

function columns(report: DeliveryPerformance): CsvColumn<Line>[] {
  return [
    { header: "csv.performance.group", text: (line) => line.group },
    { header: "csv.performance.country", text: (line) => line.place[0] },
    { header: "csv.performance.region", text: (line) => line.place[1] },
    { header: "csv.performance.city", text: (line) => line.place[2] },
    { header: "csv.performance.payment", text: (line) => line.payment },
    ...FIGURES.map((name): CsvColumn<Line> => ({
      header: `csv.performance.${name}`,
      number: (line) => line.figures[name],
      maxDecimals: 4,
    })),
    { header: "csv.performance.from", text: () => report.from },
    { header: "csv.performance.to", text: () => report.to },
    { header: "csv.timeZone", text: () => report.timeZone },
  ];
}

export function performanceCsv(report: DeliveryPerformance, locale: Locale = "en"): string {
  const lines: Line[] = [
    { group: "all", place: [], payment: "", figures: report.all },
    ...report.byPayment.map((group) => ({ group: "payment", place: [], payment: group.label[0], figures: group })),
    ...report.byCountry.map((group) => ({ group: "country", place: group.label, payment: "", figures: group })),
    ...report.byRegion.map((group) => ({ group: "region", place: group.label, payment: "", figures: group })),
    ...report.byCity.map((group) => ({ group: "city", place: group.label, payment: "", figures: group })),
  ];
  return writeCsv(locale, columns(report), lines);
}

export function performanceCsvFileName(shopDomain: string, report: DeliveryPerformance): string {
  const shop = shopDomain.replace(/\.myshopify\.com$/, "").replace(/[^a-z0-9-]/gi, "-");
  return `delivery-performance_${shop}_${report.from}_${report.to}.csv`;
}
