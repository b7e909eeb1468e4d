/** A complete production environment (every variable production requires), for tests to vary one variable at a time. */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  SHOPIFY_API_KEY: "client-id",
  SHOPIFY_API_SECRET: "client-secret",
  SHOPIFY_APP_URL: "https://app.example.com",
  DATABASE_URL: "postgresql://app@db:5432/app",
  DELIVERY_API_URL: "https://delivery.example.com",
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
};
