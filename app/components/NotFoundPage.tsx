import { BlockStack, Button, Card, Page, Text } from "@shopify/polaris";
import { useI18n } from "~/i18n";

/** What a route shows for a 404 it threw itself (an order of another shop, or one that no longer exists). */
export function NotFoundPage({ backUrl }: { backUrl: string }) {
  const { t } = useI18n();
  return (
    <Page title={t("notFound.title")} backAction={{ content: t("common.back"), url: backUrl }}>
      <Card>
        <BlockStack gap="300" inlineAlign="start">
          <Text as="h2" variant="headingMd">
            {t("notFound.heading")}
          </Text>
          <Text as="p">{t("notFound.body")}</Text>
          <Button url={backUrl}>{t("notFound.action")}</Button>
        </BlockStack>
      </Card>
    </Page>
  );
}
