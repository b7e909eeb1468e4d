import { describe, expect, test } from "vitest";
import { SAMPLE_RETURN_ADDRESS, sampleLabel } from "../../test/support/labels/sample-label";
import { UTC_TERMS } from "~/i18n";
import { addressLines, labelLayout, layoutText } from "./label-layout";
import { labelTexts } from "./label-texts";

const CFA = { ...UTC_TERMS, currency: "XOF", moneyFormat: "{{amount_no_decimals}} F CFA" };
const NNBSP = "\u202f";

describe("what a label prints, top to bottom", () => {
  test("in English: the reference, the amount, the buyer, the phone, the address, landmark, notes, contents, the return address", () => {
    const lines = layoutText(labelLayout(sampleLabel(1042), labelTexts("en", CFA), SAMPLE_RETURN_ADDRESS));
    expect(lines).toEqual([
      "#1042",
      "Express",
      "Reference: awa-shop-1042-9f3a2c",
      "TO COLLECT: 31,500 F CFA",
      "DELIVER TO",
      "Adjoua Koné",
      "+225 07 07 12 3456",
      "Rue des Jardins 12",
      "Cocody, Lagunes",
      "Côte d’Ivoire",
      "Landmark: Near the Cocody pharmacy",
      "Notes: Call before coming, gate on the left",
      "3 items · 2.5 kg",
      "If undelivered, return to",
      "Boutique Awa",
      "Rue du Commerce 4",
      "Abidjan",
      "Côte d’Ivoire",
      "+225 01 02 03 0405",
      "ord_1042 / shp_1042",
    ]);
  });

  test("in French, with French typography and the shop's money format", () => {
    const lines = layoutText(labelLayout(sampleLabel(1042), labelTexts("fr", CFA), SAMPLE_RETURN_ADDRESS));
    expect(lines).toEqual([
      "#1042",
      "Express",
      `Référence${NNBSP}: awa-shop-1042-9f3a2c`,
      `À ENCAISSER${NNBSP}: 31${NNBSP}500 F CFA`,
      "LIVRER À",
      "Adjoua Koné",
      "+225 07 07 12 3456",
      "Rue des Jardins 12",
      "Cocody, Lagunes",
      "Côte d’Ivoire",
      `Repère${NNBSP}: Near the Cocody pharmacy`,
      `Consignes${NNBSP}: Call before coming, gate on the left`,
      "3 articles · 2,5 kg",
      "En cas de non-livraison, retour à",
      "Boutique Awa",
      "Rue du Commerce 4",
      "Abidjan",
      "Côte d’Ivoire",
      "+225 01 02 03 0405",
      "ord_1042 / shp_1042",
    ]);
  });

  test("a paid order without landmark, notes, service level or weight: only what is known", () => {
    const label = sampleLabel(7, {
      collect: null,
      notes: null,
      serviceLevel: null,
      weightGrams: null,
      phone: null,
      itemCount: 1,
      address: { street: "Quartier Fann", landmark: null, city: "Dakar", region: "Dakar", countryCode: "SN" },
    });
    const lines = layoutText(labelLayout(label, labelTexts("fr", CFA), { ...SAMPLE_RETURN_ADDRESS, address: null }));
    expect(lines).toEqual([
      "#7",
      `Référence${NNBSP}: awa-shop-7-9f3a2c`,
      "PAYÉ - rien à encaisser",
      "LIVRER À",
      "Adjoua Koné",
      "Quartier Fann",
      "Dakar",
      "Sénégal",
      "1 article",
      "En cas de non-livraison, retour à",
      "Boutique Awa",
      "+225 01 02 03 0405",
      "ord_7 / shp_7",
    ]);
  });

  test("the rider's lines come first and large; the return address is small", () => {
    const layout = labelLayout(sampleLabel(1), labelTexts("en", CFA), SAMPLE_RETURN_ADDRESS);
    expect(layout.collect.size).toBeGreaterThanOrEqual(18);
    const [, buyer, phone] = layout.deliverTo;
    expect([buyer.size, phone.size]).toEqual([16, 16]);
    expect(Math.max(...layout.returnTo.map((line) => line.size))).toBeLessThanOrEqual(8);
  });
});

describe("an address's lines", () => {
  const texts = labelTexts("en", CFA);
  const address = { street: "Rue 12", landmark: null, countryCode: "CI" };

  test("say the region only when it is not the city again, whatever its case or accents", () => {
    expect(addressLines({ ...address, city: "Abidjan", region: "Abidjan" }, texts)).toEqual([
      "Rue 12",
      "Abidjan",
      "Côte d’Ivoire",
    ]);
    expect(addressLines({ ...address, city: "Thiès", region: "THIES" }, texts)).toEqual([
      "Rue 12",
      "Thiès",
      "Côte d’Ivoire",
    ]);
    expect(addressLines({ ...address, city: "Bouaké", region: "Vallée du Bandama" }, texts)[1]).toBe(
      "Bouaké, Vallée du Bandama",
    );
    expect(addressLines({ ...address, city: null, region: "Lagunes" }, texts)[1]).toBe("Lagunes");
  });

  test("name the country in the label's language; an unknown code stays as it is", () => {
    expect(addressLines({ ...address, city: "Lomé", region: null, countryCode: "TG" }, labelTexts("fr", CFA))).toEqual([
      "Rue 12",
      "Lomé",
      "Togo",
    ]);
    expect(addressLines({ ...address, city: null, region: null, countryCode: "ZZ9" }, texts)).toEqual([
      "Rue 12",
      "ZZ9",
    ]);
  });
});
