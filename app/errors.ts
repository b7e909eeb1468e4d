/*
 * The root of every error the app throws on purpose (docs/decisions/030-one-error-family.md). A leaf:
 * imports nothing, so every folder can extend it, the service client in app/delivery included.
 */

/**
 * An error of ours: a stable `code` (logs, OrderSync.lastErrorCode and decisions read it, never the
 * message) and whether trying the same work again later may succeed (`retryable`). Each subclass
 * must say both, so the compiler refuses a new error class that does not; domain folders keep their
 * own subclasses (DeliveryError, ShopifyAdminError…), as shopify-api's `HttpRetriableError extends
 * ShopifyError`.
 */
export abstract class AppError extends Error {
  abstract readonly code: string;
  abstract readonly retryable: boolean;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    // `instanceof` holds for subclasses whatever the compilation target (shopify-api's ShopifyError does the same).
    Object.setPrototypeOf(this, new.target.prototype);
    // The class's own name in logs and stacks; a subclass that sets `name` itself keeps it.
    this.name = new.target.name;
  }
}

/**
 * Whether running the work again may succeed: false only when the error says so. Errors that are
 * not ours (a dropped database connection, a bug) may pass, so they are retried, and the job
 * runner bounds the attempts. Read on the contract (a string `code` and a boolean `retryable`), not
 * on `instanceof`: a module can be evaluated twice in one process (Vite's dev server evaluates a
 * changed module again, while the job worker started earlier keeps the first copy), and a class
 * from one copy is not the class of the other.
 */
export function retryHelps(error: unknown): boolean {
  return !isAppError(error) || error.retryable;
}

/** An error keeping AppError's contract, whichever copy of this module made it. */
export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { retryable?: unknown }).retryable === "boolean"
  );
}
