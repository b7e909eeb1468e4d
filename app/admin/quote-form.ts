import { z } from "zod";
import type { CreateQuoteParams } from "~/delivery/browser";
import { plainTextField } from "~/http/browser";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const optionalNumber = (pattern: RegExp) => optionalText.pipe(z.string().regex(pattern).transform(Number).optional());

/** The quote form as posted. Amounts are decimals; the distance is in kilometres. */
export const QuoteFormSchema = z.object({
  originCountryCode: z.string().regex(/^[A-Z]{2}$/),
  corridor: z.string().regex(/^[a-z_]+\|[A-Z]{2}$/),
  serviceCode: plainTextField(64, { required: true, label: "serviceCode" }),
  weightGrams: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().positive()),
  lengthCm: optionalNumber(/^\d{1,4}(\.\d{1,2})?$/),
  widthCm: optionalNumber(/^\d{1,4}(\.\d{1,2})?$/),
  heightCm: optionalNumber(/^\d{1,4}(\.\d{1,2})?$/),
  declaredValue: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,12}(\.\d{1,2})?$/)
      .optional(),
  ),
  hsCode: optionalText.pipe(
    z
      .string()
      .regex(/^\d{4}(\.?\d{2}){0,3}$/)
      .optional(),
  ),
  pieces: optionalNumber(/^[1-9]\d{0,3}$/),
  distanceKm: optionalNumber(/^\d{1,5}(\.\d{1,3})?$/),
  presentmentCurrency: optionalText.pipe(
    z
      .string()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  ),
});
export type QuoteForm = z.infer<typeof QuoteFormSchema>;

/** Form fields the service can name in `details.fields` (spec §7), by the API's field name. */
const FORM_FIELD_OF: Record<string, string> = {
  weightGrams: "weightGrams",
  lengthCm: "lengthCm",
  widthCm: "widthCm",
  heightCm: "heightCm",
  declaredValueMinor: "declaredValue",
  hsCode: "hsCode",
  pieces: "pieces",
  distanceMetres: "distanceKm",
  presentmentCurrency: "presentmentCurrency",
  serviceCode: "serviceCode",
  routeScope: "corridor",
  destinationCountryCode: "corridor",
  originCountryCode: "corridor",
};

export function formFieldForApiField(apiField: string): string {
  return FORM_FIELD_OF[apiField.split(".")[0]] ?? "form";
}

/** The form field of each zod issue (one message per field is enough). */
export function quoteFormIssues(error: z.ZodError): string[] {
  return [
    ...new Set(
      error.issues.map((issue) =>
        issue.path[0] === "originCountryCode" ? "corridor" : String(issue.path[0] ?? "form"),
      ),
    ),
  ];
}

/** POST /quotes body: amounts to the service's hundredths (spec §2), kilometres to metres. */
export function quoteParamsFromForm(form: QuoteForm): CreateQuoteParams {
  const [routeScope, destinationCountryCode] = form.corridor.split("|");
  return {
    routeScope,
    originCountryCode: form.originCountryCode,
    destinationCountryCode,
    serviceCode: form.serviceCode,
    weightGrams: form.weightGrams,
    lengthCm: form.lengthCm,
    widthCm: form.widthCm,
    heightCm: form.heightCm,
    declaredValueMinor: form.declaredValue === undefined ? undefined : hundredths(form.declaredValue),
    hsCode: form.hsCode,
    pieces: form.pieces,
    distanceMetres: form.distanceKm === undefined ? undefined : Math.round(form.distanceKm * 1000),
    presentmentCurrency: form.presentmentCurrency,
  };
}

function hundredths(decimal: string): number {
  const [whole, fraction = ""] = decimal.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
