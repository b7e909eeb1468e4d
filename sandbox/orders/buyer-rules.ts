import { ApiError } from "../errors";
import type { Account, Buyer } from "../state";
import type { CreateOrderRequest } from "./create-order-schema";
import { checkTaxId } from "./tax-id-formats";

// spec §2: filing is switched on in no market, so no tax number is ever required.
const TAX_ID_STATUS = "NOT_REQUIRED";

export interface BuyerDecision {
  buyer: Buyer;
  taxIdFormatWarning: boolean;
}

// spec §4 POST /orders rules 3–7: the buyer's type, country and tax number.
export function decideBuyer(request: CreateOrderRequest, account: Account): BuyerDecision {
  const { customer } = request;
  // Rule 6: without a customerType the buyer's country is the billing address's, then the delivery
  // address's; with one, the customer's own countryCode ("sent on B2B orders", §2 Customer) comes first.
  // §2 Address: a missing countryCode on any address, billing included, is the merchant's own country.
  const fromAddresses = request.billingAddress
    ? (request.billingAddress.countryCode ?? account.countryCode)
    : (request.deliveryAddress.countryCode ?? account.countryCode);
  const customerCountry = request.customerType == null ? fromAddresses : (customer.countryCode ?? fromAddresses);
  const transactionScope = customerCountry === account.countryCode ? "DOMESTIC" : "CROSS_BORDER";
  const taxId = customer.taxId ?? null;
  const base = { customerCountry, transactionScope, taxId, taxIdStatus: TAX_ID_STATUS };

  if (request.customerType == null) {
    // Rule 6: never refused over buyer details. B2B when the tax number holds a digit; a business
    // without a name is invoiced to the person; an unusual tax number is kept and flagged for review.
    const isBusiness = taxId !== null && /\d/.test(taxId);
    const check = taxId === null ? "no-format" : checkTaxId(customerCountry, taxId);
    return {
      buyer: {
        ...base,
        customerType: isBusiness ? "B2B" : "B2C",
        businessName: isBusiness ? (customer.businessName ?? customer.fullName) : (customer.businessName ?? null),
      },
      taxIdFormatWarning: check === "invalid" || check === "secondary",
    };
  }

  if (request.customerType === "B2C") {
    // Rule 4: a consumer order carries no business details.
    if (customer.businessName || taxId) throw new ApiError("CUSTOMER_TYPE_B2C_HAS_BUSINESS_DETAILS");
    return { buyer: { ...base, customerType: "B2C", businessName: null }, taxIdFormatWarning: false };
  }

  // Rule 3, then rule 5 (official format refuses, secondary format warns).
  if (!customer.businessName) throw new ApiError("CUSTOMER_BUSINESS_NAME_REQUIRED");
  const check = taxId === null ? "no-format" : checkTaxId(customerCountry, taxId);
  if (check === "invalid") {
    throw new ApiError("CUSTOMER_TAX_ID_FORMAT", { details: { fields: ["customer.taxId"], country: customerCountry } });
  }
  return {
    buyer: { ...base, customerType: "B2B", businessName: customer.businessName },
    taxIdFormatWarning: check === "secondary",
  };
}
