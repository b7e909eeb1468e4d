/*
 * How the demo talks: a heading per part, one plain sentence per step, and indented lines for
 * what a person would see (a buyer's rates, an order's state). No colours: the output is read
 * in terminals, CI logs and the demo's own test alike.
 */

export const say = {
  heading(title: string) {
    process.stdout.write(`\n== ${title} ==\n`);
  },
  /** What the demo is about to do. */
  step(sentence: string) {
    process.stdout.write(`-> ${sentence}\n`);
  },
  /** What came out of it. */
  ok(sentence: string) {
    process.stdout.write(`   OK  ${sentence}\n`);
  },
  fail(sentence: string) {
    process.stdout.write(`   FAILED  ${sentence}\n`);
  },
  /** A line of what a person would see, indented under the step. */
  show(line: string) {
    process.stdout.write(`      ${line}\n`);
  },
  line(text = "") {
    process.stdout.write(`${text}\n`);
  },
};

/**
 * An amount in a currency's main unit, as a buyer reads it ("F CFA 1,500", "15,00 €").
 * Shopify's carrier-service prices and the service's `…Minor` amounts both carry two decimals
 * for every currency (XOF included), so the amount is the integer divided by 100.
 */
export function formatMinor(amountMinor: number | string, currency: string, locale = "en"): string {
  const amount = Number(amountMinor) / 100;
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}

/** "2026-11-23 00:00:00 +0000" (Shopify's rate dates) or an ISO instant → "Mon 23 Nov". */
export function formatDay(value: string | null | undefined, locale = "en"): string {
  if (!value) return "?";
  const iso = value.replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/, "$1T$2$3:$4");
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
