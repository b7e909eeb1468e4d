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
import { PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFDict } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/*
 * Reads a labels PDF back as a scanner and a reader would: each page's text (pdf.js), and what each
 * page's barcode images say (the image streams taken out of the PDF, decoded by ZXing).
 */
export type ReadPage = { width: number; height: number; text: string; codes: Array<{ format: string; text: string }> };

export async function readLabelsPdf(bytes: Uint8Array): Promise<ReadPage[]> {
  const texts = await pageTexts(bytes);
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page, index) => ({
    width: page.getWidth(),
    height: page.getHeight(),
    text: texts[index],
    codes: pageImages(page.node.Resources()).flatMap((image) => decode(image)),
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

/** The page's image XObjects as RGB pixels: pdf-lib stores a PNG's pixels deflated, 8 bits, DeviceRGB. */
function pageImages(resources: PDFDict | undefined): RgbImage[] {
  const xObjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  if (!xObjects) return [];
  return xObjects.keys().flatMap((key) => {
    const stream = xObjects.lookup(key);
    if (!(stream instanceof PDFRawStream)) return [];
    if (stream.dict.get(PDFName.of("Subtype"))?.toString() !== "/Image") return [];
    const number = (name: string) => (stream.dict.lookup(PDFName.of(name), PDFNumber) as PDFNumber).asNumber();
    return [{ width: number("Width"), height: number("Height"), rgb: inflateSync(stream.contents) }];
  });
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
