import {
  getDeliveryPerformance,
  performanceCsv,
  parsePerformancePeriod,
  type DeliveryPerformance,
  type PerformanceFigures,
  type PerformanceGroup,
} from "~/performance";
import { offsetLabel } from "~/i18n";
import { CliError, parseReportOptions, writeReport, type Command } from "../command";

const USAGE =
  "stats:delivery --shop <domain> [--days 7|30|90 | --from YYYY-MM-DD --to YYYY-MM-DD] [--json|--csv [--locale en|fr]]";

export const statsDelivery: Command = {
  name: "stats:delivery",
  summary: "Delivery performance per destination and payment type: delivered, failed attempts, returns, days, on time.",
  async run(ctx, args, io) {
    const options = parseReportOptions(args, USAGE, { days: true });
    if (options.days && (options.from || options.to))
      throw new CliError(`Choose --days or --from/--to, not both.\nUsage: ${USAGE}`, 2);
    const { shop } = options;
    // Days of the shop's own time zone (docs/decisions/043, 047).
    const period = await parsePerformancePeriod(ctx, shop, { days: options.days, from: options.from, to: options.to });
    if (!period.ok) throw new CliError(`${period.message}\nUsage: ${USAGE}`, 2);
    const report = await getDeliveryPerformance(ctx, shop, period.period);
    if (!report) throw new CliError(`Unknown shop ${shop}.`);
    writeReport(io, options.output, report, {
      csv: () => performanceCsv(report, options.locale),
      text: () => performanceText(shop, report),
    });
  },
};

const percent = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(1)} %`);
const days = (value: number | null) => (value === null ? "–" : `${value} d`);

function figuresLine(name: string, figures: PerformanceFigures): string {
  return [
    name.padEnd(34),
    `${String(figures.shipped).padStart(5)} shipped`,
    `delivered ${percent(figures.deliveredShare)}`,
    `failed attempt ${percent(figures.failedAttemptRate)}`,
    `returned ${percent(figures.returnRate)}`,
    `COD refused ${percent(figures.codRefusalRate)}`,
    `median ${days(figures.medianDays)}, p90 ${days(figures.p90Days)}`,
    `on time ${percent(figures.onTimeShare)} of ${figures.deliveredWithPromise}`,
  ].join("  ");
}

/** The operator's summary: one line per group, the figures the page shows. */
function performanceText(shop: string, report: DeliveryPerformance): string {
  const zone = `${report.timeZone}, ${offsetLabel(new Date(report.asOf), report.timeZone)}`;
  const section = (title: string, groups: PerformanceGroup[]) => [
    "",
    title,
    ...groups.map((group) => figuresLine(`  ${group.label.join(" / ")}`, group)),
  ];
  const lines = [
    `Delivery performance for ${shop}: orders handed off ${report.from} to ${report.to} (days in ${zone})`,
    ...(report.truncated ? ["Only the first orders of this period are counted: ask for a shorter period."] : []),
    "",
    figuresLine("all orders", report.all),
    ...section("By payment", report.byPayment),
    ...section("By country", report.byCountry),
    ...section("By region", report.byRegion),
    ...section("By city", report.byCity),
  ];
  return `${lines.join("\n")}\n`;
}
