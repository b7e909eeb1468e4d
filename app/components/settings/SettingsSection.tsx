import { BlockStack, Box, InlineGrid, Text } from "@shopify/polaris";
import type { ReactNode } from "react";

/**
 * One part of the settings page as Shopify's own settings lay it out: its title and what it is for beside the
 * cards on a wide screen (so the explanations cost no height), above them on a phone.
 */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <InlineGrid columns={{ xs: "1fr", md: "2fr 5fr" }} gap="400">
      <Box paddingInline={{ xs: "400", sm: "0" }}>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            {title}
          </Text>
          {description && (
            <Text as="p" tone="subdued">
              {description}
            </Text>
          )}
        </BlockStack>
      </Box>
      <BlockStack gap="400">{children}</BlockStack>
    </InlineGrid>
  );
}
