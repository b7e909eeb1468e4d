import { DEFAULT_LOCALE, localeFromTag } from "~/i18n";
import { isMessageKey, translate } from "~/i18n";
import type { MappingProblem } from "~/order-mapping";

/*
 * The mapping's problems in the merchant's language ("<field>: <what to do>"), texts under
 * `mappingProblem.*` in app/i18n. The field is Shopify's own name, the same in both languages.
 */
export function describeMappingProblems(problems: readonly MappingProblem[], locale: string): string {
  const language = localeFromTag(locale) ?? DEFAULT_LOCALE;
  return problems.map((problem) => `${problem.field}: ${describeOne(problem, language)}`).join("; ");
}

function describeOne(problem: MappingProblem, locale: "en" | "fr"): string {
  const params = problem.params ?? {};
  // Without a country the sentence names "the destination country" instead.
  const key =
    problem.code === "invalid_phone" && params.country === undefined
      ? "mappingProblem.invalid_phone.noCountry"
      : `mappingProblem.${problem.code}`;
  return isMessageKey(key) ? translate(locale, key, params) : problem.message;
}
