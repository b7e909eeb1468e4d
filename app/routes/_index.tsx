import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

// Shopify opens the app with ?shop=...; anything else is not for people.
export const loader = async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  if (url.searchParams.get("shop")) throw redirect(`/app?${url.searchParams.toString()}`);
  return new Response("Delivery Connect is a Shopify app: open it from your store's admin.", {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
};
