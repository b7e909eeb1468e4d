import { en, type MessageKey } from "./en";
import { fr } from "./fr";
import { frenchTypography } from "./french-typography";
import type { Locale } from "./locale";

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

/*
 * French templates with French typography, made once per process: the rule applies to the template, so the values
 * filled in (an order name, an amount, a URL) keep their own characters.
 */
const DICTIONARIES: Record<Locale, Record<MessageKey, string>> = {
  en,
  fr: Object.fromEntries(Object.entries(fr).map(([key, text]) => [key, frenchTypography(text)])) as typeof fr,
};

/** The message in the locale's dictionary with `{name}` placeholders filled; unknown placeholders stay visible. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = DICTIONARIES[locale][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Keys that have a singular and a plural form: `x.one` / `x.other`. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.one` ? Base : never) : never;

/** One rule set per language, made once: CLDR's plural rules as the runtime knows them. */
const PLURAL_RULES: Record<Locale, Intl.PluralRules> = {
  en: new Intl.PluralRules("en"),
  fr: new Intl.PluralRules("fr"),
};

/**
 * Which of a count's two forms the language uses: English says "1 order" but "0 orders", French
 * "0 commande" and "1 commande". The catalogues hold only `one` and `other`; any other CLDR
 * category (French "many" for whole millions) reads as `other`, which is what French writes there.
 */
export function pluralForm(locale: Locale, count: number): "one" | "other" {
  return PLURAL_RULES[locale].select(count) === "one" ? "one" : "other";
}

/** `{count}` is filled in and the form chosen by the language's plural rules. */
export function translatePlural(locale: Locale, key: PluralKey, count: number, params: MessageParams = {}): string {
  return translate(locale, `${key}.${pluralForm(locale, count)}` as MessageKey, { count, ...params });
}

/** A key built at run time from a value (a state, a code), if the dictionary has it. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}
