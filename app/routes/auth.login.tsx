import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { LoginErrorType } from "@shopify/shopify-app-remix/server";
import { readForm } from "~/http";
import { DEFAULT_LOCALE, localeFromTag, translate, type Locale, type MessageKey } from "~/i18n";

/*
 * The login page Shopify's library sends a merchant to (`/auth/login`, its login path) when the app is opened
 * without a session outside the admin: a form for the store's domain, which `login` turns into a redirect to
 * Shopify's install page for that store. Without this route `/auth/login` went to `auth.$.tsx`, whose
 * `authenticate.admin` refuses the login path itself (a 500). A missing or invalid domain is said on the page.
 */

type LoginProblem = "MISSING_SHOP" | "INVALID_SHOP";

/** The browser's first language we speak, else English: nothing else says who is logging in. */
function pageLocale(request: Request): Locale {
  for (const tag of (request.headers.get("accept-language") ?? "").split(",")) {
    const locale = localeFromTag(tag.split(";")[0]?.trim());
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The problem `login` names, if any: it throws its redirect when the domain is good. */
function problemOf(errors: { shop?: LoginErrorType }): LoginProblem | null {
  if (errors.shop === LoginErrorType.MissingShop) return "MISSING_SHOP";
  if (errors.shop === LoginErrorType.InvalidShop) return "INVALID_SHOP";
  return null;
}

export const meta: MetaFunction = () => [{ title: "Delivery Connect" }];

// GET: the form, or with `?shop=` the same redirect (Shopify's own links carry it).
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const problem = problemOf(await context.shopify.login(request));
  return data({ locale: pageLocale(request), problem }, { status: problem ? 400 : 200 });
};

export const action = async ({ request, context }: ActionFunctionArgs) => {
  // Read within the admin forms' bound; `login` is then handed a request holding only the domain.
  const form = await readForm(request);
  const shop = form.get("shop");
  const body = new URLSearchParams({ shop: typeof shop === "string" ? shop.trim() : "" });
  const problem = problemOf(await context.shopify.login(new Request(request.url, { method: "POST", body })));
  return data({ problem }, { status: 400 });
};

export default function Login() {
  const { locale, problem: loaded } = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>()?.problem ?? loaded;
  const t = (key: MessageKey) => translate(locale, key);
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: "28rem", margin: "4rem auto", lineHeight: 1.5 }}>
      <h1 style={{ fontSize: "1.25rem" }}>{t("login.title")}</h1>
      <p>{t("login.intro")}</p>
      <Form method="post" reloadDocument>
        <label htmlFor="shop" style={{ display: "block", fontWeight: 600 }}>
          {t("login.shop")}
        </label>
        <input
          id="shop"
          name="shop"
          type="text"
          autoComplete="on"
          placeholder="awa-boutique.myshopify.com"
          aria-describedby="shop-help"
          aria-invalid={problem ? true : undefined}
          style={{ width: "100%", padding: "0.5rem", boxSizing: "border-box" }}
        />
        <p id="shop-help" style={{ margin: "0.25rem 0 1rem", color: "#616161" }}>
          {t("login.shopHelp")}
        </p>
        {problem && (
          <p role="alert" style={{ color: "#8e1f0b" }}>
            {t(`login.error.${problem}`)}
          </p>
        )}
        <button type="submit">{t("login.submit")}</button>
      </Form>
    </main>
  );
}
