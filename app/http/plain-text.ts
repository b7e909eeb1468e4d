/*
 * Text from outside (Shopify's order payloads, checkout callbacks) is cleaned where it is parsed into
 * our domain: control characters (NUL, BEL, ESC, DEL, C1) and bidirectional overrides have no place
 * in a name or an address. They would reach the service's requests, our logs and the admin pages,
 * where an override can make one text read as another. Line breaks and tabs become a space.
 */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const INVISIBLE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function plainText(value: string): string {
  return value.replace(LINE_BREAKS, " ").replace(INVISIBLE_CONTROLS, "");
}
