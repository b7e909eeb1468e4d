import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { sameOriginPath } from "~/http/browser";
import { translate } from "~/i18n";

export default function App() {
  // The page's language from the first byte: the admin pages' (the layout's loader reads it from Shopify's
  // `locale`), or the login page's (the browser's); a French page declared English is read with English rules.
  const admin = useRouteLoaderData<{ locale?: string }>("routes/app");
  const login = useRouteLoaderData<{ locale?: string }>("routes/auth.login");
  const locale = admin?.locale ?? login?.locale;
  return (
    <html lang={locale?.startsWith("fr") ? "fr" : "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <link rel="preconnect" href="https://cdn.shopify.com/" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The last resort for an error no page handled (Shopify's boundary in routes/app.tsx passes on
 * everything that is not its own). In both languages, because the merchant's locale may be what
 * failed to load; no error details, which are in the app's log (entry.server.tsx handleError).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>Delivery Connect</title>
        <Meta />
        <Links />
      </head>
      <body style={{ fontFamily: "system-ui, sans-serif", margin: "2rem", lineHeight: 1.5 }}>
        <main>
          <h1 style={{ fontSize: "1.25rem" }}>{translate("en", "rootError.title", { status })}</h1>
          <p>{translate("en", "rootError.body")}</p>
          <h2 lang="fr" style={{ fontSize: "1.25rem" }}>
            {translate("fr", "rootError.title", { status })}
          </h2>
          <p lang="fr">{translate("fr", "rootError.body")}</p>
          <p>
            <a href={sameOriginPath(pathname, search)}>
              {translate("en", "rootError.reload")} · {translate("fr", "rootError.reload")}
            </a>
          </p>
        </main>
        <Scripts />
      </body>
    </html>
  );
}
