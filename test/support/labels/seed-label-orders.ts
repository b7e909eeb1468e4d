import { randomInt } from "node:crypto";
import { sealOrderPersonalData } from "~/order-record/order-personal-data.server";
import type { Stack } from "../../../stack/stack";

/**
 * An order of the shop as the app holds it once sent to the service (or still waiting, `sent: false`),
 * its buyer's details sealed as the app seals them: for label tests that need many orders quickly.
 */
export async function seedLabelOrder(
  stack: Pick<Stack, "db" | "secrets">,
  shopId: string,
  number: number,
  fields: { sent?: boolean; codAmountMinor?: number; shopifyOrderGid?: string } = {},
) {
  const sent = fields.sent ?? true;
  const request = {
    customer: { fullName: `Buyer ${number}`, phoneE164: "+2250707000000" },
    deliveryAddress: { freeTextAddress: `Rue ${number}`, city: "Abidjan", state: "Lagunes", countryCode: "CI" },
    items: [{ name: "Attiéké", quantity: 2, unitPriceMinor: 1_500_000 }],
  };
  return stack.db.orderSync.create({
    data: sealOrderPersonalData(stack.secrets, {
      shopId,
      shopifyOrderGid: fields.shopifyOrderGid ?? `gid://shopify/Order/${randomInt(1, 2 ** 47)}`,
      orderName: `#${number}`,
      externalOrderRef: `labels-${number}-${randomInt(1e6)}`,
      syncState: sent ? "SENT" : "PENDING",
      serviceOrderId: sent ? `ord_${number}` : null,
      shipmentId: sent ? `shp_${number}` : null,
      shipmentState: sent ? "created" : null,
      paymentPlan: "COD",
      paymentState: sent ? "COD_PENDING" : null,
      codAmountMinor: fields.codAmountMinor ?? 3_000_000,
      currency: "XOF",
      requestJson: JSON.stringify(request),
    }),
  });
}
