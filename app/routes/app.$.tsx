import type { LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { boundary } from "@shopify/shopify-app-remix/server";
import { requireAdmin } from "~/admin";
import { NotFoundPage } from "~/components/NotFoundPage";
import { pageTitle } from "~/i18n";

export const meta = pageTitle("notFound.title");

// An address under /app that no page has: Shopify's authentication as for any page, then a 404 shown inside the
// app's frame (its navigation, the viewer's language), not the root's bare bilingual error page.
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  await requireAdmin(context, request);
  throw new Response("Not found", { status: 404 });
};

export default function UnknownPage() {
  return <NotFoundPage kind="page" backUrl="/app" />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage kind="page" backUrl="/app" />;
  return boundary.error(error);
}
