import bwipjs from "bwip-js/node";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import type { ShopReturnAddress } from "~/shopify";
import type { LabelFormat } from "./label-format";
import type { LabelOrder } from "./label-order";
import type { LabelTexts } from "./label-texts";

/*
 * Labels as a PDF (pdf-lib, offline): 100 × 150 mm pages for thermal printers, or A4 pages of four
 * A6 labels (two by two) for office printers. The barcode (Code 128) and the QR code both carry the
 * reference the service knows the order by; they are drawn by bwip-js as PNG images with their quiet
 * zones. Text uses the PDF's standard Helvetica (WinAnsi): a character it cannot write is written
 * without its accent, or as "?" (docs/decisions/044).
 */

const MM = 72 / 25.4;
const THERMAL = { width: 100 * MM, height: 150 * MM };
const A4 = { width: 210 * MM, height: 297 * MM };
export const LABELS_PER_A4_PAGE = 4;
const MARGIN = 4 * MM;
const BLACK = rgb(0, 0, 0);

type Box = { x: number; y: number; width: number; height: number };
type Fonts = { regular: PDFFont; bold: PDFFont; charset: Set<number> };

export type LabelDocument = {
  labels: LabelOrder[];
  format: LabelFormat;
  texts: LabelTexts;
  returnAddress: ShopReturnAddress;
};

export async function renderLabelsPdf(document: LabelDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.texts.title);
  pdf.setProducer("Delivery Connect");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, charset: new Set(regular.getCharacterSet()) };
  for (const [index, label] of document.labels.entries()) {
    const images = {
      barcode: await pdf.embedPng(await code128(label.reference)),
      qr: await pdf.embedPng(await qr(label.reference)),
    };
    const box = labelBox(pdf, document.format, index);
    drawLabel(box.page, box.box, label, images, document, fonts);
  }
  return pdf.save();
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
  images: { barcode: PDFImage; qr: PDFImage },
  { texts, returnAddress }: LabelDocument,
  fonts: Fonts,
) {
  const left = box.x + MARGIN;
  const width = box.width - 2 * MARGIN;
  let top = box.y + box.height - MARGIN;
  const text = (value: string, size: number, font = fonts.regular, x = left, maxWidth = width) => {
    page.drawText(fit(writable(value, fonts.charset), font, size, maxWidth), {
      x,
      y: top - size,
      size,
      font,
      color: BLACK,
    });
    top -= size * 1.25;
  };

  // The order number the merchant packs by, and the reference under the barcode the rider scans.
  text(label.orderName, 20, fonts.bold);
  top -= 2;
  const barcodeHeight = 16 * MM;
  page.drawImage(images.barcode, { x: left, y: top - barcodeHeight, width, height: barcodeHeight });
  top -= barcodeHeight + 2;
  text(`${texts.reference}: ${label.reference}`, 8);
  top -= 3;

  text(texts.shipTo, 8, fonts.bold);
  text(label.buyerName, 13, fonts.bold);
  if (label.phone) text(label.phone, 12, fonts.bold);
  for (const line of label.addressLines.slice(0, 4)) text(line, 10);
  top -= 3;

  // The amount to collect stands out: it is what the rider must not get wrong.
  const collectHeight = 11 * MM;
  page.drawRectangle({
    x: left,
    y: top - collectHeight,
    width,
    height: collectHeight,
    borderColor: BLACK,
    borderWidth: 1.2,
  });
  const collect = label.collect ? `${texts.toCollect}: ${texts.amount(label.collect)}` : texts.paid;
  page.drawText(fit(writable(collect, fonts.charset), fonts.bold, 14, width - 6), {
    x: left + 3,
    y: top - collectHeight / 2 - 5,
    size: 14,
    font: fonts.bold,
  });
  top -= collectHeight + 4;
  text(texts.contents(label.itemCount, label.weightGrams), 10);

  // Bottom: the return address on the left, the QR code on the right.
  const qrSize = 26 * MM;
  const bottom = box.y + MARGIN;
  page.drawImage(images.qr, { x: left + width - qrSize, y: bottom, width: qrSize, height: qrSize });
  top = bottom + qrSize;
  const returnWidth = width - qrSize - 3 * MM;
  const returnText = (value: string, size: number, font = fonts.regular) => text(value, size, font, left, returnWidth);
  returnText(texts.returnTo, 7, fonts.bold);
  returnText(returnAddress.shopName, 8, fonts.bold);
  for (const line of returnAddress.lines.slice(0, 4)) returnText(line, 7);
  if (returnAddress.phone) returnText(returnAddress.phone, 7);
  const ids = [label.serviceOrderId, label.shipmentId].filter(Boolean).join(" / ");
  if (ids) returnText(ids, 6);
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

/** Code 128 with a quiet zone of ten modules each side (scanners need it); no text, the label prints it. */
function code128(reference: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: "code128",
    text: reference,
    scale: 3,
    height: 14,
    paddingwidth: 10,
    paddingheight: 1,
    backgroundcolor: "FFFFFF",
  });
}

/** QR code (BWIPP's default error correction, M) with its four-module quiet zone. */
function qr(reference: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: "qrcode", text: reference, scale: 4, padding: 8, backgroundcolor: "FFFFFF" });
}
