/**
 * Encryption of secrets at rest.
 * The front door of app/secrets (docs/decisions/052): what other folders use. A module here is imported from another
 * folder only through this file.
 */
export { SecretDecryptionError, createSecretBox, secretHint } from "./encryption.server";
export type { SecretBox } from "./encryption.server";
