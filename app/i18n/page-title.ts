import type { MetaFunction } from "@remix-run/node";
import { DEFAULT_LOCALE, type Locale } from "./locale";
import { translate, type MessageKey } from "./translate";

const APP_NAME = "Delivery Connect";

/**
 * The document title of an admin page, in the admin's language (the layout's loader knows it). A page whose title
 * comes from its data and that has none (its loader answered 404) is titled "Not found"; never a bare "· App".
 */
export function pageTitle(key: MessageKey | ((data: unknown) => string)): MetaFunction {
  return ({ data, matches, error }) => {
    const layout = matches.find((match) => match.id === "routes/app")?.data as { locale?: Locale } | undefined;
    const locale = layout?.locale ?? DEFAULT_LOCALE;
    const title = typeof key === "function" ? key(data) : translate(locale, key);
    if (title) return [{ title: `${title} · ${APP_NAME}` }];
    const notFound = (error as { status?: unknown } | undefined)?.status === 404;
    return [{ title: notFound ? `${translate(locale, "notFound.title")} · ${APP_NAME}` : APP_NAME }];
  };
}
