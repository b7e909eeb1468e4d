import { BlockStack, Button, Card, Page, Text } from "@shopify/polaris";
import { useI18n } from "~/i18n";

/**
 * What a route shows for a 404, inside the app's frame: an order of another shop or one that no longer exists
 * (`kind` "order"), or an address under /app that no page has ("page").
 */
export function NotFoundPage({ backUrl, kind = "order" }: { backUrl: string; kind?: "order" | "page" }) {
  const { t } = useI18n();
  const texts =
    kind === "order"
      ? ({ heading: "notFound.heading", body: "notFound.body", action: "notFound.action" } as const)
      : ({ heading: "notFound.page.heading", body: "notFound.page.body", action: "notFound.page.action" } as const);
  return (
    <Page title={t("notFound.title")} backAction={{ content: t("common.back"), url: backUrl }}>
      <Card>
        <BlockStack gap="300" inlineAlign="start">
          <Text as="h2" variant="headingMd">
            {t(texts.heading)}
          </Text>
          <Text as="p">{t(texts.body)}</Text>
          <Button url={backUrl}>{t(texts.action)}</Button>
        </BlockStack>
      </Card>
    </Page>
  );
}
