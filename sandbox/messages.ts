// English and French messages per stable code (spec §7: codes identical, messages localised).
// Codes marked "sandbox" are choices for cases the spec leaves "not shown" (README).
type Params = Record<string, unknown>;
type Message = (p: Params) => string;

export const ERROR_CATALOGUE: Record<string, { status: number; en: Message; fr: Message }> = {
  VALIDATION_FAILED: {
    status: 400,
    en: (p) => `The request is not valid: check ${list(p.fields)}.`,
    fr: (p) => `La requête n'est pas valide : vérifiez ${list(p.fields)}.`,
  },
  API_KEY_REQUIRED: {
    status: 401,
    en: () => "An API key is required: send it as 'Authorization: Bearer <key>' or 'X-API-Key: <key>'.",
    fr: () => "Une clé d'API est requise : envoyez-la dans 'Authorization: Bearer <clé>' ou 'X-API-Key: <clé>'.",
  },
  API_KEY_INVALID: {
    status: 401,
    en: () => "The API key is not valid.",
    fr: () => "La clé d'API n'est pas valide.",
  },
  API_KEY_SCOPE_MISSING: {
    status: 403,
    en: (p) => `The API key lacks the scope(s) ${list(p.missingScopes)}.`,
    fr: (p) => `Il manque à la clé d'API le ou les droits ${list(p.missingScopes)}.`,
  },
  IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD: {
    status: 409,
    en: () => "This Idempotency-Key was already used with a different request body.",
    fr: () => "Cette Idempotency-Key a déjà été utilisée avec un autre corps de requête.",
  },
  CROSS_BORDER_NOT_INCLUDED_IN_PLAN: {
    status: 403,
    en: () => "Cross-border delivery is not active on this account.",
    fr: () => "La livraison transfrontalière n'est pas active sur ce compte.",
  },
  CUSTOMER_BUSINESS_NAME_REQUIRED: {
    status: 400,
    en: () => "A B2B order needs customer.businessName.",
    fr: () => "Une commande B2B exige customer.businessName.",
  },
  CUSTOMER_TYPE_B2C_HAS_BUSINESS_DETAILS: {
    status: 400,
    en: () => "A B2C order cannot carry a business name or tax number.",
    fr: () => "Une commande B2C ne peut pas porter de raison sociale ni de numéro fiscal.",
  },
  CUSTOMER_TAX_ID_FORMAT: {
    status: 400,
    en: (p) => `The tax number does not match the official format of ${String(p.country)}.`,
    fr: (p) => `Le numéro fiscal ne respecte pas le format officiel de ${String(p.country)}.`,
  },
  CUSTOMER_PHONE_INVALID: {
    status: 400,
    en: () => "The customer's phone number cannot be rung.",
    fr: () => "Le numéro de téléphone du client ne peut pas être appelé.",
  },
  RATE_LIMITED: {
    // sandbox
    status: 429,
    en: (p) => `Too many requests for this API key; retry in ${String(p.retryAfterSeconds)} s.`,
    fr: (p) => `Trop de requêtes pour cette clé d'API ; réessayez dans ${String(p.retryAfterSeconds)} s.`,
  },
  ORDER_NOT_FOUND: {
    // sandbox
    status: 404,
    en: (p) => `No order matches '${String(p.reference)}'.`,
    fr: (p) => `Aucune commande ne correspond à '${String(p.reference)}'.`,
  },
  ORDER_NOT_CANCELLABLE: {
    // sandbox
    status: 409,
    en: (p) => `The order cannot be cancelled once its shipment is ${String(p.shipmentState)}.`,
    fr: (p) => `La commande ne peut plus être annulée : son envoi est à l'état ${String(p.shipmentState)}.`,
  },
  ORDER_ALREADY_PAID: {
    // sandbox
    status: 409,
    en: () => "The order has already been paid.",
    fr: () => "La commande est déjà payée.",
  },
  CASH_ALREADY_COLLECTED: {
    // sandbox
    status: 409,
    en: () => "Cash was already collected on delivery for this order.",
    fr: () => "Les espèces ont déjà été encaissées à la livraison pour cette commande.",
  },
  PAYMENT_LINK_NOT_ALLOWED_FOR_COD: {
    // sandbox
    status: 409,
    en: () => "A payment link cannot be requested for a cash-on-delivery order.",
    fr: () => "Un lien de paiement ne peut pas être demandé pour une commande en paiement à la livraison.",
  },
  ORDER_CANCELLED: {
    // sandbox
    status: 409,
    en: () => "The order is cancelled.",
    fr: () => "La commande est annulée.",
  },
  ROUTE_NOT_FOUND: {
    // sandbox
    status: 404,
    en: (p) => `No endpoint ${String(p.method)} ${String(p.path)}.`,
    fr: (p) => `Aucun point d'accès ${String(p.method)} ${String(p.path)}.`,
  },
  METHOD_NOT_ALLOWED: {
    // sandbox
    status: 405,
    en: (p) => `Method ${String(p.method)} is not allowed on ${String(p.path)}.`,
    fr: (p) => `La méthode ${String(p.method)} n'est pas autorisée sur ${String(p.path)}.`,
  },
  PAYLOAD_TOO_LARGE: {
    // sandbox
    status: 413,
    en: () => "The request body is too large.",
    fr: () => "Le corps de la requête est trop volumineux.",
  },
  SANDBOX_STATE_CONFLICT: {
    // sandbox control API only
    status: 409,
    en: (p) => String(p.reason),
    fr: (p) => String(p.reason),
  },
  SANDBOX_NOT_FOUND: {
    // sandbox control API only
    status: 404,
    en: (p) => `No ${String(p.what)} '${String(p.id)}'.`,
    fr: (p) => `Aucun(e) ${String(p.what)} '${String(p.id)}'.`,
  },
  SANDBOX_FAULT: {
    // injected by POST /__sandbox/faults
    status: 500,
    en: () => "The service failed to answer (injected fault).",
    fr: () => "Le service n'a pas pu répondre (panne simulée).",
  },
};

function list(value: unknown): string {
  return Array.isArray(value) && value.length > 0 ? value.join(", ") : "the request body";
}
