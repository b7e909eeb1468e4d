import type { MappingProblem, MappingProblemCode } from "~/sync/mapping-problem";

/*
 * The mapping's problems in the merchant's language, as they are stored for the order page and the
 * dashboard ("<field>: <what to do>"). The field is Shopify's own name, the same in both languages.
 */
type Text = (params: Record<string, string>) => string;

const TEXTS: Record<MappingProblemCode, { en: Text; fr: Text }> = {
  missing_name: { en: () => "The order has no recipient name.", fr: () => "La commande n'a pas de nom de destinataire." },
  missing_phone: {
    en: () => "The order has no phone number; the delivery code is sent by phone. Add one to the shipping address.",
    fr: () => "La commande n'a pas de numéro de téléphone ; le code de livraison est envoyé par téléphone. Ajoutez-en un à l'adresse de livraison.",
  },
  invalid_phone: {
    en: ({ country }) => `This phone number cannot be rung from ${country ?? "the destination country"}; correct it in the order.`,
    fr: ({ country }) => `Ce numéro ne peut pas être appelé depuis ${country ?? "le pays de destination"} ; corrigez-le dans la commande.`,
  },
  missing_address: {
    en: () => "The shipping address has no street or place; add one so the rider can find the door.",
    fr: () => "L'adresse de livraison n'a ni rue ni lieu ; ajoutez-en un pour que le livreur trouve la porte.",
  },
  missing_city: { en: () => "The shipping address has no city.", fr: () => "L'adresse de livraison n'a pas de ville." },
  missing_state: { en: () => "The shipping address has no region, province or city.", fr: () => "L'adresse de livraison n'a ni région, ni province, ni ville." },
  missing_country: { en: () => "The shipping address has no country.", fr: () => "L'adresse de livraison n'a pas de pays." },
  missing_business_name: {
    en: () => "The order's company has no name; a business order needs its legal name.",
    fr: () => "L'entreprise de la commande n'a pas de nom ; une commande professionnelle exige sa raison sociale.",
  },
  no_items: { en: () => "No item of the order needs shipping.", fr: () => "Aucun article de la commande n'est à expédier." },
  presentment_currency_differs: {
    en: ({ paid, shop }) => `The buyer paid in ${paid} but amounts are in ${shop}; collect the payment by hand.`,
    fr: ({ paid, shop }) => `L'acheteur a payé en ${paid} mais les montants sont en ${shop} ; encaissez le paiement vous-même.`,
  },
};

export function describeMappingProblems(problems: readonly MappingProblem[], locale: string): string {
  const language = locale.startsWith("fr") ? "fr" : "en";
  return problems.map((problem) => `${problem.field}: ${TEXTS[problem.code]?.[language](problem.params ?? {}) ?? problem.message}`).join("; ");
}
