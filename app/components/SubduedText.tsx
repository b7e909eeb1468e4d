import { Text } from "@shopify/polaris";
import type { ReactNode } from "react";

/** A muted paragraph: the empty states and explanations the admin cards show under their content. */
export function SubduedText({ children }: { children: ReactNode }) {
  return (
    <Text as="p" tone="subdued">
      {children}
    </Text>
  );
}
