import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { ApiError } from "../errors";

// spec §4 POST /orders rule 2: a number that cannot be rung is refused. A local number ("07 07 07 07 07")
// is read as dialled in the delivery country, where the delivery code is sent (README).
export function normalisePhone(phone: string, deliveryCountry: string): string {
  const country = deliveryCountry as CountryCode;
  if (!isValidPhoneNumber(phone, country))
    throw new ApiError("CUSTOMER_PHONE_INVALID", { details: { fields: ["customer.phoneE164"] } });
  const parsed = parsePhoneNumberFromString(phone, country);
  if (!parsed) throw new ApiError("CUSTOMER_PHONE_INVALID", { details: { fields: ["customer.phoneE164"] } });
  return parsed.number;
}
