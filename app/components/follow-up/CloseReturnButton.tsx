import { useFetcher } from "@remix-run/react";
import { Button, InlineStack, Text } from "@shopify/polaris";
import type { FollowUpResult } from "~/follow-up/browser";
import { useI18n } from "~/i18n";

/** Closes a returned cash-on-delivery parcel: it leaves the ledger, the time is recorded on the order. */
export function CloseReturnButton({ orderId, label }: { orderId: string; label: string }) {
  const { tValue } = useI18n();
  const fetcher = useFetcher<FollowUpResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" action={`/app/follow-up/${orderId}`} data-close-return={orderId}>
      <input type="hidden" name="intent" value="close-return" />
      <InlineStack gap="200" blockAlign="center">
        <Button submit size="slim" loading={fetcher.state !== "idle"}>
          {label}
        </Button>
        {result && !result.ok && (
          <Text as="span" tone="critical">
            {tValue("followUp.problem", result.code)}
          </Text>
        )}
      </InlineStack>
    </fetcher.Form>
  );
}
