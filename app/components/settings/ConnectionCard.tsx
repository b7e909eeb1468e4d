import { Form, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, Card, Checkbox, Divider, FormLayout, Text, TextField } from "@shopify/polaris";
import { useEffect, useState, type ReactNode } from "react";
import { connectProblemMessage, type ConnectFormProblem } from "~/admin/browser";
import { CopyableField } from "~/components/CopyableField";
import { useI18n } from "~/i18n";

type Connection = {
  connected: boolean;
  apiKeyHint?: string | null;
  checkoutApiKeyHint?: string | null;
  scopes?: string[];
  originCountryCode?: string | null;
  webhookSecretCount?: number;
  validatedAt?: string | null;
  deliveryWebhookUrl?: string;
};

export type ConnectOutcome = { ok: true; scopes: string[] } | { ok: false; problem: ConnectFormProblem };

const EMPTY = { apiKey: "", checkoutApiKey: "", webhookSecret: "", webhookSecretPrevious: "" };

/**
 * The service key(s) and the delivery webhook: one form, since connectShop checks and stores them together. Once
 * connected with a signing secret stored, the fields fold away behind one button: the merchant rarely changes them.
 */
export function ConnectionCard({
  connection,
  outcome,
  children,
}: {
  connection: Connection;
  outcome?: ConnectOutcome;
  /** What the connection brings about (checkout's delivery options), at the card's foot. */
  children?: ReactNode;
}) {
  const { t, dateTime, country } = useI18n();
  const [values, setValues] = useState(EMPTY);
  const [removeCheckoutKey, setRemoveCheckoutKey] = useState(false);
  const [editing, setEditing] = useState(!connection.connected || !connection.webhookSecretCount);
  const submitting = useNavigation().formData?.get("intent") === "connect";
  useEffect(() => {
    if (outcome?.ok) setValues(EMPTY); // keys are never shown back once stored
  }, [outcome]);
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const problem = outcome && !outcome.ok ? outcome.problem : null;
  const errorFor = (field: string) => {
    if (!problem || problem.field !== field) return undefined;
    const { key, params } = connectProblemMessage(problem);
    return t(key, params);
  };
  // Keys and secrets: typed blind, never filled in by the browser, never shown back once stored.
  const secretField = (name: keyof typeof EMPTY, label: string, helpText: string, error?: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="off"
      value={values[name]}
      onChange={set(name)}
      helpText={helpText}
      error={error}
    />
  );
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="connect" />
      <Card>
        <BlockStack gap="400">
          {outcome?.ok && (
            <Banner tone="success" title={t("settings.connect.saved")}>
              <p>{t("settings.connect.scopes", { scopes: outcome.scopes.join(", ") })}</p>
            </Banner>
          )}
          {problem?.field === "shop" && (
            <Banner tone="critical">
              <p>{errorFor("shop")}</p>
            </Banner>
          )}
          <BlockStack gap="100">
            <Text as="p">
              {connection.connected
                ? t("settings.connect.connected", {
                    hint: connection.apiKeyHint ?? "",
                    at: dateTime(connection.validatedAt),
                    country: country(connection.originCountryCode),
                  })
                : t("settings.connect.notConnected")}
            </Text>
            <Text as="p" tone="subdued">
              {t(
                connection.webhookSecretCount === 2
                  ? "settings.webhook.storedTwo"
                  : connection.webhookSecretCount === 1
                    ? "settings.webhook.storedOne"
                    : "settings.webhook.storedNone",
              )}
            </Text>
          </BlockStack>
          {connection.connected && !connection.checkoutApiKeyHint && !connection.scopes?.includes("checkout:rates") && (
            <Banner tone="warning">
              <p>{t("settings.connect.noCheckoutScope")}</p>
            </Banner>
          )}
          {!editing ? (
            <div>
              <Button onClick={() => setEditing(true)} disclosure="down">
                {t("settings.connect.change")}
              </Button>
            </div>
          ) : (
            <>
              <FormLayout>
                {secretField(
                  "apiKey",
                  t("settings.connect.apiKey"),
                  connection.connected ? t("settings.connect.apiKeyKeep") : t("settings.connect.apiKeyHelp"),
                  errorFor("apiKey"),
                )}
                {secretField(
                  "checkoutApiKey",
                  t("settings.connect.checkoutKey"),
                  connection.checkoutApiKeyHint
                    ? t("settings.connect.checkoutKeyStored", { hint: connection.checkoutApiKeyHint })
                    : t("settings.connect.checkoutKeyHelp"),
                  errorFor("checkoutApiKey"),
                )}
                {connection.checkoutApiKeyHint && (
                  <Checkbox
                    label={t("settings.connect.removeCheckoutKey")}
                    name="removeCheckoutKey"
                    checked={removeCheckoutKey}
                    onChange={setRemoveCheckoutKey}
                  />
                )}
              </FormLayout>
              <Text as="h3" variant="headingSm">
                {t("settings.webhook.title")}
              </Text>
              <Text as="p">{t("settings.webhook.instructions")}</Text>
              {connection.deliveryWebhookUrl && (
                <CopyableField label={t("settings.webhook.url")} value={connection.deliveryWebhookUrl} />
              )}
              <FormLayout>
                {secretField(
                  "webhookSecret",
                  t("settings.webhook.secret"),
                  t("settings.webhook.secretHelp"),
                  errorFor("webhookSecrets"),
                )}
                {secretField(
                  "webhookSecretPrevious",
                  t("settings.webhook.previousSecret"),
                  t("settings.webhook.previousSecretHelp"),
                )}
              </FormLayout>
              <div>
                <Button submit variant="primary" loading={submitting}>
                  {t("settings.connect.submit")}
                </Button>
              </div>
            </>
          )}
          {children && (
            <>
              <Divider />
              {children}
            </>
          )}
        </BlockStack>
      </Card>
    </Form>
  );
}
