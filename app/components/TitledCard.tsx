import { BlockStack, Card, Text, type BlockStackProps } from "@shopify/polaris";
import type { ReactNode } from "react";

type Props = { title: ReactNode; gap?: BlockStackProps["gap"]; children?: ReactNode };

/** The frame every admin card shares: a card whose stack opens with its h2 title. */
export function TitledCard({ title, gap = "300", children }: Props) {
  return (
    <Card>
      <BlockStack gap={gap}>
        <Text as="h2" variant="headingMd">
          {title}
        </Text>
        {children}
      </BlockStack>
    </Card>
  );
}
