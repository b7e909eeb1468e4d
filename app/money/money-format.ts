/**
 * The shop's money format (Shop.currencyFormats.moneyFormat: "{{amount}} FCFA", "KSh {{amount}}",
 * "${{amount_no_decimals}}"), read as the merchant's way of writing their currency: the text
 * around the amount and whether cents are shown. Shopify's FormattedString is a strict subset of
 * HTML: tags are dropped and entities decoded, never rendered. Pure and browser-safe.
 */
export type MoneyPattern = { prefix: string; suffix: string; wholeUnits: boolean };

// Shopify's placeholders (help.shopify.com, currency formatting); `no_decimals` rounds half up.
const PLACEHOLDER =
  /\{\{\s*(amount|amount_no_decimals|amount_with_comma_separator|amount_no_decimals_with_comma_separator|amount_with_apostrophe_separator|amount_no_decimals_with_space_separator|amount_with_space_separator|amount_with_period_and_space_separator)\s*\}\}/g;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The pattern of a money format; null when it has no amount placeholder, or more than one. */
export function parseMoneyFormat(format: string | null | undefined): MoneyPattern | null {
  if (!format) return null;
  const text = plainText(format);
  const found = [...text.matchAll(PLACEHOLDER)];
  if (found.length !== 1 || /\{\{|\}\}/.test(text.replace(PLACEHOLDER, ""))) return null;
  const [match] = found;
  return {
    prefix: text.slice(0, match.index).trimStart(),
    suffix: text.slice(match.index + match[0].length).trimEnd(),
    wholeUnits: match[1].includes("no_decimals"),
  };
}
