import { ShopifyAdminError, ShopifyErrorCode } from "./admin-graphql.server";

/*
 * The one way a mutation's userErrors are read (docs/reference/shopify-facts.md §2.2): Shopify answers
 * 200 with the refusal in the payload. A caller that can act on a refusal takes the result; a caller
 * for which a refusal is final lets `refuseOnUserErrors` raise it in the error family (app/jobs/errors.ts).
 */
export type UserError = { field?: string[] | null; message: string; code?: string | null };

export type MutationResult = { ok: true; id: string } | { ok: false; errors: string[] };

/** A mutation's payload: the object it created or changed (under `Key`) beside its userErrors. */
type PayloadWith<Key extends string> = { userErrors: readonly UserError[] } & { [key in Key]?: { id: string } | null };

/** ok with the id of the payload's `object`, or the refusal's messages (none for a missing payload). */
export function mutationResult<Key extends string>(
  payload: PayloadWith<Key> | null | undefined,
  object: Key,
): MutationResult {
  const id = payload?.[object]?.id;
  const userErrors = payload?.userErrors ?? [];
  return userErrors.length === 0 && id
    ? { ok: true, id }
    : { ok: false, errors: userErrors.map((error) => error.message) };
}

/**
 * A mutation's payload, which the schema types as nullable: Shopify leaves it out only beside top-level
 * errors (raised before this), so a missing one is a refusal, never a silent success.
 */
export function payloadOf<T>(payload: T | null | undefined, what: string): T {
  if (payload == null)
    throw new ShopifyAdminError(`Shopify answered without a result to ${what}.`, ShopifyErrorCode.REFUSED, false);
  return payload;
}

/** Raises a refusal as a ShopifyAdminError that retrying cannot help: "Shopify refused to <what>: …". */
export function refuseOnUserErrors(userErrors: readonly UserError[], what: string): void {
  if (userErrors.length === 0) return;
  throw new ShopifyAdminError(
    `Shopify refused to ${what}: ${userErrors.map((error) => error.code ?? error.message).join("; ")}`,
    ShopifyErrorCode.REFUSED,
    false,
  );
}
