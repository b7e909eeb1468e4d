import { countryName, formatNumber, formatPhone, formatShopMinor, type ShopTerms } from "~/i18n";
import type { Locale } from "~/i18n";
import { translate, translatePlural } from "~/i18n";

/** Every word a label prints, in the shop's language (app/i18n: `labels.*`). */
export type LabelTexts = {
  locale: Locale;
  title: string;
  shipTo: string;
  paid: string;
  returnTo: string;
  reference(reference: string): string;
  toCollect(collect: { amountMinor: number; currency: string }): string;
  landmark(landmark: string): string;
  notes(notes: string): string;
  contents(itemCount: number, weightGrams: number | null): string;
  /** "Côte d'Ivoire" for "CI", in the label's language; the code itself when the runtime has no name for it. */
  country(code: string): string;
  /** "+225 07 07 12 3456": the international format, readable and dialled from anywhere. */
  phone(phone: string): string;
};

export function labelTexts(locale: Locale, terms: ShopTerms): LabelTexts {
  return {
    locale,
    title: translate(locale, "labels.pdf.title"),
    shipTo: translate(locale, "labels.pdf.shipTo"),
    paid: translate(locale, "labels.pdf.paid"),
    returnTo: translate(locale, "labels.pdf.returnTo"),
    reference: (reference) => translate(locale, "labels.pdf.referenceLine", { reference }),
    toCollect: ({ amountMinor, currency }) =>
      translate(locale, "labels.pdf.toCollectAmount", {
        amount: formatShopMinor(locale, amountMinor, currency, terms),
      }),
    landmark: (landmark) => translate(locale, "labels.pdf.landmark", { landmark }),
    notes: (notes) => translate(locale, "labels.pdf.notes", { notes }),
    contents: (itemCount, weightGrams) => {
      const items = translatePlural(locale, "labels.pdf.items", itemCount);
      if (weightGrams == null) return items;
      // Kilograms with one decimal read at a glance; a parcel under 100 g still shows 0.1 kg.
      const kg = formatNumber(locale, Math.max(weightGrams, 100) / 1000, 1);
      return `${items} · ${translate(locale, "labels.pdf.weight", { kg })}`;
    },
    country: (code) => countryName(locale, code),
    phone: (phone) => formatPhone(phone),
  };
}
