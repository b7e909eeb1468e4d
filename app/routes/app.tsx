import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { boundary } from "@shopify/shopify-app-remix/server";
import { AppProvider } from "@shopify/shopify-app-remix/react";
import polarisStyles from "@shopify/polaris/build/esm/styles.css?url";
import polarisEnglish from "@shopify/polaris/locales/en.json";
import polarisFrench from "@shopify/polaris/locales/fr.json";
import { useEffect } from "react";
import { requireAdmin } from "~/admin";
import { AppNavigation } from "~/components/AppNavigation";
import { countryList, I18nProvider } from "~/i18n";
import { loadShopTerms } from "~/shops";

// An inline icon: the app ships no favicon.ico, and a browser's request for it would fail loudly.
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23008060'/%3E%3C/svg%3E";

export const links = () => [
  { rel: "stylesheet", href: polarisStyles },
  { rel: "icon", href: ICON },
];

const POLARIS_TRANSLATIONS = { en: polarisEnglish, fr: polarisFrench };

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { shopDomain, locale, embedded } = await requireAdmin(context, request);
  const ctx = context.app;
  // Times in the shop's zone, amounts in its money format, on every page (docs/decisions/043).
  const shopTerms = await loadShopTerms(ctx, shopDomain);
  // Countries named by the server, in the viewer's language: the browser's Intl may name them otherwise.
  return { apiKey: ctx.env.SHOPIFY_API_KEY, locale, embedded, shopTerms, countries: countryList(locale) };
};

export default function App() {
  const { apiKey, locale, embedded, shopTerms, countries } = useLoaderData<typeof loader>();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <AppProvider isEmbeddedApp={embedded} apiKey={apiKey} i18n={POLARIS_TRANSLATIONS[locale]}>
      <I18nProvider locale={locale} shopTerms={shopTerms} countries={countries}>
        <AppNavigation embedded={embedded} />
        <Outlet />
      </I18nProvider>
    </AppProvider>
  );
}

// Shopify needs Remix to catch some thrown responses, so that their headers are included.
export function ErrorBoundary() {
  return boundary.error(useRouteError());
}

export const headers: HeadersFunction = (headersArgs) => boundary.headers(headersArgs);
