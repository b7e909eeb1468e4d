import type { loginEn } from "./login.en";

/** Textes français de la page de connexion (/auth/login) : exactement les clés de login.en.ts. */
export const loginFr: Record<keyof typeof loginEn, string> = {
  "login.title": "Se connecter à Delivery Connect",
  "login.intro": "Saisissez le domaine de votre boutique pour ouvrir l'application dans votre administration Shopify.",
  "login.shop": "Domaine de la boutique",
  "login.shopHelp": "Par exemple awa-boutique.myshopify.com",
  "login.submit": "Se connecter",
  "login.error.MISSING_SHOP": "Saisissez le domaine de votre boutique pour vous connecter.",
  "login.error.INVALID_SHOP":
    "Ce n'est pas un domaine de boutique Shopify. Saisissez-en un comme awa-boutique.myshopify.com.",
};
