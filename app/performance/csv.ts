/**
 * Delivery performance as CSV (RFC 4180, CRLF lines): one line per group (all orders, each payment
 * type, country, region and city) with every figure, so a spreadsheet can sort any column. Headers
 * are stable machine names; shares are fractions with four decimals, days are the shop's calendar
 * days (its time zone is on every line). Pure.
 */
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

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const PERFORMANCE_CSV_COLUMNS = [
  "group",
  "country",
  "region",
  "city",
  "payment",
  ...FIGURES.map(snake),
  "from",
  "to",
  "time_zone",
] as const;

export function performanceCsv(report: DeliveryPerformance): string {
  const line = (group: string, place: string[], payment: string, figures: PerformanceFigures) => [
    group,
    place[0] ?? "",
    place[1] ?? "",
    place[2] ?? "",
    payment,
    ...FIGURES.map((name) => (figures[name] === null ? "" : String(figures[name]))),
    report.from,
    report.to,
    report.timeZone,
  ];
  const rows = [
    [...PERFORMANCE_CSV_COLUMNS],
    line("all", [], "", report.all),
    ...report.byPayment.map((group) => line("payment", [], group.label[0], group)),
    ...report.byCountry.map((group) => line("country", group.label, "", group)),
    ...report.byRegion.map((group) => line("region", group.label, "", group)),
    ...report.byCity.map((group) => line("city", group.label, "", group)),
  ];
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** Quoted when it holds a comma, a quote or a line break; a leading = + - @ is neutralised (spreadsheet formulas). */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function performanceCsvFileName(shopDomain: string, report: DeliveryPerformance): string {
  const shop = shopDomain.replace(/\.myshopify\.com$/, "").replace(/[^a-z0-9-]/gi, "-");
  return `delivery-performance_${shop}_${report.from}_${report.to}.csv`;
}
