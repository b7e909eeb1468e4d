import type { AppContext } from "~/app-context";
import { DeliveryError, DeliveryValidationError, type CorridorList, type Quote } from "~/delivery";
import type { CreateQuoteParams } from "~/delivery/browser";
import type { Locale } from "~/i18n";
import { formFieldForApiField } from "./quote-form";
import { shopDeliveryClient } from "./shop-delivery-client.server";

export type CorridorsView =
  | { status: "not_connected" }
  | { status: "ok"; corridors: CorridorList }
  | { status: "unavailable"; code: string; message: string };

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; code: string; message: string; fields: string[] };

/** The corridors the shop's key can be quoted on (GET /corridors). */
export async function loadCorridors(ctx: AppContext, shopDomain: string, locale: Locale): Promise<CorridorsView> {
  const client = await shopDeliveryClient(ctx, shopDomain, locale);
  if (!client) return { status: "not_connected" };
  try {
    return { status: "ok", corridors: await client.listCorridors() };
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    return { status: "unavailable", code: error.code, message: error.message };
  }
}

/** Prices a parcel (POST /quotes). A refusal comes back with the service's message and the form fields it names. */
export async function requestQuote(
  ctx: AppContext,
  shopDomain: string,
  locale: Locale,
  params: CreateQuoteParams,
): Promise<QuoteResult> {
  const client = await shopDeliveryClient(ctx, shopDomain, locale);
  if (!client) return { ok: false, code: "NOT_CONNECTED", message: "", fields: [] };
  try {
    return { ok: true, quote: await client.createQuote(params) };
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    const fields = error instanceof DeliveryValidationError ? [...new Set(error.fields.map(formFieldForApiField))] : [];
    return { ok: false, code: error.code, message: error.message, fields };
  }
}
