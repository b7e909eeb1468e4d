import { ShopifyAdminError, ShopifyErrorCode } from "./admin-graphql.server";

/*
 * The one reading of a mutation's answer (docs/reference/shopify-facts.md §2.2): Shopify answers 200
 * with the refusal in the payload's userErrors. `mutationResult` reads it into a value; a caller
 * that can act on a refusal (tell the merchant, read the order back) branches on it, and a caller
 * for which a refusal is final hands it to `doneOrThrow`, which raises it as a ShopifyAdminError
 * that retrying cannot help (docs/decisions/030-one-error-family.md).
 */
export type UserError = { field?: readonly string[] | null; message: string; code?: string | null };

/** Shopify did it (`value`: the payload, or the object it made or changed), or refused (`errors`: its words). */
export type MutationResult<T = { id: string }> =
  { ok: true; value: T } | { ok: false; errors: string[]; userErrors: readonly UserError[] };

type Refused = Extract<MutationResult<unknown>, { ok: false }>;
type Payload = { userErrors: readonly UserError[] };

/** What a refusal says when Shopify left the payload (or the object asked for) out, beside no userErrors. */
const NO_RESULT = "Shopify answered without a result.";

/**
 * The mutation's payload, which the schema types as nullable (Shopify leaves it out only beside
 * top-level errors, raised before this), read into a result: ok when Shopify raised no userErrors
 * and, if `object` is named, gave that object. A missing payload or object is a refusal, never a
 * silent success.
 */
export function mutationResult<P extends Payload>(payload: P | null | undefined): MutationResult<P>;
export function mutationResult<P extends Payload, K extends keyof P>(
  payload: P | null | undefined,
  object: K,
): MutationResult<NonNullable<P[K]>>;
export function mutationResult(
  payload: (Payload & Record<string, unknown>) | null | undefined,
  object?: string,
): MutationResult<unknown> {
  if (payload == null) return refused([]);
  if (payload.userErrors.length > 0) return refused(payload.userErrors);
  if (object === undefined) return { ok: true, value: payload };
  const value = payload[object];
  return value == null ? refused([]) : { ok: true, value };
}

/** The value of a mutation Shopify did; a refusal raised as a ShopifyAdminError that retrying cannot help. */
export function doneOrThrow<T>(result: MutationResult<T>, what: string): T {
  if (result.ok) return result.value;
  throw refusalError(result, what);
}

/** "Shopify refused to <what>: <its codes or words>", final (retryable false, code SHOPIFY_REFUSED). */
export function refusalError(result: Refused, what: string): ShopifyAdminError {
  const said = result.userErrors.map((error) => error.code ?? error.message).join("; ");
  return new ShopifyAdminError(
    said ? `Shopify refused to ${what}: ${said}` : `Shopify answered without a result to ${what}.`,
    ShopifyErrorCode.REFUSED,
    false,
  );
}

function refused(userErrors: readonly UserError[]): Refused {
  return {
    ok: false,
    userErrors,
    errors: userErrors.length > 0 ? userErrors.map((error) => error.message) : [NO_RESULT],
  };
}
