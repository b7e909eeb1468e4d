import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlockStack, Card, Page, Text } from "@shopify/polaris";
import { getAppContext } from "~/context.server";
import { authenticate } from "~/shopify.server";
import { describeShopConnection } from "~/shops/describe-shop-connection.server";

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const { session } = await authenticate.admin(request);
  return describeShopConnection(getAppContext(), session.shop);
};

export default function Home() {
  const shop = useLoaderData<typeof loader>();
  return (
    <Page title="Delivery Connect">
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            {shop.connected ? "Connected to the delivery service" : "Not connected yet"}
          </Text>
          <Text as="p">Delivery webhook URL: {"deliveryWebhookUrl" in shop ? shop.deliveryWebhookUrl : "—"}</Text>
        </BlockStack>
      </Card>
    </Page>
  );
}
