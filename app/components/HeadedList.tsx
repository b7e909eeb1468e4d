import { BlockStack, List, Text } from "@shopify/polaris";
import type { Key, ReactNode } from "react";

type Props = { title: string; items: Array<{ key: Key; text: ReactNode }> };

/** A short bulleted list under its own h3 heading, such as an order's items or a document's corrections. */
export function HeadedList({ title, items }: Props) {
  return (
    <BlockStack gap="100">
      <Text as="h3" variant="headingSm">
        {title}
      </Text>
      <List>
        {items.map(({ key, text }) => (
          <List.Item key={key}>{text}</List.Item>
        ))}
      </List>
    </BlockStack>
  );
}
