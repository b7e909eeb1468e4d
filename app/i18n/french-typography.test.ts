import { describe, expect, test } from "vitest";
import { en } from "./en";
import { fr } from "./fr";
import { frenchTypography } from "./french-typography";
import { translate } from "./translate";

const NNBSP = "\u202f";

describe("French typography", () => {
  test("puts a narrow no-break space before : ; ! ? that end a word, replacing any space there", () => {
    expect(frenchTypography("À ENCAISSER: {amount}")).toBe(`À ENCAISSER${NNBSP}: {amount}`);
    expect(frenchTypography("Motif : {reason}")).toBe(`Motif${NNBSP}: {reason}`);
    expect(frenchTypography("Payée\u00a0; rien")).toBe(`Payée${NNBSP}; rien`);
    expect(frenchTypography("Vraiment?")).toBe(`Vraiment${NNBSP}?`);
    expect(frenchTypography("Enfin !")).toBe(`Enfin${NNBSP}!`);
    expect(frenchTypography("Quoi ?!")).toBe(`Quoi${NNBSP}?!`);
    expect(frenchTypography("« Livrée ? »")).toBe(`« Livrée${NNBSP}? »`);
    expect(frenchTypography("(oui?)")).toBe(`(oui${NNBSP}?)`);
  });

  test("leaves times, URLs, query strings and scopes alone", () => {
    for (const untouched of [
      "à 10:30",
      "https://wa.me/225?text=Bonjour",
      "une adresse https:// contenant {shipmentId}",
      "les droits orders:read et tracking:read.",
      "?locale=fr",
      "rien à signaler",
    ])
      expect(frenchTypography(untouched)).toBe(untouched);
  });

  test("gives the same text when applied twice", () => {
    const once = frenchTypography("Motif : {reason}; voir ?");
    expect(frenchTypography(once)).toBe(once);
  });
});

describe("translate in French", () => {
  test("applies the rule to the template, not to the values filled in", () => {
    expect(translate("fr", "followUp.reason", { reason: "adresse: introuvable ?" })).toBe(
      `Motif${NNBSP}: adresse: introuvable ?`,
    );
    expect(translate("fr", "followUp.toCollect", { amount: `31${NNBSP}500 F CFA` })).toBe(
      `À encaisser${NNBSP}: 31${NNBSP}500 F CFA`,
    );
  });

  test("no French text keeps a plain space, or none, before a sign that ends a word", () => {
    const misspaced = (Object.keys(fr) as Array<keyof typeof fr>)
      .map((key) => translate("fr", key))
      .filter((text) => /[^\u202f][;:!?](?=$|[\s»"'’)\].,…])/u.test(text));
    expect(misspaced).toEqual([]);
  });

  test("English stays as written", () => {
    expect(translate("en", "followUp.reason", { reason: "x" })).toBe(en["followUp.reason"].replace("{reason}", "x"));
    expect(translate("en", "followUp.reason", { reason: "x" })).not.toContain(NNBSP);
  });
});
