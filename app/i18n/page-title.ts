import type { MetaFunction } from "@remix-run/node";
import { DEFAULT_LOCALE, type Locale } from "./locale";
import { translate, type MessageKey } from "./translate";

const APP_NAME = "Delivery Connect";

/** The document title of an admin page, in the admin's language (the layout's loader knows it). */
export function pageTitle(key: MessageKey | ((data: unknown) => string)): MetaFunction {
  return ({ data, matches }) => {
    const layout = matches.find((match) => match.id === "routes/app")?.data as { locale?: Locale } | undefined;
    const title = typeof key === "function" ? key(data) : translate(layout?.locale ?? DEFAULT_LOCALE, key);
    return [{ title: `${title} · ${APP_NAME}` }];
  };
}
