import { en, type MessageKey } from "./en";
import { fr } from "./fr";
import type { Locale } from "./locale";

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

const DICTIONARIES: Record<Locale, Record<MessageKey, string>> = { en, fr };

/** The message in the locale's dictionary with `{name}` placeholders filled; unknown placeholders stay visible. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = DICTIONARIES[locale][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Keys that have a singular and a plural form: `x.one` / `x.other`. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.one` ? Base : never) : never;

/** `{count}` is filled in; English uses the singular for 1, French for 0 and 1. */
export function translatePlural(locale: Locale, key: PluralKey, count: number, params: MessageParams = {}): string {
  const singular = locale === "fr" ? count < 2 : count === 1;
  return translate(locale, `${key}.${singular ? "one" : "other"}` as MessageKey, { count, ...params });
}

/** A key built at run time from a value (a state, a code), if the dictionary has it. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}
