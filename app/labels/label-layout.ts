import type { ShopReturnAddress } from "~/shopify";
import type { LabelAddress, LabelOrder } from "./label-order";
import type { LabelTexts } from "./label-texts";

/*
 * What a label prints, line by line, before any drawing: what the rider needs comes first and large (the amount to
 * collect, the buyer, the phone, the address and what helps find it), the return address small at the bottom. Pure:
 * the PDF (label-pdf.server.ts) draws these lines in this order; the unit tests read them.
 */

/** One line of text; `maxLines` > 1 lets a long value wrap instead of being cut. */
export type LabelLine = { text: string; size: number; bold: boolean; maxLines: number };

export type LabelLayout = {
  orderName: string;
  /** The delivery the buyer chose, printed beside the order number; null when unknown. */
  serviceLevel: string | null;
  /** The line under the barcode: the service's reference, which the barcode and the QR code carry. */
  reference: LabelLine;
  /** In the box: the amount to collect, or that there is nothing to collect. */
  collect: LabelLine;
  /** The buyer and where to find them, then the parcel's contents. */
  deliverTo: LabelLine[];
  /** The shop and the place the parcel leaves from, at the bottom beside the QR code. */
  returnTo: LabelLine[];
  /** The service's order and shipment ids, smallest. */
  ids: string | null;
};

const line = (text: string, size: number, bold = false, maxLines = 1): LabelLine => ({ text, size, bold, maxLines });

export function labelLayout(label: LabelOrder, texts: LabelTexts, returnAddress: ShopReturnAddress): LabelLayout {
  const deliverTo = [
    line(texts.shipTo, 8, true),
    line(label.buyerName, 16, true),
    ...(label.phone ? [line(texts.phone(label.phone), 16, true)] : []),
    // Street and city bold, the country plain: the rider reads where to go before how to find it.
    ...addressLines(label.address, texts).map((text, index, all) =>
      line(text, index === 0 ? 14 : 13, index < all.length - 1 || !label.address.countryCode, 2),
    ),
    ...(label.address.landmark ? [line(texts.landmark(label.address.landmark), 12, false, 2)] : []),
    ...(label.notes ? [line(texts.notes(label.notes), 11, false, 3)] : []),
    line(texts.contents(label.itemCount, label.weightGrams), 10),
  ];
  const returnTo = [
    line(texts.returnTo, 7, true),
    line(returnAddress.shopName, 8, true),
    ...(returnAddress.address
      ? addressLines(
          {
            street: [returnAddress.address.address1, returnAddress.address.address2].filter(Boolean).join(", "),
            landmark: null,
            city: [returnAddress.address.zip, returnAddress.address.city].filter(Boolean).join(" ") || null,
            region: returnAddress.address.province,
            countryCode: returnAddress.address.countryCode,
          },
          texts,
        ).map((text) => line(text, 7))
      : []),
    ...(returnAddress.phone ? [line(texts.phone(returnAddress.phone), 7)] : []),
  ];
  const ids = [label.serviceOrderId, label.shipmentId].filter(Boolean).join(" / ");
  return {
    orderName: label.orderName,
    serviceLevel: label.serviceLevel,
    reference: line(texts.reference(label.reference), 11, true),
    collect: line(label.collect ? texts.toCollect(label.collect) : texts.paid, 18, true),
    deliverTo,
    returnTo,
    ids: ids || null,
  };
}

/**
 * Street; city, then the region only when it is not the city again ("Abidjan", not "Abidjan, Abidjan"); the
 * country's name in the label's language. Empty parts are left out.
 */
export function addressLines(address: LabelAddress, texts: Pick<LabelTexts, "country">): string[] {
  const { city, region } = address;
  const place = [city, region && !(city && samePlace(city, region)) ? region : null].filter(Boolean).join(", ");
  return [address.street, place, address.countryCode ? texts.country(address.countryCode) : null].filter(
    (part): part is string => Boolean(part && part.trim()),
  );
}

/** "Abidjan" and "abidjan " or "Abidjan" and "ABIDJAN" name one place; accents and case aside. */
function samePlace(a: string, b: string): boolean {
  const bare = (value: string) =>
    value
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return bare(a) === bare(b);
}

/** Every line of the layout as text, top to bottom: what the tests read. */
export function layoutText(layout: LabelLayout): string[] {
  return [
    layout.orderName,
    ...(layout.serviceLevel ? [layout.serviceLevel] : []),
    layout.reference.text,
    layout.collect.text,
    ...layout.deliverTo.map((one) => one.text),
    ...layout.returnTo.map((one) => one.text),
    ...(layout.ids ? [layout.ids] : []),
  ];
}
