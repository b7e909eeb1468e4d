import { z } from "zod";
import type { MessageKey } from "~/i18n";

/** The connection form. A blank key keeps the stored one; blank secrets keep the stored ones. */
export const ConnectFormSchema = z.object({
  apiKey: z.string().trim().default(""),
  checkoutApiKey: z.string().trim().default(""),
  removeCheckoutKey: z.literal("on").optional().catch(undefined),
  webhookSecret: z.string().trim().default(""),
  webhookSecretPrevious: z.string().trim().default(""),
});
export type ConnectForm = z.infer<typeof ConnectFormSchema>;

export type ConnectFormProblem = { field: string; code: string; message: string; missingScopes?: string[] };

const PROBLEM_MESSAGES: Record<string, MessageKey> = {
  API_KEY_REQUIRED: "settings.connect.error.apiKeyRequired",
  API_KEY_FORMAT: "settings.connect.error.apiKeyFormat",
  API_KEY_INVALID: "settings.connect.error.apiKeyInvalid",
  API_KEY_SCOPE_MISSING: "settings.connect.error.scopeMissing",
  TOO_MANY_SECRETS: "settings.connect.error.tooManySecrets",
  WEBHOOK_SECRET_FORMAT: "settings.connect.error.webhookSecretFormat",
  SHOP_NOT_INSTALLED: "settings.connect.error.shopNotInstalled",
};

/** The message to show next to the field, in the merchant's language; the service's own words for anything else. */
export function connectProblemMessage(problem: ConnectFormProblem): {
  key: MessageKey;
  params: Record<string, string>;
} {
  const key = PROBLEM_MESSAGES[problem.code] ?? "settings.connect.error.unknown";
  return {
    key,
    params: { scopes: (problem.missingScopes ?? []).join(", "), message: problem.message, code: problem.code },
  };
}
