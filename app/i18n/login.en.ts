/** English texts of the login page (/auth/login, app/routes/auth.login.tsx), spread into en.ts; fr has the same keys. */
export const loginEn = {
  "login.title": "Log in to Delivery Connect",
  "login.intro": "Enter your store's domain to open the app in your Shopify admin.",
  "login.shop": "Store domain",
  "login.shopHelp": "For example awa-boutique.myshopify.com",
  "login.submit": "Log in",
  "login.error.MISSING_SHOP": "Enter your store's domain to log in.",
  "login.error.INVALID_SHOP": "This is not a Shopify store domain. Enter one such as awa-boutique.myshopify.com.",
};
