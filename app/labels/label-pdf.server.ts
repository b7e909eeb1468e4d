import bwipjs from "bwip-js/node";
import { deflateSync } from "node:zlib";
import {
  PDFContentStream,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFFont,
  type PDFPage,
} from "pdf-lib";
import type { ShopReturnAddress } from "~/shopify";
import type { LabelFormat } from "./label-format";
import { labelLayout, type LabelLine } from "./label-layout";
import type { LabelOrder } from "./label-order";
import type { LabelTexts } from "./label-texts";

/*
 * Labels as a PDF (pdf-lib, offline): 100 × 150 mm pages for thermal printers, or A4 pages of four
 * A6 labels (two by two) for office printers. The barcode (Code 128) and the QR code both carry the
 * reference the service knows the order by. bwip-js encodes them; each is drawn as filled rectangles (vector, no
 * image) in a form XObject whose units are the code's modules, quiet zones included (barcodeForm), so a printer
 * draws sharp bars at any resolution and 100 labels take well under a second of CPU (docs/decisions/069). Text uses
 * the PDF's standard Helvetica (WinAnsi), one font object per document shared by every page: a character it cannot
 * write is written without its accent, or as "?" (docs/decisions/044).
 */

const MM = 72 / 25.4;
const THERMAL = { width: 100 * MM, height: 150 * MM };
const A4 = { width: 210 * MM, height: 297 * MM };
export const LABELS_PER_A4_PAGE = 4;
const MARGIN = 4 * MM;
const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);

type Box = { x: number; y: number; width: number; height: number };
type Fonts = { regular: PDFFont; bold: PDFFont; charset: Set<number> };

export type LabelDocument = {
  labels: LabelOrder[];
  format: LabelFormat;
  texts: LabelTexts;
  /** The shop's own return address (its primary location): for a label whose order has none of its own. */
  returnAddress: ShopReturnAddress;
  /** By orderSyncId: where each parcel leaves from, the location its fulfillment order is assigned to. */
  shipsFrom?: Record<string, ShopReturnAddress>;
};

export async function renderLabelsPdf(document: LabelDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.texts.title);
  pdf.setProducer("Delivery Connect");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, charset: new Set(regular.getCharacterSet()) };
  for (const [index, label] of document.labels.entries()) {
    const codes = { barcode: barcodeForm(pdf, code128(label.reference)), qr: barcodeForm(pdf, qr(label.reference)) };
    const box = labelBox(pdf, document.format, index);
    drawLabel(box.page, box.box, label, codes, document, fonts);
  }
  deflateContentStreamsNatively(pdf);
  // Without object streams: the objects are written as they are instead of deflated again in JavaScript (pako), a
  // tenth of the CPU of 100 labels for a few more kilobytes.
  return pdf.save({ useObjectStreams: false });
}

/**
 * The pages' content streams deflated by Node's zlib (native) instead of pdf-lib's pako (JavaScript, a fresh
 * compressor per stream): the same bytes in the PDF for a fraction of the CPU.
 */
function deflateContentStreamsNatively(pdf: PDFDocument) {
  for (const [ref, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFContentStream)) continue;
    const dict = object.dict.clone(pdf.context);
    dict.delete(PDFName.of("Filter"));
    dict.delete(PDFName.of("Length"));
    dict.set(PDFName.of("Filter"), PDFName.of("FlateDecode"));
    pdf.context.assign(ref, PDFRawStream.of(dict, deflateSync(object.getUnencodedContents())));
  }
}

/** Where label `index` goes: its own page (thermal) or a quarter of an A4 page, filled row by row. */
function labelBox(pdf: PDFDocument, format: LabelFormat, index: number): { page: PDFPage; box: Box } {
  if (format === "thermal") {
    const page = pdf.addPage([THERMAL.width, THERMAL.height]);
    return { page, box: { x: 0, y: 0, ...THERMAL } };
  }
  const slot = index % LABELS_PER_A4_PAGE;
  const page = slot === 0 ? pdf.addPage([A4.width, A4.height]) : pdf.getPage(pdf.getPageCount() - 1);
  const width = A4.width / 2;
  const height = A4.height / 2;
  if (slot === 0) drawCutLines(page);
  return { page, box: { x: (slot % 2) * width, y: A4.height - (Math.floor(slot / 2) + 1) * height, width, height } };
}

function drawCutLines(page: PDFPage) {
  const style = { thickness: 0.3, color: rgb(0.6, 0.6, 0.6), dashArray: [3, 3] };
  page.drawLine({ start: { x: A4.width / 2, y: 0 }, end: { x: A4.width / 2, y: A4.height }, ...style });
  page.drawLine({ start: { x: 0, y: A4.height / 2 }, end: { x: A4.width, y: A4.height / 2 }, ...style });
}

