import { useFetcher } from "@remix-run/react";
import { Banner, BlockStack, Button, Card, FormLayout, InlineStack, Select, Text, TextField } from "@shopify/polaris";
import { useEffect, useRef, useState } from "react";
import type { OrderActionOutcome, OrderActionName } from "~/admin/browser";
import { ConfirmModal } from "~/components/ConfirmModal";
import { CopyableField } from "~/components/CopyableField";
import { useI18n } from "~/i18n";
import { SubduedText } from "~/components/SubduedText";

const DESTRUCTIVE = new Set<OrderActionName>(["cancel", "recreate"]);

/** The order's actions, each confirmed in a modal first; the outcome is shown above the buttons. */
export function OrderActions({
  actions,
  paymentLinkUrl,
  today,
}: {
  actions: OrderActionName[];
  paymentLinkUrl: string | null;
  today: string;
}) {
  const { t, tValue, has } = useI18n();
  const fetcher = useFetcher<OrderActionOutcome>();
  const [open, setOpen] = useState<OrderActionName | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setOpen(null);
  }, [fetcher.state, fetcher.data]);
  const outcome = fetcher.data;
  const link = outcome?.ok && outcome.url ? outcome.url : paymentLinkUrl;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t("order.actions.title")}
        </Text>
        {outcome?.ok && (
          <Banner tone="success">
            <p>{tValue("order.actions.done", outcome.intent)}</p>
          </Banner>
        )}
        {outcome && !outcome.ok && (
          <Banner tone="critical" title={t("order.actions.failed")}>
            <p>
              {has("order.actions.error", outcome.code)
                ? tValue("order.actions.error", outcome.code)
                : outcome.message || outcome.code}
            </p>
            {has("advice", outcome.code) && <p>{tValue("advice", outcome.code)}</p>}
          </Banner>
        )}
        {link && (
          <CopyableField
            label={t("order.actions.paymentLink")}
            value={link}
            helpText={t("order.actions.paymentLinkHelp")}
          />
        )}
        {actions.length === 0 ? (
          <SubduedText>{t("order.actions.none")}</SubduedText>
        ) : (
          <InlineStack gap="200">
            {actions.map((action) => (
              <Button
                key={action}
                tone={DESTRUCTIVE.has(action) ? "critical" : undefined}
                onClick={() => setOpen(action)}
              >
                {tValue("order.actions.button", action)}
              </Button>
            ))}
          </InlineStack>
        )}
      </BlockStack>
      {open && (
        <ConfirmModal
          open
          title={tValue("order.actions.confirmTitle", open)}
          confirmLabel={tValue("order.actions.confirm", open)}
          destructive={DESTRUCTIVE.has(open)}
          loading={busy}
          onClose={() => setOpen(null)}
          onConfirm={() => formRef.current?.requestSubmit()}
        >
          <fetcher.Form method="post" ref={formRef}>
            <input type="hidden" name="intent" value={open} />
            <BlockStack gap="300">
              <Text as="p">{tValue("order.actions.explain", open)}</Text>
              <ActionFields action={open} today={today} />
            </BlockStack>
          </fetcher.Form>
        </ConfirmModal>
      )}
    </Card>
  );
}

function ActionFields({ action, today }: { action: OrderActionName; today: string }) {
  const { t, tValue } = useI18n();
  const [reason, setReason] = useState("");
  const [paidVia, setPaidVia] = useState("manual_cash");
  const [reference, setReference] = useState("");
  const [paidAt, setPaidAt] = useState(today);
  if (action === "cancel") {
    return (
      <TextField
        label={t("order.actions.cancelReason")}
        name="reason"
        autoComplete="off"
        value={reason}
        onChange={setReason}
        multiline={2}
      />
    );
  }
  if (action !== "recordPayment") return null;
  return (
    <FormLayout>
      <Select
        label={t("order.actions.paidVia")}
        name="paidVia"
        options={["manual_cash", "manual_bank_transfer", "manual_other"].map((value) => ({
          value,
          label: tValue("paidVia", value),
        }))}
        value={paidVia}
        onChange={setPaidVia}
      />
      <TextField
        label={t("order.actions.reference")}
        name="reference"
        autoComplete="off"
        value={reference}
        onChange={setReference}
        helpText={t("order.actions.referenceHelp")}
        requiredIndicator
      />
      <TextField
        label={t("order.actions.paidAt")}
        name="paidAt"
        type="date"
        autoComplete="off"
        value={paidAt}
        onChange={setPaidAt}
        requiredIndicator
      />
    </FormLayout>
  );
}
