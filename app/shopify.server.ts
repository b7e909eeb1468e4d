import { processWiring } from "./context.server";
import { API_VERSION } from "~/shopify";

/**
 * The web process's Shopify app object (the one its context's Admin API access goes through), where the Remix
 * template's routes import it: part of the wiring (docs/decisions/050). Domain code uses ctx.shopifyAdmin.
 *
 * Built at first use, never at import: a module that merely imports this one (a front door does, for the CLI's
 * commands) must not wire the process. Wired at import, `npm run cli -- --help` on a database without tables
 * opened Shopify's session storage, which polled for its table and then crashed the run (seen in the demo).
 */
export { API_VERSION };

const shopify = () => processWiring().shopifyApp().shopify;

type Shopify = ReturnType<typeof shopify>;

export const authenticate: Shopify["authenticate"] = {
  admin: (request) => shopify().authenticate.admin(request),
  flow: (request) => shopify().authenticate.flow(request),
  fulfillmentService: (request) => shopify().authenticate.fulfillmentService(request),
  public: {
    appProxy: (request) => shopify().authenticate.public.appProxy(request),
    checkout: (request, options) => shopify().authenticate.public.checkout(request, options),
    customerAccount: (request, options) => shopify().authenticate.public.customerAccount(request, options),
    pos: (request, options) => shopify().authenticate.public.pos(request, options),
  },
  webhook: (request) => shopify().authenticate.webhook(request),
};

/** The login route's step (`/auth/login`, app/routes/auth.login.tsx): a shop's domain to Shopify's install page. */
export const login: Shopify["login"] = (request) => shopify().login(request);

export const addDocumentResponseHeaders: Shopify["addDocumentResponseHeaders"] = (request, headers) =>
  shopify().addDocumentResponseHeaders(request, headers);
