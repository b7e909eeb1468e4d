import type { Locale, ShopTerms } from "~/i18n";
import { renderLabelsPdf, type LabelDocument } from "./label-pdf.server";
import { labelTexts } from "./label-texts";

/*
 * The labels PDF as a task of the heavy-work pool (app/heavy-work, docs/decisions/069): run in a worker thread,
 * from plain data (the texts' functions are built here, from the locale and the shop's terms).
 */

export type LabelPdfTask = Omit<LabelDocument, "texts"> & { locale: Locale; terms: ShopTerms };

export default function renderLabelPdfTask({ locale, terms, ...document }: LabelPdfTask): Promise<Uint8Array> {
  return renderLabelsPdf({ ...document, texts: labelTexts(locale, terms) });
}
