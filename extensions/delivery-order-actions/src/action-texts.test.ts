import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { en as appEn } from "../../../app/i18n/en";
import { fr as appFr } from "../../../app/i18n/fr";
import { actionTexts } from "./action-texts";
import { ACTIONS } from "./order-actions-api";
import { LOCALE_FILES, localeFileTranslate, localeKeys } from "./testing/locale-file-i18n";

const APP = { en: appEn as Record<string, string>, fr: appFr as Record<string, string> };

describe("the order action's words", () => {
  test("the French file has every key of the English one, and no other", () => {
    expect(localeKeys(LOCALE_FILES.fr)).toEqual(localeKeys(LOCALE_FILES.en));
  });

  test.each(["en", "fr"] as const)("each action is confirmed with the app's own order-page words (%s)", (locale) => {
    const translate = localeFileTranslate(locale);
    for (const action of ACTIONS) {
      const texts = actionTexts(translate, action);
      expect(texts).toEqual({
        button: APP[locale][`order.actions.button.${action}`],
        confirmTitle: APP[locale][`order.actions.confirmTitle.${action}`],
        explain: APP[locale][`order.actions.explain.${action}`],
        confirm: APP[locale][`order.actions.confirm.${action}`],
        destructive: action === "cancel",
      });
    }
    expect(translate("cancelReason")).toBe(APP[locale]["order.actions.cancelReason"]);
  });

  test("the heading names the order, in both languages", () => {
    expect(localeFileTranslate("en")("heading", { order: "#1042" })).toBe("Delivery for #1042");
    expect(localeFileTranslate("fr")("heading", { order: "#1042" })).toBe("Livraison de #1042");
  });
});

test("every key the extension's code reads is in both locale files", () => {
  const source = readFileSync(new URL("./OrderActionExtension.tsx", import.meta.url), "utf8");
  const keys = [...source.matchAll(/\bt\("([\w.]+)"/g)].map((match) => match[1]);
  expect(keys.length).toBeGreaterThan(5);
  for (const locale of ["en", "fr"] as const)
    for (const key of keys) expect(localeKeys(LOCALE_FILES[locale]), `${locale}: ${key}`).toContain(key);
});
