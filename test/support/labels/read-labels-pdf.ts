import { inflateSync } from "node:zlib";
import {
  BarcodeFormat,
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFDict } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/*
 * Reads a labels PDF back as a scanner and a reader would: each page's text (pdf.js), and what each
 * page's codes say. A code is a form XObject of filled rectangles (app/labels/label-pdf.server.ts): its
 * rectangles are painted into a bitmap, as a printer would, and ZXing decodes the bitmap. An image XObject
 * is decoded as such (deflated RGB pixels), should a code ever be drawn as an image again.
 */
export type ReadPage = { width: number; height: number; text: string; codes: Array<{ format: string; text: string }> };

export async function readLabelsPdf(bytes: Uint8Array): Promise<ReadPage[]> {
  const texts = await pageTexts(bytes);
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page, index) => ({
    width: page.getWidth(),
    height: page.getHeight(),
    text: texts[index],
    codes: pageCodes(page.node.Resources()).flatMap((image) => decode(image)),
  }));
}

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const document = await task.promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join("\n"));
  }
  await task.destroy();
  return texts;
}

type RgbImage = { width: number; height: number; rgb: Uint8Array };

/** The page's form and image XObjects as RGB pixels. */
function pageCodes(resources: PDFDict | undefined): RgbImage[] {
  const xObjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  if (!xObjects) return [];
  return xObjects.keys().flatMap((key) => {
    const stream = xObjects.lookup(key);
    if (!(stream instanceof PDFRawStream)) return [];
    const subtype = stream.dict.get(PDFName.of("Subtype"))?.toString();
    const contents = stream.dict.has(PDFName.of("Filter")) ? inflateSync(stream.contents) : stream.contents;
    if (subtype === "/Form") return [paintForm(stream.dict.lookup(PDFName.of("BBox"), PDFArray), contents)];
    if (subtype !== "/Image") return [];
    const number = (name: string) => (stream.dict.lookup(PDFName.of(name), PDFNumber) as PDFNumber).asNumber();
    return [{ width: number("Width"), height: number("Height"), rgb: contents }];
  });
}

/** Pixels per unit of a form: its unit is one module of the code. */
const PIXELS_PER_UNIT = 4;

/**
 * A form's filled rectangles ("x y w h re" … "f") painted black on white inside its bounding box. Only what a code
 * form holds is understood: a colour, rectangles and one fill; anything else fails the read.
 */
function paintForm(bbox: PDFArray, contents: Uint8Array): RgbImage {
  const [x0, y0, x1, y1] = bbox.asArray().map((item) => (item as PDFNumber).asNumber());
  const width = Math.round((x1 - x0) * PIXELS_PER_UNIT);
  const height = Math.round((y1 - y0) * PIXELS_PER_UNIT);
  const rgb = new Uint8Array(width * height * 3).fill(255);
  const operands: number[] = [];
  for (const token of new TextDecoder().decode(contents).split(/\s+/).filter(Boolean)) {
    if (/^-?[\d.]+$/.test(token)) operands.push(Number(token));
    else if (token === "re") {
      const [x, y, w, h] = operands.splice(0).map((value) => Math.round(value * PIXELS_PER_UNIT));
      for (let row = y - y0; row < y - y0 + h; row++)
        // The PDF's y runs up from the bottom; the bitmap's rows run down from the top.
        rgb.fill(0, ((height - 1 - row) * width + x - x0) * 3, ((height - 1 - row) * width + x - x0 + w) * 3);
    } else if (token === "g" || token === "f") operands.length = 0;
    else throw new Error(`A code form holds an operator the reader does not know: ${token}`);
  }
  return { width, height, rgb };
}

/** The image's code, read as a QR code or else as a Code 128 barcode; none when it is neither. */
function decode(image: RgbImage): Array<{ format: string; text: string }> {
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let pixel = 0; pixel < luminance.length; pixel++) {
    const [r, g, b] = image.rgb.subarray(pixel * 3, pixel * 3 + 3);
    luminance[pixel] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  const bitmap = () =>
    new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, image.width, image.height)));
  // The image is the code itself, square and unrotated: read as such (PURE_BARCODE). ZXing's finder-pattern search,
  // meant for photographs, missed about 2 % of valid QR codes (it depends on the data: a random reference made
  // a test fail on luck).
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.TRY_HARDER, true],
    [DecodeHintType.PURE_BARCODE, true],
  ]);
  for (const reader of [new QRCodeReader(), new Code128Reader()]) {
    try {
      const result = reader.decode(bitmap(), hints);
      return [{ format: BarcodeFormat[result.getBarcodeFormat()], text: result.getText() }];
    } catch {
      // Not this kind of code (ZXing throws NotFound, Checksum or Format exceptions): try the next reader.
    }
  }
  return [];
}
