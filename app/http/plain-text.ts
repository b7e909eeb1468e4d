/*
 * Text from outside (Shopify's order payloads, checkout callbacks, what a merchant types in the app's forms and
 * the admin's extensions) is cleaned where it is parsed into our domain: control characters (NUL, BEL, ESC, DEL,
 * C1) and bidirectional overrides have no place in a name or an address. They would reach the service's requests,
 * our logs and the admin pages, where an override can make one text read as another. Line breaks and tabs become a
 * space.
 */
import { z } from "zod";

const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const INVISIBLE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function plainText(value: string): string {
  return value.replace(LINE_BREAKS, " ").replace(INVISIBLE_CONTROLS, "");
}

/**
 * Text a merchant types in a form (a cancel reason, a rate's name, a carrier's name…), as a zod field: made plain
 * (above), trimmed, then at most `max` characters — a longer text is an issue with code "too_big" that the form
 * turns into a message, never cut short. `required` refuses an empty text ("too_small").
 */
export function plainTextField(max: number, { required = false, label = "text" } = {}) {
  const plain = z.string().trim().max(max, `${label} may be at most ${max} characters`);
  return z
    .string()
    .transform(plainText)
    .pipe(required ? plain.min(1, `${label} must not be empty`) : plain);
}
