/**
 * The Shopify buyer → the service's `customerType` and `customer` (spec §2 Customer,
 * spec §4 POST /orders rules 2–7).
 */
import { z } from "zod";
import type { CustomerParams } from "~/delivery";
import { joinName, present, type MappingProblem } from "./mapping-problem";
import { chooseCustomerPhone } from "./phone";
import type { B2bBuyer, ShopifyOrder } from "./shopify-order";

const EmailSchema = z.email();

export type MappedCustomer = { customerType?: "B2B"; customer: CustomerParams };

/**
 * The recipient's name: the shipping address (who receives the parcel), then the Shopify
 * customer, then the billing address.
 */
function fullNameOf(order: ShopifyOrder): string | undefined {
  const ship = order.shipping_address;
  const bill = order.billing_address;
  return (
    present(ship?.name) ??
    joinName(ship?.first_name, ship?.last_name) ??
    joinName(order.customer?.first_name, order.customer?.last_name) ??
    present(bill?.name) ??
    joinName(bill?.first_name, bill?.last_name)
  );
}

/**
 * Buyer type, decided from facts only (spec §4 rule 7: nothing is guessed from a name, e-mail
 * or address):
 * - Shopify B2B order (company name from GraphQL purchasingEntity) → `customerType: "B2B"`,
 *   `businessName`, `taxId` when the company location has one, and the buyer `countryCode`
 *   (billing, then shipping country). Stating B2B lets the service check the tax number
 *   (rule 5); a refusal with CUSTOMER_TAX_ID_FORMAT then reaches the merchant as a fixable error.
 * - Any other order → `customerType` omitted and no `businessName`/`taxId`, even when the
 *   address has a company line. Omitted, the service never refuses over buyer details and
 *   records B2C because no tax number is sent (rule 6); stating "B2C" would add a refusal path
 *   (rule 4) and no information.
 *
 * `b2b` must be given (an object, or null for "looked up, not B2B") whenever `order.company`
 * is set: a company order sent without its company would be invoiced as a consumer.
 */
export function mapCustomer(
  order: ShopifyOrder,
  b2b: B2bBuyer | null | undefined,
): { ok: true; value: MappedCustomer } | { ok: false; problems: MappingProblem[] } {
  if (order.company && b2b === undefined) {
    throw new TypeError(`Order ${order.admin_graphql_api_id} belongs to a company: pass its B2B details (or null).`);
  }
  const problems: MappingProblem[] = [];
  const fullName = fullNameOf(order);
  if (!fullName)
    problems.push({
      field: "shipping_address.name",
      code: "missing_name",
      message: "The order has no recipient name.",
    });
  const destination = present(order.shipping_address?.country_code) ?? present(order.billing_address?.country_code);
  const phone = chooseCustomerPhone(
    [
      { field: "shipping_address.phone", value: order.shipping_address?.phone },
      { field: "customer.phone", value: order.customer?.phone },
      { field: "billing_address.phone", value: order.billing_address?.phone },
      { field: "phone", value: order.phone },
    ],
    destination,
  );
  if (!phone.ok)
    problems.push({
      field: phone.field,
      code: phone.code,
      message: phone.message,
      ...(phone.params && { params: phone.params }),
    });
  const businessName = present(b2b?.companyName);
  if (b2b && !businessName)
    problems.push({
      field: "company.name",
      code: "missing_business_name",
      message: "The order's company has no name; a B2B order needs one (spec CUSTOMER_BUSINESS_NAME_REQUIRED).",
    });
  if (!fullName || !phone.ok || problems.length > 0) return { ok: false, problems };

  const emailText = present(order.customer?.email) ?? present(order.email);
  // E-mail is optional (spec §2); a malformed one is dropped rather than holding the delivery.
  const email = emailText && EmailSchema.safeParse(emailText).success ? emailText : undefined;
  const customer: CustomerParams = { fullName, phoneE164: phone.phoneE164, ...(email && { email }) };
  if (!businessName) return { ok: true, value: { customer } };
  const taxId = present(b2b?.taxRegistrationId);
  const countryCode = (
    present(order.billing_address?.country_code) ?? present(order.shipping_address?.country_code)
  )?.toUpperCase();
  return {
    ok: true,
    value: {
      customerType: "B2B",
      customer: { ...customer, businessName, ...(taxId && { taxId }), ...(countryCode && { countryCode }) },
    },
  };
}
