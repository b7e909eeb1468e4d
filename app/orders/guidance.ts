/*
 * What the merchant should do about a refusal, by the service's stable error code (spec §7: code
 * never changes, messages may). The service's own message, in the merchant's language, is shown
 * next to it.
 */
type Guidance = { en: string; fr: string };

const GUIDANCE: Record<string, Guidance> = {
  VALIDATION_FAILED: { en: "Correct the fields named below in the Shopify order, then retry.", fr: "Corrigez les champs indiqués dans la commande Shopify, puis réessayez." },
  CUSTOMER_PHONE_INVALID: { en: "The phone number cannot be rung. Edit the shipping address phone in Shopify, then retry.", fr: "Le numéro ne peut pas être appelé. Modifiez le téléphone de l'adresse de livraison dans Shopify, puis réessayez." },
  CUSTOMER_BUSINESS_NAME_REQUIRED: { en: "A business order needs the company's legal name. Add it to the company in Shopify, then retry.", fr: "Une commande professionnelle exige la raison sociale. Ajoutez-la à l'entreprise dans Shopify, puis réessayez." },
  CUSTOMER_TYPE_B2C_HAS_BUSINESS_DETAILS: { en: "A consumer order carries business details. Remove them or make it a company order, then retry.", fr: "Une commande particulier porte des informations d'entreprise. Retirez-les ou passez-la en commande entreprise, puis réessayez." },
  CUSTOMER_TAX_ID_FORMAT: { en: "The buyer's tax number does not match the official format of their country. Correct it in Shopify, then retry.", fr: "Le numéro fiscal de l'acheteur ne respecte pas le format officiel de son pays. Corrigez-le dans Shopify, puis réessayez." },
  CROSS_BORDER_NOT_INCLUDED_IN_PLAN: { en: "Cross-border delivery is not active on your delivery account. Activate it in the delivery dashboard, then retry.", fr: "La livraison transfrontalière n'est pas active sur votre compte de livraison. Activez-la dans le tableau de bord, puis réessayez." },
  IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD: { en: "The service already holds this order with other details. Cancel it and send it again, or change it in the delivery dashboard.", fr: "Le service détient déjà cette commande avec d'autres informations. Annulez-la puis renvoyez-la, ou modifiez-la dans le tableau de bord." },
  API_KEY_INVALID: { en: "The delivery service no longer accepts the API key. Paste a new key in Settings; waiting orders are sent then.", fr: "Le service de livraison n'accepte plus la clé d'API. Collez une nouvelle clé dans les paramètres ; les commandes en attente partiront alors." },
  API_KEY_REQUIRED: { en: "No API key is set. Connect the delivery service in Settings.", fr: "Aucune clé d'API. Connectez le service de livraison dans les paramètres." },
  API_KEY_SCOPE_MISSING: { en: "The API key lacks a scope this needs. Create a key with every scope in the delivery dashboard and paste it in Settings.", fr: "La clé d'API n'a pas toutes les autorisations. Créez une clé complète dans le tableau de bord et collez-la dans les paramètres." },
  MAPPING_PROBLEM: { en: "The order cannot be sent as it is. Fix what is listed in Shopify, then retry.", fr: "La commande ne peut pas partir en l'état. Corrigez ce qui est indiqué dans Shopify, puis réessayez." },
  DISCONNECTED: { en: "Disconnected by the merchant: orders wait here until the delivery service is connected again in Settings.", fr: "Déconnecté par le marchand : les commandes attendent ici jusqu'à ce que le service de livraison soit reconnecté dans les paramètres." },
  NOT_CONNECTED: { en: "The shop is not connected to the delivery service: connect it in Settings and waiting orders are sent.", fr: "La boutique n'est pas connectée au service de livraison : connectez-la dans les paramètres et les commandes en attente partiront." },
  RETRIES_EXHAUSTED: { en: "The delivery service could not be reached after several attempts. Retry now or later.", fr: "Le service de livraison est resté injoignable après plusieurs tentatives. Réessayez maintenant ou plus tard." },
};

const FALLBACK: Guidance = { en: "The delivery service refused this. Check the message, fix the order, then retry.", fr: "Le service de livraison a refusé. Lisez le message, corrigez la commande, puis réessayez." };

export function guidanceFor(code: string | null | undefined, locale: string): string {
  const guidance = (code && GUIDANCE[code]) || FALLBACK;
  return locale.startsWith("fr") ? guidance.fr : guidance.en;
}
