import { formatNumber, formatShopMinor, type ShopTerms } from "~/i18n";
import type { Locale } from "~/i18n";
import { translate, translatePlural } from "~/i18n";

/** Every word a label prints, in the shop's language (app/i18n: `labels.*`). */
export type LabelTexts = {
  title: string;
  reference: string;
  shipTo: string;
  toCollect: string;
  paid: string;
  returnTo: string;
  amount(collect: { amountMinor: number; currency: string }): string;
  contents(itemCount: number, weightGrams: number | null): string;
};

export function labelTexts(locale: Locale, terms: ShopTerms): LabelTexts {
  return {
    title: translate(locale, "labels.pdf.title"),
    reference: translate(locale, "labels.pdf.reference"),
    shipTo: translate(locale, "labels.pdf.shipTo"),
    toCollect: translate(locale, "labels.pdf.toCollect"),
    paid: translate(locale, "labels.pdf.paid"),
    returnTo: translate(locale, "labels.pdf.returnTo"),
    amount: ({ amountMinor, currency }) => formatShopMinor(locale, amountMinor, currency, terms),
    contents: (itemCount, weightGrams) => {
      const items = translatePlural(locale, "labels.pdf.items", itemCount);
      if (weightGrams == null) return items;
      // Kilograms with one decimal read at a glance; a parcel under 100 g still shows 0.1 kg.
      const kg = formatNumber(locale, Math.max(weightGrams, 100) / 1000, 1);
      return `${items} · ${translate(locale, "labels.pdf.weight", { kg })}`;
    },
  };
}
