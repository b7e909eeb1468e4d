/** The two label formats: 100 × 150 mm pages for thermal printers, or A4 pages of four labels. */
export const LABEL_FORMATS = ["thermal", "a4"] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** "thermal" (the default when none is given) or "a4"; anything else is null. */
export function parseLabelFormat(value: string | null | undefined): LabelFormat | null {
  if (value == null || value === "") return "thermal";
  return (LABEL_FORMATS as readonly string[]).includes(value) ? (value as LabelFormat) : null;
}
