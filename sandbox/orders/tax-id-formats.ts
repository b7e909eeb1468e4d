// Tax-number formats per buyer country (spec §4 POST /orders rule 5). Invented for the sandbox and
// listed in README "Tax number formats": plausible shapes, not the authorities' real rules.
// `official`: a number matching none of the country's formats is refused (CUSTOMER_TAX_ID_FORMAT).
// `secondary`: an accepted older or alternative shape, answered with taxIdFormatWarning = true.
interface TaxIdFormats {
  official: RegExp[];
  secondary: RegExp[];
}

export const TAX_ID_FORMATS: Record<string, TaxIdFormats> = {
  CI: { official: [/^\d{7}[A-Z]$/], secondary: [/^CI\d{10}$/] }, // compte contribuable 1234567A; old CI0123456789
  SN: { official: [/^\d{9}$/], secondary: [/^\d{7}[0-9][A-Z]\d$/] }, // NINEA 123456789; NINEA+COFI 1234567 2G3
  NG: { official: [/^\d{8}-\d{4}$/], secondary: [/^\d{10}$/] }, // TIN 12345678-0001; JTB 10-digit 1234567890
  GH: { official: [/^[PCGQV]\d{10}$/], secondary: [/^GHA-?\d{9}-?\d$/] }, // GRA TIN P0012345678; Ghana Card GHA-123456789-0
  KE: { official: [/^[AP]\d{9}[A-Z]$/], secondary: [] }, // KRA PIN A123456789B
  FR: { official: [/^FR[0-9A-Z]{2}\d{9}$/], secondary: [/^\d{9}$/] }, // VAT FR12345678901; SIREN 123456789
  BJ: { official: [], secondary: [/^\d{13}$/] }, // IFU 0201912345678: only a secondary format is published
};

export type TaxIdCheck = "valid" | "secondary" | "invalid" | "no-format";

// Spaces and dots are ignored and letters compared upper-case; dashes are part of some formats.
export function normaliseTaxId(taxId: string): string {
  return taxId.replace(/[\s.]/g, "").toUpperCase();
}

export function checkTaxId(countryCode: string, taxId: string): TaxIdCheck {
  const formats = TAX_ID_FORMATS[countryCode];
  if (!formats) return "no-format";
  const value = normaliseTaxId(taxId);
  if (formats.official.some((re) => re.test(value))) return "valid";
  if (formats.secondary.some((re) => re.test(value))) return "secondary";
  // A country that publishes only a secondary format never refuses: it warns.
  return formats.official.length > 0 ? "invalid" : "secondary";
}
