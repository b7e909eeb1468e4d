/**
 * Shopify's province codes → region names, for the countries the service delivers to that Shopify
 * divides into provinces (spec §4: `regionName`, "send when known"). Shopify sends the code only
 * (docs/reference/shopify-facts.md §1.1); the service matches a region by name or by the store's code, so the name makes a
 * regional price apply whatever code convention the merchant's dashboard uses. Pure, a lookup in a
 * constant table: the checkout fast path (docs/decisions/012) pays nothing for it.
 *
 * Shopify's codes are the ISO 3166-2 subdivision codes without the country prefix. Countries the
 * service serves that Shopify does not divide (Côte d'Ivoire, Senegal, France…) send no province,
 * so there is nothing to map. South Africa lists both the current ISO codes and the older ones
 * (GT, NL) some stores still carry.
 */
const REGIONS: Record<string, Record<string, string>> = {
  NG: {
    AB: "Abia",
    AD: "Adamawa",
    AK: "Akwa Ibom",
    AN: "Anambra",
    BA: "Bauchi",
    BY: "Bayelsa",
    BE: "Benue",
    BO: "Borno",
    CR: "Cross River",
    DE: "Delta",
    EB: "Ebonyi",
    ED: "Edo",
    EK: "Ekiti",
    EN: "Enugu",
    FC: "Federal Capital Territory",
    GO: "Gombe",
    IM: "Imo",
    JI: "Jigawa",
    KD: "Kaduna",
    KN: "Kano",
    KT: "Katsina",
    KE: "Kebbi",
    KO: "Kogi",
    KW: "Kwara",
    LA: "Lagos",
    NA: "Nasarawa",
    NI: "Niger",
    OG: "Ogun",
    ON: "Ondo",
    OS: "Osun",
    OY: "Oyo",
    PL: "Plateau",
    RI: "Rivers",
    SO: "Sokoto",
    TA: "Taraba",
    YO: "Yobe",
    ZA: "Zamfara",
  },
  ZA: {
    EC: "Eastern Cape",
    FS: "Free State",
    GP: "Gauteng",
    GT: "Gauteng",
    KZN: "KwaZulu-Natal",
    NL: "KwaZulu-Natal",
    LP: "Limpopo",
    MP: "Mpumalanga",
    NW: "North West",
    NC: "Northern Cape",
    WC: "Western Cape",
  },
};

/** The region's name, or undefined for a country or code not in the table (the code is still sent). */
export function shopifyRegionName(countryCode: string, regionCode: string): string | undefined {
  const country = countryCode.toUpperCase();
  const regions = REGIONS[country];
  if (!regions) return undefined;
  // A prefixed code ("NG-LA") is the ISO form; compared as text, not with a RegExp built on every callback.
  const code = regionCode.trim().toUpperCase();
  return regions[code.startsWith(`${country}-`) ? code.slice(country.length + 1) : code];
}

/** The countries whose province codes are mapped (README "Checkout"). */
export const COUNTRIES_WITH_REGION_NAMES = Object.keys(REGIONS);
