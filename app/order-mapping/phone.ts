/**
 * Customer phone numbers → E.164, checked with libphonenumber's full ("max") metadata, because
 * the service refuses a number that cannot be rung (spec §4 POST /orders rule 2) and the
 * delivery code is sent to it (spec §2 Customer). A number that would be refused is caught here,
 * so the order waits in "needs attention" instead of making a doomed call.
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

export type PhoneCandidate = { field: string; value: string | null | undefined };

export type PhoneChoice =
  | { ok: true; phoneE164: string; field: string }
  | {
      ok: false;
      code: "missing_phone" | "invalid_phone";
      field: string;
      message: string;
      params?: Record<string, string>;
    };

/**
 * One number in local or international form → E.164, or null when it cannot be rung.
 * Local forms are read in `countryCode` (the destination country): "07 07 12 34 56" in CI is
 * +2250707123456. "00" + country code is rewritten to "+" first, because libphonenumber only
 * understands the destination's own international prefix (Nigeria's is 009, Kenya's 000).
 */
export function toE164(raw: string, countryCode: string | null | undefined): string | null {
  let text = raw.trim();
  if (/^00[1-9]/.test(text)) text = `+${text.slice(2)}`;
  const country = countryCode?.toUpperCase();
  const defaultCountry = country && isSupportedCountry(country) ? (country as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * The first candidate that can be rung, in the caller's order of preference. When numbers were
 * given but none can be rung: `invalid_phone`, naming the first one given (the one the buyer
 * most likely meant for delivery). When no number was given at all: `missing_phone`.
 */
export function chooseCustomerPhone(candidates: PhoneCandidate[], countryCode: string | null | undefined): PhoneChoice {
  const given = candidates.filter((c): c is { field: string; value: string } => Boolean(c.value?.trim()));
  for (const candidate of given) {
    const phoneE164 = toE164(candidate.value, countryCode);
    if (phoneE164) return { ok: true, phoneE164, field: candidate.field };
  }
  if (given.length === 0) {
    return {
      ok: false,
      code: "missing_phone",
      field: candidates[0]?.field ?? "phone",
      message: "The order has no phone number; the delivery code is sent by phone. Add one to the shipping address.",
    };
  }
  return {
    ok: false,
    code: "invalid_phone",
    field: given[0].field,
    message: `The phone number in ${given[0].field} cannot be rung from ${countryCode ?? "the destination country"}; correct it in the order.`,
    params: countryCode ? { country: countryCode } : {},
  };
}
