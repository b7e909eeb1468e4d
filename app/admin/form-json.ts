/** A form field that carries JSON (the settings page's forms send theirs as one field): undefined when it is not. */
export function parseFormJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
