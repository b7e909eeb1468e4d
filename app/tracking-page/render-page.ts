/**
 * The tracking page as Liquid-compatible HTML: Shopify renders an app proxy's `application/liquid`
 * answer inside the shop's theme, so this is a fragment (no <html>, no script), styled by a few
 * scoped rules, mobile-first, a few kilobytes. Every text that comes from data is HTML-escaped and
 * its braces are written as entities, so nothing in it can be read as a Liquid tag. Pure.
 */
import { countryName, formatDateTime, formatShopMinor, UTC_TERMS } from "~/i18n";
import type { Locale, ShopTerms } from "~/i18n";
import { translate, type MessageKey, type MessageParams } from "~/i18n";
import type { TrackingPageModel } from "./page-model";
import { eventTexts, isShipmentState, SHIPMENT_STATE_CATALOGUE } from "~/shipments";

const STYLE = `<style>
.dc-track{max-width:36rem;margin:0 auto;padding:1rem;font-size:1rem;line-height:1.5}
.dc-track h1{font-size:1.4rem;margin:0 0 .25rem}
.dc-track h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
.dc-track .dc-state{font-size:1.25rem;font-weight:700;margin:.5rem 0}
.dc-track .dc-box{border:1px solid currentColor;border-radius:.5rem;padding:.75rem;margin:1rem 0}
.dc-track ol{list-style:none;margin:0;padding:0}
.dc-track li{border-left:3px solid currentColor;padding:0 0 .75rem .75rem}
.dc-track li:first-child{font-weight:700}
.dc-track small,.dc-track .dc-muted{opacity:.75;font-size:.875rem}
.dc-track nav{margin-top:1.5rem;font-size:.875rem}
</style>`;

/** HTML-escaped, with Liquid's delimiters neutralised. */
export function escapeText(text: string): string {
  return (
    text
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      // Attributes are always double-quoted, so an apostrophe (frequent in French) stays as it is.
      .replaceAll('"', "&quot;")
      .replaceAll("{", "&#123;")
      .replaceAll("}", "&#125;")
  );
}

/** A dictionary text, escaped, with its `{name}` placeholders filled with escaped values. */
function t(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return translate(locale, key)
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return escapeText(name !== undefined && name in params ? String(params[name]) : part);
    })
    .join("");
}

// The day in the shop's zone, without the time and the zone's name ("… 14:05 UTC+03:00").
const dateOnly = (locale: Locale, date: Date, timeZone: string) =>
  formatDateTime(locale, date, timeZone).replace(/ \d{2}:\d{2} UTC(?:[+-]\d{2}:\d{2})?$/, "");

function stateKey(state: string | null): MessageKey {
  return isShipmentState(state) ? SHIPMENT_STATE_CATALOGUE[state].texts.trackingPage : "trackingPage.state.unknown";
}

function eventLabel(locale: Locale, eventType: string): string {
  const key = eventTexts(eventType)?.label;
  return key ? t(locale, key) : escapeText(eventType);
}

/**
 * The page in the buyer's language, with times in the shop's zone and money in the shop's format ("31 500 F CFA"),
 * as the shop writes them everywhere else to its buyers (docs/decisions/074).
 */
export function renderTrackingPage(locale: Locale, model: TrackingPageModel, terms: ShopTerms = UTC_TERMS): string {
  const parts = [
    STYLE,
    `<div class="dc-track" lang="${locale}">`,
    `<h1>${t(locale, "trackingPage.title", { order: model.orderName })}</h1>`,
    `<p class="dc-state">${t(locale, stateKey(model.state))}</p>`,
  ];
  if (model.etaAt)
    parts.push(`<p>${t(locale, "trackingPage.eta", { date: dateOnly(locale, model.etaAt, terms.timeZone) })}</p>`);
  if (model.afterFailedAttempt) {
    parts.push(
      `<section class="dc-box"><h2>${t(locale, "trackingPage.failedAttempt.title")}</h2><p>${t(locale, "trackingPage.failedAttempt.body")}</p></section>`,
    );
  }
  if (model.state === "returning" || model.state === "returned")
    parts.push(`<p class="dc-box">${t(locale, "trackingPage.returned.body")}</p>`);
  if (model.state === "cancelled") parts.push(`<p class="dc-box">${t(locale, "trackingPage.cancelled.body")}</p>`);
  if (model.cashToHave) {
    const amount = formatShopMinor(locale, model.cashToHave.amountMinor, model.cashToHave.currency, terms);
    parts.push(
      `<section class="dc-box"><h2>${t(locale, "trackingPage.cod.title")}</h2><p>${t(locale, "trackingPage.cod.body", { amount })}</p></section>`,
    );
  }
  parts.push(`<h2>${t(locale, "trackingPage.timeline")}</h2>`);
  if (model.events.length === 0) parts.push(`<p>${t(locale, "trackingPage.noEvents")}</p>`);
  else {
    parts.push("<ol>");
    for (const event of model.events) {
      const checkpoint = event.checkpointName
        ? `<br>${t(locale, "trackingPage.checkpoint", { place: event.checkpointCountry ? `${event.checkpointName} (${countryName(locale, event.checkpointCountry)})` : event.checkpointName })}`
        : "";
      parts.push(
        `<li>${eventLabel(locale, event.eventType)}${checkpoint}<br><small>${escapeText(formatDateTime(locale, event.occurredAt, terms.timeZone))}</small></li>`,
      );
    }
    parts.push("</ol>");
  }
  if (model.shipmentId)
    parts.push(`<p class="dc-muted">${t(locale, "trackingPage.shipmentNumber", { number: model.shipmentId })}</p>`);
  parts.push(
    `<p class="dc-muted">${
      model.liveAt
        ? t(locale, "trackingPage.updated", { time: formatDateTime(locale, model.liveAt, terms.timeZone) })
        : t(locale, "trackingPage.notLive")
    }</p>`,
  );
  parts.push(languageSwitch(locale), "</div>");
  return parts.join("\n");
}

export function renderNotFoundPage(locale: Locale): string {
  return [
    STYLE,
    `<div class="dc-track" lang="${locale}">`,
    `<h1>${t(locale, "trackingPage.notFound.title")}</h1>`,
    `<p>${t(locale, "trackingPage.notFound.body")}</p>`,
    languageSwitch(locale),
    "</div>",
  ].join("\n");
}

/** Plain links (no script): the same page in the other language. */
function languageSwitch(locale: Locale): string {
  const other: Locale = locale === "fr" ? "en" : "fr";
  const name = translate(other, "language.name"); // each language by its own name
  return `<nav aria-label="${t(locale, "trackingPage.language")}"><a href="?locale=${other}" lang="${other}" hreflang="${other}">${name}</a></nav>`;
}
