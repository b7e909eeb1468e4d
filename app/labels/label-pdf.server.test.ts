import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { readLabelsPdf } from "../../test/support/labels/read-labels-pdf";
import { SAMPLE_RETURN_ADDRESS, sampleLabel as label } from "../../test/support/labels/sample-label";
import { UTC_TERMS } from "~/i18n/format";
import { renderLabelsPdf, writable } from "./label-pdf.server";
import { labelTexts } from "./label-texts";

const MM = 72 / 25.4;
const XOF = { ...UTC_TERMS, currency: "XOF", moneyFormat: "{{amount_no_decimals}} FCFA" };
const RETURN_ADDRESS = SAMPLE_RETURN_ADDRESS;

describe("a thermal label", () => {
  test("is one 100 × 150 mm page with the order, service, amount to collect, buyer, address, notes, contents and return address, in English", async () => {
    const pdf = await renderLabelsPdf({
      labels: [label(1042)],
      format: "thermal",
      texts: labelTexts("en", XOF),
      returnAddress: RETURN_ADDRESS,
    });
    const [page, ...more] = await readLabelsPdf(pdf);
    expect(more).toEqual([]);
    expect(page.width).toBeCloseTo(100 * MM, 1);
    expect(page.height).toBeCloseTo(150 * MM, 1);
    for (const expected of [
      "#1042",
      "Adjoua Koné",
      "+225 07 07 12 3456",
      "Rue des Jardins 12",
      "Cocody, Lagunes",
      "Côte d’Ivoire",
      "Landmark: Near the Cocody pharmacy",
      "Notes: Call before coming, gate on the left",
      "Express",
      "TO COLLECT: 31,500 FCFA",
      "3 items · 2.5 kg",
      "If undelivered, return to",
      "Boutique Awa",
      "Rue du Commerce 4",
      "+225 01 02 03 0405",
      "Reference: awa-shop-1042-9f3a2c",
    ])
      expect(page.text).toContain(expected);
  });

  test("its Code 128 barcode and its QR code both scan as the service's reference", async () => {
    const pdf = await renderLabelsPdf({
      labels: [label(1042)],
      format: "thermal",
      texts: labelTexts("en", XOF),
      returnAddress: RETURN_ADDRESS,
    });
    const [page] = await readLabelsPdf(pdf);
    expect(page.codes).toEqual(
      expect.arrayContaining([
        { format: "CODE_128", text: "awa-shop-1042-9f3a2c" },
        { format: "QR_CODE", text: "awa-shop-1042-9f3a2c" },
      ]),
    );
    expect(page.codes).toHaveLength(2);
  });

  test("in French, a paid order says there is nothing to collect", async () => {
    const pdf = await renderLabelsPdf({
      labels: [label(7, { collect: null, itemCount: 1, weightGrams: null })],
      format: "thermal",
      texts: labelTexts("fr", XOF),
      returnAddress: RETURN_ADDRESS,
    });
    const [page] = await readLabelsPdf(pdf);
    expect(page.text).toContain("PAYÉ - rien à encaisser");
    expect(page.text).toContain("1 article");
    expect(page.text).toContain("LIVRER À");
    expect(page.text).toContain("En cas de non-livraison, retour à");
    expect(page.text).not.toContain("À ENCAISSER");
  });

  test("French amounts keep their grouping and French punctuation its space, written as a plain space the PDF font has", async () => {
    const pdf = await renderLabelsPdf({
      labels: [label(8)],
      format: "thermal",
      texts: labelTexts("fr", XOF),
      returnAddress: RETURN_ADDRESS,
    });
    const [page] = await readLabelsPdf(pdf);
    expect(page.text).toContain("À ENCAISSER : 31 500 FCFA");
    expect(page.text).toContain("Repère : Near the Cocody pharmacy");
    expect(page.text).toContain("3 articles · 2,5 kg");
  });
});

describe("labels on A4", () => {
  test("five orders make two A4 pages, four and one, each label with its own scannable reference", async () => {
    const labels = [1, 2, 3, 4, 5].map((n) => label(2000 + n, { buyerName: `Buyer ${n}` }));
    const pdf = await renderLabelsPdf({
      labels,
      format: "a4",
      texts: labelTexts("en", XOF),
      returnAddress: RETURN_ADDRESS,
    });
    const pages = await readLabelsPdf(pdf);
    expect(pages.map((page) => [Math.round(page.width / MM), Math.round(page.height / MM)])).toEqual([
      [210, 297],
      [210, 297],
    ]);
    expect(["#2001", "#2002", "#2003", "#2004"].every((name) => pages[0].text.includes(name))).toBe(true);
    expect(pages[0].text).not.toContain("#2005");
    expect(pages[1].text).toContain("#2005");
    expect(pages[1].text).toContain("Buyer 5");
    const scanned = pages.flatMap((page) =>
      page.codes.filter((code) => code.format === "CODE_128").map((code) => code.text),
    );
    expect(scanned.sort()).toEqual(labels.map((one) => one.reference).sort());
  });
});

describe("text the PDF font cannot write", () => {
  const charset = new Set([..."AaBbCcEeIiKkLlNnOoSsUuZz ?éèÉ-"].map((char) => char.codePointAt(0)!));

  test("loses only its accent when the bare letter exists, else becomes ?", () => {
    expect(writable("Şule Öz", charset)).toBe("Sule Oz");
    expect(writable("Élise", charset)).toBe("Élise");
    expect(writable("李", charset)).toBe("?");
  });

  test("turns every kind of space into a plain space", () => {
    expect(writable("a\u202fb\u00a0c", charset)).toBe("a b c");
  });
});

describe("a document of many labels", () => {
  test("draws its codes as vectors (no image) and holds its two fonts once, whatever the number of labels", async () => {
    const labels = Array.from({ length: 12 }, (_, n) => label(9000 + n));
    const bytes = await renderLabelsPdf({
      labels,
      format: "a4",
      texts: labelTexts("en", XOF),
      returnAddress: RETURN_ADDRESS,
    });
    const pdf = await PDFDocument.load(bytes);
    const objects = pdf.context.enumerateIndirectObjects().map(([, object]) => object);
    const typed = (type: string, subtype?: string) =>
      objects.filter(
        (object) =>
          (object instanceof PDFDict || object instanceof PDFRawStream) &&
          [object instanceof PDFDict ? object : object.dict].some(
            (dict) =>
              dict.get(PDFName.of("Type"))?.toString() === `/${type}` &&
              (!subtype || dict.get(PDFName.of("Subtype"))?.toString() === `/${subtype}`),
          ),
      );
    expect(typed("XObject", "Image")).toHaveLength(0);
    expect(typed("XObject", "Form")).toHaveLength(2 * labels.length);
    expect(typed("Font")).toHaveLength(2);
    const pages = await readLabelsPdf(bytes);
    expect(pages.flatMap((page) => page.codes.map((code) => code.text)).sort()).toEqual(
      labels.flatMap((one) => [one.reference, one.reference]).sort(),
    );
  });
});
