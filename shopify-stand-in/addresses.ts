import type { CustomerRecord, MailingAddress, PurchasingCompanyRecord } from "./records";
import type { Store } from "./store";

export type AddressInput = {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
  countryCode: string;
  phone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

export type CustomerInput = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
};

export type CompanyInput = {
  name: string;
  locationName?: string;
  taxRegistrationId?: string | null;
  externalId?: string | null;
};

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

export function mailingAddress(store: Store, input: AddressInput): MailingAddress {
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ") || null;
  const country = countryNames.of(input.countryCode) ?? input.countryCode;
  const area = [input.city, input.provinceCode ?? input.province, country].filter(Boolean).join(", ");
  return {
    id: `${store.newGid("MailingAddress")}?model_name=Address`,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    name,
    company: input.company ?? null,
    address1: input.address1 ?? null,
    address2: input.address2 ?? null,
    city: input.city ?? null,
    province: input.province ?? null,
    provinceCode: input.provinceCode ?? null,
    zip: input.zip ?? null,
    country,
    countryCodeV2: input.countryCode,
    phone: input.phone ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    formatted: [
      input.company,
      input.address1,
      input.address2,
      [input.zip, input.city].filter(Boolean).join(" "),
      country,
    ].filter((line): line is string => Boolean(line)),
    formattedArea: area || null,
    coordinatesValidated: false,
  };
}

export function customerRecord(store: Store, shopDomain: string, input: CustomerInput): CustomerRecord {
  return store.register(shopDomain, {
    __typename: "Customer" as const,
    id: store.newGid("Customer"),
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    get displayName() {
      return [this.firstName, this.lastName].filter(Boolean).join(" ") || this.email || this.phone || "";
    },
  });
}

export function purchasingCompany(store: Store, input: CompanyInput): PurchasingCompanyRecord {
  return {
    __typename: "PurchasingCompany",
    company: {
      __typename: "Company",
      id: store.newGid("Company"),
      name: input.name,
      externalId: input.externalId ?? null,
    },
    location: {
      __typename: "CompanyLocation",
      id: store.newGid("CompanyLocation"),
      name: input.locationName ?? input.name,
      externalId: null,
      taxSettings: { taxRegistrationId: input.taxRegistrationId ?? null, taxExempt: false, taxExemptions: [] },
    },
    contact: null,
  };
}
