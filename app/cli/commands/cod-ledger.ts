import { getCodLedger, parseShopLedgerPeriod, ledgerCsv, type CodLedger } from "~/cod-ledger";
import { formatShopMinor, type ShopTerms } from "~/i18n";
import { offsetLabel } from "~/i18n";
import { pluralForm } from "~/i18n";
import { CliError, localeOption, parseOptions, printResult, type Command } from "../command";

const USAGE = "cod:ledger --shop <domain> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json|--csv [--locale en|fr]]";

export const codLedger: Command = {
  name: "cod:ledger",
  summary: "Cash on delivery per currency: on the road, collected by day, recorded in Shopify, needs a look.",
  async run(ctx, args, io) {
    const options = parseOptions(
      args,
      {
        shop: { type: "string" },
        from: { type: "string" },
        to: { type: "string" },
        json: { type: "boolean", default: false },
        csv: { type: "boolean", default: false },
        locale: { type: "string" },
      },
      USAGE,
      ["shop"],
    );
    if (options.json && options.csv) throw new CliError(`Choose one of --json and --csv.\nUsage: ${USAGE}`, 2);
    // The CSV's separators, numbers and headers (docs/decisions/071).
    const locale = localeOption(options.locale, USAGE);
    // Days of the shop's own time zone, amounts in its money format (docs/decisions/043).
    const { period, terms } = await parseShopLedgerPeriod(ctx, String(options.shop), {
      from: options.from as string | undefined,
      to: options.to as string | undefined,
    });
    if (!period.ok) throw new CliError(`${period.message}\nUsage: ${USAGE}`, 2);
    const ledger = await getCodLedger(ctx, String(options.shop), period.period);
    if (!ledger) throw new CliError(`Unknown shop ${String(options.shop)}.`);
    if (options.csv) io.stdout.write(ledgerCsv(ledger, terms, locale));
    else if (options.json) printResult(io, ledger, true);
    else io.stdout.write(ledgerText(String(options.shop), ledger, terms));
  },
};

/** The operator's summary: one block per currency, amounts as a person reads them, exact minor units beside. */
function ledgerText(shop: string, ledger: CodLedger, terms: ShopTerms): string {
  const orders = (count: number) => `${count} ${pluralForm("en", count) === "one" ? "order" : "orders"}`;
  const money = (amountMinor: number, currency: string) =>
    `${formatShopMinor("en", amountMinor, currency, terms)} (${amountMinor} minor units)`;
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
      `needs a look: ${order.orderName} ${order.reason} ${formatShopMinor("en", order.amountMinor, order.currency, terms)}${
        order.owedNowMinor != null
          ? ` (the rider will collect it; the buyer now owes ${formatShopMinor("en", order.owedNowMinor, order.currency, terms)}: change it in the delivery dashboard)`
          : ""
      }`,
    );
  return `${lines.join("\n")}\n`;
}
