/**
 * Why an order cannot be handed to the service as it stands. Each problem names the Shopify
 * field to correct, so the order can wait in "needs attention" with a message a merchant can act on.
 */
export type MappingProblemCode =
  | "missing_name"
  | "missing_phone"
  | "invalid_phone"
  | "missing_address"
  | "missing_city"
  | "missing_state"
  | "missing_country"
  | "missing_business_name"
  | "no_items"
  | "presentment_currency_differs";

/** `message` is English; `params` carry what a translation needs (app/problems/describe-mapping-problem.ts). */
export type MappingProblem = {
  field: string;
  code: MappingProblemCode;
  message: string;
  params?: Record<string, string>;
};

/** Trimmed text, or undefined when empty or absent. */
export function present(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** "Awa" + "Koné" → "Awa Koné"; undefined when both are empty. */
export function joinName(first: string | null | undefined, last: string | null | undefined): string | undefined {
  return present([present(first), present(last)].filter(Boolean).join(" "));
}