function drawLabel(
  page: PDFPage,
  box: Box,
  label: LabelOrder,
  codes: { barcode: BarcodeForm; qr: BarcodeForm },
  { texts, returnAddress, shipsFrom }: LabelDocument,
  fonts: Fonts,
) {
  const layout = labelLayout(label, texts, shipsFrom?.[label.orderSyncId] ?? returnAddress);
  const left = box.x + MARGIN;
  const width = box.width - 2 * MARGIN;
  const bottom = box.y + MARGIN;
  const qrSize = 26 * MM;
  let top = box.y + box.height - MARGIN;
  const draw = (value: string, size: number, font: PDFFont, x: number) =>
    page.drawText(value, { x, y: top - size, size, font, color: BLACK });
  /** The line, wrapped to its maxLines within maxWidth, each row drawn while it stays above `floor`. */
  const text = (one: LabelLine, floor: number, x = left, maxWidth = width) => {
    const font = one.bold ? fonts.bold : fonts.regular;
    for (const row of wrap(writable(one.text, fonts.charset), font, one.size, maxWidth, one.maxLines)) {
      if (top - one.size < floor) return;
      draw(row, one.size, font, x);
      top -= one.size * 1.22;
    }
  };

  // The order number the merchant packs by and, on the right, the delivery the buyer chose.
  // The order number keeps its 20 pt; the delivery chosen takes the rest of the row, cut only beyond it.
  const orderName = writable(layout.orderName, fonts.charset);
  const nameWidth = Math.min(fonts.bold.widthOfTextAtSize(orderName, 20), width / 2);
  const service = layout.serviceLevel
    ? fit(writable(layout.serviceLevel, fonts.charset), fonts.bold, 12, width - nameWidth - 4 * MM)
    : "";
  const serviceWidth = service ? fonts.bold.widthOfTextAtSize(service, 12) : 0;
  page.drawText(fit(orderName, fonts.bold, 20, width - serviceWidth - 3 * MM), {
    x: left,
    y: top - 17,
    size: 20,
    font: fonts.bold,
    color: BLACK,
  });
  if (service) {
    page.drawRectangle({
      x: left + width - serviceWidth - 4,
      y: top - 18,
      width: serviceWidth + 4,
      height: 16,
      color: BLACK,
    });
    page.drawText(service, {
      x: left + width - serviceWidth - 2,
      y: top - 14,
      size: 12,
      font: fonts.bold,
      color: WHITE,
    });
  }
  top -= 23;

  // The barcode the rider scans, and the reference it carries written large enough to read out on the phone.
  const barcodeHeight = 13 * MM;
  drawForm(page, codes.barcode, { x: left, y: top - barcodeHeight, width, height: barcodeHeight });
  top -= barcodeHeight + 2;
  text(layout.reference, bottom);
  top -= 2;

  // The amount to collect stands out, first: it is what the rider must not get wrong.
  const collectHeight = 11 * MM;
  page.drawRectangle({
    x: left,
    y: top - collectHeight,
    width,
    height: collectHeight,
    borderColor: BLACK,
    borderWidth: 1.5,
  });
  const collect = layout.collect;
  page.drawText(fit(writable(collect.text, fonts.charset), fonts.bold, collect.size, width - 6), {
    x: left + 3,
    y: top - collectHeight / 2 - collect.size * 0.35,
    size: collect.size,
    font: fonts.bold,
    color: BLACK,
  });
  top -= collectHeight + 4;

  // The buyer, the phone, the address and what helps find it: large, down to the QR code's top.
  for (const one of layout.deliverTo) text(one, bottom + qrSize + 2 * MM);

  // Bottom: the return address on the left, the QR code on the right.
  drawForm(page, codes.qr, { x: left + width - qrSize, y: bottom, width: qrSize, height: qrSize });
  top = bottom + qrSize;
  const returnWidth = width - qrSize - 3 * MM;
  for (const one of layout.returnTo) text(one, bottom + 8, left, returnWidth);
  if (layout.ids) {
    top = bottom + 6;
    text({ text: layout.ids, size: 6, bold: false, maxLines: 1 }, bottom, left, returnWidth);
  }
}

