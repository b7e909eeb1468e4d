import { z } from "zod";
import { parseIsoInstant } from "./clock";
import { validationFailed } from "./errors";

// spec §7: VALIDATION_FAILED lists each failing field as a dotted path, e.g. items.0.unitPriceMinor.
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.map(String).join(".") || "body"))];
  throw validationFailed(fields);
}

export const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/);
export const CurrencySchema = z.string().regex(/^[A-Z]{3}$/);
export const RequiredTextSchema = z.string().trim().min(1);
// Optional fields also accept null and blank strings as "not sent", the way most JSON clients omit them.
export const OptionalTextSchema = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? undefined : v.trim()));
export const IsoInstantSchema = z.string().refine((v) => parseIsoInstant(v) !== null, "ISO 8601 instant expected");
