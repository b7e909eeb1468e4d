import { getCodLedger, parseShopLedgerPeriod, ledgerCsv, ledgerOrderLabel, type CodLedger } from "~/cod-ledger";
import { formatShopMinor, translate, type ShopTerms } from "~/i18n";
import { offsetLabel } from "~/i18n";
import { pluralForm } from "~/i18n";
import { CliError, parseReportOptions, writeReport, type Command } from "../command";

const USAGE = "cod:ledger --shop <domain> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json|--csv [--locale en|fr]]";

export const codLedger: Command = {
  name: "cod:ledger",
  summary: "Cash on delivery per currency: on the road, collected by day, recorded in Shopify, needs a look.",
  async run(ctx, args, io) {
    const options = parseReportOptions(args, USAGE);
    // Days of the shop's own time zone, amounts in its money format (docs/decisions/043).
    const { period, terms } = await parseShopLedgerPeriod(ctx, options.shop, { from: options.from, to: options.to });
    if (!period.ok) throw new CliError(`${period.message}\nUsage: ${USAGE}`, 2);
    const ledger = await getCodLedger(ctx, options.shop, period.period);
    if (!ledger) throw new CliError(`Unknown shop ${options.shop}.`);
    writeReport(io, options.output, ledger, {
      csv: () => ledgerCsv(ledger, terms, options.locale),
      text: () => ledgerText(options.shop, ledger, terms),
    });
  },
};

/**
 * The operator's summary: one block per currency, amounts as money in the shop's money format when it
 * is the shop's currency, else with the currency code ("63,000 XOF"). Exact minor units are in --json.
 */
function ledgerText(shop: string, ledger: CodLedger, terms: ShopTerms): string {
  const orders = (count: number) => `${count} ${pluralForm("en", count) === "one" ? "order" : "orders"}`;
  const money = (amountMinor: number, currency: string) => formatShopMinor("en", amountMinor, currency, terms);
  const zone = `${ledger.timeZone}, ${offsetLabel(new Date(ledger.asOf), ledger.timeZone)}`;
  const lines = [
    `Cash on delivery for ${shop}, ${ledger.from} to ${ledger.to} (days in ${zone}); on the road as of ${ledger.asOf}`,
  ];
  if (ledger.currencies.length === 0) lines.push("No cash-on-delivery order in this period and none on the road.");
  for (const entry of ledger.currencies) {
    const { currency } = entry;
    lines.push(
      "",
      `${currency}`,
      `  on the road           ${orders(entry.onTheRoad.count)}  ${money(entry.onTheRoad.amountMinor, currency)}`,
      `  collected             ${orders(entry.collected.count)}  ${money(entry.collected.amountMinor, currency)}`,
      `  recorded in Shopify   ${orders(entry.recorded.count)}  ${money(entry.recorded.amountMinor, currency)}`,
      `  needs a look          ${orders(entry.needsLook.count)}`,
      ...Object.entries(entry.needsLook.byReason)
        .filter(([, figure]) => figure.count > 0)
        .map(
          ([reason, figure]) =>
            `    ${reason.padEnd(24)} ${orders(figure.count)}  ${money(figure.amountMinor, currency)}`,
        ),
      ...entry.collected.byDay
        .filter((day) => day.count > 0)
        .map((day) => `  collected ${day.day}  ${orders(day.count)}  ${money(day.amountMinor, currency)}`),
    );
  }
  for (const order of ledger.orders.needsLook)
    lines.push(
      `needs a look: ${ledgerOrderLabel((key, values) => translate("en", key, values), order)} ${order.reason} ${formatShopMinor("en", order.amountMinor, order.currency, terms)}${
        order.owedNowMinor != null
          ? ` (the rider will collect it; the buyer now owes ${formatShopMinor("en", order.owedNowMinor, order.currency, terms)}: change it in the delivery dashboard)`
          : ""
      }`,
    );
  return `${lines.join("\n")}\n`;
}
