import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";

export default function App() {
  // The admin pages' language (the layout's loader reads it from Shopify's `locale`), from the first byte.
  const admin = useRouteLoaderData<{ locale?: string }>("routes/app");
  return (
    <html lang={admin?.locale?.startsWith("fr") ? "fr" : "en"}>
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