/** The value in at most `maxLines` rows of `maxWidth`, broken between words; the last row cut with "...". */
function wrap(value: string, font: PDFFont, size: number, maxWidth: number, maxLines: number): string[] {
  const rows: string[] = [];
  let rest = value.trim();
  while (rest && rows.length < maxLines - 1 && font.widthOfTextAtSize(rest, size) > maxWidth) {
    const words = rest.split(" ");
    let row = words[0];
    let taken = 1;
    while (taken < words.length && font.widthOfTextAtSize(`${row} ${words[taken]}`, size) <= maxWidth)
      row = `${row} ${words[taken++]}`;
    rows.push(fit(row, font, size, maxWidth));
    rest = words.slice(taken).join(" ");
  }
  if (rest) rows.push(fit(rest, font, size, maxWidth));
  return rows;
}

/** The text cut with "…" (written "...") to the width; one line per field keeps the layout fixed. */
function fit(value: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(value, size) <= maxWidth) return value;
  let cut = value;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut}...`;
}

/**
 * What Helvetica (WinAnsi) can write: spaces of any kind become a space, an accented letter it lacks
 * loses its accent ("Ş" → "S"), anything else is "?". Without this, pdf-lib throws on the character.
 */
export function writable(value: string, charset: Set<number>): string {
  return [...value.normalize("NFC").replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, " ")]
    .map((char) => {
      if (charset.has(char.codePointAt(0)!)) return char;
      const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
      return [...bare].every((part) => charset.has(part.codePointAt(0)!)) && bare ? bare : "?";
    })
    .join("");
}

/** QR mask pattern 1 of 8 (BWIPP's numbering). */
const QR_MASK = 1;

/** A code's modules: `bars` are [x, y, width, height] in modules from the bottom left, inside width × height. */
type Modules = { width: number; height: number; bars: Array<[number, number, number, number]> };
type BarcodeForm = { width: number; height: number; ref: PDFRef };

/** Code 128 with a quiet zone of ten modules each side (scanners need it), 40 modules high; no text, the label prints it. */
export function code128(reference: string): Modules {
  const QUIET = 10;
  const HEIGHT = 40;
  const [symbol] = bwipjs.raw({ bcid: "code128", text: reference }) as Array<{ sbs: number[] }>;
  const bars: Modules["bars"] = [];
  let x = QUIET;
  symbol.sbs.forEach((width, index) => {
    // Bar, space, bar, space…: the even entries are bars.
    if (index % 2 === 0) bars.push([x, 0, width, HEIGHT]);
    x += width;
  });
  return { width: x + QUIET, height: HEIGHT, bars };
}

/**
 * QR code (BWIPP's default error correction, M) with its four-module quiet zone; a row's dark run is one rectangle.
 * The mask pattern is fixed rather than chosen: scoring all eight masks for the best one was most of a label's CPU,
 * and any of the eight scans (readers decode the mask from the symbol's format bits).
 */
export function qr(reference: string): Modules {
  const QUIET = 4;
  const [symbol] = bwipjs.raw("qrcode", reference, `mask=${QR_MASK}`) as Array<{
    pixs: number[];
    pixx: number;
    pixy: number;
  }>;
  const { pixs, pixx, pixy } = symbol;
  const bars: Modules["bars"] = [];
  for (let row = 0; row < pixy; row++) {
    const y = QUIET + pixy - 1 - row; // pixs runs from the top row; the PDF's y from the bottom
    for (let column = 0; column < pixx; column++) {
      if (!pixs[row * pixx + column]) continue;
      let end = column;
      while (end + 1 < pixx && pixs[row * pixx + end + 1]) end++;
      bars.push([QUIET + column, y, end - column + 1, 1]);
      column = end;
    }
  }
  return { width: pixx + 2 * QUIET, height: pixy + 2 * QUIET, bars };
}

/** The modules as a form XObject (its own deflated content stream, in module units, black on the page's white). */
function barcodeForm(pdf: PDFDocument, modules: Modules): BarcodeForm {
  const content = `0 g\n${modules.bars.map(([x, y, w, h]) => `${x} ${y} ${w} ${h} re`).join("\n")}\nf\n`;
  const stream = pdf.context.stream(deflateSync(content), {
    Type: "XObject",
    Subtype: "Form",
    BBox: [0, 0, modules.width, modules.height],
    Filter: "FlateDecode",
  });
  return { width: modules.width, height: modules.height, ref: pdf.context.register(stream) };
}

/** The form scaled into the box: its modules stretched to the box's width and height. */
function drawForm(page: PDFPage, form: BarcodeForm, box: Box) {
  const name = page.node.newXObject("Code", form.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(box.width / form.width, 0, 0, box.height / form.height, box.x, box.y),
    drawObject(name),
    popGraphicsState(),
  );
}
