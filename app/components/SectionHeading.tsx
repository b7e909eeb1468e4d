import { Text } from "@shopify/polaris";
import { SubduedText } from "~/components/SubduedText";

/** A section inside a card: its h3 title and the subdued line that explains it. */
export function SectionHeading({ title, help }: { title: string; help: string }) {
  return (
    <>
      <Text as="h3" variant="headingSm">
        {title}
      </Text>
      <SubduedText>{help}</SubduedText>
    </>
  );
}
